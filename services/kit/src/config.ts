import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';

/** Settings every service reads; each service extends this with its own. */
export const BaseConfigSchema = Type.Object({
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { default: 'info' },
  ),
  DATABASE_URL: Type.String({ pattern: '^postgres(ql)?://' }),
  /** Connections per process; 1 on embedded PostgreSQL, which serves one connection at a time. */
  DATABASE_POOL_SIZE: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  NATS_URL: Type.String({ default: 'nats://127.0.0.1:4222' }),
  /** Copies of each stream the service creates: 1 on one machine, 3 on a NATS cluster. */
  NATS_STREAM_REPLICAS: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  /** Prefix for every subject and stream: lets test files (or tenants) share one NATS server. */
  SUBJECT_PREFIX: Type.String({ default: '', pattern: '^([a-z0-9]+\\.)?$' }),
  JWT_PUBLIC_KEY: Type.String({ minLength: 40 }),
});
export type BaseConfig = Static<typeof BaseConfigSchema>;

/** A service's settings: the base ones with the port it listens on by default, and its own. */
export const serviceConfigSchema = <P extends Type.TProperties>(defaultPort: number, properties: P) =>
  Type.Object({
    ...BaseConfigSchema.properties,
    PORT: Type.Integer({ minimum: 0, maximum: 65535, default: defaultPort }),
    ...properties,
  });

/** Where a service that keeps files finds its bucket (`createObjectStore` reads these). */
export const objectStoreSettings = (defaultBucket: string) => ({
  S3_ENDPOINT: Type.String({ pattern: '^https?://' }),
  S3_ACCESS_KEY: Type.String({ minLength: 1 }),
  S3_SECRET_KEY: Type.String({ minLength: 1 }),
  S3_BUCKET: Type.String({ default: defaultBucket }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
});

export class ConfigError extends Error {}

/**
 * Reads the environment against a schema, converting strings to numbers and booleans and applying
 * defaults. A missing or bad value throws one ConfigError naming the variable.
 */
export const loadConfig = <S extends Type.TObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): Static<S> => {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value.replaceAll('\\n', '\n');
  }
  const value = Value.Convert(schema, Value.Default(schema, picked));
  const [first] = Value.Errors(schema, value);
  if (first) {
    const missing = 'requiredProperties' in first.params ? first.params.requiredProperties : undefined;
    throw new ConfigError(
      missing
        ? `Missing configuration: set ${missing.join(', ')}`
        : `Invalid configuration: ${first.instancePath.slice(1)} ${first.message}`,
    );
  }
  return value as Static<S>;
};
