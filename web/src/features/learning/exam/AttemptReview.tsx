import type { SubmitAttemptReply } from '@academy/contracts';
import { Alert, Button, Spinner } from '@academy/ui-kit';
import { ButtonLink } from '../../../shared/ButtonLink.tsx';
import panel from '../panel.module.css';
import quizStyles from '../quiz/quiz.module.css';
import styles from './exam.module.css';
import { useAttemptReviewQuery } from './examApi.ts';

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
  const review = useAttemptReviewQuery(submitted.attemptId);
  const { data } = submitted.reply;
  // The review carries each question's text and options: a timed quiz's are nowhere else after the attempt.
  const questions = new Map(review.data?.questions.map((q) => [q.questionId, q]));
  const optionText = (questionId: number, optionId: number | null) =>
    questions.get(questionId)?.options.find((o) => o.id === optionId)?.text ?? 'No answer';
  return (
    <div className={styles.review}>
      <Alert
        tone={data.passed ? 'success' : 'destructive'}
        title={data.passed ? 'Exam Passed' : 'Exam Failed'}
      >
        You scored {data.score}% ({data.correctAnswers} of {data.totalQuestions} correct)
        {data.passed ? '.' : `; you need ${data.passingScore}% to pass.`}
      </Alert>
      {review.isLoading ? (
        <div className={panel.center}>
          <Spinner label="Loading the review" />
        </div>
      ) : review.data ? (
        <section aria-labelledby="review-title">
          <h3 id="review-title" className={quizStyles.subheading}>
            Review
          </h3>
          {review.data.answersShown ? null : (
            <p className={styles.note}>The right answers are shown once your last attempt is used.</p>
          )}
          <ol className={styles.reviewList}>
            {review.data.questions.map((q) => (
              <li key={q.questionId} className={styles.reviewItem} data-correct={q.correct}>
                <p className={styles.reviewQuestion}>{q.text}</p>
                <p>
                  Your answer: {optionText(q.questionId, q.selectedOptionId)} ({q.correct ? 'right' : 'wrong'}
                  )
                </p>
                {q.correctOptionId !== null && !q.correct ? (
                  <p>Right answer: {optionText(q.questionId, q.correctOptionId)}</p>
                ) : null}
                {q.explanation ? <p className={styles.explanation}>{q.explanation}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className={quizStyles.actions}>
        {data.remainingAttempts > 0 ? (
          <Button type="button" variant="secondary" onClick={onAgain}>
            Try Again
          </Button>
        ) : null}
        <ButtonLink to="/result" variant="ghost">
          See all results
        </ButtonLink>
      </div>
    </div>
  );
}
