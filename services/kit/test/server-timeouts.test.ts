import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createOpenApp } from '../src/testing/open-app.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with short limits, listening on a free port; `/upload` reads a body, `/stream` answers for 3 s. */
const listening = async () => {
  app = createOpenApp({
    name: 'probe',
    logLevel: 'silent',
    timeouts: { headersMs: 500, requestMs: 1000, idleMs: 5000 },
  });
  app.post('/upload', async (request) => ({ received: JSON.stringify(request.body).length }));
  app.get('/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    let sent = 0;
    const timer = setInterval(() => {
      sent += 1;
      reply.raw.write(`data: ${sent}\n\n`);
      if (sent === 6) {
        clearInterval(timer);
        reply.raw.end();
      }
    }, 500);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as { port: number }).port;
};

/**
 * A client that writes `start`, then `drip` one piece at a time every 200 ms for as long as the
 * connection lasts; resolves with what the server sent once it closes the connection.
 */
const slowClient = (port: number, start: string, drip: string) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(start);
      timer = setInterval(() => socket.write(drip), 200);
    });
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
  });

describe('a client that takes too long', () => {
  it('is cut off with a 408 when it sends its headers a byte at a time', async () => {
    const port = await listening();
    const reply = await slowClient(port, 'GET /stream HTTP/1.1\r\nHost: probe\r\n', 'X');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    // A reply is not limited: a stream (Server-Sent Events, a video) lasting three times the request
    // limit arrives whole, since it starts once the request is in.
    const stream = await fetch(`http://127.0.0.1:${port}/stream`);
    expect(await stream.text()).toBe([1, 2, 3, 4, 5, 6].map((n) => `data: ${n}\n\n`).join(''));
  }, 20_000);

  it('is cut off with a 408 when it sends its body a byte at a time', async () => {
    const port = await listening();
    const headers =
      'POST /upload HTTP/1.1\r\nHost: probe\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n["';
    const reply = await slowClient(port, headers, 'x');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);
});
