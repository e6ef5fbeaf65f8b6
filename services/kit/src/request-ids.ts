import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's request id may look like: it is echoed in replies, logged and passed on to services. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The caller's `X-Request-Id` when it is a short plain token, so a trace spans the BFF and the
 * services; anything else (a header-injection attempt, a kilobyte of text, a second header) is
 * replaced by a fresh id rather than echoed.
 */
export const requestIdOf = (request: IncomingMessage) => {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
};
