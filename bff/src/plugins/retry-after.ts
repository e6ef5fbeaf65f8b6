import type { FastifyInstance } from 'fastify';

/** Seconds a client should wait before trying again while a service or its database is away. */
const RETRY_AFTER_SECONDS = '5';

/** Every 503 tells the client when to try again (a service unreachable, or its database down). */
export const registerRetryAfter = (app: FastifyInstance) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', RETRY_AFTER_SECONDS);
    done(null, payload);
  });
};
