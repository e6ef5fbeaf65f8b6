import {
  accountCopyColumns,
  changedAt,
  deletedCourseColumns,
  learnerCourseColumns,
  requiredQuizCourseColumns,
  timestamptz,
} from '@academy/kit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EnrolmentSource } from '../domain/enrolment-access.ts';
import type { AnswerKeyQuestion } from '../domain/scoring.ts';

/** Courses as the catalogue announces them; `quizIds` are the quizzes that complete the course. */
export const courses = pgTable('courses', {
  ...requiredQuizCourseColumns(),
  /** Minor units; a course above 0 is enrolled in only by buying it (or an admin's grant). */
  priceMinor: integer('price_minor').notNull().default(0),
  deleted: boolean('deleted').notNull().default(false),
  changedAt: changedAt(),
});

/**
 * Learners' names and e-mail addresses as auth last announced them (auth.user.registered.v1 / updated.v1),
 * for administrators' reports. `changedAt` is the event's `occurredAt`: an older state arriving later
 * (the two events have separate consumers) changes nothing.
 */
export const learners = pgTable('learners', accountCopyColumns());

/** Quizzes with their answer keys, kept from catalogue.quiz.updated.v1: scoring never asks the catalogue. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey(),
    courseId: integer('course_id').notNull(),
    moduleId: integer('module_id').notNull(),
    title: text('title').notNull(),
    passingScore: integer('passing_score').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    questions: jsonb('questions').$type<AnswerKeyQuestion[]>().notNull(),
    /**
     * Each question's option ids by question id, what an autosave checks answers against: small, where the
     * whole key (texts, explanations) is large enough for PostgreSQL to keep compressed out of line.
     */
    answerOptions: jsonb('answer_options').$type<Record<string, number[]>>().notNull().default({}),
    /** Minutes a started attempt may run; null: no limit. An attempt keeps the limit it started with. */
    timeLimitMinutes: integer('time_limit_minutes'),
    shuffle: boolean('shuffle').notNull().default(false),
    hideAnswersUntilLastAttempt: boolean('hide_answers_until_last_attempt').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    changedAt: changedAt(),
  },
  (t) => [index('quizzes_course_idx').on(t.courseId)],
);

export const enrolments = pgTable(
  'enrolments',
  {
    ...learnerCourseColumns(),
    /** 'subscription': made through All Access, closed when the subscription ends. */
    source: text('source').$type<EnrolmentSource>().notNull(),
    enrolledAt: timestamptz('enrolled_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    // A course's learners, for its report (the primary key leads with the learner).
    index('enrolments_course_idx').on(t.courseId),
  ],
);

/**
 * All Access subscriptions as orders.subscription.changed.v1 reports them: the newest `version` of each
 * is kept, so enrolling asks no other service whether the learner is subscribed.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriptionId: uuid('subscription_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    active: boolean('active').notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Documents, videos and passed quizzes a learner has finished (content ids share one id space). */
export const contentCompletions = pgTable(
  'content_completions',
  {
    userId: uuid('user_id').notNull(),
    contentId: integer('content_id').notNull(),
    courseId: integer('course_id').notNull(),
    kind: text('kind').$type<'document' | 'video' | 'quiz'>().notNull(),
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index('content_completions_course_idx').on(t.userId, t.courseId),
  ],
);

/**
 * One row per (learner, quiz), locked FOR UPDATE while an attempt is scored: concurrent submissions
 * queue on it, so the attempt limit holds however many race.
 */
export const quizAttemptCounters = pgTable(
  'quiz_attempt_counters',
  {
    userId: uuid('user_id').notNull(),
    quizId: integer('quiz_id').notNull(),
    attemptsUsed: integer('attempts_used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quizId] })],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    quizId: integer('quiz_id').notNull(),
    courseId: integer('course_id').notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
    /** The client's id for the submission (optional): a retry of it finds this attempt. */
    submissionId: uuid('submission_id'),
  },
  (t) => [
    // A second line of defence behind the counter lock: an attempt number is used once.
    unique('quiz_attempts_number_unique').on(t.userId, t.quizId, t.attemptNumber),
    unique('quiz_attempts_submission_unique').on(t.userId, t.quizId, t.submissionId),
    // Every learner's attempts at a quiz, for its course's report.
    index('quiz_attempts_quiz_idx').on(t.quizId),
    check('quiz_attempts_number_check', sql`${t.attemptNumber} >= 1`),
    check('quiz_attempts_score_check', sql`${t.score} BETWEEN 0 AND 100`),
  ],
);

/**
 * Attempts added by exam vouchers: one row per paid voucher line, keyed by order and line, so a
 * replayed or redelivered paid event adds nothing. `courseId` is the course whose certification quiz
 * gains `attempts`; `voucherCourseId` is the voucher product that was bought.
 */
export const attemptGrants = pgTable(
  'attempt_grants',
  {
    orderId: uuid('order_id').notNull(),
    voucherCourseId: integer('voucher_course_id').notNull(),
    ...learnerCourseColumns(),
    attempts: integer('attempts').notNull(),
    grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.voucherCourseId] }),
    index('attempt_grants_learner_idx').on(t.userId, t.courseId),
    check('attempt_grants_attempts_check', sql`${t.attempts} >= 1`),
  ],
);

/**
 * Orders refunded, from orders.order.refunded.v1. The paid and refunded events have separate consumers: a
 * payment handled after its order's refund (a redelivery) enrols no one and grants no attempts.
 */
export const refundedOrders = pgTable('refunded_orders', {
  orderId: uuid('order_id').primaryKey(),
  refundedAt: timestamptz('refunded_at').notNull(),
});

/** Certificates the certificate service issued, kept from certificate.certificate.issued.v1. */
export const certificates = pgTable(
  'certificates',
  {
    ...learnerCourseColumns(),
    certificateNumber: text('certificate_number').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export type ActivityType =
  | 'enrolled'
  | 'content_completed'
  | 'quiz_passed'
  | 'quiz_failed'
  | 'certificate_issued';

/** The learner's recent activity feed, written with the change it describes. */
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    type: text('type').$type<ActivityType>().notNull(),
    title: text('title').notNull(),
    courseId: integer('course_id').notNull(),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('activities_user_idx').on(t.userId, t.occurredAt)],
);

export type AttemptOrder = { questionId: number; optionIds: number[] }[];

/**
 * Attempts kept on the server while they run and after: a timed attempt is counted (`attemptNumber`) and
 * its `deadline` fixed when it starts; an untimed draft gets its number when submitted. At most one runs
 * per learner and quiz. `attemptId` is the scored row once submitted, by the learner or at the deadline.
 */
export const startedAttempts = pgTable(
  'started_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    quizId: integer('quiz_id').notNull(),
    courseId: integer('course_id').notNull(),
    attemptNumber: integer('attempt_number'),
    startedAt: timestamptz('started_at').notNull(),
    deadline: timestamptz('deadline'),
    /** The order questions and options are shown in, fixed at the start (shuffled when the quiz says so). */
    questionOrder: jsonb('question_order').$type<AttemptOrder>().notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
    /** Minutes administrators added to the deadline (each addition is an `attempt_adjustments` row). */
    extendedMinutes: integer('extended_minutes').notNull().default(0),
    submittedAt: timestamptz('submitted_at'),
    attemptId: integer('attempt_id').references(() => quizAttempts.id),
  },
  (t) => [
    uniqueIndex('started_attempts_one_running_idx')
      .on(t.userId, t.quizId)
      .where(sql`${t.submittedAt} IS NULL`),
    index('started_attempts_due_idx')
      .on(t.deadline)
      .where(sql`${t.submittedAt} IS NULL AND ${t.deadline} IS NOT NULL`),
  ],
);

/** The answers saved into a started attempt: one per question, the save with the highest sequence wins. */
export const savedAnswers = pgTable(
  'saved_answers',
  {
    startedAttemptId: uuid('started_attempt_id')
      .notNull()
      .references(() => startedAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    selectedOptionId: integer('selected_option_id').notNull(),
    sequence: integer('sequence').notNull(),
    savedAt: timestamptz('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.startedAttemptId, t.questionId] })],
);

/**
 * What administrators did to running attempts, with their reason: `extended` (the deadline moved by
 * `minutes`) or `ended` (submitted at once as it stood). The attempt row holds the effect; this, the record.
 */
export const attemptAdjustments = pgTable(
  'attempt_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startedAttemptId: uuid('started_attempt_id')
      .notNull()
      .references(() => startedAttempts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'extended' | 'ended'>().notNull(),
    minutes: integer('minutes'),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id').notNull(),
    madeAt: timestamptz('made_at').notNull().defaultNow(),
  },
  (t) => [
    index('attempt_adjustments_attempt_idx').on(t.startedAttemptId),
    check('attempt_adjustments_kind_check', sql`${t.kind} IN ('extended', 'ended')`),
  ],
);

/** The catalogue's courses seen deleted, so a late first announcement of one never makes it a live copy. */
export const deletedCourses = pgTable('deleted_courses', deletedCourseColumns());
