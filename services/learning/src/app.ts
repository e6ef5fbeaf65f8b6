import { fileURLToPath } from 'node:url';
import { startService } from '@academy/kit';
import type { Config } from './config.ts';
import * as schema from './db/schema.ts';
import { subscriptions } from './events/subscriptions.ts';
import { registerCompletionRoutes } from './routes/completions/index.ts';
import { registerEnrolmentRoutes } from './routes/enrolments/index.ts';
import { registerQuizResultRoutes } from './routes/quiz-results/index.ts';
import { registerQuizRoutes } from './routes/quizzes/index.ts';
import { registerStudentRoutes } from './routes/student/index.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const { app, context } = await startService('learning', config, {
    schema,
    migrationsFolder,
    subscriptions,
  });
  registerEnrolmentRoutes(app, context);
  registerCompletionRoutes(app, context);
  registerQuizRoutes(app, context);
  registerQuizResultRoutes(app, context);
  registerStudentRoutes(app, context);
  return app;
};
