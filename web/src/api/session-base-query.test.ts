import type { BaseQueryApi, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { beforeEach, describe, expect, it } from 'vitest';
import { setForcedLogoutHandler } from './forced-logout.ts';
import { SESSION_EXPIRED_MESSAGE, withSessionHandling } from './session-base-query.ts';

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

const api = { type: 'query', endpoint: 'test', signal: new AbortController().signal } as BaseQueryApi;
let logouts: string[];

beforeEach(() => {
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

  it("treats 'Invalid token' as an expired session without trying to refresh", async () => {
    const server = scriptedServer({ 'userProfile/profile': [unauthorized('Invalid token')] });
    const result = await withSessionHandling(server.baseQuery)('userProfile/profile', api, {});
    expect(result).toMatchObject({ error: { data: { message: SESSION_EXPIRED_MESSAGE } } });
    expect(server.calls).toEqual(['userProfile/profile']);
    expect(logouts).toEqual([SESSION_EXPIRED_MESSAGE]);
  });

  it("logs out with the server's message for another 401, or 'Authentication failed'", async () => {
    const server = scriptedServer({
      'userProfile/profile': [unauthorized('Authentication required')],
      'userProfile/preferences': [unauthorized()],
    });
    const query = withSessionHandling(server.baseQuery);
    await query('userProfile/profile', api, {});
    expect(logouts).toEqual(['Authentication required']);

    setForcedLogoutHandler((message) => logouts.push(message));
    const result = await query('userProfile/preferences', api, {});
    expect(result).toMatchObject({ error: { data: { message: 'Authentication failed' } } });
    expect(logouts).toEqual(['Authentication required', 'Authentication failed']);
  });

  it('leaves a 401 alone where it is an ordinary answer, and never logs out for refreshOnly', async () => {
    const server = scriptedServer({
      'user/login': [unauthorized('Invalid email or password')],
      'user/me': [unauthorized('Authentication required')],
    });
    const query = withSessionHandling(server.baseQuery);
    expect(await query('user/login', api, { unauthorized: 'passThrough' })).toEqual(
      unauthorized('Invalid email or password'),
    );
    await query('user/me', api, { unauthorized: 'refreshOnly' });
    expect(logouts).toEqual([]);
  });
});
