import type { LearnerQuiz, QuizAttemptStateReply } from '@academy/contracts';
import { Alert, Button } from '@academy/ui-kit';
import { errorMessage } from '../../../api/error-message.ts';
import { ExamVoucherOffer } from '../quiz/ExamVoucherOffer.tsx';
import styles from './exam.module.css';
import { formatDuration } from './exam-format.ts';
import { useStartAttemptMutation } from './examApi.ts';

interface Props {
  quiz: LearnerQuiz;
  state: QuizAttemptStateReply;
  onStarted: () => void;
  onError: (message: string | null) => void;
}

/** What the learner agrees to before the clock starts; 'Start' uses one of their attempts. */
export function ExamStartScreen({ quiz, state, onStarted, onError }: Props) {
  const [start, { isLoading }] = useStartAttemptMutation();
  const onStart = async () => {
    onError(null);
    try {
      await start(quiz.id).unwrap();
    } catch (error) {
      // Already running (another tab or device started it): it is resumed below, not started twice.
      const running =
        typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
      if (!running) onError(errorMessage(error, 'Failed to start the exam'));
    }
    onStarted();
  };
  const outOfAttempts = state.remainingAttempts === 0;
  return (
    <div className={styles.startScreen}>
      <dl className={styles.facts}>
        <div>
          <dt>Duration</dt>
          <dd>{formatDuration(state.timeLimitMinutes ?? 0)}</dd>
        </div>
        <div>
          <dt>Questions</dt>
          <dd>{state.questionCount}</dd>
        </div>
        <div>
          <dt>Pass mark</dt>
          <dd>{state.passingScore}%</dd>
        </div>
        <div>
          <dt>Attempts left</dt>
          <dd>
            {state.remainingAttempts} of {state.maxAttempts}
          </dd>
        </div>
      </dl>
      {outOfAttempts ? (
        <Alert tone="warning" title="Maximum Attempts Reached">
          You have used all {state.maxAttempts} attempts for this exam.
          <ExamVoucherOffer courseId={quiz.courseId} />
        </Alert>
      ) : (
        <>
          <p className={styles.note}>
            The clock starts when you press Start and keeps running if you leave; starting uses one attempt.
            Every answer is saved as you choose it, and you can come back to this attempt from any device.
          </p>
          <Button busy={isLoading} busyText="Starting..." onClick={() => void onStart()}>
            Start
          </Button>
        </>
      )}
    </div>
  );
}
