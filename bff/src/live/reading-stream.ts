import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Answers with Server-Sent Events: `read()` once at once (its failure is a plain error reply, e.g. a
 * 404, not an empty stream), then again each time `watch` signals, sending `event` only when the
 * reading changed. Signals are handled one after another, so readings cannot overtake each other;
 * nothing runs on a timer but the heartbeat, so idle streams cost nothing.
 */
export const streamReadings = async (
  request: FastifyRequest,
  reply: FastifyReply,
  options: { event: string; read: () => Promise<unknown>; watch: (onSignal: () => void) => () => void },
) => {
  const read = async () => JSON.stringify(await options.read());
  let last = await read();

  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const send = (data: string) => stream.write(`event: ${options.event}\ndata: ${data}\n\n`);
  send(last);

  let queue = Promise.resolve();
  const recheck = async () => {
    if (stream.destroyed) return;
    try {
      const next = await read();
      if (next === last) return;
      last = next;
      send(next);
    } catch (error) {
      // An expired or refused session ends the stream; the client reconnects with a fresh token.
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 401 || status === 403) stream.end();
      else request.log.warn({ err: error, event: options.event }, 'live stream could not refresh');
    }
  };
  const stopWatching = options.watch(() => {
    queue = queue.then(recheck);
  });
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
  stream.on('close', () => {
    stopWatching();
    clearInterval(heartbeat);
  });
};
