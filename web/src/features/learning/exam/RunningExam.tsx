import type { LearnerQuiz, OpenAttempt, SubmitAttemptReply } from '@academy/contracts';
import { Alert, Button, ConfirmDialog, Group, Spinner, Stack } from '@academy/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message.ts';
import { useAppDispatch } from '../../../app/store.ts';
import panel from '../panel.module.css';
import { QuestionCard } from '../quiz/QuestionCard.tsx';
import { ExamCountdown } from './ExamCountdown.tsx';
import styles from './exam.module.css';
import { extensionNotice, saveStatusText } from './exam-format.ts';
import { examApi, useSubmitAttemptMutation } from './examApi.ts';
import { secondsLeft } from './server-clock.ts';
import { useAnswerSaving } from './useAnswerSaving.ts';
import { useServerClock, useServerNow } from './useServerClock.ts';
import '../../../shared/i18n/en-screens/learning.ts';
import textStyles from '../../../shared/text.module.css';

interface Props {
  quiz: LearnerQuiz;
  attempt: OpenAttempt;
  onSubmitted: (reply: SubmitAttemptReply) => void;
  onError: (message: string | null) => void;
}

/**
 * The running attempt: the clock, the questions in this attempt's order (they come only with the started
 * attempt) with every saved answer, and the save state. When time runs out the answers left are sent and
 * the attempt submitted (the server does the same on its own if this page is gone), unless the server's
 * deadline has moved: an administrator may have given more time, which the learner is told. Submitting
 * before then asks first, saying how many questions are answered: it cannot be undone, and a click meant
 * for the last question's options must not end the attempt.
 */
export function RunningExam({ quiz, attempt, onSubmitted, onError }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const clock = useServerClock();
  const serverNow = useServerNow(clock);
  const queue = useAnswerSaving(attempt, clock);
  const [chosen, setChosen] = useState<Record<number, number>>(() =>
    Object.fromEntries(attempt.answers.map((a) => [a.questionId, a.selectedOptionId])),
  );
  const [submit, { isLoading: submitting }] = useSubmitAttemptMutation();
  const submittedOnce = useRef(false);
  const [confirming, setConfirming] = useState(false);

  // Answers this device could not save yet (an earlier page offline, or a crash) show over the server's.
  const restored = queue !== null;
  useEffect(() => {
    if (queue) setChosen((current) => ({ ...current, ...queue.unsaved() }));
  }, [queue]);

  const onSubmit = async () => {
    if (!queue || submittedOnce.current) return;
    submittedOnce.current = true;
    onError(null);
    await queue.flush();
    try {
      onSubmitted(await submit({ attemptId: attempt.attemptId, quizId: quiz.id }).unwrap());
    } catch (error) {
      submittedOnce.current = false;
      onError(errorMessage(error, 'Failed to submit the exam'));
    }
  };

  const timeUp =
    attempt.deadline !== null && serverNow !== null && secondsLeft(attempt.deadline, serverNow) === 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: submits once, when the time runs out
  useEffect(() => {
    if (!timeUp) return;
    // Read the attempt again first: a deadline moved since the last resync keeps the exam open.
    void dispatch(examApi.endpoints.attemptState.initiate(quiz.id, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .catch(() => null)
      .then((fresh) => {
        const moved =
          fresh?.attempt?.attemptId === attempt.attemptId && fresh.attempt.deadline !== attempt.deadline;
        if (!moved) void onSubmit();
      });
  }, [timeUp]);

  if (!restored) {
    return (
      <Stack gap="3" align="center" className={panel.center}>
        <Spinner label={t('learning.loadingYourAnswers')} />
      </Stack>
    );
  }
  const questions = attempt.questions;
  const total = questions.length;
  const answered = questions.filter((question) => chosen[question.id] !== undefined).length;
  const extended = extensionNotice(attempt.extendedMinutes);
  const status = saveStatusText(queue.status(), queue.refusal());
  return (
    <Stack
      gap="4"
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <Group gap="3" justify="between" className={styles.examBar}>
        {attempt.deadline && serverNow !== null ? (
          <ExamCountdown deadline={attempt.deadline} serverNow={serverNow} />
        ) : null}
        <span className={textStyles.mutedSmall}>{t('learning.answeredCount', { answered, total })}</span>
        <output className={`${textStyles.mutedSmall} ${styles.saveStatus}`} data-status={queue.status()}>
          {status}
        </output>
      </Group>
      {extended ? <Alert title={extended} /> : null}
      {questions.map((question, index) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={index + 1}
          selected={chosen[question.id]}
          locked={submitting || timeUp}
          onSelect={(optionId) => {
            setChosen((current) => ({ ...current, [question.id]: optionId }));
            queue.choose(question.id, optionId);
          }}
        />
      ))}
      <Group gap="3" align="stretch" wrap={false}>
        {/* The button opens the question (focus comes back to it on Keep working), as Enter in the form does. */}
        <ConfirmDialog
          open={confirming && !timeUp}
          onOpenChange={setConfirming}
          title={t('learning.submitYourExam')}
          description={
            answered < total
              ? t('learning.someQuestionsUnanswered', { answered, total })
              : t('learning.allQuestionsAnswered', { total })
          }
          confirmLabel={t('learning.submitNow')}
          cancelLabel={t('learning.keepWorking')}
          onConfirm={() => void onSubmit()}
          trigger={
            <Button type="submit" busy={submitting || timeUp} busyText={t('learning.submitting')}>
              {t('learning.submitExam')}
            </Button>
          }
        />
      </Group>
    </Stack>
  );
}
