import { Group, visuallyHidden } from '@academy/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './exam.module.css';
import { formatCountdown, secondsLeft, warningCrossed } from './server-clock.ts';
import '../../../shared/i18n/en-screens/learning.ts';
import textStyles from '../../../shared/text.module.css';

/**
 * Time left on the server's clock. The countdown itself is a silent timer; screen readers hear only the
 * warnings, each once, at the moment it is reached (10 minutes, 1 minute).
 */
export function ExamCountdown({ deadline, serverNow }: { deadline: string; serverNow: number }) {
  const { t } = useTranslation();
  const seconds = secondsLeft(deadline, serverNow);
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const warning = warningCrossed(previous.current, seconds);
    if (warning) setAnnouncement(warning);
    previous.current = seconds;
  }, [seconds]);
  const level = seconds <= 60 ? 'final' : seconds <= 600 ? 'warning' : 'normal';
  return (
    <Group gap="2" align="baseline" wrap={false} className={styles.countdown} data-level={level}>
      <span className={textStyles.mutedSmall}>{t('learning.timeLeft')}</span>
      <span role="timer" aria-label={t('learning.timeLeft')} className={styles.countdownValue}>
        {formatCountdown(seconds)}
      </span>
      <p aria-live="assertive" className={visuallyHidden}>
        {announcement}
      </p>
    </Group>
  );
}
