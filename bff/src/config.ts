import { BaseConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';

export const ConfigSchema = Type.Object({
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  JWT_PUBLIC_KEY: Type.String({ minLength: 40 }),
  AUTH_URL: Type.String({ default: 'http://127.0.0.1:4101' }),
  CATALOGUE_URL: Type.String({ default: 'http://127.0.0.1:4102' }),
  LEARNING_URL: Type.String({ default: 'http://127.0.0.1:4103' }),
  CERTIFICATE_URL: Type.String({ default: 'http://127.0.0.1:4104' }),
  /** Live updates listen to the services' events here (nothing is stored). */
  NATS_URL: BaseConfigSchema.properties.NATS_URL,
  SUBJECT_PREFIX: BaseConfigSchema.properties.SUBJECT_PREFIX,
  /** Built web app and Storybook; served when the folders exist. */
  WEB_DIST: Type.String({ default: '' }),
  STORYBOOK_DIST: Type.String({ default: '' }),
  /** Secure cookies need HTTPS; off for http://localhost. */
  COOKIE_SECURE: Type.Boolean({ default: false }),
  /** Behind an ingress: clients are told apart by X-Forwarded-For (rate limits, logs). */
  TRUST_PROXY: Type.Boolean({ default: false }),
  /** Attempts per minute per client on login and password-reset paths. */
  AUTH_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
});
export type Config = Static<typeof ConfigSchema>;
