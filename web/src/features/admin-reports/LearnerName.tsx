import type { CourseReportLearner } from '@academy/contracts';
import { Stack } from '@academy/ui-kit';
import styles from './report.module.css';

/**
 * Who the learner is: their name with the e-mail beneath, small; the bare id while learning has not yet
 * received the account from auth.
 */
export function LearnerName({ learner }: { learner: CourseReportLearner }) {
  if (learner.fullName === null) return <code className={styles.id}>{learner.userId}</code>;
  return (
    <Stack gap="1">
      <span>{learner.fullName}</span>
      {learner.email && <span className={styles.id}>{learner.email}</span>}
    </Stack>
  );
}
