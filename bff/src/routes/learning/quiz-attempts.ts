import * as http from '@academy/contracts/http';
import { withUser } from '@academy/kit';
import { parseRelayed } from '../../clients/http.ts';
import type { LearningClient } from '../../clients/learning.ts';
import type { BffContext } from '../../context.ts';
import { streamReadings } from '../../live/event-streams.ts';
import type { LearnerReplies } from '../../read-cache/learner-replies.ts';
import { sendRelayed } from '../relayed-reply.ts';
import type { RouteTable } from '../route-table.ts';

/** A learner's quiz attempts (also live), submissions and progress across a course's quizzes. */
export const registerQuizAttemptRoutes = (
  signedIn: RouteTable,
  { attemptSignals }: BffContext,
  { learning, replies }: { learning: LearningClient; replies: LearnerReplies },
) => {
  signedIn.get(
    '/userQuiz/attempts/:userId/:contentId',
    { params: http.QuizAttemptsParams, reply: http.QuizAttemptsReply },
    withUser(async (request, reply) => {
      const { userId, contentId } = request.params;
      const read = () => learning.quizAttempts(userId, contentId, request);
      return sendRelayed(reply, await replies.get(request.user, userId, `attempts:${contentId}`, read));
    }),
  );

  // Server-Sent Events (`event: attempts`, the attempts reply) at once and whenever an exam voucher
  // of the caller's for the course is redeemed: the quiz panel shows the new attempts without a reload.
  // When an administrator extends or ends a running attempt of the caller's in the course, `event: attempt`
  // (`{}`) tells the open exam to read its attempt again: the new deadline shows at once.
  signedIn.events(
    '/userQuiz/events/:courseId/:contentId',
    { params: http.QuizAttemptEventsParams },
    async (request, reply) => {
      const { courseId, contentId } = request.params;
      const userId = request.user.id;
      await streamReadings(request, reply, {
        event: 'attempts',
        read: async () => parseRelayed(await learning.quizAttempts(userId, contentId, request)),
        watch: (onSignal) => attemptSignals.watch(userId, courseId, onSignal),
        nudge: 'attempt',
      });
    },
  );

  signedIn.post('/userQuiz/submit', { body: http.QuizSubmitBody, reply: http.QuizSubmitReply }, (request) =>
    learning.submitQuiz(request.body, request),
  );

  signedIn.get(
    '/userQuiz/course-progress/:userId/:courseId',
    { params: http.CourseProgressParams, reply: http.CourseProgressReply },
    withUser(async (request, reply) => {
      const { userId, courseId } = request.params;
      const read = () => learning.courseProgress(userId, courseId, request);
      return sendRelayed(reply, await replies.get(request.user, userId, `progress:${courseId}`, read));
    }),
  );
};
