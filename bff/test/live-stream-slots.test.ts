import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from './support/bff.ts';
import { startCart } from './support/cart.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { eventually } from './support/learning.ts';
import { openServerEvents } from './support/server-events.ts';

let env: TestEnvironment;
let bff: Bff;
let bffUrl: string;
beforeAll(async () => {
  env = await createTestEnvironment();
  const cart = await startCart(env);
  bff = await startBff(env, { CART_URL: cart.url, LIVE_STREAMS_PER_USER: 10 });
  bffUrl = await env.listen(bff);
});
afterAll(async () => {
  bff?.server.closeAllConnections();
  await env?.stop();
});

const bearer = (userId: string) => ({ authorization: `Bearer ${env.tokenFor(userId)}` });
const openCartStream = async (userId: string) => {
  const stream = await openServerEvents<{ itemCount: number }>(
    `${bffUrl}/api/v1/cart/events`,
    bearer(userId),
  );
  if (stream.response.ok) expect(await stream.next()).toEqual({ itemCount: 0 });
  return stream;
};

describe('live streams per user', () => {
  it('are capped at ten: the eleventh is a 429 saying why, closing one frees its place, and a refused one holds none', async () => {
    const learner = randomUUID();
    const streams = [];
    for (let opened = 0; opened < 10; opened += 1) {
      const stream = await openCartStream(learner);
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    const eleventh = await fetch(`${bffUrl}/api/v1/cart/events`, { headers: bearer(learner) });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({
      message:
        'Too many live connections: at most 10 at once. Close another tab or window of the academy and try again.',
      code: 'TOO_MANY_STREAMS',
    });
    // Someone else is not affected.
    const other = await openCartStream(randomUUID());
    expect(other.response.status).toBe(200);

    streams.pop()?.close();
    const reopened = await eventually(async () => {
      const stream = await openCartStream(learner);
      expect(stream.response.status).toBe(200);
      return stream;
    });
    for (const stream of [...streams, reopened, other]) stream.close();

    // A stream refused by its handler (here the cart cannot be read) keeps no place.
    const lonely = await startBff(env, { CART_URL: 'http://127.0.0.1:9', LIVE_STREAMS_PER_USER: 1 });
    const statuses = [];
    for (let tried = 0; tried < 3; tried += 1) {
      statuses.push(
        (await lonely.inject({ url: '/api/v1/cart/events', headers: bearer(learner) })).statusCode,
      );
    }
    await lonely.close();
    expect(statuses).toEqual([503, 503, 503]);
  });
});
