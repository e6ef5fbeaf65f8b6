import { type AuthUser, forbidden, postgresNotices, preparedPer, startNoticeCache } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueDb } from '../db/database.ts';
import { courseAccess } from '../db/schema.ts';

/** The channel the `course_access_notice` trigger notifies (migration 0017): a learner's id, or '*'. */
const ACCESS_CHANGED = 'catalogue_access_changed';
/** Past this many learners the memory of their grants starts over rather than grow. */
const MAX_LEARNERS_KEPT = 50_000;

const grantsOf = preparedPer((db: CatalogueDb) =>
  db
    .select({ courseId: courseAccess.courseId })
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, sql.placeholder('userId')), eq(courseAccess.enrolled, true)))
    .prepare('catalogue_course_grants'),
);

/**
 * Who may open a course's content (its details and every file under `courses/<id>/`): an
 * administrator always; a learner while enrolled, as learned from learning's enrolment events. Asked
 * before every course screen and every file a learner opens, so each learner's courses are kept in
 * memory until a change to their access commits (every replica hears it through the trigger).
 */
export const startCourseAccess = (options: {
  db: CatalogueDb;
  databaseUrl: string;
  logger: FastifyBaseLogger;
}) => {
  const read = async (userId: string) =>
    new Set((await grantsOf(options.db).execute({ userId })).map((grant) => grant.courseId));
  const kept = startNoticeCache<Set<number>>({
    name: 'course_access',
    notices: postgresNotices({ url: options.databaseUrl, channel: ACCESS_CHANGED, logger: options.logger }),
    maxEntries: MAX_LEARNERS_KEPT,
  });
  return {
    /** Refuses with 403 unless the user may open the course; `fresh` reads the database, not memory. */
    assert: async (user: AuthUser, courseId: number, fresh = false) => {
      if (user.role === 'ADMIN') return;
      const granted = await (fresh ? read(user.id) : kept.get(user.id, () => read(user.id)));
      if (!granted.has(courseId)) throw forbidden('Enrol in this course to open its content');
    },
    close: kept.close,
  };
};

export type CourseAccess = ReturnType<typeof startCourseAccess>;
