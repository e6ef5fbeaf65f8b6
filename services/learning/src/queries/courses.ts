import { and, eq, or, sql } from 'drizzle-orm';
import type { LearningDb } from '../context.ts';
import { courses } from '../db/schema.ts';
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
