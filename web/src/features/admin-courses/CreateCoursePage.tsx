import { Card } from '@academy/ui-kit';
import { useNavigate } from 'react-router';
import { appPath } from '../../app/paths/app-paths.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { editCoursePath } from './admin-paths.ts';
import { useCreateCourseMutation } from './adminCoursesApi.ts';
import { CourseForm } from './CourseForm.tsx';
import { EMPTY_COURSE_FORM } from './course-form.ts';

/** `/course/create`: a new course with its thumbnail; its modules and lectures follow in the editor. */
export function CreateCoursePage() {
  const [createCourse, { isLoading }] = useCreateCourseMutation();
  const navigate = useNavigate();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Admin"
        title="Create a course"
        subtitle="Start with the basics and a thumbnail; add modules, content and lectures next."
      />
      <Card padding="lg">
        <CourseForm
          initialValues={EMPTY_COURSE_FORM}
          submitLabel="Create course"
          busyText="Creating..."
          busy={isLoading}
          onSubmit={async (fields, thumbnail) => {
            if (!thumbnail) return;
            const reply = await withProgressToast(createCourse({ fields, thumbnail }).unwrap(), {
              loading: 'Creating the course...',
              success: 'Course created',
              error: 'Failed to create course',
            });
            if (reply) navigate(appPath(editCoursePath(reply.course.id)));
          }}
        />
      </Card>
    </PageContainer>
  );
}
