import {
  CourseProgressParams,
  CourseProgressReply,
  QuizAttemptsParams,
  QuizAttemptsReply,
  QuizSubmitBody,
  QuizSubmitReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import type { LearningClient } from '../../clients/learning.ts';
import type { BffContext } from '../../context.ts';

const tags = ['learning'];

/** A learner's quiz attempts, submissions and progress across a course's quizzes. */
export const registerQuizAttemptRoutes = (api: App, { guards }: BffContext, learning: LearningClient) => {
  const signedIn = { preHandler: guards.user };

  api.get(
    '/userQuiz/attempts/:userId/:contentId',
    { ...signedIn, schema: { tags, params: QuizAttemptsParams, response: { 200: QuizAttemptsReply } } },
    (request) => {
      const { userId, contentId } = request.params;
      return learning.quizAttempts(userId, contentId, request);
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
