import type { FastifyInstance } from 'fastify';
import type { FormObject } from './form-body.ts';

/** Route shapes of the stand-in's Fastify app: bodies and query strings are decoded form objects. */
export type App = FastifyInstance;
export type ById = { Params: { id: string }; Querystring: FormObject; Body: FormObject | undefined };
export type Collection = { Querystring: FormObject; Body: FormObject | undefined };
