import { askedId, askedLearner, inAskedOrder, preparedPer, readsAsked, readTogether } from '@academy/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { CertificateDb } from '../context.ts';
import { certificates, courses, enrolments, passedQuizzes } from '../db/schema.ts';
import { eligibility } from '../domain/eligibility.ts';
import { stillEnrolled } from '../domain/enrolment.ts';

/**
 * The course with the learner's passes among its quizzes, their certificate and kept enrolment: one
 * prepared statement for one read or many (`readTogether`), since every learner opening a course asks it
 * (an exam rush). `course` is null when no such course exists.
 */
const standingRows = preparedPer((db: CertificateDb) =>
  readTogether(
    db
      .select({
        course: courses,
        // Not the whole row: its signed credential is large enough to be kept compressed out of line, and a
        // standing needs only whether there is a certificate and whether it was revoked.
        certificate: { certificateNumber: certificates.certificateNumber, revokedAt: certificates.revokedAt },
        enrolment: enrolments,
        passedQuizIds: sql<number[]>`array(select ${passedQuizzes.quizId} from ${passedQuizzes}
          where ${passedQuizzes.userId} = ${askedLearner} and ${passedQuizzes.quizId} = any(${courses.quizIds}))`,
      })
      .from(readsAsked)
      .leftJoin(courses, eq(courses.id, askedId))
      .leftJoin(certificates, and(eq(certificates.courseId, askedId), eq(certificates.userId, askedLearner)))
      .leftJoin(enrolments, and(eq(enrolments.courseId, askedId), eq(enrolments.userId, askedLearner)))
      .orderBy(inAskedOrder)
      .prepare('certificate_learner_standings'),
  ),
);

/**
 * A learner's standing in a live course: whether still enrolled, eligibility by passed quizzes and
 * enrolment, and any certificate issued (revoked or not).
 */
export const learnerStanding = async (db: CertificateDb, userId: string, courseId: number) => {
  const row = await standingRows(db)({ userId, id: courseId });
  if (!row.course || row.course.deleted) return undefined;
  const enrolled = stillEnrolled(row.enrolment ?? undefined);
  return {
    course: row.course,
    certificate: row.certificate ?? undefined,
    enrolled,
    ...eligibility(row.course.quizIds, new Set(row.passedQuizIds), enrolled),
  };
};
