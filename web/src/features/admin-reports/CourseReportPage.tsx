import type { CourseQuizReportRow, CourseReportLearner } from '@academy/contracts';
import { Alert, Button, Card, DownloadIcon, Group, Stack, Table, type TableColumn } from '@academy/ui-kit';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { columnsCard } from '../../shared/columns-card.tsx';
import { formatDate } from '../../shared/dates.ts';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { Loading } from '../../shared/Loading.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { StatCard, StatCardGrid } from '../../shared/StatCard.tsx';
import textStyles from '../../shared/text.module.css';
import common from '../admin-courses/admin-courses.module.css';
import { type ReportSection, reportCsvUrl, useCourseReportQuery } from './courseReportApi.ts';
import { LearnerName } from './LearnerName.tsx';
import styles from './report.module.css';
import { useCsvDownload } from './report-download.ts';
import { averageScore, percent, quizzesDone } from './report-format.ts';
import { StandingBadge } from './StandingBadge.tsx';

const SECTION_NAME = {
  completion: 'adminReports.sectionLearners',
  quizzes: 'adminReports.sectionQuizzes',
} as const;

function DownloadCsvButton({ courseId, section }: { courseId: number; section: ReportSection }) {
  const { t } = useTranslation();
  const { busy, error, download } = useCsvDownload(
    reportCsvUrl(courseId, section),
    `course-${courseId}-${section}.csv`,
  );
  return (
    <Stack gap="1" align="end">
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        busyText={t('adminReports.downloading')}
        aria-label={t('adminReports.downloadCsvOf', { section: t(SECTION_NAME[section]) })}
        onClick={() => void download()}
      >
        <DownloadIcon /> {t('adminReports.downloadCsv')}
      </Button>
      {error ? <p className={styles.downloadError}>{error}</p> : null}
    </Stack>
  );
}

function SectionHead({
  title,
  courseId,
  section,
}: {
  title: string;
  courseId: number;
  section: ReportSection;
}) {
  return (
    <Group gap="3" justify="between" className={common.sectionHead}>
      <h2 className={textStyles.titleLg}>{title}</h2>
      <DownloadCsvButton courseId={courseId} section={section} />
    </Group>
  );
}

const learnerColumns = (t: TFunction): TableColumn<CourseReportLearner>[] => [
  { key: 'learner', header: t('adminReports.learner'), cell: (l) => <LearnerName learner={l} /> },
  { key: 'enrolled', header: t('adminReports.enrolled'), cell: (l) => formatDate(l.enrolledAt) },
  { key: 'standing', header: t('adminReports.standing'), cell: (l) => <StandingBadge learner={l} /> },
  { key: 'content', header: t('adminReports.itemsDone'), align: 'end', cell: (l) => l.contentCompleted },
  { key: 'quizzes', header: t('adminReports.quizzesPassed'), cell: quizzesDone },
  {
    key: 'completed',
    header: t('adminReports.completed'),
    cell: (l) => (l.completedAt ? formatDate(l.completedAt) : '—'),
  },
];

const quizColumns = (t: TFunction): TableColumn<CourseQuizReportRow>[] => [
  { key: 'title', header: t('adminReports.quiz'), cell: (q) => q.title },
  { key: 'passing', header: t('adminReports.passMark'), align: 'end', cell: (q) => percent(q.passingScore) },
  { key: 'attempts', header: t('adminReports.attempts'), align: 'end', cell: (q) => q.attempts },
  { key: 'learners', header: t('adminReports.learners'), align: 'end', cell: (q) => q.learners },
  { key: 'passed', header: t('adminReports.passed'), align: 'end', cell: (q) => q.passed },
  { key: 'rate', header: t('adminReports.passRate'), align: 'end', cell: (q) => percent(q.passRate) },
  {
    key: 'average',
    header: t('adminReports.averageScore'),
    align: 'end',
    cell: (q) => averageScore(q.averageScore),
  },
];

/** `/course-report?courseId=N`: who is enrolled in a course and how far each got, and how its quizzes went. */
export function CourseReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId'));
  const valid = Number.isInteger(courseId) && courseId > 0;
  const { data, error, isLoading, isFetching, refetch } = useCourseReportQuery(courseId, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });

  if (valid && isLoading) return <Loading page label={t('adminReports.loadingTheReport')} />;
  if (!valid || !data) {
    return (
      <PageContainer>
        <PageHeader eyebrow={t('adminReports.eyebrow')} title={t('adminReports.courseReport')} />
        {valid && error ? (
          <LoadFailedAlert
            title={errorMessage(error, t('adminReports.failedToLoad'))}
            onRetry={() => refetch()}
            retrying={isFetching}
          />
        ) : (
          <Alert tone="destructive" title={t('adminReports.noSuchCourse')} />
        )}
      </PageContainer>
    );
  }
  const { completion, quizzes } = data;
  const learners = learnerColumns(t);
  const quizzesTable = quizColumns(t);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('adminReports.eyebrow')}
        title={data.title}
        subtitle={t('adminReports.asOf', { date: formatDate(data.generatedAt) })}
        actions={
          <ButtonLink to={paths.editCourseOf(courseId)} variant="secondary">
            {t('adminReports.editCourse')}
          </ButtonLink>
        }
      />
      <StatCardGrid label={t('adminReports.completion')}>
        <StatCard label={t('adminReports.enrolled')} value={completion.enrolled} />
        <StatCard label={t('adminReports.started')} value={completion.started} />
        <StatCard label={t('adminReports.completed')} value={completion.completed} />
        <StatCard
          label={t('adminReports.completionRate')}
          value={percent(completion.completionRate)}
          hint={t('adminReports.completedOutOfEnrolled')}
        />
      </StatCardGrid>
      <Stack gap="6">
        <Card padding="lg">
          <SectionHead title={t('adminReports.learners')} courseId={courseId} section="completion" />
          <Table<CourseReportLearner>
            caption={t('adminReports.learners')}
            hideCaption
            rows={completion.learners}
            getRowKey={(learner) => learner.userId}
            emptyMessage={t('adminReports.nobodyEnrolled')}
            card={columnsCard(learners, { titleKey: 'learner', statusKey: 'standing' })}
            columns={learners}
          />
        </Card>
        <Card padding="lg">
          <SectionHead title={t('adminReports.quizzes')} courseId={courseId} section="quizzes" />
          <Table<CourseQuizReportRow>
            caption={t('adminReports.quizzes')}
            hideCaption
            rows={quizzes}
            getRowKey={(quiz) => String(quiz.quizId)}
            emptyMessage={t('adminReports.noQuizzes')}
            columns={quizzesTable}
            card={columnsCard(quizzesTable, { titleKey: 'title' })}
          />
          <p className={`${textStyles.mutedSmall} ${styles.note}`}>{t('adminReports.itemsDoneNote')}</p>
        </Card>
      </Stack>
    </PageContainer>
  );
}
