import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { createLogger, logsEveryRequest, registerRequestSummaries } from './access-log.ts';
import { checkCompiledOnFirstUse, serializerCompiledOnFirstUse } from './compiled-on-first-use.ts';
import { HttpError } from './errors.ts';
import { endConnectionsWhenClosing } from './graceful-close.ts';
import { type MetricsListener, serveMetrics } from './metrics/exposition.ts';
import { timeRequests } from './metrics/http.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-ids.ts';
import { requestLoggerFactory } from './request-logger.ts';
import { requireDeclaredAccess } from './route-access.ts';
import { type ServerTimeouts, serverTimeoutOptions } from './server-timeouts.ts';
import { addTextKeyword } from './text-keyword.ts';
import { traceRoutes } from './tracing/index.ts';
import { isDatabaseUnreachable } from './unreachable.ts';

export interface AppOptions {
  name: string;
  logLevel?: string;
  /** Largest accepted request body in bytes (uploads stream separately). */
  bodyLimit?: number;
  /**
   * Proxies in front of the app (an ingress, a load balancer): the client's address is the
   * X-Forwarded-For entry this many hops from the right, the part the proxies wrote (entries further
   * left are the client's own claims). 0: no proxy, the socket's address.
   */
  trustedProxyHops?: number;
  /** How long a client may take (default: the `*_TIMEOUT_MS` settings, see `server-timeouts.ts`). */
  timeouts?: Partial<ServerTimeouts>;
  /** Append the JSON log to this file (default: the `LOG_FILE` setting; none: standard output). */
  logFile?: string;
  /** Log requests slower than this (default: the `SLOW_REQUEST_MS` setting, 1000). */
  slowRequestMs?: number;
  /** Refused or slow requests logged one by one per second (default: `REQUEST_SUMMARIES_PER_SECOND`, 100). */
  summariesPerSecond?: number;
  /** Where `/metrics` is served (default: the `METRICS_PORT` and `METRICS_HOST` settings; no port: nowhere). */
  metrics?: MetricsListener;
}

/**
 * A Fastify instance with the house conventions: JSON logs carrying the caller's request id, TypeBox
 * types, and every error sent as `{ message, code }` — validation errors as 400 naming the field.
 * Below `debug`, requests are not logged one by one: only errors, refused and slow requests are.
 * Every reply is timed by route template, and the process's metrics are served on their own port.
 */
export const createApp = (options: AppOptions) => {
  const level = options.logLevel ?? 'info';
  const { logger, flush } = createLogger({ name: options.name, level, logFile: options.logFile });
  const serverOptions: FastifyServerOptions = {
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: !logsEveryRequest(level) }),
    childLoggerFactory: requestLoggerFactory,
    // The caller's request id only when it has a safe shape (see request-ids.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: trustHops(options.trustedProxyHops ?? 0),
    ...serverTimeoutOptions(options.timeouts),
  };
  const app = Fastify(serverOptions).withTypeProvider<TypeBoxTypeProvider>();
  requireDeclaredAccess(app);
  // Path and query values are always strings, so they are coerced; a JSON body must already have the
  // right types ("password": 12345678 is a 400, not a password).
  const coercing = validator('array');
  const strict = validator(false);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    checkCompiledOnFirstUse(() => (httpPart === 'body' ? strict : coercing).compile(schema)),
  );
  app.setSerializerCompiler(serializerCompiledOnFirstUse);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  registerRequestSummaries(app, options);
  timeRequests(app);
  traceRoutes(app);
  serveMetrics(app, options.metrics);
  endConnectionsWhenClosing(app);
  app.addHook('onClose', () => flush());
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      return reply.status(400).send({ message: validationMessage(error), code: 'VALIDATION' });
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'a dependency is unreachable');
      reply.header('retry-after', '5');
      return reply
        .status(503)
        .send({ message: 'The service is unavailable, try again shortly', code: 'UNAVAILABLE' });
    }
    if (error instanceof Error && !('statusCode' in error) && MALFORMED_FORM.test(error.message)) {
      return reply.status(400).send({ message: 'The multipart form is malformed', code: 'MALFORMED_FORM' });
    }
    const unstorable = unstorableValue(error);
    if (unstorable) return reply.status(400).send({ message: unstorable, code: 'BAD_VALUE' });
    const status = error.statusCode ?? 500;
    // HttpErrors are written for the caller; any other server error is logged and kept private.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    return reply.status(status).send({ message: error.message, code: error.code });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url} not found`, code: 'NOT_FOUND' }),
  );
  return app;
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

const validator = (coerceTypes: 'array' | false) => {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    // Errors carry the schema that failed, for its `x-error-messages`.
    verbose: true,
    strict: false,
  });
  addFormats.default(ajv);
  addTextKeyword(ajv);
  return ajv;
};

/**
 * Trusts the socket's peer and the `hops - 1` proxies before it, so the client is the X-Forwarded-For
 * entry `hops` from the right. A function, because Fastify now ignores a bare hop count (it cannot
 * tell that the peer is a proxy; here the deployment says so: only the ingress reaches the app).
 */
const trustHops = (hops: number) => (hops > 0 ? (_address: string, hop: number) => hop < hops : false);

export type App = ReturnType<typeof createApp>;
export type AnyApp = FastifyInstance;

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
