import type { CourseReportLearner } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';

/** A whole percent as shown: '33%'. */
export const percent = (value: number) => `${value}%`;

/** How far a learner got: the course's required quizzes passed, '1 of 2 quizzes'. */
export const quizzesDone = ({ quizzesPassed, quizzesRequired }: CourseReportLearner) =>
  i18n.t(quizzesRequired === 1 ? 'adminReports.quizzesDoneOne' : 'adminReports.quizzesDoneMany', {
    passed: quizzesPassed,
    required: quizzesRequired,
  });

/** Where the learner stands: completed, started (some content finished or a quiz tried), or not started. */
export const learnerStanding = (
  learner: CourseReportLearner,
): 'Completed' | 'In progress' | 'Not started' => {
  if (learner.completedAt !== null) return 'Completed';
  return learner.started ? 'In progress' : 'Not started';
};

/** A quiz's mean score: '66.7', or a dash before any attempt. */
export const averageScore = (score: number | null) => (score === null ? '—' : String(score));
