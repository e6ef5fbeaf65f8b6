import { QuizResultsReply } from '@academy/contracts/http';
import type { LearningClient } from '../../clients/learning.ts';
import type { RouteTable } from '../route-table.ts';

/** The results page: the signed-in learner's latest result of every quiz they tried. */
export const registerQuizResultRoutes = (signedIn: RouteTable, learning: LearningClient) => {
  signedIn.get('/userQuiz/results', { reply: QuizResultsReply }, (request) => learning.quizResults(request));
};
