import {
  CourseProgressParams,
  CourseProgressReply,
  QuizAttemptsParams,
  QuizAttemptsReply,
  QuizSubmitBody,
  QuizSubmitReply,
} from '@academy/contracts';
import {
  type App,
  type AuthUser,
  assertSelfOrAdmin,
  notFound,
  type SignedInRequest,
  withUser,
} from '@academy/kit';
import type { TSchema } from 'typebox';
import { submitAttempt } from '../../commands/submit-attempt.ts';
import type { LearningContext } from '../../context.ts';
import { attemptLimit } from '../../domain/exam-vouchers.ts';
import { standingOf } from '../../queries/attempt-standing.ts';
import { courseQuizProgress } from '../../queries/course-progress.ts';
import { courseWithLearnerQuizzes, quizWithLearnerAttempts } from '../../queries/learner-quiz-reads.ts';

/** Runs after `guards.user`: the learner the path names must be the caller, or the caller an ADMIN. */
const ownPath = withUser(
  async (request: SignedInRequest<{ user: AuthUser | null; params: { userId: string } }>) =>
    assertSelfOrAdmin(request.user, request.params.userId),
);

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
      const [read] = await quizWithLearnerAttempts(db).execute({ quizId: contentId, userId });
      if (!read || read.quiz.deleted) throw notFound('Quiz not found');
      const { quiz } = read;
      const limit = attemptLimit(quiz, read.courseQuizIds ?? [], read.voucherAttempts);
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
  );

  app.post(
    '/userQuiz/submit',
    { onRequest: guards.user, schema: { body: QuizSubmitBody, response: { 200: QuizSubmitReply } } },
    withUser(async (request) => {
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
    }),
  );

  app.get(
    '/userQuiz/course-progress/:userId/:courseId',
    standing(CourseProgressParams, CourseProgressReply),
    async (request) => {
      const { userId, courseId } = request.params;
      const [read] = await courseWithLearnerQuizzes(db).execute({ courseId, userId });
      if (!read || read.course.deleted) throw notFound('Course not found');
      return { success: true, data: courseQuizProgress(read) };
    },
  );
};
