import { preparedPer } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { CertificateDb } from '../context.ts';
import { certificates, courses, enrolments, passedQuizzes } from '../db/schema.ts';
import { eligibility } from '../domain/eligibility.ts';
import { stillEnrolled } from '../domain/enrolment.ts';

const userId = sql.placeholder('userId');

/**
 * The course with the learner's passes among its quizzes, their certificate and kept enrolment: one
 * prepared statement, one round trip, since every learner opening a course asks it (an exam rush).
 */
const standingRow = preparedPer((db: CertificateDb) =>
  db
    .select({
      course: courses,
      // Not the whole row: its signed credential is large enough to be kept compressed out of line, and a
      // standing needs only whether there is a certificate and whether it was revoked.
      certificate: { certificateNumber: certificates.certificateNumber, revokedAt: certificates.revokedAt },
      enrolment: enrolments,
      passedQuizIds: sql<number[]>`array(select ${passedQuizzes.quizId} from ${passedQuizzes}
        where ${passedQuizzes.userId} = ${userId} and ${passedQuizzes.quizId} = any(${courses.quizIds}))`,
    })
    .from(courses)
    .leftJoin(certificates, and(eq(certificates.courseId, courses.id), eq(certificates.userId, userId)))
    .leftJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.userId, userId)))
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('certificate_learner_standing'),
);

/**
 * A learner's standing in a live course: whether still enrolled, eligibility by passed quizzes and
 * enrolment, and any certificate issued (revoked or not).
 */
export const learnerStanding = async (db: CertificateDb, userId: string, courseId: number) => {
  const [row] = await standingRow(db).execute({ userId, courseId });
  if (!row || row.course.deleted) return undefined;
  const enrolled = stillEnrolled(row.enrolment ?? undefined);
  return {
    course: row.course,
    certificate: row.certificate ?? undefined,
    enrolled,
    ...eligibility(row.course.quizIds, new Set(row.passedQuizIds), enrolled),
  };
};
