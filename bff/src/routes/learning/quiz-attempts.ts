import {
  CourseProgressParams,
  CourseProgressReply,
  QuizAttemptEventsParams,
  QuizAttemptsParams,
  QuizAttemptsReply,
  QuizSubmitBody,
  QuizSubmitReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import type { LearningClient } from '../../clients/learning.ts';
import type { BffContext } from '../../context.ts';
import { streamReadings } from '../../live/event-streams.ts';

const tags = ['learning'];

/** A learner's quiz attempts (also live), submissions and progress across a course's quizzes. */
export const registerQuizAttemptRoutes = (
  api: App,
  { guards, attemptSignals }: BffContext,
  learning: LearningClient,
) => {
  const signedIn = { preHandler: guards.user };

  api.get(
    '/userQuiz/attempts/:userId/:contentId',
    { ...signedIn, schema: { tags, params: QuizAttemptsParams, response: { 200: QuizAttemptsReply } } },
    (request) => {
      const { userId, contentId } = request.params;
      return learning.quizAttempts(userId, contentId, request);
    },
  );

  // Server-Sent Events (`event: attempts`, the attempts reply) at once and whenever an exam voucher
  // of the caller's for the course is redeemed: the quiz panel shows the new attempts without a reload.
  api.get(
    '/userQuiz/events/:courseId/:contentId',
    { ...signedIn, schema: { tags, params: QuizAttemptEventsParams, produces: ['text/event-stream'] } },
    async (request, reply) => {
      const { courseId, contentId } = request.params;
      const userId = request.user!.id;
      await streamReadings(request, reply, {
        event: 'attempts',
        read: () => learning.quizAttempts(userId, contentId, request),
        watch: (onSignal) => attemptSignals.watch(userId, courseId, onSignal),
      });
    },
  );

  api.post(
    '/userQuiz/submit',
    { ...signedIn, schema: { tags, body: QuizSubmitBody, response: { 200: QuizSubmitReply } } },
    (request) => learning.submitQuiz(request.body, request),
  );

  api.get(
    '/userQuiz/course-progress/:userId/:courseId',
    { ...signedIn, schema: { tags, params: CourseProgressParams, response: { 200: CourseProgressReply } } },
    (request) => {
      const { userId, courseId } = request.params;
      return learning.courseProgress(userId, courseId, request);
    },
  );
};
