import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { acceptRelativeRequests } from '../../app/test-requests.ts';
import { testLearner } from '../../app/test-users.ts';
import { toast } from '../../shared/toast.ts';
import { restoreSession } from './restore-session.ts';

/** The BFF as the start-up check meets it: each path answered with its status and body, every call recorded. */
function serverAnswering(replies: Record<string, [number, unknown]>) {
  const asked: string[] = [];
  acceptRelativeRequests();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname;
    asked.push(path);
    const [status, body] = replies[path] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

/** What a browser set to keep no site data does on the mere reading of `window.localStorage`. */
const refuseStorage = () =>
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
  });

describe('the start-up session check', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks nothing for a visitor whose browser remembers no session', async () => {
    const asked = serverAnswering({});
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(asked).toEqual([]);
    expect(store.getState().auth).toMatchObject({ user: null, sessionChecked: true });
  });

  it('asks the server where the browser refuses storage, and signs the learner in from the cookies', async () => {
    refuseStorage();
    const asked = serverAnswering({ '/api/v1/user/me': [200, { user: testLearner }] });
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(asked).toEqual(['/api/v1/user/me']);
    expect(store.getState().auth).toMatchObject({
      user: testLearner,
      isLoggedIn: true,
      sessionChecked: true,
    });
  });

  it('tells a visitor whose browser refuses storage nothing when the server knows no session', async () => {
    refuseStorage();
    const said = vi.spyOn(toast, 'error');
    const asked = serverAnswering({
      '/api/v1/user/me': [401, { message: 'Authentication required' }],
      '/api/v1/user/refresh': [401, { message: 'Invalid refresh token' }],
    });
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(asked).toEqual(['/api/v1/user/me', '/api/v1/user/refresh', '/api/v1/user/refresh']);
    expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false, sessionChecked: true });
    expect(said).not.toHaveBeenCalled();
  });
});
