import type { ReviewBody, ReviewReply, ReviewsReply } from '@academy/contracts';
import { catalogueApi } from '../courses/coursesApi.ts';

const reviewsBase = catalogueApi.enhanceEndpoints({ addTagTypes: ['Review'] });

export const reviewsApi = reviewsBase.injectEndpoints({
  endpoints: (build) => ({
    /** A course's visible reviews with their summary, and the caller's own review. */
    courseReviews: build.query<ReviewsReply, number>({
      query: (courseId) => `courses/${courseId}/reviews`,
      providesTags: (_reply, _error, courseId) => [{ type: 'Review', id: courseId }],
    }),
    /** The learner's first review (`mine` null) or a change to it; lists show the new average. */
    saveReview: build.mutation<ReviewReply, { courseId: number; body: ReviewBody; editing: boolean }>({
      query: ({ courseId, body, editing }) => ({
        url: `courses/${courseId}/reviews${editing ? '/mine' : ''}`,
        method: editing ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: (_reply, _error, { courseId }) => [
        { type: 'Review', id: courseId },
        { type: 'Course', id: 'LIST' },
      ],
    }),
    /** Administrators: hide a review from everyone but its author, or show it again. */
    setReviewHidden: build.mutation<ReviewReply, { courseId: number; reviewId: number; hidden: boolean }>({
      query: ({ reviewId, hidden }) => ({
        url: `admin/reviews/${reviewId}/hidden`,
        method: 'PUT',
        body: { hidden },
      }),
      invalidatesTags: (_reply, _error, { courseId }) => [
        { type: 'Review', id: courseId },
        { type: 'Course', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCourseReviewsQuery, useSaveReviewMutation, useSetReviewHiddenMutation } = reviewsApi;
