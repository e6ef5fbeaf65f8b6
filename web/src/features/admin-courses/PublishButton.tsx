import type { Course } from '@academy/contracts';
import { Badge, Button } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { toastOutcome } from '../../shared/toast-outcome.ts';
import { useSetPublishedMutation } from './adminCoursesApi.ts';

/** Whether learners can see and buy the course. */
export function CourseStatusBadge({ course }: { course: Course }) {
  const { t } = useTranslation();
  return course.published ? (
    <Badge tone="success">{t('adminCourses.published')}</Badge>
  ) : (
    <Badge tone="warning">{t('adminCourses.draft')}</Badge>
  );
}

/**
 * Publishes a draft or takes a published course back to draft. The catalogue refuses to publish a
 * course with no content; its message is the toast.
 */
export function PublishButton({ course, size = 'sm' }: { course: Course; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const [setPublished, { isLoading }] = useSetPublishedMutation();
  const publish = !course.published;
  const title = course.title;
  return (
    <Button
      variant={publish ? 'primary' : 'secondary'}
      size={size}
      busy={isLoading}
      busyText={publish ? t('adminCourses.publishing') : t('adminCourses.unpublishing')}
      aria-label={t(publish ? 'adminCourses.publishCourse' : 'adminCourses.unpublishCourse', { title })}
      onClick={() =>
        void toastOutcome(
          setPublished({ id: course.id, published: publish }).unwrap(),
          t(publish ? 'adminCourses.isPublished' : 'adminCourses.isDraftAgain', { title }),
          t(publish ? 'adminCourses.couldNotPublish' : 'adminCourses.couldNotUnpublish', { title }),
        )
      }
    >
      {publish ? t('adminCourses.publish') : t('adminCourses.unpublish')}
    </Button>
  );
}
