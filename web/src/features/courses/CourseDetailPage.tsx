import type { Course } from '@academy/contracts';
import { Card, Split, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import { CourseReviews } from '../reviews/CourseReviews.tsx';
import { CourseAside } from './CourseAside.tsx';
import { CourseBreadcrumb } from './CourseBreadcrumb.tsx';
import { CourseFacts } from './CourseFacts.tsx';
import { CourseGate } from './CourseGate.tsx';
import { CourseOutline } from './CourseOutline.tsx';
import { coursePagePath } from './course-pages.ts';
import { EnrolAction } from './EnrolAction.tsx';
import { useEnrolment } from './useEnrolment.ts';
import '../../shared/i18n/en-screens/courses.ts';

/** The course-sefa, course-siri and course-sdfe pages: a course's description and module outline. */
export function CourseDetailPage({ courseId }: { courseId: number }) {
  return (
    <CourseGate courseId={courseId} page>
      {(course) => <CourseDetails course={course} />}
    </CourseGate>
  );
}

function CourseDetails({ course }: { course: Course }) {
  const { t } = useTranslation();
  const { isEnrolled, isAdmin } = useEnrolment(course.id);
  return (
    <PageContainer>
      <CourseBreadcrumb
        items={[
          { label: t('courses.courses'), href: paths.courses },
          { label: course.title, href: coursePagePath(course.id) },
          { label: t('courses.crumbDetails') },
        ]}
      />
      <PageHeader
        eyebrow={course.courseCode ?? course.category}
        title={course.title}
        subtitle={course.description}
        actions={<EnrolAction courseId={course.id} course={course} />}
      />
      <Split columns="minmax(0, 1fr) 22rem" gap="8">
        <Stack gap="6">
          <Card padding="lg">
            <h2 className={textStyles.sectionTitle}>{t('courses.courseOutline')}</h2>
            <CourseOutline courseId={course.id} canView={isEnrolled || isAdmin} />
          </Card>
          <CourseReviews courseId={course.id} />
        </Stack>
        <CourseAside course={course}>
          <CourseFacts course={course} />
        </CourseAside>
      </Split>
    </PageContainer>
  );
}
