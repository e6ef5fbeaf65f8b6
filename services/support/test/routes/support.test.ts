import { randomUUID } from 'node:crypto';
import { auth } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startSupport } from '../support/support-app.ts';

let service: Awaited<ReturnType<typeof startSupport>>;
let ada: { id: string; headers: { authorization: string } };
let bob: { id: string; headers: { authorization: string } };
let admin: { authorization: string };

beforeAll(async () => {
  service = await startSupport('support_routes');
  ada = await service.seedLearner('Ada Lovelace', 'ada@example.com');
  bob = await service.seedLearner('Bob Builder', 'bob@example.com');
  admin = { authorization: service.tokenFor(randomUUID(), 'ADMIN') };
});
afterAll(() => service?.close());

const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  service.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

describe('support conversation', () => {
  it('starts empty, opens with the learner’s first message and reaches support, whose reply comes back', async () => {
    const empty = await call('GET', '/support/conversation', ada.headers);
    expect(empty.json()).toEqual({
      conversation: { id: null, learnerId: ada.id, learnerName: 'Ada Lovelace', messages: [] },
    });
    const sent = await call('POST', '/support/conversation/messages', ada.headers, {
      body: '  My quiz will not load  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({ authorRole: 'USER', body: 'My quiz will not load' });
    await call('POST', '/support/conversation/messages', ada.headers, { body: 'It says error 500' });
    const conversationId: string = sent.json().conversationId;

    const list = await call('GET', '/support/conversations', admin);
    expect(list.json().conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        learnerId: ada.id,
        learnerName: 'Ada Lovelace',
        learnerEmail: 'ada@example.com',
        lastMessage: 'It says error 500',
        unreadCount: 2,
      }),
    ]);
    const read = await call('GET', `/support/conversations/${conversationId}`, admin);
    expect(read.json().conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      'My quiz will not load',
      'It says error 500',
    ]);
    expect((await call('GET', '/support/conversations', admin)).json().conversations[0].unreadCount).toBe(0);

    const replied = await call('POST', `/support/conversations/${conversationId}/messages`, admin, {
      body: 'Fixed now, try again',
    });
    expect(replied.statusCode).toBe(201);
    const mine = (await call('GET', '/support/conversation', ada.headers)).json().conversation;
    expect(mine.id).toBe(conversationId);
    expect(mine.messages.at(-1)).toMatchObject({ authorRole: 'ADMIN', body: 'Fixed now, try again' });
  });

  it('never shows a learner someone else’s conversation and keeps the admin paths for admins', async () => {
    const conversationId = (await call('GET', '/support/conversation', ada.headers)).json().conversation.id;
    expect((await call('GET', `/support/conversations/${conversationId}`, bob.headers)).statusCode).toBe(404);
    const intrusion = await call('POST', `/support/conversations/${conversationId}/messages`, bob.headers, {
      body: 'hello',
    });
    expect(intrusion.statusCode).toBe(404);
    expect((await call('GET', '/support/conversations', bob.headers)).statusCode).toBe(403);
    expect((await call('GET', '/support/conversation', {})).statusCode).toBe(401);
    expect((await call('GET', `/support/conversations/${randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/support/conversations/${conversationId}`, ada.headers)).statusCode).toBe(200);
  });

  it('refuses empty, blank and over-long messages and stores nothing', async () => {
    const before = await service.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    for (const payload of [
      {},
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(2001) },
      { body: 42 },
      { body: 'a', extra: 1 },
    ]) {
      const reply = await call('POST', '/support/conversation/messages', bob.headers, payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toEqual(expect.any(String));
    }
    const after = await service.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages');
    expect(after).toEqual(before);
    expect((await call('GET', '/support/conversation', bob.headers)).json().conversation.id).toBeNull();
  });

  it('keeps one conversation per learner when first messages race', async () => {
    const carol = await service.seedLearner('Carol Race', 'carol@example.com');
    const replies = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        call('POST', '/support/conversation/messages', carol.headers, { body: `hello ${n}` }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.json().conversationId)).size).toBe(1);
    expect(
      (await call('GET', '/support/conversation', carol.headers)).json().conversation.messages,
    ).toHaveLength(4);
  });
});

describe('the learner as the inbox shows them', () => {
  it('lists a conversation opened before auth announced the account, named once the account arrives', async () => {
    const early = randomUUID();
    const headers = { authorization: service.tokenFor(early) };
    const sent = await call('POST', '/support/conversation/messages', headers, { body: 'Just signed up' });
    expect(sent.statusCode).toBe(201);
    const listed = async () =>
      (await call('GET', '/support/conversations', admin))
        .json()
        .conversations.find((c: { learnerId: string }) => c.learnerId === early);
    expect(await listed()).toMatchObject({
      learnerName: '',
      learnerEmail: '',
      lastMessage: 'Just signed up',
    });
    expect((await call('GET', '/support/conversation', headers)).json().conversation.learnerName).toBe('');

    await service.publisher.publish(auth.userRegistered, {
      userId: early,
      fullName: 'Dora Early',
      email: 'dora@example.com',
      role: 'USER',
      category: null,
    });
    await eventually(async () =>
      expect(await listed()).toMatchObject({ learnerName: 'Dora Early', learnerEmail: 'dora@example.com' }),
    );
    expect((await call('GET', '/support/conversation', headers)).json().conversation.learnerName).toBe(
      'Dora Early',
    );
  });
});
