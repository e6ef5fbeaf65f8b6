import { QuizResultsReply } from '@academy/contracts';
import type { App } from '@academy/kit';
import { withUser } from '@academy/kit';
import type { LearningContext } from '../../context.ts';
import { latestQuizResults } from '../../queries/quiz-results.ts';

/** The results page: the signed-in learner's own latest quiz results (the token says whose). */
export const registerQuizResultRoutes = (app: App, { db, guards }: LearningContext) => {
  app.get(
    '/userQuiz/results',
    { onRequest: guards.user, schema: { response: { 200: QuizResultsReply } } },
    withUser(async (request) => ({ success: true, results: await latestQuizResults(db, request.user.id) })),
  );
};
