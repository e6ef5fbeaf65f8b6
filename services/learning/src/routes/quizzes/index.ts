import {
  CourseProgressParams,
  CourseProgressReply,
  QuizAttemptsParams,
  QuizAttemptsReply,
  QuizSubmitBody,
  QuizSubmitReply,
} from '@academy/contracts';
import { type App, assertSelfOrAdmin, batchedCall, notFound, withUser } from '@academy/kit';
import { submitAttempt } from '../../commands/submit-attempt.ts';
import type { LearningContext } from '../../context.ts';
import { attemptLimit } from '../../domain/exam-vouchers.ts';
import { standingOf } from '../../queries/attempt-standing.ts';
import { courseQuizProgress } from '../../queries/course-progress.ts';
import { courseWithLearnerQuizzes, quizWithLearnerAttempts } from '../../queries/learner-quiz-reads.ts';

export const registerQuizRoutes = (app: App, { db, relay, guards, myCourses }: LearningContext) => {
  /** A learner's attempts at a quiz: the caller's own, unless an ADMIN asks. */
  const quizAttempts = batchedCall({
    input: QuizAttemptsParams,
    reply: QuizAttemptsReply,
    run: async (user, { userId, contentId }) => {
      assertSelfOrAdmin(user, userId);
      const read = await quizWithLearnerAttempts(db)({ userId, id: contentId });
      if (!read.quiz || read.quiz.deleted) throw notFound('Quiz not found');
      const { quiz } = read;
      const limit = attemptLimit(quiz, read.courseQuizIds, read.voucherAttempts);
      const { maxAttempts, vouchersApply, remainingAttempts } = standingOf(limit, read.used[0]?.used ?? 0);
      return {
        success: true,
        data: read.attempts.map((a) => ({
          attempt_number: a.attemptNumber,
          score: a.score,
          passed: a.passed,
          completedAt: new Date(a.completedAt).toISOString(),
        })),
        remainingAttempts,
        maxAttempts,
        passingScore: quiz.passingScore,
        vouchersApply,
      };
    },
  });
  /** A learner's quiz progress in a course: the caller's own, unless an ADMIN asks. */
  const courseProgress = batchedCall({
    input: CourseProgressParams,
    reply: CourseProgressReply,
    run: async (user, { userId, courseId }) => {
      assertSelfOrAdmin(user, userId);
      const read = await courseWithLearnerQuizzes(db)({ userId, id: courseId });
      if (!read.course || read.course.deleted) throw notFound('Course not found');
      const quizzes = courseQuizProgress({ ...read, course: read.course });
      return { success: true, data: { ...quizzes, completedContentIds: read.completedContentIds } };
    },
  });

  app.get(
    '/userQuiz/attempts/:userId/:contentId',
    { onRequest: guards.user, schema: { params: QuizAttemptsParams, response: { 200: QuizAttemptsReply } } },
    withUser((request) => quizAttempts.run(request.user, request.params, request)),
  );

  app.post(
    '/userQuiz/submit',
    { onRequest: guards.user, schema: { body: QuizSubmitBody, response: { 200: QuizSubmitReply } } },
    withUser(async (request) => {
      assertSelfOrAdmin(request.user, request.body.userId);
      const result = await submitAttempt(db, request.body, request.id);
      myCourses.forget(request.body.userId);
      relay.wake();
      return {
        success: true,
        message: result.passed ? 'Quiz Passed' : 'Quiz Failed',
        data: {
          attemptNumber: result.attemptNumber,
          score: result.score,
          passed: result.passed,
          remainingAttempts: result.remainingAttempts,
          passingScore: result.passingScore,
          correctAnswers: result.correctAnswers,
          totalQuestions: result.totalQuestions,
        },
      };
    }),
  );

  app.get(
    '/userQuiz/course-progress/:userId/:courseId',
    {
      onRequest: guards.user,
      schema: { params: CourseProgressParams, response: { 200: CourseProgressReply } },
    },
    withUser((request) => courseProgress.run(request.user, request.params, request)),
  );
  return { quizAttempts, courseProgress };
};
