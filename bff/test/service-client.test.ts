import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from '../src/clients/http.ts';

/** A service whose process takes each connection and drops it without a reply, as one dying or closing it does. */
async function droppingService(): Promise<{ server: Server; url: string }> {
  const server = createServer((socket) => socket.once('data', () => socket.resetAndDestroy()));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}` };
}

/** The incoming request a route passes on: its id and token travel on, its logger is the one a call writes to. */
const incoming = () =>
  ({ id: 'req-1', headers: {}, cookies: {}, log: { warn: vi.fn() } }) as unknown as FastifyRequest & {
    log: { warn: ReturnType<typeof vi.fn> };
  };

/** The service a test started, closed after it. */
let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

describe('a call to a service that gets no reply', () => {
  it('is a 503 for the caller, and the log names the service, the path and why', async () => {
    const service = await droppingService();
    server = service.server;
    const cart = createServiceClient('cart', service.url);
    const from = incoming();

    await expect(cart.json('POST', '/cart/addcart', from, { courseId: 1 })).rejects.toMatchObject({
      statusCode: 503,
      message: 'The cart service is unavailable',
    });
    expect(from.log.warn).toHaveBeenCalledTimes(1);
    const [fields, message] = from.log.warn.mock.calls[0] as [
      { err: { code?: string }; service: string; path: string },
      string,
    ];
    expect(message).toBe('a service call got no reply');
    expect(fields).toMatchObject({ service: 'cart', path: '/cart/addcart' });
    expect(fields.err.code).toMatch(/^(UND_ERR_SOCKET|ECONNRESET)$/);
  });
});

describe('a connection to a service left unused', () => {
  it('is closed by the BFF within seconds, though the service says it keeps it for 72', async () => {
    // What a balancer in front of the replicas does: it passes on the service's Keep-Alive header, and closes an
    // idle connection itself after a few seconds (HAProxy: 10 s); the BFF must not be the one left sending on it.
    const closedByClient: number[] = [];
    const service = createHttpServer({ keepAliveTimeout: 72_000 }, (_request, reply) => {
      reply.setHeader('content-type', 'application/json');
      reply.end('{}');
    });
    service.on('connection', (socket) => socket.once('end', () => closedByClient.push(Date.now())));
    service.listen(0, '127.0.0.1');
    await once(service, 'listening');
    server = service;
    const { port } = service.address() as { port: number };
    const cart = createServiceClient('cart', `http://127.0.0.1:${port}`);

    const called = await cart.call<Record<string, never>>({ path: '/cart/cartitem/u1', from: incoming() });
    expect(called).toEqual({});
    const calledAt = Date.now();
    await expect.poll(() => closedByClient.length, { timeout: 8_000, interval: 100 }).toBe(1);
    expect((closedByClient[0] ?? 0) - calledAt).toBeLessThan(8_000);
  });
});
