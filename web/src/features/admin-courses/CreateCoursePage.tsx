import { Card } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { useCreateCourseMutation } from './adminCoursesApi.ts';
import { CourseForm } from './CourseForm.tsx';
import { EMPTY_COURSE_FORM } from './course-form.ts';

/** `/course/create`: a new course with its thumbnail; its modules and lectures follow in the editor. */
export function CreateCoursePage() {
  const { t } = useTranslation();
  const [createCourse, { isLoading }] = useCreateCourseMutation();
  const navigate = useNavigate();
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('adminCourses.adminEyebrow')}
        title={t('adminCourses.createACourse')}
        subtitle={t('adminCourses.createSubtitle')}
      />
      <Card padding="lg">
        <CourseForm
          initialValues={EMPTY_COURSE_FORM}
          submitLabel={t('adminCourses.createCourse')}
          busyText={t('adminCourses.creating')}
          busy={isLoading}
          onSubmit={async (fields, thumbnail) => {
            if (!thumbnail) return;
            const reply = await withProgressToast(createCourse({ fields, thumbnail }).unwrap(), {
              loading: t('adminCourses.creatingCourse'),
              success: t('adminCourses.courseCreated'),
              error: t('adminCourses.failedToCreateCourse'),
            });
            if (reply) navigate(paths.editCourseOf(reply.course.id));
          }}
        />
      </Card>
    </PageContainer>
  );
}
