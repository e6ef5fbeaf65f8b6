import type { CourseReportLearner } from '@academy/contracts';
import { Card } from '@academy/ui-kit';
import { formatDate } from '../../shared/dates.ts';
import cards from '../admin-courses/AdminCourseTable.module.css';
import { LearnerName } from './LearnerName.tsx';
import { quizzesDone } from './report-format.ts';
import { StandingBadge } from './StandingBadge.tsx';

/** One learner of the learners' table on a phone, in place of a table row wider than the screen. */
export function LearnerCard({ learner }: { learner: CourseReportLearner }) {
  return (
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
  );
}
