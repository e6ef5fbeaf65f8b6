import type { CourseListReply } from '@academy/contracts';
import type { Messaging } from '@academy/kit';
import { asc, desc, eq } from 'drizzle-orm';
import type { CatalogueDb } from '../context.ts';
import { courses } from '../db/schema.ts';
import { toCourse } from './course-view.ts';

/**
 * The published course list, kept in memory between changes (it changes a few times a day and is
 * read on every visit). Forgotten after any write through this process, after any `catalogue.*`
 * event (which is how a write through another replica reaches this one), and after a NATS reconnect;
 * while NATS is away every request reads the database, since nothing would announce a change.
 */
export const createPublishedCourses = (options: {
  db: CatalogueDb;
  messaging: Messaging;
  mediaUrl: (key: string) => string;
}) => {
  const { db, messaging } = options;
  let cached: Promise<CourseListReply> | undefined;
  let generation = 0;
  let listening = true;

  const read = async (): Promise<CourseListReply> => {
    const rows = await db
      .select()
      .from(courses)
      .where(eq(courses.published, true))
      .orderBy(desc(courses.featured), asc(courses.id));
    return { courses: rows.map((row) => toCourse(row, options.mediaUrl)) };
  };

  const forget = () => {
    generation += 1;
    cached = undefined;
  };

  messaging.nc.subscribe(`${messaging.prefix}catalogue.>`, { callback: forget });
  void (async () => {
    for await (const status of messaging.nc.status()) {
      if (status.type === 'disconnect') listening = false;
      if (status.type === 'reconnect') listening = true;
      forget();
    }
  })();

  return {
    /** From memory unless `fresh` (the caller must not see a list older than an event it heard). */
    get: (fresh = false): Promise<CourseListReply> => {
      if (!listening || fresh) {
        forget();
        return read();
      }
      if (cached) return cached;
      const started = generation;
      const loading = read();
      cached = loading;
      loading.then(
        () => undefined,
        () => {
          if (started === generation) cached = undefined;
        },
      );
      return loading;
    },
    forget,
  };
};

export type PublishedCourses = ReturnType<typeof createPublishedCourses>;
