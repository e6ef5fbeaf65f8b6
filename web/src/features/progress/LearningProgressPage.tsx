import { Alert, Card, Grid, Stack } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { useAppSelector } from '../../app/store.ts';
import textStyles from '../../shared/text.module.css';
import { EnrolledCourseList } from './EnrolledCourseList.tsx';
import { MyCoursesContent } from './MyCoursesContent.tsx';
import styles from './progress.module.css';
import { useStudentCountsQuery } from './progressApi.ts';
import { RecentActivityCard } from './RecentActivityCard.tsx';
import '../../shared/i18n/en-screens/progress.ts';

/** Learning Progress in the account area: totals and each enrolled course, from the learner's real data. */
export function LearningProgressPage() {
  const { t } = useTranslation();
  const userId = useAppSelector(({ auth }) => auth.user?.id);
  const counts = useStudentCountsQuery(userId ?? skipToken);
  const totals = counts.data?.counts;
  const summary = [
    { label: t('progress.enrolledCourses'), value: totals?.enrolledCourses },
    { label: t('progress.completedCourses'), value: totals?.completedCourses },
    { label: t('progress.quizzesPassedTotal'), value: totals?.quizzesPassed },
    { label: t('progress.certificates'), value: totals?.certificates },
  ];
  return (
    <Stack gap="6">
      <header>
        <h1 className={textStyles.pageTitle}>{t('progress.learningProgress')}</h1>
        <p className={`${textStyles.mutedSmall} ${styles.courseMeta}`}>
          {t('progress.trackYourCoursesQuizzesAnd')}
        </p>
      </header>
      {counts.error ? (
        <Alert tone="destructive" title={errorMessage(counts.error, 'Failed to fetch counts')} />
      ) : null}
      <Grid as="section" fit minItemWidth="10rem" aria-label={t('progress.summary')}>
        {summary.map(({ label, value }) => (
          <Card key={label}>
            <p className={`${textStyles.strongLine} ${styles.statValue}`}>{value ?? '–'}</p>
            <p className={textStyles.muted}>{label}</p>
          </Card>
        ))}
      </Grid>
      <Card>
        <h2 className={textStyles.sectionTitle}>{t('progress.yourCourses')}</h2>
        <MyCoursesContent
          emptyTitle={t('progress.noCoursesYet')}
          emptyDescription={t('progress.enrolToSeeProgress')}
        >
          {(courses) => <EnrolledCourseList courses={courses} />}
        </MyCoursesContent>
      </Card>
      <RecentActivityCard userId={userId} />
    </Stack>
  );
}
