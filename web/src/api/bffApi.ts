import { createApi, type FetchBaseQueryError, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import { backoff, shouldRetry } from './retry-policy.ts';
import { withSessionHandling } from './session-base-query.ts';

/** The one API slice for the BFF; features add their endpoints with `bffApi.injectEndpoints`. */
export const bffApi = createApi({
  reducerPath: 'bffApi',
  baseQuery: retry(withSessionHandling(fetchBaseQuery({ baseUrl: '/api/v1', credentials: 'include' })), {
    backoff,
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      shouldRetry(error as FetchBaseQueryError, attempt, baseQueryApi),
  }),
  tagTypes: ['Profile', 'Subscription', 'Preferences', 'UserStats'],
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
