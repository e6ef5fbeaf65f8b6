import { type AuthUser, type Executor, forbidden, unauthorized } from '@academy/kit';
import { and, eq } from 'drizzle-orm';
import { courseAccess } from '../db/schema.ts';

/**
 * Who may open a course's content (its details and every file under `courses/<id>/`): an
 * administrator always; a learner once enrolled, as learned from `learning.enrolment.created.v1`.
 */
export const assertCourseAccess = async (tx: Executor, user: AuthUser | null, courseId: number) => {
  if (!user) throw unauthorized();
  if (user.role === 'ADMIN') return;
  const [granted] = await tx
    .select({ courseId: courseAccess.courseId })
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, user.id), eq(courseAccess.courseId, courseId)));
  if (!granted) throw forbidden('Enrol in this course to open its content');
};
