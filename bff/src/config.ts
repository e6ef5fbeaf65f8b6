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
  CART_URL: Type.String({ default: 'http://127.0.0.1:4105' }),
  ORDERS_URL: Type.String({ default: 'http://127.0.0.1:4106' }),
  SUPPORT_URL: Type.String({ default: 'http://127.0.0.1:4107' }),
  /** Live updates listen to the services' events here (nothing is stored). */
  NATS_URL: BaseConfigSchema.properties.NATS_URL,
  SUBJECT_PREFIX: BaseConfigSchema.properties.SUBJECT_PREFIX,
  /**
   * Where users reach the academy, as the services build their links (Stripe's return pages, e-mails):
   * a page of the web app asked for under another host is redirected here. Empty: no redirect.
   */
  PUBLIC_URL: Type.String({ pattern: '^(https?://[^/]+/?)?$', default: '' }),
  /** Built web app and Storybook; served when the folders exist. */
  WEB_DIST: Type.String({ default: '' }),
  STORYBOOK_DIST: Type.String({ default: '' }),
  /** Secure cookies need HTTPS; off for http://localhost. */
  COOKIE_SECURE: Type.Boolean({ default: false }),
  /**
   * Proxies in front of the BFF (an ingress, a load balancer), counted from the BFF: the client's
   * address (rate limits, logs) is the X-Forwarded-For entry that many hops from the right, and
   * X-Forwarded-Proto from the nearest of them says whether the request came over HTTPS. 0: none.
   * `true` (the earlier setting) reads as 1 and `false` as 0.
   */
  TRUST_PROXY: Type.Integer({ minimum: 0, maximum: 10, default: 0 }),
  /** Live (Server-Sent Events) connections one user may hold at once on one BFF process. */
  LIVE_STREAMS_PER_USER: Type.Integer({ minimum: 1, default: 10 }),
  /**
   * PostgreSQL database (e.g. `academy_bff`) for the throttling counters every replica shares; it
   * holds only that operational state. Empty keeps them in memory: one replica only.
   */
  RATE_LIMIT_DATABASE_URL: Type.String({ default: '' }),
  /** Failed logins from one client address per 15 minutes, whatever the account. */
  LOGIN_FAILURES_PER_ADDRESS: Type.Integer({ minimum: 1, default: 100 }),
  /** Registrations from one client address per hour. */
  SIGNUPS_PER_ADDRESS: Type.Integer({ minimum: 1, default: 100 }),
});
export type Config = Static<typeof ConfigSchema>;
