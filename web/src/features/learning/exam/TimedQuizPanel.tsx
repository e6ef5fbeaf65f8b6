import type { LearnerQuiz } from '@academy/contracts';
import { Alert, Spinner, Stack } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/store.ts';
import { LessonPanel } from '../LessonPanel.tsx';
import { useQuizAttemptsQuery } from '../learningApi.ts';
import panel from '../panel.module.css';
import { AttemptHistory } from '../quiz/AttemptHistory.tsx';
import { QuizMeta } from '../quiz/QuizMeta.tsx';
import { attemptsLabel } from '../quiz/quiz-rules.ts';
import { AttemptReview, type SubmittedAttempt } from './AttemptReview.tsx';
import { ExamStartScreen } from './ExamStartScreen.tsx';
import { useAttemptStateQuery } from './examApi.ts';
import { RunningExam } from './RunningExam.tsx';
import { REMEASURE_MS } from './server-clock.ts';
import '../../../shared/i18n/en-screens/learning.ts';

/**
 * A timed quiz: the start screen, the running attempt (resumed from the server wherever it was started),
 * and after submitting the result with the review.
 */
export function TimedQuizPanel({ quiz }: { quiz: LearnerQuiz }) {
  const { t } = useTranslation();
  const user = useAppSelector(({ auth }) => auth.user);
  const [running, setRunning] = useState(false);
  // While an attempt runs it is read again as often as the clock is measured, and at once when the quiz's live
  // stream says an administrator moved its deadline or ended it (`learningApi`): so such a change reaches this
  // page within that time even while the stream is down.
  const state = useAttemptStateQuery(quiz.id, {
    refetchOnMountOrArgChange: true,
    pollingInterval: running ? REMEASURE_MS : 0,
  });
  const runningId = state.data?.attempt?.attemptId;
  useEffect(() => setRunning(Boolean(runningId)), [runningId]);
  // An attempt this page showed running that is gone without this page submitting it was submitted in another
  // window or ended by an administrator: the learner is told, instead of finding the start screen unexplained.
  const shownRunning = useRef<string | null>(null);
  const [endedElsewhere, setEndedElsewhere] = useState(false);
  const stateRead = Boolean(state.data);
  useEffect(() => {
    if (runningId) {
      shownRunning.current = runningId;
      setEndedElsewhere(false);
    } else if (stateRead && shownRunning.current) {
      shownRunning.current = null;
      setEndedElsewhere(true);
    }
  }, [runningId, stateRead]);
  // Live: an exam voucher paid for in another tab shows as another attempt at once.
  const attempts = useQuizAttemptsQuery(
    user ? { userId: user.id, quizId: quiz.id, courseId: quiz.courseId } : skipToken,
  );
  const [submitted, setSubmitted] = useState<SubmittedAttempt | null>(null);
  const [error, setError] = useState<string | null>(null);

  const body = () => {
    if (submitted) {
      return <AttemptReview submitted={submitted} onAgain={() => setSubmitted(null)} />;
    }
    if (!state.data) {
      return state.isError ? null : (
        <Stack gap="3" align="center" className={panel.center}>
          <Spinner label={t('learning.loadingTheExam')} />
        </Stack>
      );
    }
    if (state.data.attempt) {
      return (
        <RunningExam
          key={state.data.attempt.attemptId}
          quiz={quiz}
          attempt={state.data.attempt}
          onSubmitted={(reply) => {
            // Submitted here: a read that found it gone while the submission was on its way was no end elsewhere.
            shownRunning.current = null;
            setEndedElsewhere(false);
            setSubmitted({ attemptId: state.data!.attempt!.attemptId, reply });
            void state.refetch();
          }}
          onError={setError}
        />
      );
    }
    const standing = {
      remainingAttempts: attempts.data?.remainingAttempts ?? state.data.remainingAttempts,
      maxAttempts: attempts.data?.maxAttempts ?? state.data.maxAttempts,
    };
    return (
      <>
        {endedElsewhere ? <Alert title={t('learning.attemptEndedElsewhere')} /> : null}
        <AttemptHistory attempts={attempts.data?.data ?? []} />
        <ExamStartScreen
          quiz={quiz}
          state={{ ...state.data, ...standing }}
          onStarted={() => void state.refetch()}
          onError={setError}
        />
      </>
    );
  };
  const maxAttempts = attempts.data?.maxAttempts ?? state.data?.maxAttempts;
  const remaining = attempts.data?.remainingAttempts ?? state.data?.remainingAttempts;

  return (
    <LessonPanel
      headingId="quiz-title"
      title={quiz.title}
      status={
        <QuizMeta
          attemptsLeft={
            maxAttempts !== undefined && remaining !== undefined && !state.data?.attempt
              ? attemptsLabel(remaining, maxAttempts)
              : undefined
          }
          passingScore={state.data?.passingScore ?? quiz.passingScore}
        />
      }
      error={error ?? (state.isError && !state.data ? 'Failed to load the exam' : null)}
    >
      {body()}
    </LessonPanel>
  );
}
