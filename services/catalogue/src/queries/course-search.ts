import type { CourseSearchQuery, CourseSearchReply } from '@academy/contracts';
import { asc, sql } from 'drizzle-orm';
import type { CatalogueDb } from '../db/database.ts';
import { courseListing, courseMatches } from '../db/discovery-schema.ts';
import { excerpt, highlight, highlightMatching, searchWords } from '../domain/highlight.ts';
import { type BetweenChangesSource, createBetweenChanges } from './between-changes.ts';
import { toCourse } from './course-view.ts';
import { type SearchShape, type SearchValues, searchStatements } from './search-statements.ts';
import { readKnownWords, searchTerms, toTsQuery } from './search-vocabulary.ts';

export const DEFAULT_PAGE_SIZE = 12;
/** At most this many words of a search text are used. */
const MAX_WORDS = 8;
/** A title at least this close to the search text is offered when nothing matched. */
const SUGGESTION_SIMILARITY = 0.3;
/** At most this many matching lesson titles are shown under a found course. */
const MAX_LESSON_HIGHLIGHTS = 3;

/**
 * Published courses (exam vouchers are sold from their course, never found) matching a search text
 * and filters, one page of them in the asked order. A course matches the text by full-text search
 * over its title (weighted most), lesson titles and description; a searched word no course uses is
 * searched as its nearest words in the catalogue's vocabulary, which is what finds a course despite a
 * typo (and marks the words meant).
 */
export const searchCourses = async (
  { searchDb }: { searchDb: CatalogueDb },
  query: CourseSearchQuery,
  mediaUrl: (key: string) => string,
  lists: Pick<SearchLists, 'categories' | 'knownWords'>,
): Promise<CourseSearchReply> => {
  const words = searchWords(query.q ?? '').slice(0, MAX_WORDS);
  const terms = words.length > 0 ? await searchTerms(searchDb, words, await lists.knownWords()) : [];
  const marked = [...words, ...terms.flatMap((term) => term.corrections)];
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const shape: SearchShape = {
    text: words.length > 0,
    category: Boolean(query.category),
    level: Boolean(query.level),
    price: query.price,
    length: query.length,
    sort: query.sort ?? (words.length > 0 ? 'relevance' : 'popular'),
  };
  const categories = await lists.categories();
  // A category is matched in any case: as the findable courses spell it, found in memory, the listing is
  // compared exactly (PostgreSQL's lower() on every listing row had cost 2.5 ms over 10,000 courses).
  const wanted = query.category?.toLowerCase();
  const values: SearchValues = {
    tsQuery: toTsQuery(terms),
    categories: categories.filter((category) => category.toLowerCase() === wanted),
    level: query.level ?? '',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
  const statements = searchStatements(searchDb, shape);
  const found = await statements.page.execute(values);
  const total = found[0]?.total ?? (page > 1 ? ((await statements.count.execute(values))[0]?.total ?? 0) : 0);
  const hits = found.map((row) => {
    const course = toCourse(row.course, mediaUrl, row.content);
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
    categories,
    suggestion: total === 0 && words.length > 0 ? await closestTitle(searchDb, words.join(' ')) : null,
  };
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
    .selectDistinct({ category: courseMatches.category })
    .from(courseMatches)
    .orderBy(asc(courseMatches.category));
  return rows.map((row) => row.category);
};

/**
 * The findable title closest to a search text that found nothing, if one is close enough: the nearest by
 * word similarity, read from the titles' trigram index nearest first (comparing the text with every title
 * had taken 60 ms over 10,000 courses).
 */
const closestTitle = async (db: CatalogueDb, text: string) => {
  const distance = sql<number>`lower(${courseListing.title}) <->> ${text}`;
  const [row] = await db
    .select({ title: courseListing.title, distance })
    .from(courseListing)
    .where(sql`${courseListing.findable}`)
    .orderBy(distance)
    .limit(1);
  return row && 1 - row.distance >= SUGGESTION_SIMILARITY ? row.title : null;
};
