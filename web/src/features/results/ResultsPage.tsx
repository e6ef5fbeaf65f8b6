import type { QuizResult } from '@academy/contracts';
import { Badge, CheckIcon, EmptyState, Spinner, Stack, Table, type TableColumn } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router';
import { appPath } from '../../app/paths/app-paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { formatDateTime } from '../../shared/dates.ts';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { SignInPrompt } from '../../shared/SignInPrompt.tsx';
import { StatCard, StatCardGrid } from '../../shared/StatCard.tsx';
import { learningScreenPath } from '../progress/EnrolledCourseList.tsx';
import { summariseResults } from './result-summary.ts';
import styles from './results.module.css';
import { useQuizResultsQuery } from './resultsApi.ts';

const COLUMNS: TableColumn<QuizResult>[] = [
  { key: 'course', header: 'Course', cell: (r) => r.courseTitle },
  { key: 'quiz', header: 'Quiz', cell: (r) => r.quizTitle },
  { key: 'score', header: 'Score', align: 'end', cell: (r) => `${r.score}%` },
  { key: 'pass', header: 'Pass mark', align: 'end', cell: (r) => `${r.passingScore}%` },
  {
    key: 'result',
    header: 'Result',
    cell: (r) => <Badge tone={r.passed ? 'success' : 'danger'}>{r.passed ? 'Passed' : 'Failed'}</Badge>,
  },
  {
    key: 'date',
    header: 'Date',
    cell: (r) => <time dateTime={r.completedAt}>{formatDateTime(r.completedAt)}</time>,
  },
  {
    key: 'open',
    header: 'Quiz',
    cell: (r) => (
      <Link className={styles.link} to={learningScreenPath(r.courseId)}>
        Open quiz<span className={styles.hidden}> {r.quizTitle}</span>
      </Link>
    ),
  },
];

/** `/result`: the learner's latest result of every quiz tried; visitors are asked to log in. */
export function ResultsPage() {
  const user = useAppSelector(({ auth }) => auth.user);
  const results = useQuizResultsQuery(user ? undefined : skipToken);
  const rows = results.data?.results ?? [];
  const summary = summariseResults(rows);

  return (
    <PageContainer>
      <PageHeader title="Results" subtitle="Your latest score on every quiz you have taken." />
      {!user ? (
        <SignInPrompt
          icon={<CheckIcon />}
          title="Log in to see your results"
          description="Your quiz results across all your courses appear here."
        />
      ) : results.error ? (
        <QueryFailedAlert query={results} fallback="Failed to fetch previous attempts" />
      ) : results.isLoading ? (
        <Spinner label="Loading your results" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<CheckIcon />}
          title="No results yet"
          description="Take a quiz in one of your courses and its result shows here."
          action={
            <ButtonLink to={appPath('/student/dashboard')} variant="secondary">
              Go to Dashboard
            </ButtonLink>
          }
        />
      ) : (
        <Stack gap="6">
          <StatCardGrid label="Results summary">
            <StatCard label="Quizzes taken" value={summary.total} />
            <StatCard label="Passed" value={summary.passed} />
            <StatCard label="Average score" value={`${summary.averageScore}%`} />
          </StatCardGrid>
          <Table
            caption="Latest quiz results"
            hideCaption
            columns={COLUMNS}
            rows={rows}
            getRowKey={(r) => String(r.quizId)}
          />
        </Stack>
      )}
    </PageContainer>
  );
}
