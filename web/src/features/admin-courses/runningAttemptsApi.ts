import type {
  EndAttemptBody,
  EndAttemptReply,
  ExtendAttemptBody,
  ExtendAttemptReply,
  RunningAttemptsReply,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

type AttemptRef = { quizId: number; attemptId: string };
const runningAt = (quizId: number) => [{ type: 'RunningAttempts' as const, id: quizId }];

/** Administrators: the running timed attempts at a quiz, and more time for one or its end now. */
export const runningAttemptsApi = bffApi
  .enhanceEndpoints({ addTagTypes: ['RunningAttempts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      runningAttempts: build.query<RunningAttemptsReply, number>({
        query: (quizId) => `admin/quizzes/${quizId}/running-attempts`,
        providesTags: (_reply, _error, quizId) => runningAt(quizId),
      }),
      extendAttempt: build.mutation<ExtendAttemptReply, AttemptRef & ExtendAttemptBody>({
        query: ({ quizId, attemptId, ...body }) => ({
          url: `admin/quizzes/${quizId}/running-attempts/${attemptId}/extend`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_reply, _error, { quizId }) => runningAt(quizId),
      }),
      endAttempt: build.mutation<EndAttemptReply, AttemptRef & EndAttemptBody>({
        query: ({ quizId, attemptId, ...body }) => ({
          url: `admin/quizzes/${quizId}/running-attempts/${attemptId}/end`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_reply, _error, { quizId }) => runningAt(quizId),
      }),
    }),
  });

export const { useRunningAttemptsQuery, useExtendAttemptMutation, useEndAttemptMutation } =
  runningAttemptsApi;
