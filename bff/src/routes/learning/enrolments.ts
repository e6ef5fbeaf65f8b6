import * as http from '@academy/contracts/http';
import { withUser } from '@academy/kit';
import type { LearningClient } from '../../clients/learning.ts';
import { createCourseAccessWait } from '../../consistency/course-access.ts';
import type { BffContext } from '../../context.ts';
import type { LearnerReplies } from '../../read-cache/learner-replies.ts';
import { sendRelayed } from '../relayed-reply.ts';
import type { RouteTable } from '../route-table.ts';

/** Enrolling, the learner's courses, and documents and videos marked complete. */
export const registerEnrolmentRoutes = (
  signedIn: RouteTable,
  { clients }: BffContext,
  { learning, replies }: { learning: LearningClient; replies: LearnerReplies },
) => {
  // One event hop (learning → catalogue): 3 s is far beyond its usual few milliseconds.
  const courseAccess = createCourseAccessWait(clients.catalogue, 3_000);

  signedIn.post('/student/enrolled', { body: http.EnrolBody, reply: http.EnrolReply }, async (request) => {
    const enrolled = await learning.enrol(request.body, request);
    // Read-your-writes: the reply leaves once the course's content opens for the learner.
    await courseAccess(enrolled.data.courseId, request);
    return enrolled;
  });

  signedIn.get(
    '/student/enrollment-status',
    { querystring: http.EnrolmentStatusQuery, reply: http.EnrolmentStatusReply },
    (request) => learning.enrolmentStatus(request.query.userId, request.query.courseName, request),
  );

  signedIn.get(
    '/usercourses/my-courses',
    { reply: http.MyCoursesReply },
    withUser(async (request, reply) =>
      sendRelayed(
        reply,
        await replies.get(request.user, request.user.id, 'my-courses', () => learning.myCourses(request)),
      ),
    ),
  );

  signedIn.post(
    '/content/:contentId/complete',
    { params: http.CompletionParams, body: http.CompleteContentBody, reply: http.CompleteContentReply },
    (request) => learning.completeContent(request.params.contentId, request.body, request),
  );

  signedIn.get(
    '/courses/:courseId/completions',
    { params: http.CourseCompletionsParams, reply: http.CompletionsReply },
    withUser(async (request, reply) => {
      const { courseId } = request.params;
      const read = () => learning.completions(courseId, request);
      return sendRelayed(
        reply,
        await replies.get(request.user, request.user.id, `completions:${courseId}`, read),
      );
    }),
  );
};
