import {
  CourseIdParams,
  ReviewHiddenBody,
  ReviewIdParams,
  ReviewReply,
  ReviewsQuery,
  ReviewsReply,
  ReviewWriteBody,
} from '@academy/contracts';
import { type App, bearerToken, withUser } from '@academy/kit';
import { createReview, editReview, setReviewHidden } from '../../commands/write-review.ts';
import type { CatalogueContext } from '../../context.ts';
import { courseReviewsPage, toReview } from '../../queries/reviews.ts';

/** Ratings and reviews: anyone reads them, enrolled learners write their one review, administrators hide. */
export const registerReviewRoutes = (app: App, { db, guards }: CatalogueContext) => {
  app.get(
    '/courses/:id/reviews',
    {
      config: { access: 'public' },
      schema: { params: CourseIdParams, querystring: ReviewsQuery, response: { 200: ReviewsReply } },
    },
    async (request) => {
      // Signed in or not: a token, when sent, adds the caller's own review (and hidden ones for administrators).
      const token = bearerToken(request);
      const user = token ? guards.verify(token) : null;
      const { page = 1, pageSize = 10 } = request.query;
      return courseReviewsPage(db, request.params.id, user, { page, pageSize });
    },
  );

  app.post(
    '/courses/:id/reviews',
    {
      onRequest: guards.user,
      schema: { params: CourseIdParams, body: ReviewWriteBody, response: { 201: ReviewReply } },
    },
    withUser(async (request, reply) => {
      const row = await createReview(db, request.user, request.params.id, request.body);
      return reply.status(201).send({ review: toReview(row), message: 'Thank you for your review' });
    }),
  );

  app.put(
    '/courses/:id/reviews/mine',
    {
      onRequest: guards.user,
      schema: { params: CourseIdParams, body: ReviewWriteBody, response: { 200: ReviewReply } },
    },
    withUser(async (request) => {
      const row = await editReview(db, request.user, request.params.id, request.body);
      return { review: toReview(row), message: 'Your review was updated' };
    }),
  );

  app.put(
    '/reviews/:reviewId/hidden',
    {
      onRequest: guards.role('ADMIN'),
      schema: { params: ReviewIdParams, body: ReviewHiddenBody, response: { 200: ReviewReply } },
    },
    withUser(async (request) => {
      const { hidden } = request.body;
      const row = await setReviewHidden(db, request.user, request.params.reviewId, hidden);
      return { review: toReview(row), message: hidden ? 'Review hidden' : 'Review shown again' };
    }),
  );
};
