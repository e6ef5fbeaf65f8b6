import { fileURLToPath } from 'node:url';
import { connectPlatform, createApp, createAuthGuards } from '@academy/kit';
import type { Config } from './config.ts';
import type { LearningContext } from './context.ts';
import * as schema from './db/schema.ts';
import { registerSubscriptions } from './events/subscriptions.ts';
import { registerCompletionRoutes } from './routes/completions/index.ts';
import { registerEnrolmentRoutes } from './routes/enrolments/index.ts';
import { registerQuizResultRoutes } from './routes/quiz-results/index.ts';
import { registerQuizRoutes } from './routes/quizzes/index.ts';
import { registerStudentRoutes } from './routes/student/index.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const app = createApp({ name: 'learning', logLevel: config.LOG_LEVEL });
  const platform = await connectPlatform(app, { name: 'learning', config, schema, migrationsFolder });
  const context: LearningContext = {
    db: platform.db,
    relay: platform.relay,
    guards: createAuthGuards({ publicKey: config.JWT_PUBLIC_KEY }),
  };
  await registerSubscriptions(platform);
  registerEnrolmentRoutes(app, context);
  registerCompletionRoutes(app, context);
  registerQuizRoutes(app, context);
  registerQuizResultRoutes(app, context);
  registerStudentRoutes(app, context);
  return app;
};
