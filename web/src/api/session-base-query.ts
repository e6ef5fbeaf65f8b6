import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from './error-message.ts';
import { forceLogout } from './forced-logout.ts';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
const AUTHENTICATION_FAILED_MESSAGE = 'Authentication failed';

/**
 * What a 401 on an endpoint means:
 * - `forceLogout` (default): refresh an expired token once, otherwise end the session and go to the login page;
 * - `refreshOnly`: refresh an expired token once but leave the session to the caller (the start-up 'me' check);
 * - `passThrough`: a 401 is an ordinary answer (wrong password on login, for example).
 */
export type UnauthorizedPolicy = 'forceLogout' | 'refreshOnly' | 'passThrough';
export interface SessionExtraOptions {
  unauthorized?: UnauthorizedPolicy;
}

type RawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type Api = Parameters<RawBaseQuery>[1];

let pendingRefresh: Promise<boolean> | undefined;

/** Concurrent 401s share one refresh call: the refresh cookie rotates, so a second call would fail. */
function refreshSession(baseQuery: RawBaseQuery, api: Api): Promise<boolean> {
  pendingRefresh ??= Promise.resolve(baseQuery({ url: 'user/refresh', method: 'POST' }, api, {}))
    .then((result) => result.error === undefined)
    .finally(() => {
      pendingRefresh = undefined;
    });
  return pendingRefresh;
}

function withMessage(error: FetchBaseQueryError, message: string): { error: FetchBaseQueryError } {
  return { error: { ...error, data: { message } } as FetchBaseQueryError };
}

export function withSessionHandling(
  baseQuery: RawBaseQuery,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, SessionExtraOptions> {
  return async (args, api, extraOptions) => {
    const policy = extraOptions?.unauthorized ?? 'forceLogout';
    const first = await baseQuery(args, api, {});
    if (first.error?.status !== 401 || policy === 'passThrough') return first;

    const serverMessage = errorMessage(first.error, '');
    let message = serverMessage || AUTHENTICATION_FAILED_MESSAGE;
    if (serverMessage.toLowerCase().includes('expired')) {
      if (await refreshSession(baseQuery, api)) {
        const retried = await baseQuery(args, api, {});
        if (retried.error?.status !== 401) return retried;
      }
      message = SESSION_EXPIRED_MESSAGE;
    } else if (serverMessage === 'Invalid token') {
      message = SESSION_EXPIRED_MESSAGE;
    }
    if (policy === 'forceLogout') forceLogout(message);
    return withMessage(first.error, message);
  };
}
