import { fileURLToPath } from 'node:url';
import { type EnrolledCourse, learning } from '@academy/contracts';
import {
  GENERIC_PLANS,
  postgresNotices,
  registerBatchedCalls,
  relayNotices,
  startNoticeCache,
  startService,
} from '@academy/kit';
import { startAttemptFinaliser } from './commands/attempt-finaliser.ts';
import type { Config } from './config.ts';
import type { LearningContext } from './context.ts';
import * as schema from './db/schema.ts';
import { subscriptions } from './events/subscriptions.ts';
import { registerAttemptAdjustmentRoutes } from './routes/attempt-adjustments/index.ts';
import { registerCompletionRoutes } from './routes/completions/index.ts';
import { registerCourseReportRoutes } from './routes/course-reports/index.ts';
import { registerEnrolmentRoutes } from './routes/enrolments/index.ts';
import { registerQuizAttemptSessionRoutes } from './routes/quiz-attempts/index.ts';
import { registerQuizResultRoutes } from './routes/quiz-results/index.ts';
import { registerQuizRoutes } from './routes/quizzes/index.ts';
import { registerStudentRoutes } from './routes/student/index.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));
/** The channel the `learner_changed` trigger notifies (migration 0004): a learner's id, or '*'. */
const LEARNER_CHANGED = 'learning_learner_changed';
/** Past this many learners the memory of their course lists starts over rather than grow. */
const MAX_LEARNERS_KEPT = 50_000;

export const buildApp = async (config: Config) => {
  const service = await startService('learning', config, {
    schema,
    migrationsFolder,
    subscriptions,
    databaseSettings: GENERIC_PLANS,
  });
  const { app } = service;
  const { messaging } = service.platform;
  // Each notice is passed on over NATS too, for the BFF's copies of the same lists.
  const relay = relayNotices(messaging.nc, `${messaging.prefix}${learning.learnerChangedNotices}`);
  const learnerChanges = postgresNotices({
    url: config.DATABASE_URL,
    channel: LEARNER_CHANGED,
    logger: app.log,
  });
  const myCourses = startNoticeCache<EnrolledCourse[]>({
    name: 'my_courses',
    notices: (onChange) =>
      learnerChanges((key) => {
        onChange(key);
        relay(key);
      }),
    maxEntries: MAX_LEARNERS_KEPT,
  });
  app.addHook('onClose', () => myCourses.close());
  const finaliser = startAttemptFinaliser({ ...service.context, logger: app.log });
  app.addHook('onClose', () => finaliser.close());
  const context: LearningContext = { ...service.context, myCourses, announceLearnerChange: relay };
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
