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
  timestamp,
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
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const modules = pgTable(
  'modules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
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
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContentKind>().notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    fileKey: text('file_key'),
    captionsKey: text('captions_key'),
    passingScore: integer('passing_score'),
    maxAttempts: integer('max_attempts'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_items_module_idx').on(t.moduleId, t.position),
    check('content_items_kind_check', sql`${t.kind} IN ('document', 'video', 'quiz')`),
    check(
      'content_items_shape_check',
      sql`(${t.kind} = 'quiz' AND ${t.passingScore} IS NOT NULL AND ${t.maxAttempts} IS NOT NULL)
        OR (${t.kind} <> 'quiz' AND ${t.fileKey} IS NOT NULL)`,
    ),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('questions_quiz_idx').on(t.quizId, t.position)],
);

export const options = pgTable(
  'options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
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
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lectures_course_idx').on(t.courseId)],
);

/** Who may open a course's content, kept from `learning.enrolment.created.v1`. */
export const courseAccess = pgTable(
  'course_access',
  {
    userId: uuid('user_id').notNull(),
    courseId: integer('course_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);
