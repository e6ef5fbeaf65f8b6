import type { CourseQuizReportRow, CourseReportLearner } from '@academy/contracts';
import { Alert, Button, Card, DownloadIcon, Stack, Table } from '@academy/ui-kit';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { appPath } from '../../app/paths/app-paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { formatDate } from '../../shared/dates.ts';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { Loading } from '../../shared/Loading.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { StatCard, StatCardGrid } from '../../shared/StatCard.tsx';
import common from '../admin-courses/admin-courses.module.css';
import { editCoursePath } from '../admin-courses/admin-paths.ts';
import { type ReportSection, reportCsvUrl, useCourseReportQuery } from './courseReportApi.ts';
import { LearnerCard } from './LearnerCard.tsx';
import { LearnerName } from './LearnerName.tsx';
import { QuizCard } from './QuizCard.tsx';
import styles from './report.module.css';
import { useCsvDownload } from './report-download.ts';
import { averageScore, percent, quizzesDone } from './report-format.ts';
import { StandingBadge } from './StandingBadge.tsx';

const SECTION_NAME = { completion: 'learners', quizzes: 'quizzes' } as const;

function DownloadCsvButton({ courseId, section }: { courseId: number; section: ReportSection }) {
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
        busyText="Downloading..."
        aria-label={`Download CSV of ${SECTION_NAME[section]}`}
        onClick={() => void download()}
      >
        <DownloadIcon /> Download CSV
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
    <div className={common.sectionHead}>
      <h2 className={common.sectionTitle}>{title}</h2>
      <DownloadCsvButton courseId={courseId} section={section} />
    </div>
  );
}

const QUIZ_COLUMNS = [
  { key: 'title', header: 'Quiz', cell: (q: CourseQuizReportRow) => q.title },
  {
    key: 'passing',
    header: 'Pass mark',
    align: 'end',
    cell: (q: CourseQuizReportRow) => percent(q.passingScore),
  },
  { key: 'attempts', header: 'Attempts', align: 'end', cell: (q: CourseQuizReportRow) => q.attempts },
  { key: 'learners', header: 'Learners', align: 'end', cell: (q: CourseQuizReportRow) => q.learners },
  { key: 'passed', header: 'Passed', align: 'end', cell: (q: CourseQuizReportRow) => q.passed },
  { key: 'rate', header: 'Pass rate', align: 'end', cell: (q: CourseQuizReportRow) => percent(q.passRate) },
  {
    key: 'average',
    header: 'Average score',
    align: 'end',
    cell: (q: CourseQuizReportRow) => averageScore(q.averageScore),
  },
] as const;

/** `/course-report?courseId=N`: who is enrolled in a course and how far each got, and how its quizzes went. */
export function CourseReportPage() {
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId'));
  const valid = Number.isInteger(courseId) && courseId > 0;
  const { data, error, isLoading, isFetching, refetch } = useCourseReportQuery(courseId, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  });

  if (valid && isLoading) return <Loading page label="Loading the report" />;
  if (!valid || !data) {
    return (
      <PageContainer>
        <PageHeader eyebrow="Admin · Course report" title="Course report" />
        {valid && error ? (
          <LoadFailedAlert
            title={errorMessage(error, 'Failed to load the report')}
            onRetry={() => refetch()}
            retrying={isFetching}
          />
        ) : (
          <Alert tone="destructive" title="No such course" />
        )}
      </PageContainer>
    );
  }
  const { completion, quizzes } = data;
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Admin · Course report"
        title={data.title}
        subtitle={`Enrolments, progress and quiz results as of ${formatDate(data.generatedAt)}.`}
        actions={
          <ButtonLink to={appPath(editCoursePath(courseId))} variant="secondary">
            Edit course
          </ButtonLink>
        }
      />
      <StatCardGrid label="Completion">
        <StatCard label="Enrolled" value={completion.enrolled} />
        <StatCard label="Started" value={completion.started} />
        <StatCard label="Completed" value={completion.completed} />
        <StatCard
          label="Completion rate"
          value={percent(completion.completionRate)}
          hint="Completed out of enrolled"
        />
      </StatCardGrid>
      <Stack gap="6">
        <Card padding="lg">
          <SectionHead title="Learners" courseId={courseId} section="completion" />
          <Table<CourseReportLearner>
            caption="Learners"
            hideCaption
            rows={completion.learners}
            getRowKey={(learner) => learner.userId}
            emptyMessage="Nobody is enrolled yet."
            card={(learner) => <LearnerCard learner={learner} />}
            columns={[
              {
                key: 'learner',
                header: 'Learner',
                cell: (l) => <LearnerName learner={l} />,
              },
              { key: 'enrolled', header: 'Enrolled', cell: (l) => formatDate(l.enrolledAt) },
              { key: 'standing', header: 'Standing', cell: (l) => <StandingBadge learner={l} /> },
              { key: 'content', header: 'Items done', align: 'end', cell: (l) => l.contentCompleted },
              { key: 'quizzes', header: 'Quizzes passed', cell: quizzesDone },
              {
                key: 'completed',
                header: 'Completed',
                cell: (l) => (l.completedAt ? formatDate(l.completedAt) : '—'),
              },
            ]}
          />
        </Card>
        <Card padding="lg">
          <SectionHead title="Quizzes" courseId={courseId} section="quizzes" />
          <Table<CourseQuizReportRow>
            caption="Quizzes"
            hideCaption
            rows={quizzes}
            getRowKey={(quiz) => String(quiz.quizId)}
            emptyMessage="This course has no quizzes."
            columns={[...QUIZ_COLUMNS]}
            card={(quiz) => <QuizCard quiz={quiz} />}
          />
          <p className={styles.note}>
            Items done counts every document, video and quiz finished; a course is completed when all its
            required quizzes are passed.
          </p>
        </Card>
      </Stack>
    </PageContainer>
  );
}
