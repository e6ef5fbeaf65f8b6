import * as http from '@academy/contracts/http';
import { type App, type SignedInRequest, withUser } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import type { BffContext } from '../../context.ts';
import type { RouteTable } from '../route-table.ts';

const tags = ['catalogue'];
const CourseParams = http.CourseIdDetailsParams;

/** The name shown beside a review: the first name and the last name's initial ("Asha K."). */
export const reviewerName = (fullName: string) => {
  const names = fullName.trim().split(/\s+/u).filter(Boolean);
  if (names.length === 0) return 'A learner';
  const first = names[0]!;
  const last = names.length > 1 ? names.at(-1)! : '';
  return last ? `${first} ${[...last][0]}.` : first;
};

/**
 * Ratings and reviews (the catalogue decides who may write and keeps one review per learner and
 * course). A review carries the writer's name from their profile, read here at writing time.
 */
export const registerReviewRoutes = (
  { api, admin, signedIn }: { api: App; admin: RouteTable; signedIn: RouteTable },
  { clients }: BffContext,
) => {
  const { catalogue, auth } = clients;
  const withAuthor = async (request: SignedInRequest<FastifyRequest> & { body: http.ReviewBody }) => {
    const { user } = await auth.profile(request.user.id, request);
    return { ...request.body, authorName: reviewerName(user.fullName) };
  };

  // Public, so not in a guarded table; a signed-in caller's token still travels on (their own review).
  api.get(
    '/courses/:courseId/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: CourseParams,
        querystring: http.ReviewsQuery,
        response: { 200: http.ReviewsReply },
      },
    },
    (request) => catalogue.reviews(request.params.courseId, request.query, request),
  );
  signedIn.create(
    '/courses/:courseId/reviews',
    { params: CourseParams, body: http.ReviewBody, reply: http.ReviewReply },
    withUser(async (request) =>
      catalogue.createReview(request.params.courseId, await withAuthor(request), request),
    ),
  );
  signedIn.put(
    '/courses/:courseId/reviews/mine',
    { params: CourseParams, body: http.ReviewBody, reply: http.ReviewReply },
    withUser(async (request) =>
      catalogue.editReview(request.params.courseId, await withAuthor(request), request),
    ),
  );
  admin.put(
    '/admin/reviews/:reviewId/hidden',
    { params: http.ReviewIdParams, body: http.ReviewHiddenBody, reply: http.ReviewReply },
    (request) => catalogue.setReviewHidden(request.params.reviewId, request.body, request),
  );
};
