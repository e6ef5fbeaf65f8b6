import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { describe, expect, it } from 'vitest';
import { createOpenApp } from '../src/testing/open-app.ts';

type App = ReturnType<typeof createOpenApp>;

/** The app on a free port, and a keep-alive pool to it, as the BFF's clients of the services are. */
const keepAliveClientOf = async (app: App) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Pool(`http://127.0.0.1:${port}`, { keepAliveTimeout: 600_000 });
};

/** Closing has begun: the server takes no new connections and has closed those idle at that moment. */
const stoppedListening = async (app: App) => {
  while (app.server.listening) await sleep(5);
};

/** Without the fix, the server waited for the client's idle connection for the keep-alive timeout (72 s). */
const closedSoon = (closed: Promise<string>) =>
  Promise.race([closed, sleep(10_000).then(() => 'still open')]);

describe('closing an app', () => {
  it('answers a request in flight, then ends its connection instead of keeping it alive', async () => {
    const app = createOpenApp({ name: 'test', logLevel: 'silent' });
    let entered!: () => void;
    const handling = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      entered();
      await released;
      return { done: true };
    });
    const agent = await keepAliveClientOf(app);
    const reply = agent.request({ path: '/slow', method: 'GET' });
    await handling;
    const closed = app.close().then(() => 'closed');
    await stoppedListening(app);
    release();
    const response = await reply;
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toEqual({ done: true });
    expect(await closedSoon(closed)).toBe('closed');
    await agent.close();
  });

  it('ends the connection of a reply that was already streaming when closing began', async () => {
    const app = createOpenApp({ name: 'test', logLevel: 'silent' });
    const file = new PassThrough();
    app.get('/file', async (_request, reply) => reply.type('text/plain').send(file));
    const agent = await keepAliveClientOf(app);

    file.write('first part, ');
    const response = await agent.request({ path: '/file', method: 'GET' });
    expect(response.headers.connection).toBe('keep-alive');
    const closed = app.close().then(() => 'closed');
    await stoppedListening(app);
    file.end('last part');
    expect(await response.body.text()).toBe('first part, last part');
    expect(await closedSoon(closed)).toBe('closed');
    await agent.close();
  });
});
