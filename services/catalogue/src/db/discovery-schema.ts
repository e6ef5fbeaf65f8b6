import type { CourseLevel } from '@academy/contracts';
import { belongsTo, createdAt, identityId, timestamptz } from '@academy/kit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What finding a course reads, one row per course, kept by triggers (migration
 * `0006_course_search_and_reviews.sql`) whatever writes the course, its lessons, its enrolments or its
 * reviews: the text searched (title, lesson titles, description) with its full-text document, what the
 * course holds, and the counters lists sort by.
 */
export const courseListing = pgTable(
  'course_listing',
  {
    courseId: integer('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Titles of the course's modules, documents, videos, quizzes and lectures, one a line. */
    lessons: text('lessons').notNull().default(''),
    /** Documents, videos and quizzes. */
    lessonCount: integer('lesson_count').notNull().default(0),
    /**
     * What the course holds, as every course card, list and search page shows it, counted again by the
     * listing's triggers whenever a module, lesson or question is written (migration
     * `0015_listing_content.sql`), so that a page of courses reads it with their rows.
     */
    modules: integer('modules').notNull().default(0),
    documents: integer('documents').notNull().default(0),
    videos: integer('videos').notNull().default(0),
    quizzes: integer('quizzes').notNull().default(0),
    questions: integer('questions').notNull().default(0),
    /** The longest time limit of the course's quizzes, in minutes; null when none is timed. */
    examMinutes: integer('exam_minutes'),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', lessons), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
    learners: integer('learners').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /**
     * What a search filters and sorts by, copied from the course (migration `0010_listing_filters.sql`) and
     * on into `course_matches`. Findable: published and not an exam voucher (a voucher is sold from its
     * course, never found).
     */
    findable: boolean('findable').notNull().default(false),
    category: text('category').notNull().default(''),
    level: text('level').$type<CourseLevel>().notNull().default('beginner'),
    priceMinor: integer('price_minor').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The title nearest a search text that found nothing (`<->>`, word similarity), read nearest first.
    index('course_listing_title_trigram_idx')
      .using('gist', sql`lower(${t.title}) gist_trgm_ops`)
      .where(sql`${t.findable}`),
  ],
);

/**
 * What a search finds, counts and orders its matches in: one narrow row per findable course, the listing's
 * full-text document and what a search filters and sorts by, copied from `course_listing` by its trigger
 * (migration `0014_course_matches.sql`) whenever a listing row is written. A text search reads every match's
 * row to rank it (a common word matches a fifth of the courses); here a row is half the listing's (no title,
 * description or lesson titles), so a match costs fewer pages to read.
 */
export const courseMatches = pgTable(
  'course_matches',
  {
    courseId: integer('course_id')
      .primaryKey()
      .references(() => courseListing.courseId, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    category: text('category').notNull(),
    level: text('level').$type<CourseLevel>().notNull(),
    priceMinor: integer('price_minor').notNull(),
    lessonCount: integer('lesson_count').notNull(),
    learners: integer('learners').notNull(),
    ratingCount: integer('rating_count').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('course_matches_document_idx').using('gin', t.document),
    // Everything a search without text filters and sorts by, so one counts the findable courses from this
    // index alone instead of reading every row with its document.
    index('course_matches_filters_idx').on(
      t.courseId,
      t.category,
      t.level,
      t.priceMinor,
      t.createdAt,
      t.learners,
      t.ratingCount,
      t.ratingSum,
      t.lessonCount,
    ),
    // One per sort of a search without text, in its order: a page is the top of one of these, read until
    // it is full, instead of every findable course sorted.
    index('course_matches_popular_idx').on(
      t.learners.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.courseId,
    ),
    index('course_matches_newest_idx').on(t.createdAt.desc().nullsFirst(), t.courseId.desc().nullsFirst()),
    index('course_matches_price_idx').on(t.priceMinor, t.courseId),
    index('course_matches_price_desc_idx').on(t.priceMinor.desc().nullsFirst(), t.courseId),
    index('course_matches_rating_idx').on(
      sql`(${t.ratingSum}::float8 / nullif(${t.ratingCount}, 0)) DESC NULLS LAST`,
      t.ratingCount.desc().nullsFirst(),
      t.courseId,
    ),
  ],
);

/**
 * The catalogue's vocabulary: every distinct word (lower case, letters and digits) of the listed courses'
 * titles, lesson titles and descriptions, with how many courses use it, kept by a trigger on
 * `course_listing` (migration `0007_search_vocabulary.sql`); a word no course uses any more is removed.
 * A searched word that is not in it is corrected to its nearest words here (trigram index), which is far
 * cheaper than comparing the search text with every course's text.
 */
export const courseWords = pgTable(
  'course_words',
  {
    word: text('word').primaryKey(),
    courses: integer('courses').notNull(),
  },
  (t) => [
    // Without the pending list: a search would read all of it on every look-up until the next vacuum.
    index('course_words_trigram_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
    // Prefix lookups (`LIKE 'netw%'`, the word being typed) need a pattern index under this collation.
    index('course_words_prefix_idx').on(t.word.op('text_pattern_ops')),
  ],
);

/**
 * A learner's rating (1-5) of a course, with optional text: one per learner and course (the unique
 * index makes a second, even concurrent, submission a conflict). `author_name` is the name shown,
 * as it was when the review was last written.
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: identityId(),
    courseId: belongsTo('course_id', () => courses.id),
    userId: uuid('user_id').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    authorName: text('author_name').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    hiddenBy: uuid('hidden_by'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_reviews_one_per_learner_idx').on(t.courseId, t.userId),
    index('course_reviews_course_idx').on(t.courseId, t.createdAt),
    check('course_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('course_reviews_text_check', sql`char_length(${t.text}) <= 2000`),
    check('course_reviews_author_check', sql`char_length(${t.authorName}) BETWEEN 1 AND 100`),
  ],
);
