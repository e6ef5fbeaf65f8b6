import {
  CourseProgressParams,
  CourseProgressReply,
  QuizAttemptsParams,
  QuizAttemptsReply,
  QuizSubmitBody,
  QuizSubmitReply,
} from '@academy/contracts';
import { type App, type AuthUser, assertSelfOrAdmin, notFound } from '@academy/kit';
import type { TSchema } from 'typebox';
import { submitAttempt } from '../../commands/submit-attempt.ts';
import type { LearningContext } from '../../context.ts';
import { attemptStanding } from '../../queries/attempt-standing.ts';
import { attemptsAmong, courseQuizProgress } from '../../queries/course-progress.ts';
import { courseById, quizById } from '../../queries/courses.ts';

/** Runs after `guards.user`: the learner the path names must be the caller, or the caller an ADMIN. */
const ownPath = async (request: { user: AuthUser | null; params: { userId: string } }) =>
  assertSelfOrAdmin(request.user, request.params.userId);

export const registerQuizRoutes = (app: App, { db, relay, guards }: LearningContext) => {
  /** A learner's standing read by path: `userId` (the caller, unless ADMIN) and the quiz or course. */
  const standing = <P extends TSchema, R extends TSchema>(params: P, reply: R) => ({
    onRequest: guards.user,
    preHandler: ownPath,
    schema: { params, response: { 200: reply } },
  });

  app.get(
    '/userQuiz/attempts/:userId/:contentId',
    standing(QuizAttemptsParams, QuizAttemptsReply),
    async (request) => {
      const { userId, contentId } = request.params;
      const [quiz] = await quizById(db).execute({ quizId: contentId });
      if (!quiz || quiz.deleted) throw notFound('Quiz not found');
      const [attempts, { maxAttempts, vouchersApply, remainingAttempts }] = await Promise.all([
        attemptsAmong(db).execute({ userId, quizIds: [contentId] }),
        attemptStanding(db, userId, quiz),
      ]);
      return {
        success: true,
        data: attempts.map((a) => ({
          attempt_number: a.attemptNumber,
          score: a.score,
          passed: a.passed,
          completedAt: a.completedAt.toISOString(),
        })),
        remainingAttempts,
        maxAttempts,
        passingScore: quiz.passingScore,
        vouchersApply,
      };
    },
  );

  app.post(
    '/userQuiz/submit',
    { onRequest: guards.user, schema: { body: QuizSubmitBody, response: { 200: QuizSubmitReply } } },
    async (request) => {
      assertSelfOrAdmin(request.user, request.body.userId);
      const result = await submitAttempt(db, request.body, request.id);
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
    },
  );

  app.get(
    '/userQuiz/course-progress/:userId/:courseId',
    standing(CourseProgressParams, CourseProgressReply),
    async (request) => {
      const { userId, courseId } = request.params;
      const [course] = await courseById(db).execute({ courseId });
      if (!course || course.deleted) throw notFound('Course not found');
      return { success: true, data: await courseQuizProgress(db, userId, course) };
    },
  );
};
