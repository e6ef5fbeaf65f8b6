import type { BaseQueryApi, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { beforeEach, describe, expect, it } from 'vitest';
import { setForcedLogoutHandler } from './forced-logout.ts';
import { SESSION_ENDED_MESSAGE, SESSION_EXPIRED_MESSAGE, withSessionHandling } from './session-base-query.ts';

type Reply = { data: unknown } | { error: FetchBaseQueryError };
const unauthorized = (message?: string): Reply => ({
  error: { status: 401, data: message ? { message } : {} },
});
const ok = (data: unknown): Reply => ({ data });

/** A stand-in for fetchBaseQuery that answers each URL from a script and records every call. */
function scriptedServer(script: Record<string, Reply[]>) {
  const calls: string[] = [];
  const baseQuery = async (args: string | FetchArgs) => {
    const url = typeof args === 'string' ? args : args.url;
    calls.push(url);
    await Promise.resolve();
    const replies = script[url]!;
    return replies.length > 1 ? replies.shift()! : replies[0]!;
  };
  return { baseQuery, calls };
}

/** The store's auth slice as the base query reads it: which signed-in session it is at. */
let auth: { epoch: number };
const api = {
  type: 'query',
  endpoint: 'test',
  signal: new AbortController().signal,
  getState: () => ({ auth }),
} as unknown as BaseQueryApi;
let logouts: string[];

beforeEach(() => {
  auth = { epoch: 1 };
  logouts = [];
  setForcedLogoutHandler((message) => logouts.push(message));
});

describe('withSessionHandling', () => {
  it('refreshes an expired token once and retries the request', async () => {
    const server = scriptedServer({
      'user/me': [unauthorized('Token expired'), ok({ user: 'ada' })],
      'user/refresh': [ok({ token: 't' })],
    });
    const result = await withSessionHandling(server.baseQuery)('user/me', api, {});
    expect(result).toEqual({ data: { user: 'ada' } });
    expect(server.calls).toEqual(['user/me', 'user/refresh', 'user/me']);
    expect(logouts).toEqual([]);
  });

  it('logs out once for many requests when the refresh fails, sharing one refresh call', async () => {
    const server = scriptedServer({
      'userProfile/profile': [unauthorized('Token expired')],
      'user/refresh': [unauthorized('Invalid refresh token')],
    });
    const query = withSessionHandling(server.baseQuery);
    const results = await Promise.all([1, 2, 3].map(() => query('userProfile/profile', api, {})));
    for (const result of results) {
      expect(result).toMatchObject({ error: { status: 401, data: { message: SESSION_EXPIRED_MESSAGE } } });
    }
    expect(server.calls.filter((url) => url === 'user/refresh')).toHaveLength(1);
    expect(logouts).toEqual([SESSION_EXPIRED_MESSAGE]);
  });

  it("ends the session at once for 'Invalid token' or an ended login, saying so in plain words", async () => {
    const server = scriptedServer({
      'userProfile/profile': [unauthorized('Invalid token')],
      'orders/userorder': [
        {
          error: {
            status: 401,
            data: { message: 'Session ended. Please log in again.', code: 'SESSION_ENDED' },
          },
        },
      ],
    });
    const query = withSessionHandling(server.baseQuery);
    const result = await query('userProfile/profile', api, {});
    expect(result).toMatchObject({ error: { data: { message: SESSION_ENDED_MESSAGE } } });
    setForcedLogoutHandler((message) => logouts.push(message));
    await query('orders/userorder', api, {});
    expect(server.calls).toEqual(['userProfile/profile', 'orders/userorder']);
    expect(logouts).toEqual([SESSION_ENDED_MESSAGE, SESSION_ENDED_MESSAGE]);
  });

  it('ends nothing when the refusal answers a session that was replaced while the request was on its way', async () => {
    let answer!: (reply: Reply) => void;
    const late = new Promise<Reply>((resolve) => {
      answer = resolve;
    });
    const query = withSessionHandling(async () => late);
    const pending = query('orders/userorder', api, {});
    // The learner logs in again before the old session's request is answered.
    auth = { epoch: 2 };
    answer({ error: { status: 401, data: { message: 'Session ended.', code: 'SESSION_ENDED' } } });
    expect(await pending).toMatchObject({ error: { status: 401 } });
    expect(logouts).toEqual([]);
  });

  it("renews a session whose access token is gone ('Authentication required') before giving up", async () => {
    const server = scriptedServer({
      'userProfile/profile': [unauthorized('Authentication required'), ok({ name: 'Ada' })],
      'user/refresh': [ok({})],
    });
    const result = await withSessionHandling(server.baseQuery)('userProfile/profile', api, {});
    expect(result).toEqual({ data: { name: 'Ada' } });
    expect(logouts).toEqual([]);
  });

  it("never shows a raw 'Authentication required': an unrenewable session is said to have ended", async () => {
    const server = scriptedServer({
      'userProfile/profile': [unauthorized('Authentication required')],
      'user/refresh': [unauthorized('Invalid refresh token')],
    });
    const result = await withSessionHandling(server.baseQuery)('userProfile/profile', api, {});
    expect(result).toMatchObject({ error: { data: { message: SESSION_ENDED_MESSAGE } } });
    expect(logouts).toEqual([SESSION_ENDED_MESSAGE]);
  });

  it('leaves a 401 alone where it is an ordinary answer, and never logs out for refreshOnly', async () => {
    const server = scriptedServer({
      'user/login': [unauthorized('Invalid email or password')],
      'user/me': [unauthorized('Authentication required')],
      'user/refresh': [unauthorized('Invalid refresh token')],
    });
    const query = withSessionHandling(server.baseQuery);
    expect(await query('user/login', api, { unauthorized: 'passThrough' })).toEqual(
      unauthorized('Invalid email or password'),
    );
    await query('user/me', api, { unauthorized: 'refreshOnly' });
    expect(logouts).toEqual([]);
  });
});
