import type { CourseSearchQuery, CourseSearchReply, CourseSort } from '@academy/contracts';
import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { CatalogueDb } from '../db/database.ts';
import { courseListing } from '../db/discovery-schema.ts';
import { courses } from '../db/schema.ts';
import { excerpt, highlight, searchWords } from '../domain/highlight.ts';
import { type BetweenChangesSource, createBetweenChanges } from './between-changes.ts';
import { toCoursesWithContent } from './course-content.ts';
import { searchTerms, toTsQuery } from './search-vocabulary.ts';

export const DEFAULT_PAGE_SIZE = 12;
/** At most this many words of a search text are used. */
const MAX_WORDS = 8;
/** A title at least this close to the search text is offered when nothing matched. */
const SUGGESTION_SIMILARITY = 0.3;
/** Lessons per length: short up to 5, medium up to 20, long above. */
const LENGTH_LIMITS = { short: 5, medium: 20 } as const;

const ratingAverage = sql<
  number | null
>`(${courseListing.ratingSum}::float8 / nullif(${courseListing.ratingCount}, 0))`;

const orderFor = (sort: CourseSort, relevance: SQL | undefined): SQL[] => {
  switch (sort) {
    case 'relevance':
      return relevance
        ? [desc(relevance), desc(courseListing.learners), asc(courseListing.courseId)]
        : orderFor('popular', undefined);
    case 'popular':
      return [desc(courseListing.learners), desc(courseListing.ratingCount), asc(courseListing.courseId)];
    case 'newest':
      return [desc(courseListing.createdAt), desc(courseListing.courseId)];
    case 'price-asc':
      return [asc(courseListing.priceMinor), asc(courseListing.courseId)];
    case 'price-desc':
      return [desc(courseListing.priceMinor), asc(courseListing.courseId)];
    case 'rating':
      return [
        sql`${ratingAverage} DESC NULLS LAST`,
        desc(courseListing.ratingCount),
        asc(courseListing.courseId),
      ];
  }
};

/**
 * Published courses (exam vouchers are sold from their course, never found) matching a search text
 * and filters, one page of them in the asked order. A course matches the text by full-text search
 * over its title (weighted most), lesson titles and description; a searched word no course uses is
 * searched as its nearest words in the catalogue's vocabulary, which is what finds a course despite a
 * typo (and marks the words meant).
 */
export const searchCourses = async (
  db: CatalogueDb,
  query: CourseSearchQuery,
  mediaUrl: (key: string) => string,
  categories: () => Promise<string[]>,
): Promise<CourseSearchReply> => {
  const words = searchWords(query.q ?? '').slice(0, MAX_WORDS);
  const text = words.join(' ');
  const terms = await searchTerms(db, words);
  const marked = [...words, ...terms.flatMap((term) => term.corrections)];
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const tsQuery = sql`to_tsquery('english', ${toTsQuery(terms)})`;
  const textMatch = words.length > 0 ? sql`${courseListing.document} @@ ${tsQuery}` : undefined;
  const relevance = words.length > 0 ? sql`ts_rank(${courseListing.document}, ${tsQuery})` : undefined;
  const length = query.length;
  const filters = and(
    eq(courseListing.findable, true),
    textMatch,
    query.category ? sql`lower(${courseListing.category}) = lower(${query.category})` : undefined,
    query.level ? eq(courseListing.level, query.level) : undefined,
    query.price === 'free' ? eq(courseListing.priceMinor, 0) : undefined,
    query.price === 'paid' ? gt(courseListing.priceMinor, 0) : undefined,
    length === 'short' ? lte(courseListing.lessonCount, LENGTH_LIMITS.short) : undefined,
    length === 'medium'
      ? and(
          gt(courseListing.lessonCount, LENGTH_LIMITS.short),
          lte(courseListing.lessonCount, LENGTH_LIMITS.medium),
        )
      : undefined,
    length === 'long' ? gt(courseListing.lessonCount, LENGTH_LIMITS.medium) : undefined,
  );
  const sort = query.sort ?? (words.length > 0 ? 'relevance' : 'popular');

  // The page's ids and the count of every match first, from the listing alone, then the page's rows:
  // counting carries each match through a window, and carrying only ids keeps that narrow (whole rows
  // spilled it to disk).
  const pageIds = await db
    .select({ id: courseListing.courseId, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(courseListing)
    .where(filters)
    .orderBy(...orderFor(sort, relevance))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const found = await pageRows(
    db,
    pageIds.map((row) => row.id),
  );

  const total = pageIds[0]?.total ?? (page > 1 ? await countMatching(db, filters) : 0);
  const withContent = await toCoursesWithContent(
    db,
    found.map((row) => row.course),
    mediaUrl,
  );
  const hits = found.map((row, i) => {
    const course = withContent[i]!;
    const lessonTitles = row.lessons ? row.lessons.split('\n') : [];
    return {
      ...course,
      rating: {
        average: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
        count: row.ratingCount,
      },
      learners: row.learners,
      lessons: row.lessonCount,
      highlight: {
        title: highlight(course.title, marked),
        description: excerpt(course.description, marked),
        lessons:
          words.length === 0
            ? []
            : lessonTitles
                .map((title) => highlight(title, marked))
                .filter((parts) => parts.some((part) => part.match))
                .slice(0, 3),
      },
    };
  });
  return {
    courses: hits,
    total,
    page,
    pageSize,
    categories: await categories(),
    suggestion: total === 0 && words.length > 0 ? await closestTitle(db, text) : null,
  };
};

/** The courses of a page with what their listing holds, in the page's order (one deleted meanwhile is left out). */
const pageRows = async (db: CatalogueDb, ids: number[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      course: courses,
      lessons: courseListing.lessons,
      lessonCount: courseListing.lessonCount,
      learners: courseListing.learners,
      ratingCount: courseListing.ratingCount,
      ratingAverage,
    })
    .from(courses)
    .innerJoin(courseListing, eq(courseListing.courseId, courses.id))
    .where(inArray(courses.id, ids));
  const byId = new Map(rows.map((row) => [row.course.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

const countMatching = async (db: CatalogueDb, filters: SQL | undefined) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(courseListing)
    .where(filters);
  return row?.total ?? 0;
};

/** The categories of the findable courses, read between changes (`between-changes.ts`): every search shows them. */
export const createSearchCategories = ({ db, messaging }: Pick<BetweenChangesSource, 'db' | 'messaging'>) => {
  const kept = createBetweenChanges(messaging, (_all: 'findable') => findableCategories(db));
  return { get: () => kept.get('findable'), forget: kept.forget };
};

export type SearchCategories = ReturnType<typeof createSearchCategories>;

const findableCategories = async (db: CatalogueDb) => {
  const rows = await db
    .selectDistinct({ category: courseListing.category })
    .from(courseListing)
    .where(eq(courseListing.findable, true))
    .orderBy(asc(courseListing.category));
  return rows.map((row) => row.category);
};

/** The published title closest to a search text that found nothing, if one is close enough. */
const closestTitle = async (db: CatalogueDb, text: string) => {
  const closeness = sql<number>`word_similarity(${text}, lower(${courseListing.title}))`;
  const [row] = await db
    .select({ title: courseListing.title })
    .from(courseListing)
    .where(and(eq(courseListing.findable, true), sql`${closeness} >= ${SUGGESTION_SIMILARITY}`))
    .orderBy(desc(closeness), asc(courseListing.courseId))
    .limit(1);
  return row?.title ?? null;
};
