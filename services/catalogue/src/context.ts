import type { createAuthGuards, ObjectStore } from '@academy/kit';
import type { Config } from './config.ts';
import type { CatalogueDb } from './db/database.ts';
import type { HotFiles } from './media/hot-files.ts';
import type { CourseAccess } from './queries/course-access.ts';
import type { CourseDetailsReads } from './queries/course-details.ts';
import type { SearchLists } from './queries/course-search.ts';
import type { PublishedCourses } from './queries/published-courses.ts';

/** What every route of the service works with. */
export interface CatalogueContext {
  config: Config;
  db: CatalogueDb;
  /** The same database on connections planned for searches (`app.ts`): what a search finds is read there. */
  searchDb: CatalogueDb;
  store: ObjectStore;
  /** The media route's reads of `store`, recent ones kept in memory. */
  hotFiles: Pick<HotFiles, 'stat' | 'read'>;
  guards: ReturnType<typeof createAuthGuards>;
  /** Who may open a course's content, each learner's grants kept until a change to them commits. */
  courseAccess: CourseAccess;
  /** Publish soon: call after a transaction that wrote events commits. */
  wakeRelay(): void;
  /** The URL users fetch an object at (through the BFF). */
  mediaUrl(key: string): string;
  /** The public course list, cached between changes. */
  publishedCourses: PublishedCourses;
  /** Each course's learning content, cached between changes. */
  courseDetails: CourseDetailsReads;
  /** The categories a search offers and the words it knows, cached between changes. */
  searchLists: SearchLists;
  /**
   * The background transcoder (`media/transcoder.ts`) as routes see it: told to look for a job after a
   * video is added. Only that, so the context does not depend on the transcoder's commands.
   */
  transcoder: { wake(): void };
}
