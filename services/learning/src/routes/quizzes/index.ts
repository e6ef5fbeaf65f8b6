import {
  CourseProgressParams,
  CourseProgressReply,
  QuizAttemptsParams,
  QuizAttemptsReply,
  QuizSubmitBody,
  QuizSubmitReply,
} from '@academy/contracts';
import { type App, assertSelfOrAdmin, notFound } from '@academy/kit';
import { and, asc, eq } from 'drizzle-orm';
import { submitAttempt } from '../../commands/submit-attempt.ts';
import type { LearningContext } from '../../context.ts';
import { courses, quizAttempts, quizzes } from '../../db/schema.ts';
import { remainingAttempts } from '../../domain/scoring.ts';
import { attemptLimitOf } from '../../queries/attempt-limits.ts';
import { courseQuizProgress } from '../../queries/course-progress.ts';

export const registerQuizRoutes = (app: App, { db, relay, guards }: LearningContext) => {
  app.get(
    '/userQuiz/attempts/:userId/:contentId',
    { preHandler: guards.user, schema: { params: QuizAttemptsParams, response: { 200: QuizAttemptsReply } } },
    async (request) => {
      const { userId, contentId } = request.params;
      assertSelfOrAdmin(request.user, userId);
      const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, contentId));
      if (!quiz || quiz.deleted) throw notFound('Quiz not found');
      const attempts = await db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, contentId)))
        .orderBy(asc(quizAttempts.attemptNumber));
      const { maxAttempts, vouchersApply } = await attemptLimitOf(db, userId, quiz);
      return {
        success: true,
        data: attempts.map((a) => ({
          attempt_number: a.attemptNumber,
          score: a.score,
          passed: a.passed,
          completedAt: a.completedAt.toISOString(),
        })),
        remainingAttempts: remainingAttempts(maxAttempts, attempts.length),
        maxAttempts,
        passingScore: quiz.passingScore,
        vouchersApply,
      };
    },
  );

  app.post(
    '/userQuiz/submit',
    { preHandler: guards.user, schema: { body: QuizSubmitBody, response: { 200: QuizSubmitReply } } },
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
    {
      preHandler: guards.user,
      schema: { params: CourseProgressParams, response: { 200: CourseProgressReply } },
    },
    async (request) => {
      const { userId, courseId } = request.params;
      assertSelfOrAdmin(request.user, userId);
      const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
      if (!course || course.deleted) throw notFound('Course not found');
      return { success: true, data: await courseQuizProgress(db, userId, course) };
    },
  );
};
