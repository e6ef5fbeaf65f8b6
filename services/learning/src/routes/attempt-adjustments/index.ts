import {
  EndAttemptBody,
  EndAttemptReply,
  ExtendAttemptBody,
  ExtendAttemptReply,
  QuizAttemptAdminParams,
  QuizRunningAttemptsParams,
  RunningAttemptsReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { withUser } from '@academy/kit';
import { endAttempt, extendAttempt } from '../../commands/adjust-attempt.ts';
import type { LearningContext } from '../../context.ts';
import { answeredCount, runningAttemptView, runningTimedAttempts } from '../../queries/running-attempts.ts';

/**
 * Administrators and learners' running timed attempts: the list for a quiz, more time for one, or its end now.
 * Either change is announced (`learning.attempt.adjusted.v1`), so the learner's open exam reads its attempt again
 * at once; otherwise at its next resync.
 */
export const registerAttemptAdjustmentRoutes = (app: App, { db, relay, guards }: LearningContext) => {
  const admin = { onRequest: guards.role('ADMIN') };

  app.get(
    '/admin/quizzes/:quizId/running-attempts',
    { ...admin, schema: { params: QuizRunningAttemptsParams, response: { 200: RunningAttemptsReply } } },
    async (request) => ({
      serverTime: new Date().toISOString(),
      attempts: await runningTimedAttempts(db, request.params.quizId),
    }),
  );

  app.post(
    '/admin/quizzes/:quizId/running-attempts/:attemptId/extend',
    {
      ...admin,
      schema: {
        params: QuizAttemptAdminParams,
        body: ExtendAttemptBody,
        response: { 200: ExtendAttemptReply },
      },
    },
    withUser(async (request) => {
      const now = new Date();
      const extended = await extendAttempt(db, {
        ...request.params,
        ...request.body,
        adminId: request.user.id,
        now,
      });
      relay.wake();
      return {
        serverTime: now.toISOString(),
        attempt: runningAttemptView(extended, await answeredCount(db, extended.id)),
      };
    }),
  );

  app.post(
    '/admin/quizzes/:quizId/running-attempts/:attemptId/end',
    {
      ...admin,
      schema: { params: QuizAttemptAdminParams, body: EndAttemptBody, response: { 200: EndAttemptReply } },
    },
    withUser(async (request) => {
      const now = new Date();
      const input = {
        ...request.params,
        reason: request.body.reason,
        adminId: request.user.id,
        now,
      };
      const { finishedAt, ...result } = await endAttempt(db, input, request.id);
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
};
