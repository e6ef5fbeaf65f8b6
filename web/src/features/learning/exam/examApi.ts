import type {
  AttemptReviewReply,
  ClockReply,
  OpenAttemptReply,
  QuizAttemptStateReply,
  SaveAnswersBody,
  SaveAnswersReply,
  SubmitAttemptReply,
} from '@academy/contracts';
import { AFTER_COURSE_WORK, learningApiBase } from '../../../api/learning-api-base.ts';

/** The attempt the server keeps while it runs: its start screen, start, saves, submission, review, clock. */
export const examApi = learningApiBase.injectEndpoints({
  endpoints: (build) => ({
    attemptState: build.query<QuizAttemptStateReply, number>({
      query: (quizId) => `userQuiz/quizzes/${quizId}/attempt`,
      providesTags: (_reply, _error, quizId) => [{ type: 'RunningAttempt', id: quizId }],
      keepUnusedDataFor: 0,
    }),
    startAttempt: build.mutation<OpenAttemptReply, number>({
      query: (quizId) => ({ url: `userQuiz/quizzes/${quizId}/attempt`, method: 'POST' }),
      invalidatesTags: (_reply, _error, quizId) => [
        { type: 'RunningAttempt', id: quizId },
        { type: 'QuizAttempts', id: quizId },
      ],
    }),
    saveAnswers: build.mutation<SaveAnswersReply, { attemptId: string } & SaveAnswersBody>({
      query: ({ attemptId, ...body }) => ({
        url: `userQuiz/exam-attempts/${attemptId}/answers`,
        method: 'PUT',
        body,
      }),
    }),
    submitAttempt: build.mutation<SubmitAttemptReply, { attemptId: string; quizId: number }>({
      query: ({ attemptId }) => ({ url: `userQuiz/exam-attempts/${attemptId}/submit`, method: 'POST' }),
      invalidatesTags: (_reply, _error, { quizId }) => [
        { type: 'QuizAttempts', id: quizId },
        ...AFTER_COURSE_WORK,
      ],
    }),
    attemptReview: build.query<AttemptReviewReply, string>({
      query: (attemptId) => `userQuiz/exam-attempts/${attemptId}/review`,
    }),
    serverClock: build.query<ClockReply, void>({ query: () => 'userQuiz/clock', keepUnusedDataFor: 0 }),
  }),
});

export const {
  useAttemptStateQuery,
  useStartAttemptMutation,
  useSaveAnswersMutation,
  useSubmitAttemptMutation,
  useAttemptReviewQuery,
} = examApi;
