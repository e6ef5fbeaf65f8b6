import {
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
import { type App, batchedCall, notFound, withUser } from '@academy/kit';
import { Type } from 'typebox';
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
export const registerQuizAttemptSessionRoutes = (
  app: App,
  { db, relay, guards, announceLearnerChange, myCourses }: LearningContext,
) => {
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

  const startQuizAttempt = batchedCall({
    input: QuizAttemptQuizParams,
    reply: OpenAttemptReply,
    status: 201,
    run: async (user, { contentId }) => {
      const { started, quiz } = await startAttempt(db, user.id, contentId, new Date());
      // One attempt fewer left: the learner's attempts and progress replies changed.
      announceLearnerChange(user.id);
      return {
        serverTime: new Date().toISOString(),
        // Just started: nothing is saved in it yet.
        attempt: attemptView(started, quiz.questions, []),
      };
    },
  });
  const saveAttemptAnswers = batchedCall({
    input: Type.Object({ ...OpenAttemptParams.properties, ...SaveAnswersBody.properties }),
    reply: SaveAnswersReply,
    run: async (user, { attemptId, sequence, answers }) => {
      const now = new Date();
      const saved = await saveAnswers(db, { attemptId, userId: user.id, now, sequence, answers });
      return { serverTime: now.toISOString(), ...saved };
    },
  });
  const submitRunningAttempt = batchedCall({
    input: OpenAttemptParams,
    reply: SubmitAttemptReply,
    run: async (user, { attemptId }, request) => {
      const now = new Date();
      const input = { attemptId, userId: user.id, now };
      const { finishedAt, ...result } = await submitStartedAttempt(db, input, request.id);
      myCourses.forget(user.id);
      relay.wake();
      return {
        success: true,
        message: result.passed ? 'Quiz Passed' : 'Quiz Failed',
        data: result,
        serverTime: now.toISOString(),
        finishedAt: finishedAt.toISOString(),
      };
    },
  });

  app.post(
    '/userQuiz/quizzes/:contentId/attempt',
    { ...signedIn, schema: { params: QuizAttemptQuizParams, response: { 201: OpenAttemptReply } } },
    withUser(async (request, reply) => {
      reply.code(201);
      return startQuizAttempt.run(request.user, request.params, request);
    }),
  );

  app.put(
    '/userQuiz/exam-attempts/:attemptId/answers',
    {
      ...signedIn,
      schema: { params: OpenAttemptParams, body: SaveAnswersBody, response: { 200: SaveAnswersReply } },
    },
    withUser((request) =>
      saveAttemptAnswers.run(request.user, { ...request.params, ...request.body }, request),
    ),
  );

  app.post(
    '/userQuiz/exam-attempts/:attemptId/submit',
    { ...signedIn, schema: { params: OpenAttemptParams, response: { 200: SubmitAttemptReply } } },
    withUser((request) => submitRunningAttempt.run(request.user, request.params, request)),
  );

  app.get(
    '/userQuiz/exam-attempts/:attemptId/review',
    { ...signedIn, schema: { params: OpenAttemptParams, response: { 200: AttemptReviewReply } } },
    withUser(async (request) => attemptReview(db, request.params.attemptId, request.user.id)),
  );
  return { startQuizAttempt, saveAttemptAnswers, submitRunningAttempt };
};
