import { QuizResultsReply } from '@academy/contracts';
import type { App } from '@academy/kit';
import type { LearningClient } from '../../clients/learning.ts';
import type { BffContext } from '../../context.ts';

/** The results page: the signed-in learner's latest result of every quiz they tried. */
export const registerQuizResultRoutes = (api: App, { guards }: BffContext, learning: LearningClient) => {
  api.get(
    '/userQuiz/results',
    { preHandler: guards.user, schema: { tags: ['learning'], response: { 200: QuizResultsReply } } },
    (request) => learning.quizResults(request),
  );
};
