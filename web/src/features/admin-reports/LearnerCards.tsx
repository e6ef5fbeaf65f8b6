import type { CourseReportLearner } from '@academy/contracts';
import { Card } from '@academy/ui-kit';
import { formatDate } from '../../shared/dates.ts';
import cards from '../admin-courses/AdminCourseTable.module.css';
import { LearnerName } from './LearnerName.tsx';
import styles from './report.module.css';
import { quizzesDone } from './report-format.ts';
import { StandingBadge } from './StandingBadge.tsx';

/** The learners' table on a phone: one card per learner instead of a table wider than the screen. */
export function LearnerCards({ learners }: { learners: CourseReportLearner[] }) {
  if (learners.length === 0) return <p className={styles.cards}>Nobody is enrolled yet.</p>;
  return (
    <ul className={styles.cards} aria-label="Learners">
      {learners.map((learner) => (
        <li key={learner.userId}>
          <Card padding="md" className={cards.card}>
            <LearnerName learner={learner} nameClassName={cards.cardTitle} />
            <dl className={cards.cardFacts}>
              <div>
                <dt>Standing</dt>
                <dd>
                  <StandingBadge learner={learner} />
                </dd>
              </div>
              <div>
                <dt>Enrolled</dt>
                <dd>{formatDate(learner.enrolledAt)}</dd>
              </div>
              <div>
                <dt>Items done</dt>
                <dd>{learner.contentCompleted}</dd>
              </div>
              <div>
                <dt>Quizzes passed</dt>
                <dd>{quizzesDone(learner)}</dd>
              </div>
              <div>
                <dt>Completed</dt>
                <dd>{learner.completedAt ? formatDate(learner.completedAt) : '—'}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
