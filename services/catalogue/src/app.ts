import { fileURLToPath } from 'node:url';
import { createObjectStore, openDatabasePool, startService } from '@academy/kit';
import { makeUpgradeAnnouncements } from './commands/upgrade-announcements.ts';
import type { Config } from './config.ts';
import type { CatalogueContext } from './context.ts';
import * as schema from './db/schema.ts';
import { subscriptions } from './events/subscriptions.ts';
import { createHotFiles } from './media/hot-files.ts';
import { startTranscoder } from './media/transcoder.ts';
import { startCourseAccess } from './queries/course-access.ts';
import { createCourseDetails } from './queries/course-details.ts';
import { createSearchLists } from './queries/course-search.ts';
import { createPublishedCourses } from './queries/published-courses.ts';
import { registerContentRoutes } from './routes/content/index.ts';
import { registerCourseRoutes } from './routes/courses/index.ts';
import { registerDetailsRoutes } from './routes/details/index.ts';
import { registerLectureRoutes } from './routes/lectures/index.ts';
import { registerMediaRoutes } from './routes/media/index.ts';
import { registerModuleRoutes } from './routes/modules/index.ts';
import { registerQuizRoutes } from './routes/quizzes/index.ts';
import { registerReviewRoutes } from './routes/reviews/index.ts';
import { seedDemoCatalogue } from './seed/demo-catalogue.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));
/**
 * The catalogue's tables are small and read from memory, where fetching a page out of order costs about
 * what fetching the next does. At PostgreSQL's default (4, for spinning disks) the planner read all 10,000
 * listings to test a search's words on each (9 ms) instead of the pages the text index names (3 ms).
 */
const databaseSettings = { random_page_cost: '1.1' };
/**
 * Searches run on connections of their own. Their statements are planned for their values each time
 * (`force_custom_plan`): a search is prepared once per shape, and the plan PostgreSQL would otherwise settle
 * on for all of a shape's words, made without knowing how many courses a word finds, took half as long again
 * over common words. And they never read a whole table when an index can answer: a common word's matches are
 * a third of the catalogue, and PostgreSQL then reads every listing to test the words on each (10 ms over
 * 10,000 courses) rather than the pages the text index names (5 ms), pricing the test of a search document
 * like a comparison of two numbers. Everything a search reads has an index.
 */
const searchSettings = { ...databaseSettings, plan_cache_mode: 'force_custom_plan', enable_seqscan: 'off' };
/** Searches are CPU-bound on the database: a few connections keep both cores busy. */
const SEARCH_POOL_SIZE = 4;

export const buildApp = async (config: Config) => {
  // Every removal goes through the hot files' store, so this replica never serves a file it removed.
  const hotFiles = createHotFiles(createObjectStore(config));
  const { store } = hotFiles;
  const service = await startService('catalogue', config, {
    schema,
    migrationsFolder,
    subscriptions,
    store,
    databaseSettings,
  });
  const { app, platform } = service;
  const searchDb = openDatabasePool({
    url: config.DATABASE_URL,
    schema,
    poolSize: SEARCH_POOL_SIZE,
    settings: searchSettings,
    onIdleConnectionError: (error) => app.log.warn({ err: error }, 'an idle search connection closed'),
  });
  app.addHook('onClose', () => searchDb.$client.end());
  // Uploads arrive as raw bodies and are streamed on to the object store, never buffered.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  const mediaPrefix = config.MEDIA_URL_PREFIX.replace(/\/$/, '');
  const mediaUrl = (key: string) => `${mediaPrefix}/${key}`;
  const transcoder = startTranscoder({
    db: platform.db,
    store,
    logger: app.log,
    mediaUrl,
    concurrency: config.TRANSCODE_CONCURRENCY,
  });
  app.addHook('onClose', () => transcoder.stop());
  const courseAccess = startCourseAccess({
    db: platform.db,
    databaseUrl: config.DATABASE_URL,
    logger: app.log,
  });
  app.addHook('onClose', () => courseAccess.close());
  const context: CatalogueContext = {
    config,
    db: platform.db,
    searchDb,
    store,
    hotFiles,
    guards: service.context.guards,
    courseAccess,
    wakeRelay: () => platform.relay.wake(),
    mediaUrl,
    publishedCourses: createPublishedCourses({ db: platform.db, messaging: platform.messaging, mediaUrl }),
    courseDetails: createCourseDetails({ db: platform.db, messaging: platform.messaging, mediaUrl }),
    searchLists: createSearchLists({ db: platform.db, messaging: platform.messaging }),
    transcoder,
  };
  registerCourseRoutes(app, context);
  registerLectureRoutes(app, context);
  registerModuleRoutes(app, context);
  registerContentRoutes(app, context);
  registerQuizRoutes(app, context);
  registerReviewRoutes(app, context);
  registerDetailsRoutes(app, context);
  registerMediaRoutes(app, context);

  // Before the demo seed: on a new database there is nothing yet to announce again.
  if (await makeUpgradeAnnouncements(platform.db)) platform.relay.wake();
  if (config.SEED_DEMO_DATA) {
    await seedDemoCatalogue({ db: platform.db, store, mediaUrl: context.mediaUrl, logger: app.log });
    platform.relay.wake();
  }
  return app;
};
