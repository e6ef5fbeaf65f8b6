import type { RunningAttempt } from '@academy/contracts';
import { Button, Group, Stack, TextField } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeLocale } from '../../shared/i18n/i18n.ts';
import { withProgressToast } from '../../shared/progress-toast.ts';
import textStyles from '../../shared/text.module.css';
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
  const { t } = useTranslation();
  const [extend, extending] = useExtendAttemptMutation();
  const [end, ending] = useEndAttemptMutation();
  const [minutes, setMinutes] = useState('10');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ref = { quizId, attemptId: attempt.attemptId };
  const withReason = () => {
    if (reason.trim() === '') setProblem(t('adminCourses.sayWhy'));
    return reason.trim() !== '';
  };
  const onExtend = async () => {
    const added = extensionMinutes(minutes);
    if (added === null) return setProblem(t('adminCourses.minutesProblem'));
    if (!withReason()) return;
    setProblem(null);
    await withProgressToast(extend({ ...ref, minutes: added, reason: reason.trim() }).unwrap(), {
      loading: t('adminCourses.extendingAttempt'),
      success: t('adminCourses.extendedBy', { minutes: added }),
      error: t('adminCourses.failedToExtend'),
    });
  };
  const onEnd = async () => {
    if (!withReason()) return;
    setProblem(null);
    await withProgressToast(end({ ...ref, reason: reason.trim() }).unwrap(), {
      loading: t('adminCourses.endingAttempt'),
      success: t('adminCourses.attemptEnded'),
      error: t('adminCourses.failedToEnd'),
    });
  };
  const label = t('adminCourses.learnerLabel', { id: attempt.userId.slice(0, 8) });
  return (
    <li className={common.framedItem} aria-label={t('adminCourses.attemptOf', { learner: label })}>
      <p className={styles.facts}>
        <strong>{label}</strong>
        {t('adminCourses.attemptFacts', {
          number: attempt.attemptNumber ?? '–',
          answered: attempt.answered,
          time: new Date(attempt.deadline).toLocaleTimeString(activeLocale()),
        })}
        {attempt.extendedMinutes > 0
          ? t('adminCourses.extendedByMin', { minutes: attempt.extendedMinutes })
          : null}
      </p>
      <Group align="end">
        <TextField
          label={t('adminCourses.minutesToAdd')}
          inputMode="numeric"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <TextField
          label={t('adminCourses.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="button" size="sm" busy={extending.isLoading} onClick={() => void onExtend()}>
          {t('adminCourses.extend')}
        </Button>
        <Button type="button" size="sm" variant="danger" busy={ending.isLoading} onClick={() => void onEnd()}>
          {t('adminCourses.endNow')}
        </Button>
      </Group>
      {problem ? (
        <p role="alert" className={textStyles.muted}>
          {problem}
        </p>
      ) : null}
    </li>
  );
}

/** A timed quiz's running attempts: more time for one learner, or their attempt ended and scored now. */
export function RunningAttemptsPanel({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const { data, isLoading, refetch } = useRunningAttemptsQuery(quizId, { pollingInterval: 30_000 });
  return (
    <section aria-labelledby="running-attempts-title">
      <Group gap="3" justify="between" className={common.sectionHead}>
        <h2 id="running-attempts-title" className={textStyles.titleLg}>
          {t('adminCourses.runningAttempts')}
        </h2>
        <Button type="button" size="sm" variant="ghost" onClick={() => void refetch()}>
          {t('adminCourses.refresh')}
        </Button>
      </Group>
      {isLoading ? null : data && data.attempts.length > 0 ? (
        <Stack as="ul" gap="3">
          {data.attempts.map((attempt) => (
            <AttemptRow key={attempt.attemptId} quizId={quizId} attempt={attempt} />
          ))}
        </Stack>
      ) : (
        <p className={textStyles.muted}>{t('adminCourses.noAttemptRunning')}</p>
      )}
    </section>
  );
}
