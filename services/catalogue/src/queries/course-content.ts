import type { CourseContent } from '@academy/contracts';
import { type Executor, preparedPer } from '@academy/kit';
import { sql } from 'drizzle-orm';
import { courseListing } from '../db/discovery-schema.ts';
import type { courses } from '../db/schema.ts';
import { toCourse } from './course-view.ts';

export const EMPTY_CONTENT: Readonly<CourseContent> = {
  modules: 0,
  documents: 0,
  videos: 0,
  quizzes: 0,
  questions: 0,
  examMinutes: null,
};

/** What a course holds as its listing row counts it (`course_listing`, kept by triggers). */
export const listedContent = {
  modules: courseListing.modules,
  documents: courseListing.documents,
  videos: courseListing.videos,
  quizzes: courseListing.quizzes,
  questions: courseListing.questions,
  examMinutes: courseListing.examMinutes,
};

/** The courses' listed content, as one statement built and prepared once per database handle. */
const listedContentOf = preparedPer((tx: Executor) =>
  tx
    .select({ courseId: courseListing.courseId, ...listedContent })
    .from(courseListing)
    .where(sql`${courseListing.courseId} = ANY(${sql.placeholder('courseIds')}::integer[])`)
    .prepare('catalogue_listed_content'),
);

/** What each of the courses holds: its modules, content by kind with the longest exam, and questions. */
export const contentOf = async (tx: Executor, courseIds: number[]) => {
  const found = new Map<number, CourseContent>(courseIds.map((id) => [id, { ...EMPTY_CONTENT }]));
  if (courseIds.length === 0) return found;
  for (const { courseId, ...content } of await listedContentOf(tx).execute({ courseIds })) {
    found.set(courseId, content);
  }
  return found;
};

/** Course rows as replies carry them, each with what it holds. */
export const toCoursesWithContent = async (
  tx: Executor,
  rows: (typeof courses.$inferSelect)[],
  mediaUrl: (key: string) => string,
) => {
  const content = await contentOf(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCourse(row, mediaUrl, content.get(row.id) ?? EMPTY_CONTENT));
};

/** One course row as replies carry it, with what it holds. */
export const toCourseWithContent = async (
  tx: Executor,
  row: typeof courses.$inferSelect,
  mediaUrl: (key: string) => string,
) => {
  const content = await contentOf(tx, [row.id]);
  return toCourse(row, mediaUrl, content.get(row.id) ?? EMPTY_CONTENT);
};
