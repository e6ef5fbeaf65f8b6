import type {
  CompleteContentBody,
  CompleteContentReply,
  CompletionsReply,
  QuizAttemptsReply,
  QuizSubmitBody,
  QuizSubmitReply,
} from '@academy/contracts';
import { AFTER_COURSE_WORK, learningApiBase } from '../../api/learning-api-base.ts';

/** Course work inside the learning screen; course details and enrolment live in `coursesApi`. */
export const learningApi = learningApiBase.injectEndpoints({
  endpoints: (build) => ({
    completions: build.query<CompletionsReply, number>({
      query: (courseId) => `courses/${courseId}/completions`,
      providesTags: (_reply, _error, courseId) => [{ type: 'Completions', id: courseId }],
    }),
    completeContent: build.mutation<CompleteContentReply, { contentId: number } & CompleteContentBody>({
      query: ({ contentId, ...body }) => ({ url: `content/${contentId}/complete`, method: 'POST', body }),
      invalidatesTags: [...AFTER_COURSE_WORK],
    }),
    quizAttempts: build.query<QuizAttemptsReply, { userId: string; quizId: number }>({
      query: ({ userId, quizId }) => `userQuiz/attempts/${userId}/${quizId}`,
      providesTags: (_reply, _error, { quizId }) => [{ type: 'QuizAttempts', id: quizId }],
    }),
    submitQuiz: build.mutation<QuizSubmitReply, QuizSubmitBody>({
      query: (body) => ({ url: 'userQuiz/submit', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { quizId }) => [
        { type: 'QuizAttempts', id: quizId },
        ...AFTER_COURSE_WORK,
      ],
    }),
  }),
});

export const {
  useCompletionsQuery,
  useCompleteContentMutation,
  useQuizAttemptsQuery,
  useSubmitQuizMutation,
} = learningApi;
