import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { forceLogout } from './forced-logout.ts';
import { serverCode, serverMessage } from './server-message.ts';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
/** Whatever the server's reason (no token, a revoked login), a person is told the same plain thing. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
/** 401s that no refresh can cure: a forged or damaged token, or a login ended on the server. */
const FINAL_REFUSALS = new Set(['Invalid token']);
const FINAL_CODES = new Set(['INVALID_TOKEN', 'SESSION_ENDED']);

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

/** Which signed-in session the store is at now (`epoch` in the auth slice). */
const sessionEpoch = (api: Api) => (api.getState() as { auth?: { epoch?: number } }).auth?.epoch ?? 0;

export function withSessionHandling(
  baseQuery: RawBaseQuery,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, SessionExtraOptions> {
  return async (args, api, extraOptions) => {
    const policy = extraOptions?.unauthorized ?? 'forceLogout';
    const sentIn = sessionEpoch(api);
    const first = await baseQuery(args, api, {});
    if (first.error?.status !== 401 || policy === 'passThrough') return first;

    const message = serverMessage(first.error);
    const code = serverCode(first.error);
    const expired = message.toLowerCase().includes('expired');
    // A missing token ('Authentication required') is usually an access cookie that outlived its time: the
    // refresh cookie may still renew the session.
    const refreshable = !FINAL_REFUSALS.has(message) && !(code !== undefined && FINAL_CODES.has(code));
    if (refreshable && (await refreshSession(baseQuery, api))) {
      const retried = await baseQuery(args, api, {});
      if (retried.error?.status !== 401) return retried;
    }
    const said = expired ? SESSION_EXPIRED_MESSAGE : SESSION_ENDED_MESSAGE;
    // A reply to a request of a session that has since ended or been replaced (the learner logged in again
    // while it was on its way) ends nothing: the session now signed in is another.
    if (policy === 'forceLogout' && sessionEpoch(api) === sentIn) forceLogout(said);
    return withMessage(first.error, said);
  };
}
