import type { RunningAttempt } from '@academy/contracts';
import { Button, TextField } from '@academy/ui-kit';
import { useState } from 'react';
import { withProgressToast } from '../../shared/progress-toast.ts';
import common from './admin-courses.module.css';
import styles from './RunningAttemptsPanel.module.css';
import {
  useEndAttemptMutation,
  useExtendAttemptMutation,
  useRunningAttemptsQuery,
} from './runningAttemptsApi.ts';

/** Whole minutes 1–600, as the server takes them; anything else is said before sending. */
function extensionMinutes(value: string): number | null {
  const minutes = Number(value.trim());
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 600 ? minutes : null;
}

function AttemptRow({ quizId, attempt }: { quizId: number; attempt: RunningAttempt }) {
  const [extend, extending] = useExtendAttemptMutation();
  const [end, ending] = useEndAttemptMutation();
  const [minutes, setMinutes] = useState('10');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ref = { quizId, attemptId: attempt.attemptId };
  const withReason = () => {
    if (reason.trim() === '') setProblem('Say why (the learner’s record keeps it)');
    return reason.trim() !== '';
  };
  const onExtend = async () => {
    const added = extensionMinutes(minutes);
    if (added === null) return setProblem('Minutes: a whole number from 1 to 600');
    if (!withReason()) return;
    setProblem(null);
    await withProgressToast(extend({ ...ref, minutes: added, reason: reason.trim() }).unwrap(), {
      loading: 'Extending the attempt...',
      success: `Extended by ${added} minutes`,
      error: 'Failed to extend the attempt',
    });
  };
  const onEnd = async () => {
    if (!withReason()) return;
    setProblem(null);
    await withProgressToast(end({ ...ref, reason: reason.trim() }).unwrap(), {
      loading: 'Ending the attempt...',
      success: 'Attempt ended and scored',
      error: 'Failed to end the attempt',
    });
  };
  const label = `learner ${attempt.userId.slice(0, 8)}`;
  return (
    <li className={styles.attempt} aria-label={`Attempt of ${label}`}>
      <p className={styles.facts}>
        <strong>{label}</strong> · attempt {attempt.attemptNumber ?? '–'} · {attempt.answered} answered · ends{' '}
        {new Date(attempt.deadline).toLocaleTimeString()}
        {attempt.extendedMinutes > 0 ? ` (extended by ${attempt.extendedMinutes} min)` : ''}
      </p>
      <div className={styles.controls}>
        <TextField
          label="Minutes to add"
          inputMode="numeric"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />
        <Button type="button" size="sm" busy={extending.isLoading} onClick={() => void onExtend()}>
          Extend
        </Button>
        <Button type="button" size="sm" variant="danger" busy={ending.isLoading} onClick={() => void onEnd()}>
          End now
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={common.muted}>
          {problem}
        </p>
      ) : null}
    </li>
  );
}

/** A timed quiz's running attempts: more time for one learner, or their attempt ended and scored now. */
export function RunningAttemptsPanel({ quizId }: { quizId: number }) {
  const { data, isLoading, refetch } = useRunningAttemptsQuery(quizId, { pollingInterval: 30_000 });
  return (
    <section aria-labelledby="running-attempts-title">
      <div className={common.sectionHead}>
        <h2 id="running-attempts-title" className={common.sectionTitle}>
          Running exam attempts
        </h2>
        <Button type="button" size="sm" variant="ghost" onClick={() => void refetch()}>
          Refresh
        </Button>
      </div>
      {isLoading ? null : data && data.attempts.length > 0 ? (
        <ul className={styles.attempts}>
          {data.attempts.map((attempt) => (
            <AttemptRow key={attempt.attemptId} quizId={quizId} attempt={attempt} />
          ))}
        </ul>
      ) : (
        <p className={common.muted}>No attempt is running.</p>
      )}
    </section>
  );
}
