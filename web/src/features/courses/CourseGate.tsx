import type { Course } from '@academy/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { Loading } from '../../shared/Loading.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { CourseNotFound } from './CourseNotFound.tsx';
import { useCourse } from './useCourse.ts';
import '../../shared/i18n/en-screens/courses.ts';

export interface CourseGateProps {
  courseId: number | undefined;
  /** @default 'Loading course' */
  loadingLabel?: string;
  /** Put the load error in the page column (for a whole page, not a part of one). @default false */
  page?: boolean;
  children: (course: Course) => ReactNode;
}

/** Shows a course once the catalogue has it; until then a spinner, a retry after a failure, or 'Course not found'. */
export function CourseGate({ courseId, loadingLabel, page = false, children }: CourseGateProps) {
  const { t } = useTranslation();
  const { course, isLoading, isFetching, error, refetch } = useCourse(courseId);
  if (isLoading) return <Loading page label={loadingLabel ?? t('courses.loadingCourse')} />;
  if (error) {
    const alert = (
      <LoadFailedAlert
        title={t('courses.failedToLoadCourseDetails')}
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
    return page ? <PageContainer>{alert}</PageContainer> : alert;
  }
  if (!course) return <CourseNotFound />;
  return children(course);
}
