import { and, eq } from 'drizzle-orm';
import type { CertificateDb } from '../context.ts';
import { certificates, courses, passedQuizzes } from '../db/schema.ts';
import { eligibility } from '../domain/eligibility.ts';
import { stillEnrolled } from '../domain/enrolment.ts';
import { keptEnrolment } from './enrolments.ts';

/**
 * A learner's standing in a live course: whether still enrolled, eligibility by passed quizzes and
 * enrolment, and any certificate issued (revoked or not).
 */
export const learnerStanding = async (db: CertificateDb, userId: string, courseId: number) => {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course || course.deleted) return undefined;
  const passed = await db
    .select({ quizId: passedQuizzes.quizId })
    .from(passedQuizzes)
    .where(eq(passedQuizzes.userId, userId));
  const [certificate] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  const enrolled = stillEnrolled(await keptEnrolment(db, userId, courseId));
  return {
    course,
    certificate,
    enrolled,
    ...eligibility(course.quizIds, new Set(passed.map((p) => p.quizId)), enrolled),
  };
};
