import { type AuthUser, forbidden, preparedPer } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { CatalogueDb } from '../db/database.ts';
import { courseAccess } from '../db/schema.ts';

// Asked before every course screen and every file a learner opens: prepared once per connection.
const grantOf = preparedPer((db: CatalogueDb) =>
  db
    .select({ courseId: courseAccess.courseId })
    .from(courseAccess)
    .where(
      and(
        eq(courseAccess.userId, sql.placeholder('userId')),
        eq(courseAccess.courseId, sql.placeholder('courseId')),
        eq(courseAccess.enrolled, true),
      ),
    )
    .prepare('catalogue_course_access'),
);

/**
 * Who may open a course's content (its details and every file under `courses/<id>/`): an
 * administrator always; a learner while enrolled, as learned from learning's enrolment events.
 */
export const assertCourseAccess = async (db: CatalogueDb, user: AuthUser, courseId: number) => {
  if (user.role === 'ADMIN') return;
  const [granted] = await grantOf(db).execute({ userId: user.id, courseId });
  if (!granted) throw forbidden('Enrol in this course to open its content');
};
