import * as http from '@academy/contracts/http';
import type { LearningClient } from '../../clients/learning.ts';
import type { RouteTable } from '../route-table.ts';

/**
 * Administrators and learners' running timed attempts at a quiz: the list, more time for one (with a
 * reason; the learner's page picks the new deadline up when it next reads the attempt), or its end now.
 */
export const registerAttemptAdjustmentRoutes = (admin: RouteTable, learning: LearningClient) => {
  const attempt = { params: http.QuizAttemptAdminParams };

  admin.get(
    '/admin/quizzes/:quizId/running-attempts',
    { params: http.QuizRunningAttemptsParams, reply: http.RunningAttemptsReply },
    (request) => learning.runningAttempts(request.params.quizId, request),
  );
  admin.post(
    '/admin/quizzes/:quizId/running-attempts/:attemptId/extend',
    { ...attempt, body: http.ExtendAttemptBody, reply: http.ExtendAttemptReply },
    (request) =>
      learning.extendAttempt(request.params.quizId, request.params.attemptId, request.body, request),
  );
  admin.post(
    '/admin/quizzes/:quizId/running-attempts/:attemptId/end',
    { ...attempt, body: http.EndAttemptBody, reply: http.EndAttemptReply },
    (request) => learning.endAttempt(request.params.quizId, request.params.attemptId, request.body, request),
  );
};
