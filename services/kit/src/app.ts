import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { HttpError } from './errors.ts';

export interface AppOptions {
  name: string;
  logLevel?: string;
  /** Largest accepted request body in bytes (uploads stream separately). */
  bodyLimit?: number;
  /** Behind a proxy or ingress: take the client's address from X-Forwarded-For. */
  trustProxy?: boolean;
}

const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A Fastify instance with the house conventions: JSON logs carrying the caller's request id, TypeBox
 * types, and every error sent as `{ message, code }` — validation errors as 400 naming the field.
 */
export const createApp = (options: AppOptions) => {
  const serverOptions: FastifyServerOptions = {
    logger: { level: options.logLevel ?? 'info', base: { service: options.name } },
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  };
  const app = Fastify(serverOptions).withTypeProvider<TypeBoxTypeProvider>();
  // Path and query values are always strings, so they are coerced; a JSON body must already have the
  // right types ("password": 12345678 is a 400, not a password).
  const coercing = validator('array');
  const strict = validator(false);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      return reply.status(400).send({ message: validationMessage(error), code: 'VALIDATION' });
    }
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

const validator = (coerceTypes: 'array' | false) => {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  });
  addFormats.default(ajv);
  return ajv;
};

export type App = ReturnType<typeof createApp>;
export type AnyApp = FastifyInstance;

/** "body/email must match format "email"" → "email must match format "email"". */
const validationMessage = (error: FastifyError) => {
  const [first] = error.validation ?? [];
  if (!first) return error.message;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const field = missing ?? first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field || error.validationContext || 'request';
  return missing ? `${where} is required` : `${where} ${first.message}`;
};
