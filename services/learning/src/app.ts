import { fileURLToPath } from 'node:url';
import { registerBatchedCalls, startService } from '@academy/kit';
import { startAttemptFinaliser } from './commands/attempt-finaliser.ts';
import type { Config } from './config.ts';
import type { LearningContext } from './context.ts';
import * as schema from './db/schema.ts';
import { subscriptions } from './events/subscriptions.ts';
import { startLearnerCache } from './queries/learner-cache.ts';
import { enrolledCourses } from './queries/progress.ts';
import { registerAttemptAdjustmentRoutes } from './routes/attempt-adjustments/index.ts';
import { registerCompletionRoutes } from './routes/completions/index.ts';
import { registerCourseReportRoutes } from './routes/course-reports/index.ts';
import { registerEnrolmentRoutes } from './routes/enrolments/index.ts';
import { registerQuizAttemptSessionRoutes } from './routes/quiz-attempts/index.ts';
import { registerQuizResultRoutes } from './routes/quiz-results/index.ts';
import { registerQuizRoutes } from './routes/quizzes/index.ts';
import { registerStudentRoutes } from './routes/student/index.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));
/**
 * The statements a learner's requests run are prepared once per connection and find their rows by key
 * (a learner, a quiz, an attempt): one plan fits every value. Left to choose, PostgreSQL planned them
 * anew on each execution whenever its estimate for the generic plan came out higher than for the
 * learner's values (tables without statistics yet, as in a new academy), and planning a statement of
 * several subqueries costs more than running it.
 */
const databaseSettings = { plan_cache_mode: 'force_generic_plan' };

export const buildApp = async (config: Config) => {
  const service = await startService('learning', config, {
    schema,
    migrationsFolder,
    subscriptions,
    databaseSettings,
  });
  const { app } = service;
  const myCourses = startLearnerCache({
    databaseUrl: config.DATABASE_URL,
    logger: app.log,
    read: (userId) => enrolledCourses(service.context.db, userId),
  });
  app.addHook('onClose', () => myCourses.close());
  const finaliser = startAttemptFinaliser({ ...service.context, logger: app.log });
  app.addHook('onClose', () => finaliser.close());
  const context: LearningContext = { ...service.context, myCourses };
  registerEnrolmentRoutes(app, context);
  const completionCalls = registerCompletionRoutes(app, context);
  const quizCalls = registerQuizRoutes(app, context);
  registerQuizResultRoutes(app, context);
  const attemptCalls = registerQuizAttemptSessionRoutes(app, context);
  // The calls that open a course and run an exam, which the BFF also sends in batches under a rush.
  registerBatchedCalls(app, context.guards.verify, { ...completionCalls, ...quizCalls, ...attemptCalls });
  registerAttemptAdjustmentRoutes(app, context);
  registerCourseReportRoutes(app, context);
  registerStudentRoutes(app, context);
  return app;
};
