import type { SubmitAttemptReply } from '@academy/contracts';
import { Alert, Group, Spinner, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import textStyles from '../../../shared/text.module.css';
import panel from '../panel.module.css';
import { AfterAttemptActions } from '../quiz/AfterAttemptActions.tsx';
import quizStyles from '../quiz/quiz.module.css';
import styles from './exam.module.css';
import { useAttemptReviewQuery } from './examApi.ts';
import '../../../shared/i18n/en-screens/learning.ts';

/** An attempt the learner has just submitted: its id, for the review, and the server's verdict. */
export interface SubmittedAttempt {
  attemptId: string;
  reply: SubmitAttemptReply;
}

interface Props {
  submitted: SubmittedAttempt;
  onAgain: () => void;
}

/** The verdict (the server's), then each question with the learner's answer, the right one and why. */
export function AttemptReview({ submitted, onAgain }: Props) {
  const { t } = useTranslation();
  const review = useAttemptReviewQuery(submitted.attemptId);
  const { data } = submitted.reply;
  // The review carries each question's text and options: a timed quiz's are nowhere else after the attempt.
  const questions = new Map(review.data?.questions.map((q) => [q.questionId, q]));
  const optionText = (questionId: number, optionId: number | null) =>
    questions.get(questionId)?.options.find((o) => o.id === optionId)?.text ?? 'No answer';
  return (
    <Stack gap="4">
      <Alert
        tone={data.passed ? 'success' : 'destructive'}
        title={data.passed ? t('learning.examPassed') : t('learning.examFailed')}
      >
        {t('learning.youScored')} {data.score}% ({data.correctAnswers} {t('learning.of')}{' '}
        {data.totalQuestions} {t('learning.correct')}
        {data.passed ? '.' : t('learning.youNeedToPass', { passingScore: data.passingScore })}
      </Alert>
      {review.isLoading ? (
        <Stack gap="3" align="center" className={panel.center}>
          <Spinner label={t('learning.loadingTheReview')} />
        </Stack>
      ) : review.data ? (
        <section aria-labelledby="review-title">
          <h3 id="review-title" className={quizStyles.subheading}>
            {t('learning.review')}
          </h3>
          {review.data.answersShown ? null : (
            <p className={textStyles.muted}>{t('learning.theRightAnswersAreShown')}</p>
          )}
          <ol className={styles.reviewList}>
            {review.data.questions.map((q) => (
              <li key={q.questionId} className={styles.reviewItem} data-correct={q.correct}>
                <p className={textStyles.strong}>{q.text}</p>
                <p>
                  {t('learning.yourAnswer')} {optionText(q.questionId, q.selectedOptionId)} (
                  {q.correct ? t('learning.right') : t('learning.wrong')})
                </p>
                {q.correctOptionId !== null && !q.correct ? (
                  <p>
                    {t('learning.rightAnswer')} {optionText(q.questionId, q.correctOptionId)}
                  </p>
                ) : null}
                {q.explanation ? <p className={styles.explanation}>{q.explanation}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Group gap="3" align="stretch" wrap={false}>
        <AfterAttemptActions remaining={data.remainingAttempts} onAgain={onAgain} />
      </Group>
    </Stack>
  );
}
