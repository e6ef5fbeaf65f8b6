import type { FastifyBaseLogger, FastifyError } from 'fastify';
import { HttpError } from './errors.ts';
import { isDatabaseUnreachable } from './unreachable.ts';

/** What a caller is told of an error: its status, `{message, code}` and, when it may retry, when. */
export interface ErrorReply {
  status: number;
  body: { message: string; code?: string };
  retryAfter?: string;
}

/**
 * An error as every route answers it (the app's error handler, and each call of a batch): a failed
 * validation 400 naming the field, an unreachable database 503 with Retry-After, a garbled form or a
 * value PostgreSQL cannot store 400, an `HttpError` as written for the caller, anything else a 500 that
 * is logged and kept private.
 */
export const errorReplyOf = (error: FastifyError | HttpError | Error, log: FastifyBaseLogger): ErrorReply => {
  if ('validation' in error && error.validation) {
    return { status: 400, body: { message: validationMessage(error), code: 'VALIDATION' } };
  }
  if (isDatabaseUnreachable(error)) {
    log.warn({ err: error }, 'a dependency is unreachable');
    return {
      status: 503,
      body: { message: 'The service is unavailable, try again shortly', code: 'UNAVAILABLE' },
      retryAfter: '5',
    };
  }
  if (!('statusCode' in error) && MALFORMED_FORM.test(error.message)) {
    return { status: 400, body: { message: 'The multipart form is malformed', code: 'MALFORMED_FORM' } };
  }
  const unstorable = unstorableValue(error);
  if (unstorable) return { status: 400, body: { message: unstorable, code: 'BAD_VALUE' } };
  const status = ('statusCode' in error ? error.statusCode : undefined) ?? 500;
  // HttpErrors are written for the caller; any other server error is logged and kept private.
  if (status >= 500 && !(error instanceof HttpError)) {
    log.error({ err: error }, 'request failed');
    return { status, body: { message: 'Internal server error', code: 'INTERNAL' } };
  }
  return { status, body: { message: error.message, code: 'code' in error ? error.code : undefined } };
};

/**
 * PostgreSQL refusing a value its column cannot hold (an id of 10^154 passes an integer schema, a
 * NUL character passes a string one): the caller's mistake, not a server failure. Drizzle wraps the
 * driver's error in `cause`.
 */
const UNSTORABLE: Record<string, string> = {
  '22003': 'A number is out of range',
  '22008': 'A date is out of range',
  '22P02': 'A value is malformed',
  '22021': 'Text cannot contain NUL characters',
  '22P05': 'Text cannot contain NUL characters',
};
const unstorableValue = (error: unknown): string | undefined => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNSTORABLE[code]) return UNSTORABLE[code];
  return cause === undefined ? undefined : unstorableValue(cause);
};

/** What the multipart parser throws, as plain errors, for a form cut short or garbled: the sender's mistake. */
const MALFORMED_FORM =
  /^(Unexpected end of (multipart data|form)|Malformed part header|Part terminated early|Multipart: Boundary not found)/;

/**
 * "body/email must match format "email"" → "email must match format "email""; a choice of values
 * ("Monthly" or "Yearly") names them instead of ajv's "must be equal to constant".
 */
const validationMessage = (error: FastifyError) => {
  const errors = error.validation ?? [];
  const [first] = errors;
  if (!first) return error.message;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const field = missing ?? first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field || error.validationContext || 'request';
  if (missing) return `${where} is required`;
  // A schema may say in words what one of its rules means (`x-error-messages: { minLength: '…' }`).
  const { parentSchema } = first as { parentSchema?: { 'x-error-messages'?: Record<string, string> } };
  const own = parentSchema?.['x-error-messages']?.[first.keyword];
  if (own) return own;
  const unexpected = (first.params as { additionalProperty?: string }).additionalProperty;
  if (unexpected !== undefined) return `${where} has a field it does not accept: ${unexpected}`;
  const choices = allowedValues(errors.filter((each) => each.instancePath === first.instancePath));
  return choices.length > 0 ? `${where} must be one of: ${choices.join(', ')}` : `${where} ${first.message}`;
};

/** The values a union of literals (`const` each) or an `enum` allows, as ajv reports them. */
const allowedValues = (errors: NonNullable<FastifyError['validation']>) =>
  errors.flatMap(({ keyword, params }) => {
    if (keyword === 'const') return [String((params as { allowedValue: unknown }).allowedValue)];
    if (keyword === 'enum') return (params as { allowedValues: unknown[] }).allowedValues.map(String);
    return [];
  });
