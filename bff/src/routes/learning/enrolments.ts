import {
  CompleteContentBody,
  CompleteContentReply,
  CompletionParams,
  CompletionsReply,
  CourseCompletionsParams,
  EnrolBody,
  EnrolmentStatusQuery,
  EnrolmentStatusReply,
  EnrolReply,
  MyCoursesReply,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { LearningClient } from '../../clients/learning.ts';
import type { BffContext } from '../../context.ts';

const tags = ['learning'];

/** Enrolling, the learner's courses, and documents and videos marked complete. */
export const registerEnrolmentRoutes = (
  api: FastifyInstance,
  { guards }: BffContext,
  learning: LearningClient,
) => {
  const signedIn = { preHandler: guards.user };

  api.post(
    '/student/enrolled',
    { ...signedIn, schema: { tags, body: EnrolBody, response: { 200: EnrolReply } } },
    (request) => learning.enrol(request.body as EnrolBody, request),
  );

  api.get(
    '/student/enrollment-status',
    {
      ...signedIn,
      schema: { tags, querystring: EnrolmentStatusQuery, response: { 200: EnrolmentStatusReply } },
    },
    (request) => {
      const { userId, courseName } = request.query as EnrolmentStatusQuery;
      return learning.enrolmentStatus(userId, courseName, request);
    },
  );

  api.get(
    '/usercourses/my-courses',
    { ...signedIn, schema: { tags, response: { 200: MyCoursesReply } } },
    (request) => learning.myCourses(request),
  );

  api.post(
    '/content/:contentId/complete',
    {
      ...signedIn,
      schema: {
        tags,
        params: CompletionParams,
        body: CompleteContentBody,
        response: { 200: CompleteContentReply },
      },
    },
    (request) =>
      learning.completeContent(
        (request.params as { contentId: number }).contentId,
        request.body as CompleteContentBody,
        request,
      ),
  );

  api.get(
    '/courses/:courseId/completions',
    { ...signedIn, schema: { tags, params: CourseCompletionsParams, response: { 200: CompletionsReply } } },
    (request) => learning.completions((request.params as { courseId: number }).courseId, request),
  );
};
