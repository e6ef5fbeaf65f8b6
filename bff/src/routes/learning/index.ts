import type { FastifyInstance } from 'fastify';
import { createLearningClient } from '../../clients/learning.ts';
import type { BffContext } from '../../context.ts';
import { registerEnrolmentRoutes } from './enrolments.ts';
import { registerQuizAttemptRoutes } from './quiz-attempts.ts';
import { registerStudentRoutes } from './student.ts';

/**
 * The learning area: enrolments, completed content, quiz attempts and the student dashboard. The
 * learning service decides who may read or change what (a learner only their own userId).
 */
export const registerLearningRoutes = (api: FastifyInstance, context: BffContext) => {
  const learning = createLearningClient(context.config.LEARNING_URL);
  registerEnrolmentRoutes(api, context, learning);
  registerQuizAttemptRoutes(api, context, learning);
  registerStudentRoutes(api, context, learning);
};
