import type { EnrolledCourse, QuizProgress } from '@academy/contracts';
import { Alert, Badge, Card, Spinner, Stack, Table, type TableColumn, visuallyHidden } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { columnsCard } from '../../shared/columns-card.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import { MyCoursesContent } from './MyCoursesContent.tsx';
import { useCourseProgressQuery } from './progressApi.ts';
import '../../shared/i18n/en-screens/progress.ts';

/** Each quiz status's badge; `label` is a translation key. */
const STATUS = {
  PASSED: { label: 'progress.passed', tone: 'success' },
  FAILED: { label: 'progress.notPassedYet', tone: 'danger' },
  NOT_STARTED: { label: 'progress.notStarted', tone: 'neutral' },
} as const;

/** The learner's quizzes across enrolled courses, each a link into the learning screen. */
export function StudentTestPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('progress.tests')}
        title={t('progress.yourQuizzes')}
        subtitle={t('progress.everyAssessmentInTheCourses')}
      />
      <MyCoursesContent
        emptyTitle={t('progress.noQuizzesYet')}
        emptyDescription={t('progress.enrolToTakeQuizzes')}
      >
        {(courses) => (
          <Stack gap="6">
            {courses.map((course) => (
              <CourseQuizzes key={course.course_id} course={course} />
            ))}
          </Stack>
        )}
      </MyCoursesContent>
    </PageContainer>
  );
}

function CourseQuizzes({ course }: { course: EnrolledCourse }) {
  const { t } = useTranslation();
  const userId = useAppSelector(({ auth }) => auth.user?.id);
  const progress = useCourseProgressQuery(userId ? { userId, courseId: course.course_id } : skipToken);
  const courseId = course.course_id;
  const columns: TableColumn<QuizProgress>[] = [
    { key: 'quiz', header: t('progress.quiz'), cell: (quiz) => quiz.title },
    {
      key: 'status',
      header: t('progress.status'),
      cell: (quiz) => <Badge tone={STATUS[quiz.status].tone}>{t(STATUS[quiz.status].label)}</Badge>,
    },
    {
      key: 'best',
      header: t('progress.bestScore'),
      align: 'end',
      cell: (quiz) => (quiz.attempts > 0 ? `${quiz.bestScore}%` : '–'),
    },
    {
      key: 'left',
      header: t('progress.attemptsLeft'),
      align: 'end',
      cell: (quiz) => quiz.remainingAttempts,
    },
    {
      key: 'open',
      header: <span className={visuallyHidden}>{t('progress.open')}</span>,
      cell: (quiz) => (
        <Link to={paths.learning(courseId, quiz.quizId)}>
          {quiz.status === 'PASSED' ? t('progress.review') : t('progress.takeQuiz')}
        </Link>
      ),
    },
  ];
  return (
    <Card>
      <h2 className={textStyles.sectionTitle}>{course.title}</h2>
      {progress.error ? (
        <Alert
          tone="destructive"
          title={errorMessage(progress.error, 'Failed to fetch certificate and quiz status')}
        />
      ) : progress.isLoading ? (
        <Spinner label={t('progress.loadingTheQuizzesOf', { title: course.title })} />
      ) : (
        <Table<QuizProgress>
          caption={course.title}
          hideCaption
          rows={progress.data?.data.quizzes ?? []}
          getRowKey={(quiz) => String(quiz.quizId)}
          emptyMessage={t('progress.noQuizzesYet')}
          card={columnsCard(columns, { titleKey: 'quiz', statusKey: 'status', actionsKey: 'open' })}
          columns={columns}
        />
      )}
    </Card>
  );
}
