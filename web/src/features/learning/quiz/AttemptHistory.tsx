import type { QuizAttempt } from '@academy/contracts';
import styles from './quiz.module.css';

/** Earlier attempts, newest last, each marked passed or failed. */
export function AttemptHistory({ attempts }: { attempts: QuizAttempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <section aria-label="Previous attempts">
      <h3 className={styles.subheading}>Previous attempts</h3>
      <ul className={styles.attempts}>
        {attempts.map((attempt) => (
          <li key={attempt.attempt_number} className={styles.attempt} data-passed={attempt.passed}>
            <span className={styles.attemptTitle}>Attempt {attempt.attempt_number}</span>
            <span>Score: {attempt.score}%</span>
            <span className={styles.attemptVerdict}>{attempt.passed ? 'Passed' : 'Failed'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
