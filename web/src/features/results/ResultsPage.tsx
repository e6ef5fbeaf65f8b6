import type { QuizResult } from '@academy/contracts';
import {
  Badge,
  CheckIcon,
  EmptyState,
  Spinner,
  Stack,
  Table,
  type TableColumn,
  visuallyHidden,
} from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { columnsCard } from '../../shared/columns-card.tsx';
import { formatDateTime } from '../../shared/dates.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { SignInPrompt } from '../../shared/SignInPrompt.tsx';
import { StatCard, StatCardGrid } from '../../shared/StatCard.tsx';
import { summariseResults } from './result-summary.ts';
import styles from './results.module.css';
import { useQuizResultsQuery } from './resultsApi.ts';
import '../../shared/i18n/en-screens/results.ts';

/** Built while rendering, so the headers are in the language on screen. */
const columns = (): TableColumn<QuizResult>[] => [
  { key: 'course', header: i18n.t('results.course'), cell: (r) => r.courseTitle },
  { key: 'quiz', header: i18n.t('results.quiz'), cell: (r) => r.quizTitle },
  { key: 'score', header: i18n.t('results.score'), align: 'end', cell: (r) => `${r.score}%` },
  { key: 'pass', header: i18n.t('results.passMark'), align: 'end', cell: (r) => `${r.passingScore}%` },
  {
    key: 'result',
    header: i18n.t('results.result'),
    cell: (r) => (
      <Badge tone={r.passed ? 'success' : 'danger'}>
        {r.passed ? i18n.t('results.passed') : i18n.t('results.failed')}
      </Badge>
    ),
  },
  {
    key: 'date',
    header: i18n.t('results.date'),
    cell: (r) => <time dateTime={r.completedAt}>{formatDateTime(r.completedAt)}</time>,
  },
  {
    key: 'open',
    header: i18n.t('results.quiz'),
    cell: (r) => (
      <Link className={styles.link} to={paths.learning(r.courseId)}>
        {i18n.t('results.openQuiz')}
        <span className={visuallyHidden}> {r.quizTitle}</span>
      </Link>
    ),
  },
];

/** `/result`: the learner's latest result of every quiz tried; visitors are asked to log in. */
export function ResultsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(({ auth }) => auth.user);
  const results = useQuizResultsQuery(user ? undefined : skipToken);
  const rows = results.data?.results ?? [];
  const summary = summariseResults(rows);
  const resultColumns = columns();

  return (
    <PageContainer>
      <PageHeader title={t('results.results')} subtitle={t('results.yourLatestScoreOnEvery')} />
      {!user ? (
        <SignInPrompt
          icon={<CheckIcon />}
          title={t('results.logInToSeeYour')}
          description={t('results.yourQuizResultsAcrossAll')}
        />
      ) : results.error ? (
        <QueryFailedAlert query={results} fallback="Failed to fetch previous attempts" />
      ) : results.isLoading ? (
        <Spinner label={t('results.loadingYourResults')} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<CheckIcon />}
          title={t('results.noResultsYet')}
          description={t('results.takeAQuizInOne')}
          action={
            <ButtonLink to={paths.studentDashboard} variant="secondary">
              {t('results.goToDashboard')}
            </ButtonLink>
          }
        />
      ) : (
        <Stack gap="6">
          <StatCardGrid label={t('results.resultsSummary')}>
            <StatCard label={t('results.quizzesTaken')} value={summary.total} />
            <StatCard label={t('results.passed')} value={summary.passed} />
            <StatCard label={t('results.averageScore')} value={`${summary.averageScore}%`} />
          </StatCardGrid>
          <Table
            caption={t('results.latestQuizResults')}
            hideCaption
            columns={resultColumns}
            card={columnsCard(resultColumns, { titleKey: 'quiz', statusKey: 'result', actionsKey: 'open' })}
            rows={rows}
            getRowKey={(r) => String(r.quizId)}
          />
        </Stack>
      )}
    </PageContainer>
  );
}
