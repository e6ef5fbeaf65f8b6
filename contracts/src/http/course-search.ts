import { type Static, Type } from 'typebox';
import { Course } from './catalogue.ts';
import { Nullable, OneOf } from './common.ts';
import { CourseLevel } from './course-level.ts';
import { Line, TEXT_KEYWORD } from './text.ts';

/** How a course list is ordered; `relevance` (the default with a search text) ranks by the text match. */
export const CourseSort = OneOf('relevance', 'popular', 'newest', 'price-asc', 'price-desc', 'rating');
export type CourseSort = Static<typeof CourseSort>;

/** A course's length by its lessons (documents, videos, quizzes): up to 5, 6 to 20, more than 20. */
export const CourseLength = OneOf('short', 'medium', 'long');
export type CourseLength = Static<typeof CourseLength>;

export const CoursePrice = OneOf('free', 'paid');
export type CoursePrice = Static<typeof CoursePrice>;

/** Results per page at most. */
export const COURSE_PAGE_SIZE_MAX = 48;

/**
 * `GET /course` (and the catalogue's `GET /courses`): with any of these the list is searched, filtered,
 * sorted and paginated; without any it is the whole published list, as before. Other parameters are ignored.
 */
export const CourseSearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, [TEXT_KEYWORD]: 'line' })),
  category: Type.Optional(Line(100)),
  level: Type.Optional(CourseLevel),
  price: Type.Optional(CoursePrice),
  length: Type.Optional(CourseLength),
  sort: Type.Optional(CourseSort),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: COURSE_PAGE_SIZE_MAX })),
});
export type CourseSearchQuery = Static<typeof CourseSearchQuery>;

/** Whether a list was asked with any search, filter, sort or page: else it is the plain list. */
export const isCourseSearch = (query: Partial<Record<keyof CourseSearchQuery, unknown>>) =>
  Object.keys(CourseSearchQuery.properties).some(
    (key) => query[key as keyof CourseSearchQuery] !== undefined,
  );

/** A piece of displayed text; `match` marks the words the search text found (typos included). */
export const HighlightPart = Type.Object({ text: Type.String(), match: Type.Boolean() });
export type HighlightPart = Static<typeof HighlightPart>;
const Highlighted = Type.Array(HighlightPart);

/** The average of a course's visible ratings (one decimal; null without any) and how many there are. */
export const CourseRating = Type.Object({
  average: Nullable(Type.Number({ minimum: 1, maximum: 5 })),
  count: Type.Integer({ minimum: 0 }),
});
export type CourseRating = Static<typeof CourseRating>;

/** A course in search results: with its rating, learners, lessons and what matched. */
export const CourseSearchHit = Type.Object({
  ...Course.properties,
  rating: CourseRating,
  learners: Type.Integer({ minimum: 0 }),
  lessons: Type.Integer({ minimum: 0 }),
  /** The title, a description excerpt and up to three lesson titles, cut into matched and other parts. */
  highlight: Type.Object({
    title: Highlighted,
    description: Highlighted,
    lessons: Type.Array(Highlighted),
  }),
});
export type CourseSearchHit = Static<typeof CourseSearchHit>;

export const CourseSearchReply = Type.Object({
  courses: Type.Array(CourseSearchHit),
  /** Courses found in all; `page` and `pageSize` say which of them these are. */
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  /** Every category of a published course, for the filter. */
  categories: Type.Array(Type.String()),
  /** When nothing matched the search text: the title of the course closest to it, if any is close. */
  suggestion: Nullable(Type.String()),
});
export type CourseSearchReply = Static<typeof CourseSearchReply>;

/**
 * The reply of the list route, whichever way it was asked: the plain list (`{courses}`) or a search
 * (every field). One schema, so that a plain list is serialised as before.
 */
export const CourseListOrSearchReply = Type.Object({
  courses: Type.Array(
    Type.Object({
      ...Course.properties,
      rating: Type.Optional(CourseRating),
      learners: Type.Optional(CourseSearchHit.properties.learners),
      lessons: Type.Optional(CourseSearchHit.properties.lessons),
      highlight: Type.Optional(CourseSearchHit.properties.highlight),
    }),
  ),
  total: Type.Optional(CourseSearchReply.properties.total),
  page: Type.Optional(CourseSearchReply.properties.page),
  pageSize: Type.Optional(CourseSearchReply.properties.pageSize),
  categories: Type.Optional(CourseSearchReply.properties.categories),
  suggestion: Type.Optional(CourseSearchReply.properties.suggestion),
});
