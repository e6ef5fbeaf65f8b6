import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/**
 * When the state a copy of another context's row holds occurred (`keepNewerCopy`): a row never stamped
 * counts as older than any event.
 */
export const changedAt = () => timestamptz('changed_at').notNull().default(sql`'epoch'`);

/** A row id drawn from the table's identity sequence unless one is given. */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A random uuid row id. */
export const randomId = () => uuid('id').primaryKey().defaultRandom();

/** The integer id of the row this one belongs to; deleting that row deletes this one. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** The uuid of the row this one belongs to; deleting that row deletes this one. */
export const belongsToUuid = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * The learner and the course a row is about (`user_id`, `course_id`): the key of most of what the
 * services keep per learner. Spread into a table's columns.
 */
export const learnerCourseColumns = () => ({
  userId: uuid('user_id').notNull(),
  courseId: integer('course_id').notNull(),
});

/**
 * A copy of learners' enrolments (`enrolmentCopy`): one row per learner and course ever enrolled,
 * `enrolled` false once revoked, stamped so that a late older event never undoes a newer one.
 */
export const enrolmentCopyColumns = () => ({
  ...learnerCourseColumns(),
  enrolled: boolean('enrolled').notNull(),
  changedAt: changedAt(),
});

/**
 * A copy of an account's name and e-mail address, kept by `keepAuthUsers`: `changed_at` is the
 * `occurredAt` of the event it came from, so an older state never replaces it.
 */
export const accountCopyColumns = () => ({
  userId: uuid('user_id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  changedAt: timestamptz('changed_at').notNull(),
});

/**
 * A course as the catalogue announces it, in the columns every service that decides by a course's
 * required quizzes keeps (learning, certificate): its id, title, code and those quizzes.
 */
export const requiredQuizCourseColumns = () => ({
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  courseCode: text('course_code'),
  quizIds: integer('quiz_ids').array().notNull(),
});

/**
 * The catalogue's courses a service has seen deleted (`onCatalogueCourse`), copy or no copy: a deletion
 * handled before the course's first `published` (each event has its own consumer) still stops it.
 */
export const deletedCourseColumns = () => ({
  courseId: integer('course_id').primaryKey(),
  deletedAt: timestamptz('deleted_at').notNull(),
});
