import {
  ANSWER_SAVES_BODY_LIMIT,
  AnswerSavesBody,
  AnswerSavesReply,
  AttemptReviewReply,
  ClockReply,
  OpenAttemptParams,
  OpenAttemptReply,
  QuizAttemptQuizParams,
  QuizAttemptStateReply,
  SaveAnswersBody,
  SaveAnswersReply,
  SubmitAttemptReply,
} from '@academy/contracts';
import { type App, HttpError, notFound, withUser } from '@academy/kit';
import { submitStartedAttempt } from '../../commands/finish-attempt.ts';
import { saveAnswers } from '../../commands/save-answers.ts';
import { startAttempt } from '../../commands/start-attempt.ts';
import type { LearningContext } from '../../context.ts';
import { attemptReview } from '../../queries/attempt-review.ts';
import { attemptStanding } from '../../queries/attempt-standing.ts';
import { quizById } from '../../queries/courses.ts';
import { attemptView, openAttemptView, runningAttemptOf } from '../../queries/started-attempts.ts';

/**
 * Attempts kept on the server while they run: start (or find the running one), save answers as they are
 * chosen, submit, review. Every reply carries the server's time, the clock timed attempts run on.
 */
export const registerQuizAttemptSessionRoutes = (app: App, { db, relay, guards }: LearningContext) => {
  const signedIn = { onRequest: guards.user };

  app.get('/userQuiz/clock', { ...signedIn, schema: { response: { 200: ClockReply } } }, async () => ({
    serverTime: new Date().toISOString(),
  }));

  app.get(
    '/userQuiz/quizzes/:contentId/attempt',
    { ...signedIn, schema: { params: QuizAttemptQuizParams, response: { 200: QuizAttemptStateReply } } },
    withUser(async (request) => {
      const userId = request.user.id;
      const [quiz] = await quizById(db).execute({ quizId: request.params.contentId });
      if (!quiz || quiz.deleted) throw notFound('Quiz not found');
      const [{ maxAttempts, remainingAttempts }, running] = await Promise.all([
        attemptStanding(db, userId, quiz),
        runningAttemptOf(db, userId, quiz.id),
      ]);
      return {
        serverTime: new Date().toISOString(),
        timeLimitMinutes: quiz.timeLimitMinutes,
        questionCount: quiz.questions.length,
        passingScore: quiz.passingScore,
        maxAttempts,
        remainingAttempts,
        attempt: running ? await openAttemptView(db, running, quiz.questions) : null,
      };
    }),
  );

  app.post(
    '/userQuiz/quizzes/:contentId/attempt',
    { ...signedIn, schema: { params: QuizAttemptQuizParams, response: { 201: OpenAttemptReply } } },
    withUser(async (request, reply) => {
      const { started, quiz } = await startAttempt(db, request.user.id, request.params.contentId, new Date());
      reply.code(201);
      return {
        serverTime: new Date().toISOString(),
        // Just started: nothing is saved in it yet.
        attempt: attemptView(started, quiz.questions, []),
      };
    }),
  );

  app.put(
    '/userQuiz/exam-attempts/:attemptId/answers',
    {
      ...signedIn,
      schema: { params: OpenAttemptParams, body: SaveAnswersBody, response: { 200: SaveAnswersReply } },
    },
    withUser(async (request) => {
      const now = new Date();
      const saved = await saveAnswers(db, {
        attemptId: request.params.attemptId,
        userId: request.user.id,
        now,
        ...request.body,
      });
      return { serverTime: now.toISOString(), ...saved };
    }),
  );

  // Public at the route: each save carries its learner's token, verified as the signed-in guard does.
  app.post(
    '/userQuiz/answer-saves',
    {
      config: { access: 'public' },
      bodyLimit: ANSWER_SAVES_BODY_LIMIT,
      schema: { body: AnswerSavesBody, response: { 200: AnswerSavesReply } },
    },
    async (request) => {
      const now = new Date();
      const results = await Promise.all(
        request.body.saves.map(async ({ token, attemptId, ...body }) => {
          try {
            const userId = guards.verify(token).id;
            const saved = await saveAnswers(db, { attemptId, userId, now, ...body });
            return { status: 200, reply: { serverTime: now.toISOString(), ...saved } };
          } catch (error) {
            // A save's refusal is its own; anything else fails the batch, whose saves are then sent alone.
            if (!(error instanceof HttpError)) throw error;
            return { status: error.statusCode, message: error.message, code: error.code };
          }
        }),
      );
      return { results };
    },
  );

  app.post(
    '/userQuiz/exam-attempts/:attemptId/submit',
    { ...signedIn, schema: { params: OpenAttemptParams, response: { 200: SubmitAttemptReply } } },
    withUser(async (request) => {
      const now = new Date();
      const input = { attemptId: request.params.attemptId, userId: request.user.id, now };
      const { finishedAt, ...result } = await submitStartedAttempt(db, input, request.id);
      relay.wake();
      return {
        success: true,
        message: result.passed ? 'Quiz Passed' : 'Quiz Failed',
        data: result,
        serverTime: now.toISOString(),
        finishedAt: finishedAt.toISOString(),
      };
    }),
  );

  app.get(
    '/userQuiz/exam-attempts/:attemptId/review',
    { ...signedIn, schema: { params: OpenAttemptParams, response: { 200: AttemptReviewReply } } },
    withUser(async (request) => attemptReview(db, request.params.attemptId, request.user.id)),
  );
};
