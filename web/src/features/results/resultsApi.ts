import type { QuizResultsReply } from '@academy/contracts';
import { learningApiBase } from '../../api/learning-api-base.ts';

/** The signed-in learner's latest quiz results; a submitted attempt refreshes them (QuizAttempts tag). */
export const resultsApi = learningApiBase.injectEndpoints({
  endpoints: (build) => ({
    quizResults: build.query<QuizResultsReply, void>({
      query: () => 'userQuiz/results',
      providesTags: ['QuizAttempts', 'StudentProgress'],
    }),
  }),
});

export const { useQuizResultsQuery } = resultsApi;
