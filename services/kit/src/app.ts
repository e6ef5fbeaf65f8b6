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
import { errorReplyOf } from './error-replies.ts';
import type { HttpError } from './errors.ts';
import { endConnectionsWhenClosing } from './graceful-close.ts';
import { parseJsonBodies } from './json-bodies.ts';
import { type MetricsListener, serveMetrics } from './metrics/exposition.ts';
import { timeRequests } from './metrics/http.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-ids.ts';
import { requestLoggerFactory } from './request-logger.ts';
import { requireDeclaredAccess } from './route-access.ts';
import { type ServerTimeouts, serverTimeoutOptions } from './server-timeouts.ts';
import { addTextKeyword } from './text-keyword.ts';
import { traceRoutes } from './tracing/index.ts';

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
  parseJsonBodies(app);
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
    const { status, body, retryAfter } = errorReplyOf(error, request.log);
    if (retryAfter) reply.header('retry-after', retryAfter);
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url} not found`, code: 'NOT_FOUND' }),
  );
  return app;
};

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
