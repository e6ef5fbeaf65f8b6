import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How much of a refused body is read and thrown away so the client can read the 413, and for how long. */
const DRAIN_BYTES = 256 * 1024 * 1024;
const DRAIN_MS = 30_000;

/** Reads the rest of a request and discards it; resolves at its end or at the bound. */
const drain = (incoming: IncomingMessage) =>
  new Promise<void>((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', finish).off('close', finish).off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MS);
    incoming.on('data', onData).once('end', finish).once('close', finish).once('error', finish);
    incoming.resume();
  });

/**
 * A body over its limit is refused as soon as the limit is passed, while the client is still
 * sending. Replying and closing then would leave the client writing into a closed connection: it
 * gets a reset (EPIPE, ECONNRESET) and often never reads the 413. So the rest of the body is read
 * and discarded first (within a bound), then the 413 goes out with `Connection: close`.
 */
export const registerOversizedBodyReplies = (app: FastifyInstance) => {
  // A callback hook: every reply passes through it, and only a refused body waits.
  app.addHook('onSend', (request, reply, payload, done) => {
    const { complete, readableEnded, destroyed } = request.raw;
    if (reply.statusCode !== 413 || complete || readableEnded || destroyed) return done(null, payload);
    void drain(request.raw).then(() => {
      reply.header('connection', 'close');
      done(null, payload);
    });
  });
};
