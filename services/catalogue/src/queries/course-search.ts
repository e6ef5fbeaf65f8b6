import type { CourseSearchQuery, CourseSearchReply, CourseSort } from '@academy/contracts';
import { type AnyColumn, and, asc, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { CatalogueDb } from '../db/database.ts';
import { courseListing } from '../db/discovery-schema.ts';
import { courses } from '../db/schema.ts';
import { excerpt, highlight, highlightMatching, searchWords } from '../domain/highlight.ts';
import { type BetweenChangesSource, createBetweenChanges } from './between-changes.ts';
import { toCoursesWithContent } from './course-content.ts';
import { readKnownWords, searchTerms, toTsQuery } from './search-vocabulary.ts';

export const DEFAULT_PAGE_SIZE = 12;
/** At most this many words of a search text are used. */
const MAX_WORDS = 8;
/** A title at least this close to the search text is offered when nothing matched. */
const SUGGESTION_SIMILARITY = 0.3;
/** At most this many matching lesson titles are shown under a found course. */
const MAX_LESSON_HIGHLIGHTS = 3;
/** Lessons per length: short up to 5, medium up to 20, long above. */
const LENGTH_LIMITS = { short: 5, medium: 20 } as const;

const ratingAverage = sql<
  number | null
>`(${courseListing.ratingSum}::float8 / nullif(${courseListing.ratingCount}, 0))`;

/** One key a search orders its matches by, and its direction. */
type SortKey = { value: SQL | AnyColumn; direction: 'ASC' | 'DESC' | 'DESC NULLS LAST' };

/** What each sort orders by; the course id last, so that equal keys keep one order from page to page. */
const sortKeys = (sort: CourseSort, relevance: SQL | undefined): SortKey[] => {
  const id = { value: courseListing.courseId, direction: 'ASC' } as const;
  switch (sort) {
    case 'relevance':
      return relevance
        ? [{ value: relevance, direction: 'DESC' }, { value: courseListing.learners, direction: 'DESC' }, id]
        : sortKeys('popular', undefined);
    case 'popular':
      return [
        { value: courseListing.learners, direction: 'DESC' },
        { value: courseListing.ratingCount, direction: 'DESC' },
        id,
      ];
    case 'newest':
      return [
        { value: courseListing.createdAt, direction: 'DESC' },
        { value: courseListing.courseId, direction: 'DESC' },
      ];
    case 'price-asc':
      return [{ value: courseListing.priceMinor, direction: 'ASC' }, id];
    case 'price-desc':
      return [{ value: courseListing.priceMinor, direction: 'DESC' }, id];
    case 'rating':
      return [
        { value: ratingAverage, direction: 'DESC NULLS LAST' },
        { value: courseListing.ratingCount, direction: 'DESC' },
        id,
      ];
  }
};

/** The keys' values as named columns, and the order over those names. */
const keyColumns = (keys: SortKey[]) => ({
  values: sql.join(
    keys.map((key, i) => sql`${key.value} AS ${sql.identifier(`page_key${i}`)}`),
    sql`, `,
  ),
  names: sql.join(
    keys.map((_key, i) => sql.identifier(`page_key${i}`)),
    sql`, `,
  ),
  order: sql.join(
    keys.map((key, i) => sql`${sql.identifier(`page_key${i}`)} ${sql.raw(key.direction)}`),
    sql`, `,
  ),
});

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
  lists: Pick<SearchLists, 'categories' | 'knownWords'>,
): Promise<CourseSearchReply> => {
  const words = searchWords(query.q ?? '').slice(0, MAX_WORDS);
  const text = words.join(' ');
  const terms = words.length > 0 ? await searchTerms(db, words, await lists.knownWords()) : [];
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

  const keys = keyColumns(sortKeys(sort, relevance));
  const keyed = (count?: SQL) =>
    sql`SELECT ${courseListing.courseId} AS page_id, ${keys.values}${count ?? sql``} FROM ${courseListing} WHERE ${filters}`;
  const pageWindow = sql`ORDER BY ${keys.order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  // One statement: the page's ids with the count of every match, from the listing alone, then the page's
  // rows. A text search counts in a window over its matches' keys, taken in a subquery of their own
  // (OFFSET 0 keeps the planner from merging it): merged, the window held every match's whole search
  // document until the relevance was computed above it (5 ms instead of 1.5 for 2,000 matches). Without
  // text, the count is one index-only scan and the page is the top of an ordered scan; a window there
  // would keep all 10,000 findable courses to count them (3 ms).
  const pageOfMatches = textMatch
    ? sql`SELECT page_id, ${keys.names}, count(*) OVER () AS page_total FROM (${keyed()} OFFSET 0) AS keyed ${pageWindow}`
    : sql`${keyed(sql`, (SELECT count(*) FROM ${courseListing} WHERE ${filters}) AS page_total`)} ${pageWindow}`;
  const matching = db
    .$with('page', {
      id: sql<number>`page_id`.as('page_id'),
      total: sql<number>`page_total`.mapWith(Number).as('page_total'),
    })
    .as(pageOfMatches);
  const found = await db
    .with(matching)
    .select({
      course: courses,
      lessons: courseListing.lessons,
      lessonCount: courseListing.lessonCount,
      learners: courseListing.learners,
      ratingCount: courseListing.ratingCount,
      ratingAverage,
      total: matching.total,
    })
    .from(matching)
    .innerJoin(courseListing, eq(courseListing.courseId, matching.id))
    .innerJoin(courses, eq(courses.id, matching.id))
    .orderBy(keys.order);

  const total = found[0]?.total ?? (page > 1 ? await countMatching(db, filters) : 0);
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
        lessons: highlightMatching(lessonTitles, marked, MAX_LESSON_HIGHLIGHTS),
      },
    };
  });
  return {
    courses: hits,
    total,
    page,
    pageSize,
    categories: await lists.categories(),
    suggestion: total === 0 && words.length > 0 ? await closestTitle(db, text) : null,
  };
};

const countMatching = async (db: CatalogueDb, filters: SQL | undefined) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(courseListing)
    .where(filters);
  return row?.total ?? 0;
};

/**
 * What every search reads besides its matches, kept between changes (`between-changes.ts`): the categories
 * of the findable courses, which every search shows, and the vocabulary's words, which tell a searched word
 * some course uses from a typo.
 */
export const createSearchLists = ({ db, messaging }: Pick<BetweenChangesSource, 'db' | 'messaging'>) => {
  const categories = createBetweenChanges(messaging, (_all: 'findable') => findableCategories(db));
  const words = createBetweenChanges(messaging, (_all: 'listed') => readKnownWords(db));
  return {
    categories: () => categories.get('findable'),
    knownWords: () => words.get('listed'),
    forget: () => {
      categories.forget();
      words.forget();
    },
  };
};

export type SearchLists = ReturnType<typeof createSearchLists>;

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
