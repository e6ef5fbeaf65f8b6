import { preparedPer } from '@academy/kit';
import { and, eq, or, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { courses, quizzes } from '../db/schema.ts';
import { findCourse } from '../domain/course-reference.ts';

/** The live course a reference (id, title or course code) names, if any. */
export const resolveCourse = async (db: LearningDb, reference: string | number) => {
  const text = String(reference).trim();
  const lowered = text.toLowerCase();
  const candidates = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.deleted, false),
        or(
          /^\d{1,9}$/.test(text) ? eq(courses.id, Number(text)) : sql`false`,
          sql`lower(${courses.courseCode}) = ${lowered}`,
          sql`lower(${courses.title}) = ${lowered}`,
        ),
      ),
    );
  return findCourse(candidates, text);
};

/** A course as the catalogue last announced it (deleted ones too), by id. */
export const courseById = preparedPer((db: LearningDb) =>
  db
    .select()
    .from(courses)
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('learning_course_by_id'),
);

/** A quiz with its answer key as the catalogue last announced it (deleted ones too), by id. */
export const quizById = preparedPer((db: LearningDb) =>
  db
    .select()
    .from(quizzes)
    .where(eq(quizzes.id, sql.placeholder('quizId')))
    .prepare('learning_quiz_by_id'),
);
