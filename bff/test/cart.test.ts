import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { startCart } from './support/cart.ts';
import { startCatalogue } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { createCourseWithQuizzes, eventually } from './support/learning.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let bffUrl: string;
let ada: SignedInUser;
let bob: SignedInUser;
let first: number;
let second: number;

beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  const catalogue = await startCatalogue(env);
  const cart = await startCart(env);
  bff = await startBff(env, { AUTH_URL: auth.url, CATALOGUE_URL: catalogue.url, CART_URL: cart.url });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  const address = bff.server.address();
  bffUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  ada = await signUp(bff, 'Ada Lovelace');
  bob = await signUp(bff, 'Bob Builder');
  first = (
    await createCourseWithQuizzes(bff, admin, { title: 'Cart One', courseCode: 'CART1', quizCount: 0 })
  ).courseId;
  second = (
    await createCourseWithQuizzes(bff, admin, { title: 'Cart Two', courseCode: 'CART2', quizCount: 0 })
  ).courseId;
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, as?: SignedInUser, payload?: object) =>
  bff.inject({
    method,
    url: `/api/v1${path}`,
    headers: as ? as.bearer : {},
    ...(payload ? { payload } : {}),
  });

/** Reads `event: count` messages from the live stream as a browser's EventSource would. */
const openCountStream = async (as: SignedInUser) => {
  const controller = new AbortController();
  const response = await fetch(`${bffUrl}/api/v1/cart/events`, {
    headers: as.bearer,
    signal: controller.signal,
  });
  const counts: number[] = [];
  const reader = response.body!.getReader();
  void (async () => {
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += new TextDecoder().decode(value);
      const messages = buffered.split('\n\n');
      buffered = messages.pop() ?? '';
      for (const message of messages) {
        const data = message.split('\n').find((line) => line.startsWith('data: '));
        if (message.startsWith('event: count') && data) counts.push(JSON.parse(data.slice(6)).itemCount);
      }
    }
  })();
  return { response, counts, close: () => controller.abort() };
};

describe('cart through the BFF', () => {
  it('adds a published course once, lists it, and removes it', async () => {
    const added = await eventually(async () => {
      const reply = await call('POST', '/cart/addcart', ada, { user_id: ada.user.id, course_id: first });
      expect(reply.statusCode).toBe(200);
      return reply.json();
    });
    expect(added).toMatchObject({
      message: 'Course added to cart',
      items: [{ course_id: first, title: 'Cart One' }],
    });
    const listed = await call('GET', `/cart/cartitem/${ada.user.id}`, ada);
    expect(listed.json()).toHaveLength(1);
    const removed = await call('DELETE', `/cart/cartitem/${ada.user.id}/${first}`, ada);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
  });

  it("passes the service's refusals on: unknown course 404, someone else's cart 403, no token 401", async () => {
    const unknown = await call('POST', '/cart/addcart', ada, { user_id: ada.user.id, course_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Course not found');
    expect((await call('GET', `/cart/cartitem/${ada.user.id}`, bob)).statusCode).toBe(403);
    expect((await call('GET', `/cart/cartitem/${ada.user.id}`)).statusCode).toBe(401);
    expect((await call('POST', '/cart/addcart', ada, { user_id: ada.user.id })).statusCode).toBe(400);
  });

  it('merges what the browser kept at login', async () => {
    await eventually(async () => {
      const reply = await call('POST', '/cart/merge', bob, {
        user_id: bob.user.id,
        course_ids: [first, second, 999_999],
      });
      expect(reply.json().items.map((i: { course_id: number }) => i.course_id)).toEqual([first, second]);
    });
  });

  it('streams the item count at once and after every change', async () => {
    const carol = await signUp(bff, 'Carol');
    const stream = await openCountStream(carol);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await eventually(() => expect(stream.counts).toEqual([0]));
    await call('POST', '/cart/addcart', carol, { user_id: carol.user.id, course_id: first });
    await eventually(() => expect(stream.counts).toEqual([0, 1]));
    await call('POST', '/cart/addcart', carol, { user_id: carol.user.id, course_id: second });
    await call('DELETE', `/cart/cartitem/${carol.user.id}/${first}`, carol);
    await eventually(() => expect(stream.counts).toEqual([0, 1, 2, 1]));
    stream.close();
    expect((await fetch(`${bffUrl}/api/v1/cart/events`)).status).toBe(401);
  });
});
