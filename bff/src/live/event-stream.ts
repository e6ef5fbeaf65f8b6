import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Takes the reply over as a Server-Sent Events stream (headers sent, a heartbeat until the client
 * goes) and gives a sender of `event` messages. The caller stops its watching on the stream's `close`.
 */
export const openEventStream = (request: FastifyRequest, reply: FastifyReply, event: string) => {
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
  stream.on('close', () => clearInterval(heartbeat));
  return { stream, send: (data: string) => stream.write(`event: ${event}\ndata: ${data}\n\n`) };
};
