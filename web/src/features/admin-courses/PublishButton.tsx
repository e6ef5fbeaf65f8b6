import type { Course } from '@academy/contracts';
import { Badge, Button } from '@academy/ui-kit';
import { toastOutcome } from '../../shared/toast-outcome.ts';
import { useSetPublishedMutation } from './adminCoursesApi.ts';

/** Whether learners can see and buy the course. */
export function CourseStatusBadge({ course }: { course: Course }) {
  return course.published ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>;
}

/**
 * Publishes a draft or takes a published course back to draft. The catalogue refuses to publish a
 * course with no content; its message is the toast.
 */
export function PublishButton({ course, size = 'sm' }: { course: Course; size?: 'sm' | 'md' }) {
  const [setPublished, { isLoading }] = useSetPublishedMutation();
  const publish = !course.published;
  const action = publish ? 'Publish' : 'Unpublish';
  return (
    <Button
      variant={publish ? 'primary' : 'secondary'}
      size={size}
      busy={isLoading}
      busyText={publish ? 'Publishing...' : 'Unpublishing...'}
      aria-label={`${action} ${course.title}`}
      onClick={() =>
        void toastOutcome(
          setPublished({ id: course.id, published: publish }).unwrap(),
          publish ? `${course.title} is published` : `${course.title} is a draft again`,
          `Could not ${action.toLowerCase()} ${course.title}. Please try again.`,
        )
      }
    >
      {action}
    </Button>
  );
}
