import {
  changedAt,
  createdAt,
  deletedCourseColumns,
  learnerCourseColumns,
  requiredQuizCourseColumns,
  timestamptz,
} from '@academy/kit';
import type { SignedDocument } from '@digitalbazaar/vc';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** Courses as the catalogue announces them; `quizIds` are the quizzes a certificate requires. */
export const courses = pgTable('courses', {
  ...requiredQuizCourseColumns(),
  deleted: boolean('deleted').notNull().default(false),
  changedAt: changedAt(),
});

/**
 * Learners' names from the auth service, printed on certificates. `changedAt` is the `occurredAt` of the
 * event the name came from: an older name delivered later does not replace a newer one.
 */
export const learners = pgTable('learners', {
  userId: uuid('user_id').primaryKey(),
  fullName: text('full_name').notNull(),
  changedAt: changedAt(),
});

/** Quizzes each learner has passed, from learning.quiz.passed.v1; a second pass changes nothing. */
export const passedQuizzes = pgTable(
  'passed_quizzes',
  {
    userId: uuid('user_id').notNull(),
    quizId: integer('quiz_id').notNull(),
    courseId: integer('course_id').notNull(),
    passedAt: timestamptz('passed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quizId] })],
);

/**
 * Each learner's enrolment in a course as learning last announced it (learning.enrolment.created.v1 /
 * revoked.v1): the newest event wins (`changedAt` is its `occurredAt`), whatever order the two
 * consumers apply them in. No row means nothing was heard yet: see `src/domain/enrolment.ts`.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    ...learnerCourseColumns(),
    enrolled: boolean('enrolled').notNull(),
    /** Why the enrolment ended (`refunded`, `subscription-ended`); null while enrolled. */
    endReason: text('end_reason'),
    changedAt: timestamptz('changed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/**
 * One certificate per learner and course (the unique pair makes generating idempotent). Names are
 * copied at issue time: the certificate says what was true when it was issued.
 */
export const certificates = pgTable(
  'certificates',
  {
    certificateNumber: text('certificate_number').primaryKey(),
    ...learnerCourseColumns(),
    fullName: text('full_name').notNull(),
    courseName: text('course_name').notNull(),
    courseCode: text('course_code'),
    validityYears: integer('validity_years').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    pdfKey: text('pdf_key').notNull(),
    /** Set when the course was refunded after issue: the certificate no longer certifies anything. */
    revokedAt: timestamptz('revoked_at'),
    /** Why it was revoked (`refunded`, or an administrator's words), set with `revokedAt`. */
    revocationReason: text('revocation_reason'),
    /** The certificate's place in the revocation status lists (`src/credentials/status-list.ts`). */
    statusListIndex: serial('status_list_index').notNull().unique(),
    /** The signed Open Badges credential, kept as first signed so every download is the same document. */
    credential: jsonb('credential').$type<SignedDocument>(),
  },
  (t) => [
    unique('certificates_user_course_unique').on(t.userId, t.courseId),
    check('certificates_dates_check', sql`${t.expiresAt} > ${t.issuedAt}`),
    check('certificates_revocation_check', sql`(${t.revokedAt} IS NULL) = (${t.revocationReason} IS NULL)`),
  ],
);

/**
 * Every Ed25519 key that has signed credentials, published so that they keep verifying after a
 * rotation. `seed` is kept only for a key the service generated itself (no key configured).
 */
export const issuerKeys = pgTable('issuer_keys', {
  publicKeyMultibase: text('public_key_multibase').primaryKey(),
  seed: text('seed'),
  createdAt: createdAt(),
});

/** The catalogue's courses seen deleted, so a late first announcement of one never makes it a live copy. */
export const deletedCourses = pgTable('deleted_courses', deletedCourseColumns());
