import { learnerCourseColumns, requiredQuizCourseColumns, timestamptz } from '@academy/kit';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';

/** Courses as the catalogue announces them; `quizIds` are the quizzes a certificate requires. */
export const courses = pgTable('courses', {
  ...requiredQuizCourseColumns(),
  deleted: boolean('deleted').notNull().default(false),
});

/** Learners' names from the auth service, printed on certificates. */
export const learners = pgTable('learners', {
  userId: uuid('user_id').primaryKey(),
  fullName: text('full_name').notNull(),
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
  },
  (t) => [
    unique('certificates_user_course_unique').on(t.userId, t.courseId),
    check('certificates_dates_check', sql`${t.expiresAt} > ${t.issuedAt}`),
  ],
);
