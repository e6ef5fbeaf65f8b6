import { useEffect, useMemo, useRef } from 'react';
import { useAttemptStateQuery, useStartAttemptMutation } from '../exam/examApi.ts';
import { useAnswerSaving } from '../exam/useAnswerSaving.ts';

/**
 * An untimed quiz's answers kept on the server as a draft while they are given (it uses no attempt), so
 * a reload, a crash or another device finds them again; the submission ends it. The draft is started
 * when the quiz opens with attempts left.
 */
export function useServerDraft(quizId: number, enabled: boolean) {
  const state = useAttemptStateQuery(quizId, { skip: !enabled, refetchOnMountOrArgChange: true });
  const [start] = useStartAttemptMutation();
  const attempt = state.data?.attempt ?? null;
  const queue = useAnswerSaving(attempt, null);
  const starting = useRef(false);
  // Choices made before the draft exists on the server are saved into it once it does.
  const early = useRef<Record<number, number>>({});
  useEffect(() => {
    if (!queue) return;
    for (const [questionId, optionId] of Object.entries(early.current))
      queue.choose(Number(questionId), optionId);
    early.current = {};
  }, [queue]);

  const wanted = state.data !== undefined && attempt === null && state.data.remainingAttempts > 0;
  useEffect(() => {
    if (!wanted || state.isFetching || starting.current) return;
    starting.current = true;
    // Another tab may start it first (409): the refetch that follows finds that one.
    void start(quizId)
      .unwrap()
      .catch(() => undefined)
      .finally(() => {
        starting.current = false;
      });
  }, [wanted, state.isFetching, start, quizId]);

  /** The answers kept for this learner: the server's, with what this device has not sent yet over them. */
  const saved = useMemo(
    () =>
      attempt && queue
        ? {
            ...Object.fromEntries(attempt.answers.map((a) => [a.questionId, a.selectedOptionId])),
            ...queue.unsaved(),
          }
        : null,
    [attempt, queue],
  );
  return {
    saved,
    choose: (questionId: number, optionId: number) => {
      if (queue) queue.choose(questionId, optionId);
      else early.current = { ...early.current, [questionId]: optionId };
    },
    /** The answers go with the submission; the draft ends with it, so nothing more is sent to it. */
    submitted: () => {
      queue?.stop();
      void state.refetch();
    },
  };
}
