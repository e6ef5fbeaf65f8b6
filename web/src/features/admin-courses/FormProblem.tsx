import styles from './FormProblem.module.css';

/** Why a form was not sent (a missing or wrong field), announced to screen readers; nothing when all is well. */
export function FormProblem({ problem }: { problem: string | null | undefined }) {
  return problem ? (
    <p className={styles.problem} role="alert">
      {problem}
    </p>
  ) : null;
}
