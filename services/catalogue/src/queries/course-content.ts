import type { CourseContent } from '@academy/contracts';
import { type Executor, preparedPer } from '@academy/kit';
import { type AnyColumn, count, eq, max, sql } from 'drizzle-orm';
import { contentItems, type courses, modules, questions } from '../db/schema.ts';
import { toCourse } from './course-view.ts';

export const EMPTY_CONTENT: Readonly<CourseContent> = {
  modules: 0,
  documents: 0,
  videos: 0,
  quizzes: 0,
  questions: 0,
  examMinutes: null,
};

/** The courses' ids as one array parameter, so that the statement is the same for any number of them. */
const anyOf = (column: AnyColumn) => sql`${column} = ANY(${sql.placeholder('courseIds')}::integer[])`;

/**
 * Modules, content by kind (with the longest exam) and questions per course, as one statement built and
 * prepared once per database handle (every course card, list and search page asks it).
 */
const contentCounts = preparedPer((tx: Executor) =>
  tx
    .select({
      courseId: modules.courseId,
      kind: sql<string>`'module'`,
      count: count(),
      longest: sql<number | null>`NULL::integer`,
    })
    .from(modules)
    .where(anyOf(modules.courseId))
    .groupBy(modules.courseId)
    .unionAll(
      tx
        .select({
          courseId: contentItems.courseId,
          kind: contentItems.kind,
          count: count(),
          longest: max(contentItems.timeLimitMinutes),
        })
        .from(contentItems)
        .where(anyOf(contentItems.courseId))
        .groupBy(contentItems.courseId, contentItems.kind),
    )
    .unionAll(
      tx
        .select({
          courseId: contentItems.courseId,
          kind: sql<string>`'question'`,
          count: count(),
          longest: sql<number | null>`NULL::integer`,
        })
        .from(questions)
        .innerJoin(contentItems, eq(contentItems.id, questions.quizId))
        .where(anyOf(contentItems.courseId))
        .groupBy(contentItems.courseId),
    )
    .prepare('catalogue_content_counts'),
);

/** What each of the courses holds, counted from its modules, content and questions. */
export const contentOf = async (tx: Executor, courseIds: number[]) => {
  const found = new Map<number, CourseContent>(courseIds.map((id) => [id, { ...EMPTY_CONTENT }]));
  if (courseIds.length === 0) return found;
  const rows = await contentCounts(tx).execute({ courseIds });
  const of = (courseId: number) => {
    const content = found.get(courseId) ?? { ...EMPTY_CONTENT };
    found.set(courseId, content);
    return content;
  };
  for (const row of rows) {
    const content = of(row.courseId);
    if (row.kind === 'module') content.modules = row.count;
    if (row.kind === 'question') content.questions = row.count;
    if (row.kind === 'document') content.documents = row.count;
    if (row.kind === 'video') content.videos = row.count;
    if (row.kind === 'quiz') {
      content.quizzes = row.count;
      content.examMinutes = row.longest;
    }
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
