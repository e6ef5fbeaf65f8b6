import type {
  CompleteContentBody,
  CompleteContentReply,
  QuizAttemptsReply,
  QuizSubmitBody,
  QuizSubmitReply,
} from '@academy/contracts';
import { bodyMutation } from '../../api/endpoint-shapes.ts';
import { AFTER_COURSE_WORK, learningApiBase } from '../../api/learning-api-base.ts';
import { streamedReadings } from '../../api/streamed-readings.ts';

/** Course work inside the learning screen; course details and enrolment live in `coursesApi`. */
export const learningApi = learningApiBase.injectEndpoints({
  endpoints: (build) => ({
    completeContent: build.mutation<CompleteContentReply, { contentId: number } & CompleteContentBody>({
      query: ({ contentId, ...body }) => ({ url: `content/${contentId}/complete`, method: 'POST', body }),
      invalidatesTags: [...AFTER_COURSE_WORK],
    }),
    quizAttempts: build.query<QuizAttemptsReply, { userId: string; quizId: number; courseId: number }>({
      query: ({ userId, quizId }) => `userQuiz/attempts/${userId}/${quizId}`,
      providesTags: (_reply, _error, { quizId }) => [{ type: 'QuizAttempts', id: quizId }],
      // While the quiz is on screen the BFF's live stream keeps the attempts current: an exam voucher
      // paid for in another tab shows as a new attempt at once. Its `attempt` event says an administrator
      // extended or ended the running attempt, which is then read again. The browser reconnects by itself.
      async onCacheEntryAdded(args, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        const { quizId, courseId } = args;
        if (typeof EventSource === 'undefined') return;
        await cacheDataLoaded.catch(() => undefined);
        const source = new EventSource(`/api/v1/userQuiz/events/${courseId}/${quizId}`, {
          withCredentials: true,
        });
        const showReading = streamedReadings(
          (text) => updateCachedData(() => JSON.parse(text) as QuizAttemptsReply),
          () => dispatch(learningApi.util.getRunningQueryThunk('quizAttempts', args)),
        );
        source.addEventListener('attempts', (event) => showReading((event as MessageEvent<string>).data));
        source.addEventListener('attempt', () => {
          dispatch(learningApiBase.util.invalidateTags([{ type: 'RunningAttempt', id: quizId }]));
        });
        await cacheEntryRemoved;
        source.close();
      },
    }),
    submitQuiz: build.mutation<QuizSubmitReply, QuizSubmitBody>({
      ...bodyMutation('POST', 'userQuiz/submit'),
      invalidatesTags: (_reply, _error, { quizId }) => [
        { type: 'QuizAttempts', id: quizId },
        ...AFTER_COURSE_WORK,
      ],
    }),
  }),
});

export const { useCompleteContentMutation, useQuizAttemptsQuery, useSubmitQuizMutation } = learningApi;
