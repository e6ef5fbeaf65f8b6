import { learning as learningEvents } from '@academy/contracts';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { startLearnerReplies } from '../../read-cache/learner-replies.ts';
import { routeTable } from '../route-table.ts';
import { registerAttemptAdjustmentRoutes } from './attempt-adjustments.ts';
import { registerCourseReportRoutes } from './course-reports.ts';
import { registerEnrolmentRoutes } from './enrolments.ts';
import { registerQuizAttemptSessionRoutes } from './quiz-attempt-sessions.ts';
import { registerQuizAttemptRoutes } from './quiz-attempts.ts';
import { registerQuizResultRoutes } from './quiz-results.ts';
import { registerStudentRoutes } from './student.ts';

/**
 * The learning area: enrolments, completed content, quiz attempts and the student dashboard. The
 * learning service decides who may read or change what (a learner only their own userId).
 */
export const registerLearningRoutes = (api: App, context: BffContext) => {
  const { learning } = context.clients;
  const signedIn = routeTable(api, { tags: ['learning'], guard: context.guards.user });
  const replies = startLearnerReplies(api, {
    name: 'learning_replies',
    notices: learningEvents.learnerChangedNotices,
    nats: context.nats,
    prefix: context.config.SUBJECT_PREFIX,
  });
  registerEnrolmentRoutes(signedIn, context, { learning, replies });
  registerQuizAttemptRoutes(signedIn, context, { learning, replies });
  registerQuizAttemptSessionRoutes(signedIn, learning);
  registerStudentRoutes(signedIn, learning);
  registerQuizResultRoutes(signedIn, learning);
  const admin = routeTable(api, { tags: ['learning'], guard: context.guards.role('ADMIN') });
  registerAttemptAdjustmentRoutes(admin, learning);
  registerCourseReportRoutes(admin, learning);
};
