import * as http from '@academy/contracts/http';
import type { LearningClient } from '../../clients/learning.ts';
import { sendRelayed } from '../relayed-reply.ts';
import type { RouteTable } from '../route-table.ts';

/**
 * Attempts the learning service keeps while they run: the start screen's facts and the running attempt,
 * starting (a timed quiz's clock starts), answers saved as they are chosen, submitting, the review, and
 * the server's clock the countdown is synced to. The learning service decides whose attempt is whose.
 */
export const registerQuizAttemptSessionRoutes = (signedIn: RouteTable, learning: LearningClient) => {
  const quiz = { params: http.QuizAttemptQuizParams };
  const attempt = { params: http.OpenAttemptParams };

  signedIn.get('/userQuiz/clock', { reply: http.ClockReply }, (request) => learning.clock(request));

  signedIn.get(
    '/userQuiz/quizzes/:contentId/attempt',
    { ...quiz, reply: http.QuizAttemptStateReply },
    (request) => learning.quizAttemptState(request.params.contentId, request),
  );
  signedIn.create(
    '/userQuiz/quizzes/:contentId/attempt',
    { ...quiz, reply: http.OpenAttemptReply },
    async (request, reply) =>
      sendRelayed(reply, await learning.startAttempt(request.params.contentId, request)),
  );

  signedIn.put(
    '/userQuiz/exam-attempts/:attemptId/answers',
    { ...attempt, body: http.SaveAnswersBody, reply: http.SaveAnswersReply },
    async (request, reply) =>
      sendRelayed(reply, await learning.saveAnswers(request.params.attemptId, request.body, request)),
  );
  signedIn.post(
    '/userQuiz/exam-attempts/:attemptId/submit',
    { ...attempt, reply: http.SubmitAttemptReply },
    async (request, reply) =>
      sendRelayed(reply, await learning.submitAttempt(request.params.attemptId, request)),
  );
  signedIn.get(
    '/userQuiz/exam-attempts/:attemptId/review',
    { ...attempt, reply: http.AttemptReviewReply },
    (request) => learning.attemptReview(request.params.attemptId, request),
  );
};
