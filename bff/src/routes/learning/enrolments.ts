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
import type { App } from '@academy/kit';
import type { LearningClient } from '../../clients/learning.ts';
import { createCourseAccessWait } from '../../consistency/course-access.ts';
import type { BffContext } from '../../context.ts';

const tags = ['learning'];

/** Enrolling, the learner's courses, and documents and videos marked complete. */
export const registerEnrolmentRoutes = (
  api: App,
  { guards, clients }: BffContext,
  learning: LearningClient,
) => {
  const signedIn = { preHandler: guards.user };
  // One event hop (learning → catalogue): 3 s is far beyond its usual few milliseconds.
  const courseAccess = createCourseAccessWait(clients.catalogue, 3_000);

  api.post(
    '/student/enrolled',
    { ...signedIn, schema: { tags, body: EnrolBody, response: { 200: EnrolReply } } },
    async (request) => {
      const enrolled = await learning.enrol(request.body, request);
      // Read-your-writes: the reply leaves once the course's content opens for the learner.
      await courseAccess(enrolled.data.courseId, request);
      return enrolled;
    },
  );

  api.get(
    '/student/enrollment-status',
    {
      ...signedIn,
      schema: { tags, querystring: EnrolmentStatusQuery, response: { 200: EnrolmentStatusReply } },
    },
    (request) => {
      const { userId, courseName } = request.query;
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
    (request) => learning.completeContent(request.params.contentId, request.body, request),
  );

  api.get(
    '/courses/:courseId/completions',
    { ...signedIn, schema: { tags, params: CourseCompletionsParams, response: { 200: CompletionsReply } } },
    (request) => learning.completions(request.params.courseId, request),
  );
};
