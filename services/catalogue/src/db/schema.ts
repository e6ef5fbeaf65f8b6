import type { CourseLevel } from '@academy/contracts';
import { belongsTo, createdAt, enrolmentCopyColumns, identityId, timestamptz } from '@academy/kit';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Courses. Ids may be given explicitly (the demo courses 40, 51, 69 keep their well-known ids);
 * otherwise they come from the identity sequence, which starts above the demo range.
 */
export const courses = pgTable('courses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  createdBy: text('created_by').notNull(),
  thumbnailKey: text('thumbnail_key'),
  priceMinor: integer('price_minor').notNull().default(0),
  originalPriceMinor: integer('original_price_minor'),
  currency: text('currency').notNull().default('INR'),
  courseCode: text('course_code'),
  totalModules: integer('total_modules'),
  lessonQuestions: integer('lesson_questions'),
  completionTime: text('completion_time'),
  highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
  whatYouGet: jsonb('what_you_get').$type<string[]>().notNull().default([]),
  tagline: text('tagline'),
  featured: boolean('featured').notNull().default(false),
  /** A public preview video (under `previews/`, served without enrolment) and its captions. */
  previewTitle: text('preview_title'),
  previewVideoKey: text('preview_video_key'),
  previewCaptionsKey: text('preview_captions_key'),
  /**
   * Set on an exam voucher: the course whose certification quiz it adds `voucher_attempts` to. Such a
   * course is sold, never enrolled in.
   */
  voucherCourseId: integer('voucher_course_id'),
  voucherAttempts: integer('voucher_attempts'),
  /** A new course is a draft: only a course with content is published (`src/domain/publishing.ts`). */
  published: boolean('published').notNull().default(false),
  /** How much the course asks of a learner (a search filter; the values are checked in the database). */
  level: text('level').$type<CourseLevel>().notNull().default('beginner'),
  createdAt: createdAt(),
});

/**
 * The columns of a row kept in order within its parent: its id, the parent's id (`courseId` is
 * column `course_id`; the row is deleted with its parent) and its position.
 */
const orderedWithin = <Key extends string>(key: Key, parent: () => AnyPgColumn) => {
  const column = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return {
    id: identityId(),
    ...({ [key]: belongsTo(column, parent) } as Record<Key, ReturnType<typeof belongsTo>>),
    position: integer('position').notNull(),
  };
};

export const modules = pgTable(
  'modules',
  {
    ...orderedWithin('courseId', () => courses.id),
    title: text('title').notNull(),
  },
  (t) => [index('modules_course_idx').on(t.courseId, t.position)],
);

export type ContentKind = 'document' | 'video' | 'quiz';

/**
 * Documents, videos and quizzes share one id space so that a `contentId` names exactly one item
 * (progress and quiz attempts are keyed by it). Which columns are filled depends on `kind`.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: identityId(),
    moduleId: belongsTo('module_id', () => modules.id),
    courseId: belongsTo('course_id', () => courses.id),
    kind: text('kind').$type<ContentKind>().notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    fileKey: text('file_key'),
    captionsKey: text('captions_key'),
    /** Videos only: the HLS master playlist once the transcode is ready (null: the original plays). */
    streamKey: text('stream_key'),
    passingScore: integer('passing_score'),
    maxAttempts: integer('max_attempts'),
    /** Quizzes only: minutes an attempt may run (null: no limit), per-attempt order, answers held back. */
    timeLimitMinutes: integer('time_limit_minutes'),
    shuffle: boolean('shuffle').notNull().default(false),
    hideAnswersUntilLastAttempt: boolean('hide_answers_until_last_attempt').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_items_module_idx').on(t.moduleId, t.position),
    // A course's content counted by kind (every course card, list and search page) and its listing rebuilt.
    index('content_items_course_idx').on(t.courseId, t.kind),
    check('content_items_kind_check', sql`${t.kind} IN ('document', 'video', 'quiz')`),
    check(
      'content_items_shape_check',
      sql`(${t.kind} = 'quiz' AND ${t.passingScore} IS NOT NULL AND ${t.maxAttempts} IS NOT NULL)
        OR (${t.kind} <> 'quiz' AND ${t.fileKey} IS NOT NULL)`,
    ),
    check('content_items_time_limit_check', sql`${t.timeLimitMinutes} BETWEEN 1 AND 600`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    ...orderedWithin('quizId', () => contentItems.id),
    text: text('text').notNull(),
    explanation: text('explanation'),
  },
  (t) => [index('questions_quiz_idx').on(t.quizId, t.position)],
);

export const options = pgTable(
  'options',
  {
    ...orderedWithin('questionId', () => questions.id),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull(),
  },
  // At most one correct option per question here; "at least one" is checked before writing.
  (t) => [
    index('options_question_idx').on(t.questionId, t.position),
    uniqueIndex('options_one_correct_idx').on(t.questionId).where(sql`${t.isCorrect}`),
  ],
);

export const lectures = pgTable(
  'lectures',
  {
    id: identityId(),
    courseId: belongsTo('course_id', () => courses.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lectures_course_idx').on(t.courseId)],
);

/**
 * Who may open a course's content, kept from learning's enrolment events by the kit's `enrolmentCopy`:
 * `enrolled` is false once the enrolment was revoked (a refund).
 */
export const courseAccess = pgTable('course_access', enrolmentCopyColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.courseId] }),
  // A course's learners counted when its listing row is built.
  index('course_access_course_idx').on(t.courseId),
]);

/**
 * Announcements an upgrade makes once per database (`src/commands/upgrade-announcements.ts`): a row is
 * written in the transaction that puts the announcement in the outbox, so it is made exactly once.
 */
export const upgradeAnnouncements = pgTable('upgrade_announcements', {
  name: text('name').primaryKey(),
  announcedAt: timestamptz('announced_at').notNull().defaultNow(),
});

export type TranscodeState = 'queued' | 'running' | 'ready' | 'failed';

/**
 * One transcode of an uploaded video into HLS renditions (`src/media/transcoder.ts`). A replica claims a
 * queued job, or a running one whose lease ran out (its replica stopped or died), with `SKIP LOCKED`;
 * `run_id` names the claim, so a replica whose lease was taken over stops writing. Deleted with its video.
 */
export const videoTranscodes = pgTable(
  'video_transcodes',
  {
    contentId: integer('content_id')
      .primaryKey()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    courseId: belongsTo('course_id', () => courses.id),
    sourceKey: text('source_key').notNull(),
    state: text('state').$type<TranscodeState>().notNull().default('queued'),
    percent: integer('percent').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    runId: uuid('run_id'),
    leaseUntil: timestamptz('lease_until'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('video_transcodes_course_idx').on(t.courseId),
    index('video_transcodes_waiting_idx').on(t.createdAt).where(sql`${t.state} IN ('queued', 'running')`),
    check('video_transcodes_state_check', sql`${t.state} IN ('queued', 'running', 'ready', 'failed')`),
    check('video_transcodes_percent_check', sql`${t.percent} BETWEEN 0 AND 100`),
  ],
);
