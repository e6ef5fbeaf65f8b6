import { type Static, Type } from 'typebox';
import { Closed, Nullable, RowId } from './common.ts';
import { CourseRating } from './course-search.ts';
import { Line, Lines } from './text.ts';

/** Longest review text. */
export const REVIEW_TEXT_MAX = 2000;

/** What a learner sends to rate a course, and to change their rating later. */
export const ReviewBody = Closed({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.Optional(Lines(REVIEW_TEXT_MAX)),
});
export type ReviewBody = Static<typeof ReviewBody>;

/** The same, as the BFF sends it on to the catalogue: with the name shown beside the review. */
export const ReviewWriteBody = Closed({ ...ReviewBody.properties, authorName: Line(100) });
export type ReviewWriteBody = Static<typeof ReviewWriteBody>;

export const Review = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  authorName: Type.String(),
  /** True when an administrator hid it: only its author and administrators see it then. */
  hidden: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Review = Static<typeof Review>;

export const ReviewsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ReviewsQuery = Static<typeof ReviewsQuery>;

export const ReviewsReply = Type.Object({
  /** Visible ratings only; `stars[n - 1]` counts the ratings of n stars. */
  summary: Type.Object({
    ...CourseRating.properties,
    stars: Type.Array(Type.Integer({ minimum: 0 }), { minItems: 5, maxItems: 5 }),
  }),
  /** Newest first; administrators also get hidden ones. */
  reviews: Type.Array(Review),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  /** The caller's own review (also when hidden); null when signed out or not written yet. */
  mine: Nullable(Review),
});
export type ReviewsReply = Static<typeof ReviewsReply>;

export const ReviewReply = Type.Object({ review: Review, message: Type.String() });
export type ReviewReply = Static<typeof ReviewReply>;

export const ReviewHiddenBody = Closed({ hidden: Type.Boolean() });
export type ReviewHiddenBody = Static<typeof ReviewHiddenBody>;

export const ReviewIdParams = Type.Object({ reviewId: RowId });
