import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { registerEnrolmentRoutes } from './enrolments.ts';
import { registerQuizAttemptRoutes } from './quiz-attempts.ts';
import { registerQuizResultRoutes } from './quiz-results.ts';
import { registerStudentRoutes } from './student.ts';

/**
 * The learning area: enrolments, completed content, quiz attempts and the student dashboard. The
 * learning service decides who may read or change what (a learner only their own userId).
 */
export const registerLearningRoutes = (api: App, context: BffContext) => {
  const { learning } = context.clients;
  registerEnrolmentRoutes(api, context, learning);
  registerQuizAttemptRoutes(api, context, learning);
  registerStudentRoutes(api, context, learning);
  registerQuizResultRoutes(api, context, learning);
};
