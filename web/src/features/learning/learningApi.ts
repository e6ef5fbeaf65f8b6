import type {
  CompleteContentBody,
  CompleteContentReply,
  CompletionsReply,
  CourseDetails,
  EnrolReply,
  QuizAttemptsReply,
  QuizSubmitBody,
  QuizSubmitReply,
} from '@academy/contracts';
import { AFTER_COURSE_WORK, learningApiBase } from './learning-api-base.ts';

export const learningApi = learningApiBase.injectEndpoints({
  endpoints: (build) => ({
    courseDetails: build.query<CourseDetails, number>({
      query: (courseId) => `courses/${courseId}/details`,
      providesTags: (_reply, _error, courseId) => [{ type: 'CourseDetails', id: courseId }],
    }),
    enrol: build.mutation<EnrolReply, { userId: string; courseId: number }>({
      query: ({ userId, courseId }) => ({
        url: 'student/enrolled',
        method: 'POST',
        body: { user_id: userId, courseId },
      }),
      invalidatesTags: ['StudentProgress'],
    }),
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
  useCourseDetailsQuery,
  useEnrolMutation,
  useCompletionsQuery,
  useCompleteContentMutation,
  useQuizAttemptsQuery,
  useSubmitQuizMutation,
} = learningApi;
