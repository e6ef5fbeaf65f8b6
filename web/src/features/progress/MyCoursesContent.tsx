import type { EnrolledCourse } from '@academy/contracts';
import { Alert, EmptyState } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { Loading } from '../../shared/Loading.tsx';
import { useMyCoursesQuery } from '../courses/coursesApi.ts';
import '../../shared/i18n/en-screens/progress.ts';

export interface MyCoursesContentProps {
  /** What a learner without courses is told, e.g. 'No courses yet'. */
  emptyTitle: string;
  emptyDescription: string;
  children: (courses: EnrolledCourse[]) => ReactNode;
}

/** The learner's enrolled courses, or in their place a load error, a spinner, or a way to the catalogue. */
export function MyCoursesContent({ emptyTitle, emptyDescription, children }: MyCoursesContentProps) {
  const { t } = useTranslation();
  const courses = useMyCoursesQuery();
  if (courses.error) {
    return <Alert tone="destructive" title={errorMessage(courses.error, 'Failed to fetch dashboard data')} />;
  }
  if (courses.isLoading) return <Loading label={t('progress.loadingYourCourses')} />;
  if (courses.data && courses.data.courses.length > 0) return children(courses.data.courses);
  return (
    <EmptyState
      title={emptyTitle}
      description={emptyDescription}
      action={
        <ButtonLink to={paths.courses} variant="secondary">
          {t('progress.browseCourses')}
        </ButtonLink>
      }
    />
  );
}
