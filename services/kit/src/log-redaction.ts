import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

const CENSOR = '[redacted]';

/** Fields that hold a secret wherever they appear in a logged object: bodies, headers, errors. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  'stripe-signature',
];

/** Up to three levels deep (`password`, `body.password`, `req.headers.authorization`). */
const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => {
  const key = /^\w+$/.test(field) ? field : `["${field}"]`;
  const dotted = key.startsWith('[') ? key : `.${key}`;
  return [key, `*${dotted}`, `*.*${dotted}`];
});

/** Path segments after these are e-mailed tokens (password resets, e-mail changes: API routes and page links). */
const SECRET_FOLLOWS = new Set([
  'reset',
  'reset-password',
  'password-resets',
  'confirm-email',
  'email-changes',
]);
/** Query parameters whose value is a credential. */
const SECRET_QUERY = /token|secret|password|signature|session|auth|key|code/i;
/** A long opaque value (a random token, a JWT) in a path, whatever route it is on; ids stay readable. */
const OPAQUE = /^[\w.~-]{32,}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.\w+)?$/i;

/**
 * A request URL fit for a log: reset tokens in paths, long opaque path segments and credential-like
 * query values are replaced, so a refused reset link or a token sent in a query string never lands on
 * disk. The rest stays as sent, so logs still say which route was asked for.
 */
export const redactUrl = (url: string) => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) =>
      (index > 0 && SECRET_FOLLOWS.has(segments[index - 1]!) && segment !== '') ||
      (OPAQUE.test(segment) && !ID.test(segment))
        ? CENSOR
        : segment,
    )
    .join('/');
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_QUERY.test(decodeSafely(name)) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
};

const decodeSafely = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * What every log line goes through: secret fields are censored, a `url` is redacted, and a request
 * is logged by method, redacted URL and address only (never its headers, which carry cookies and
 * bearer tokens).
 */
export const redactingLoggerOptions: Pick<LoggerOptions, 'redact' | 'serializers' | 'formatters'> = {
  redact: { paths: REDACTED_PATHS, censor: CENSOR },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  },
  formatters: {
    log: (object) => (typeof object.url === 'string' ? { ...object, url: redactUrl(object.url) } : object),
  },
};
