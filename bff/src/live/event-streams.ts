import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Takes over the reply as a Server-Sent Events stream with a heartbeat; `onClose` runs once the client
 * goes away. Returns the way to send an event.
 */
export const openEventStream = (request: FastifyRequest, reply: FastifyReply, onClose: () => void) => {
  reply.hijack();
  const stream = reply.raw;
  // The headers set so far (the security headers) go with it: a hijacked reply sends only what it is given.
  stream.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
  stream.on('close', () => {
    clearInterval(heartbeat);
    onClose();
  });
  return {
    send: (event: string, data: string) => stream.write(`event: ${event}\ndata: ${data}\n\n`),
    closed: () => stream.destroyed,
    end: () => stream.end(),
  };
};

/**
 * Answers with Server-Sent Events: `read()` once at once (its failure is a plain error reply, e.g. a
 * 404, not an empty stream), then again each time `watch` signals, sending `event` only when the
 * reading changed. Signals are handled one after another, so readings cannot overtake each other;
 * nothing runs on a timer but the heartbeat, so idle streams cost nothing. `nudge`, if given, is an event sent
 * (as `{}`) on every signal, for what the page reads on its own when told that something may have changed.
 */
export const streamReadings = async (
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    event: string;
    read: () => Promise<unknown>;
    watch: (onSignal: () => void) => () => void;
    nudge?: string;
  },
) => {
  const read = async () => JSON.stringify(await options.read());
  let last = await read();

  let queue = Promise.resolve();
  let stopWatching = () => {};
  const stream = openEventStream(request, reply, () => stopWatching());
  stream.send(options.event, last);
  const recheck = async () => {
    if (stream.closed()) return;
    try {
      const next = await read();
      if (next === last) return;
      last = next;
      stream.send(options.event, next);
    } catch (error) {
      // An expired or refused session ends the stream; the client reconnects with a fresh token.
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 401 || status === 403) stream.end();
      else request.log.warn({ err: error, event: options.event }, 'live stream could not refresh');
    }
  };
  stopWatching = options.watch(() => {
    if (options.nudge && !stream.closed()) stream.send(options.nudge, '{}');
    queue = queue.then(recheck);
  });
};
