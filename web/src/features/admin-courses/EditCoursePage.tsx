import { Button, Card, Tabs } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { Loading } from '../../shared/Loading.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { CourseNotFound } from '../courses/CourseNotFound.tsx';
import { coursePagePath } from '../courses/course-pages.ts';
import { CourseDetailsEditor } from './CourseDetailsEditor.tsx';
import { DeleteCourseDialog } from './DeleteCourseDialog.tsx';
import { LecturesEditor } from './LecturesEditor.tsx';
import { ModulesEditor } from './ModulesEditor.tsx';
import { CourseStatusBadge, PublishButton } from './PublishButton.tsx';
import { useAdminCourse } from './useAdminCourse.ts';
import { useDeleteCourse } from './useDeleteCourse.ts';

/** `/course/edit?courseId=N`: a course's details, its modules with their content, and its lectures. */
export function EditCoursePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId'));
  const { course, isLoading, isFetching } = useAdminCourse(courseId);
  const [deleteCourse, deleting] = useDeleteCourse();
  const navigate = useNavigate();

  // A course created a moment ago arrives with the refetched list.
  if (isLoading || (!course && isFetching)) {
    return <Loading page label={t('adminCourses.loadingCourse')} />;
  }
  if (!course) return <CourseNotFound />;

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('adminCourses.editorEyebrow')}
        title={course.title}
        subtitle={t('adminCourses.editorSubtitle')}
        actions={
          <>
            <CourseStatusBadge course={course} />
            <PublishButton course={course} size="md" />
            <ButtonLink to={coursePagePath(course.id)} variant="secondary">
              {t('adminCourses.viewCoursePage')}
            </ButtonLink>
            <ButtonLink to={paths.courseReportOf(course.id)} variant="secondary">
              {t('adminCourses.report')}
            </ButtonLink>
            <DeleteCourseDialog
              title={course.title}
              onConfirm={async () => {
                if (await deleteCourse(course.id)) navigate(paths.adminDashboard);
              }}
              trigger={
                <Button variant="danger" busy={deleting} busyText={t('adminCourses.deleting')}>
                  {t('adminCourses.deleteKind', { context: 'course' })}
                </Button>
              }
            />
          </>
        }
      />
      <Tabs
        label={t('adminCourses.courseEditor')}
        items={[
          {
            value: 'details',
            label: t('adminCourses.details'),
            content: (
              <Card padding="lg">
                <CourseDetailsEditor course={course} />
              </Card>
            ),
          },
          {
            value: 'content',
            label: t('adminCourses.modulesAndContent'),
            content: <ModulesEditor courseId={course.id} />,
          },
          {
            value: 'lectures',
            label: t('adminCourses.lectures'),
            content: <LecturesEditor courseId={course.id} />,
          },
        ]}
      />
    </PageContainer>
  );
}
