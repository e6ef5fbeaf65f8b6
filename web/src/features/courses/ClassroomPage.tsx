import { BookIcon, CourseCard, EmptyState, Grid, ProgressBar } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import styles from './courses.module.css';
import { coursesPending } from './courses-pending.tsx';
import { useCoursesQuery, useMyCoursesQuery } from './coursesApi.ts';
import '../../shared/i18n/en-screens/courses.ts';

/** `/student/classroom`: the learner's enrolled courses, each leading to its learning screen. */
export function ClassroomPage() {
  const { t } = useTranslation();
  const query = useMyCoursesQuery();
  const { data } = query;
  const pending = coursesPending(query, 'Loading your courses');
  const catalogue = useCoursesQuery();
  const enrolled = data?.courses ?? [];
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('courses.classroom')}
        title={t('courses.myCourses')}
        subtitle={t('courses.everythingYouAreEnrolledIn')}
        actions={
          <ButtonLink to={paths.courses} variant="secondary">
            {t('courses.browseCourses')}
          </ButtonLink>
        }
      />
      {pending ??
        (enrolled.length === 0 ? (
          <EmptyState
            icon={<BookIcon />}
            title={t('courses.noCoursesYet')}
            description={t('courses.coursesYouEnrollInShow')}
            action={<ButtonLink to={paths.courses}>{t('courses.exploreTheCatalogue')}</ButtonLink>}
          />
        ) : (
          <Grid as="ul" gap="6" className={styles.grid} aria-label={t('courses.yourCourses')}>
            {enrolled.map((entry) => {
              const course = catalogue.data?.find(({ id }) => id === entry.course_id);
              return (
                <li key={entry.course_id}>
                  <CourseCard
                    title={entry.title}
                    description={course?.description ?? ''}
                    thumbnailUrl={thumbnailUrl(course?.thumbnail_path)}
                    badge={entry.completed ? t('courses.completed') : (entry.courseCode ?? undefined)}
                    href={paths.learning(entry.course_id)}
                    linkComponent={RouterLink}
                    action={
                      <div className={styles.progress}>
                        <ProgressBar
                          label={t('courses.progress')}
                          value={entry.progress}
                          tone={entry.completed ? 'success' : 'brand'}
                        />
                      </div>
                    }
                  />
                </li>
              );
            })}
          </Grid>
        ))}
    </PageContainer>
  );
}
