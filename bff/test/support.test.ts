import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { startSupport } from './support/support.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let admin: SignedInUser;
let ada: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  const support = await startSupport(env);
  bff = await startBff(env, { AUTH_URL: auth.url, SUPPORT_URL: support.url });
  admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  ada = await signUp(bff, 'Ada Lovelace');
  bob = await signUp(bff, 'Bob Builder');
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

const call = (method: 'GET' | 'POST', path: string, as?: SignedInUser, payload?: object) =>
  bff.inject({
    method,
    url: `/api/v1${path}`,
    headers: as ? as.bearer : {},
    ...(payload ? { payload } : {}),
  });

describe('support chat', () => {
  it('carries a learner message to the admin inbox and the reply back to the learner', async () => {
    const sent = await call('POST', '/support/conversation/messages', ada, {
      body: 'Where is my certificate?',
    });
    expect(sent.statusCode).toBe(201);
    const id: string = sent.json().conversationId;
    const inbox = await call('GET', '/support/conversations', admin);
    expect(inbox.json().conversations).toEqual([
      expect.objectContaining({
        id,
        learnerName: 'Ada Lovelace',
        lastMessage: 'Where is my certificate?',
        unreadCount: 1,
      }),
    ]);
    const opened = await call('GET', `/support/conversations/${id}`, admin);
    expect(opened.json().conversation.messages).toHaveLength(1);
    expect(
      (await call('POST', `/support/conversations/${id}/messages`, admin, { body: 'On your dashboard' }))
        .statusCode,
    ).toBe(201);
    const mine = await call('GET', '/support/conversation', ada);
    expect(
      mine
        .json()
        .conversation.messages.map((m: { authorRole: string; body: string }) => [m.authorRole, m.body]),
    ).toEqual([
      ['USER', 'Where is my certificate?'],
      ['ADMIN', 'On your dashboard'],
    ]);
  });

  it('keeps the inbox for admins, conversations private and messages within limits', async () => {
    const id = (await call('GET', '/support/conversation', ada)).json().conversation.id;
    expect((await call('GET', '/support/conversations', bob)).statusCode).toBe(403);
    expect((await call('GET', `/support/conversations/${id}`, bob)).statusCode).toBe(403);
    expect((await call('GET', '/support/conversation')).statusCode).toBe(401);
    expect((await call('GET', '/support/conversation', bob)).json().conversation).toMatchObject({
      id: null,
      messages: [],
    });
    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      expect((await call('POST', '/support/conversation/messages', bob, { body })).statusCode).toBe(400);
    }
    expect((await call('GET', '/support/conversation', bob)).json().conversation.id).toBeNull();
  });
});
