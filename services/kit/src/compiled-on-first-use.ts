import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import type { TProperties, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

/** A validator as Fastify calls it: true or false, with ajv's `errors` on the function after a false. */
type Check = ReturnType<FastifySchemaCompiler<unknown>>;

/**
 * Fastify compiles every route's validators and reply serialisers when the app starts, and again for
 * each GET's HEAD twin: generated code that the process keeps whether or not the route is ever asked
 * for. Compiled on a route's first request instead, a process holds only what it serves.
 */
export const checkCompiledOnFirstUse = (compile: () => Check): Check => {
  let compiled: Check | undefined;
  const check: Check = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    check.errors = compiled.errors;
    return valid;
  };
  return check;
};

/** Fastify's own reply serialiser (fast-json-stringify of the route's response schema), built on first use. */
export const serializerCompiledOnFirstUse = ({ schema }: { schema: unknown }) => {
  let compiled: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    compiled ??= fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    return compiled(data);
  };
};

const validators = new WeakMap<TSchema, Validator>();

/**
 * A TypeBox schema's compiled validator, made on its first use and kept with the schema. Every event
 * written and every event consumed is checked against its schema: interpreted (`Value.Check`,
 * `Value.Errors`), each check walked the schema anew, which showed in CPU profiles of an exam rush.
 */
export const validatorOf = <T extends TSchema>(schema: T): Validator<TProperties, T> => {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return validator as Validator<TProperties, T>;
};
