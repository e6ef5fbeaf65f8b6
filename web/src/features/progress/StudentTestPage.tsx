import type { EnrolledCourse } from '@academy/contracts';
import { Alert, Badge, Card, Spinner, Stack, visuallyHidden } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import { MyCoursesContent } from './MyCoursesContent.tsx';
import styles from './progress.module.css';
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
  const quizzes = progress.data?.data.quizzes ?? [];
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
        <div className={styles.tableScroll}>
          <table className={styles.quizTable}>
            <thead>
              <tr>
                <th scope="col">{t('progress.quiz')}</th>
                <th scope="col">{t('progress.status')}</th>
                <th scope="col">{t('progress.bestScore')}</th>
                <th scope="col">{t('progress.attemptsLeft')}</th>
                <th scope="col">
                  <span className={visuallyHidden}>{t('progress.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {quizzes.map((quiz) => (
                <tr key={quiz.quizId}>
                  <td>{quiz.title}</td>
                  <td>
                    <Badge tone={STATUS[quiz.status].tone}>{t(STATUS[quiz.status].label)}</Badge>
                  </td>
                  <td>{quiz.attempts > 0 ? `${quiz.bestScore}%` : '–'}</td>
                  <td>{quiz.remainingAttempts}</td>
                  <td>
                    <Link to={paths.learning(course.course_id, quiz.quizId)}>
                      {quiz.status === 'PASSED' ? t('progress.review') : t('progress.takeQuiz')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
