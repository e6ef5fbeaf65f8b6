import type { OpenAttempt } from '@academy/contracts';
import { useEffect, useReducer, useRef, useState } from 'react';
import { errorMessage } from '../../../api/error-message.ts';
import { useAppDispatch } from '../../../app/store.ts';
import { type AnswerSaveQueue, createAnswerSaveQueue, type SendResult } from './answer-save-queue.ts';
import { examApi } from './examApi.ts';
import type { ServerClock } from './server-clock.ts';
import { unsavedAnswersStore } from './unsaved-answers-store.ts';

/** Network failures, the server away (5xx) and an expired sign-in keep answers here to send later. */
function sendResult(error: unknown): SendResult {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 401) {
    return { outcome: 'refused', message: errorMessage(error, 'The answer could not be saved') };
  }
  return { outcome: 'unreachable' };
}

/**
 * Saves a running attempt's answers as they are chosen; first sends what an earlier page on this device
 * could not. Null until answers kept on this device have been read, and while there is no attempt.
 */
export function useAnswerSaving(
  attempt: OpenAttempt | null,
  clock: ServerClock | null,
): AnswerSaveQueue | null {
  const dispatch = useAppDispatch();
  const [queue, setQueue] = useState<AnswerSaveQueue | null>(null);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const attemptId = attempt?.attemptId;
  // The sequence the server had when the attempt was opened; the queue follows the server's replies after.
  const openedAt = useRef(0);
  openedAt.current = attempt?.lastSequence ?? 0;
  const clockRef = useRef(clock);
  clockRef.current = clock;
  const startedAt = attempt ? Date.parse(attempt.startedAt) : 0;

  useEffect(() => {
    setQueue(null);
    if (!attemptId) return;
    let created: AnswerSaveQueue | undefined;
    let cancelled = false;
    const store = unsavedAnswersStore();
    void store
      .load(attemptId)
      .catch(() => undefined)
      .then((restored) => {
        if (cancelled) return;
        created = createAnswerSaveQueue({
          attemptId,
          lastSequence: openedAt.current,
          store,
          restored,
          onChange: changed,
          sequenceFloor: () => {
            const now = clockRef.current?.now();
            return now === undefined ? 0 : Math.max(0, Math.floor((now - startedAt) / 100));
          },
          send: async (save) => {
            try {
              const reply = await dispatch(
                examApi.endpoints.saveAnswers.initiate({ attemptId, ...save }),
              ).unwrap();
              return { outcome: 'saved', lastSequence: reply.lastSequence };
            } catch (error) {
              return sendResult(error);
            }
          },
        });
        setQueue(created);
      });
    const sendNow = () => void created?.flush();
    window.addEventListener('online', sendNow);
    return () => {
      cancelled = true;
      window.removeEventListener('online', sendNow);
      created?.stop();
    };
  }, [attemptId, startedAt, dispatch]);
  return queue;
}
