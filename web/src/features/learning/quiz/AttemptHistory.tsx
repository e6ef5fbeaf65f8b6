import type { QuizAttempt } from '@academy/contracts';
import { Grid, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import textStyles from '../../../shared/text.module.css';
import styles from './quiz.module.css';
import '../../../shared/i18n/en-screens/learning.ts';

/** Earlier attempts, newest last, each marked passed or failed. */
export function AttemptHistory({ attempts }: { attempts: QuizAttempt[] }) {
  const { t } = useTranslation();
  if (attempts.length === 0) return null;
  return (
    <section aria-label={t('learning.previousAttempts')}>
      <h3 className={`${textStyles.mutedSmall} ${styles.subheading}`}>{t('learning.previousAttempts')}</h3>
      <Grid gap="3" minItemWidth="9rem" as="ul">
        {attempts.map((attempt) => (
          <Stack
            gap="0-5"
            as="li"
            key={attempt.attempt_number}
            className={styles.attempt}
            data-passed={attempt.passed}
          >
            <span className={textStyles.strong}>
              {t('learning.attempt')} {attempt.attempt_number}
            </span>
            <span>
              {t('learning.score')} {attempt.score}%
            </span>
            <span className={styles.attemptVerdict}>
              {attempt.passed ? t('learning.passed') : t('learning.failed')}
            </span>
          </Stack>
        ))}
      </Grid>
    </section>
  );
}
