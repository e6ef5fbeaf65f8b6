import { HttpError } from '@academy/kit';
import type { FastifyInstance } from 'fastify';

/** Seconds a client should wait before trying again while a service or its database is away. */
const RETRY_AFTER_SECONDS = '5';

/**
 * A service that says when to try again, in its own words: busy (503, auth's password hashing queue) or
 * asked too often (429, another confirmation link too soon). Passed on as it is, with its Retry-After.
 */
export class RetryLater extends HttpError {
  readonly retryAfter: string;
  constructor(status: 429 | 503, message: string, code: string | undefined, retryAfter: string) {
    super(status, message, code);
    this.retryAfter = retryAfter;
  }
}

/**
 * Every 503 tells the client when to try again: a busy service's own estimate, else 5 seconds (a
 * service unreachable, or its database down).
 */
export const registerRetryAfter = (app: FastifyInstance) => {
  app.addHook('onError', (_request, reply, error, done) => {
    if (error instanceof RetryLater) reply.header('retry-after', error.retryAfter);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', RETRY_AFTER_SECONDS);
    done(null, payload);
  });
};
