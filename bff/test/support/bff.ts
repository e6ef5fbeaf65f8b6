import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { TestEnvironment } from './environment.ts';

/** The BFF in front of the services given by URL; tests call it with `inject`. */
export const startBff = async (
  env: Pick<TestEnvironment, 'keys' | 'natsUrl' | 'prefix'>,
  overrides: Partial<Config>,
) =>
  buildApp({
    HOST: '127.0.0.1',
    PORT: 0,
    LOG_LEVEL: 'silent',
    JWT_PUBLIC_KEY: env.keys.publicKey,
    AUTH_URL: 'http://127.0.0.1:9',
    CATALOGUE_URL: 'http://127.0.0.1:9',
    LEARNING_URL: 'http://127.0.0.1:9',
    CERTIFICATE_URL: 'http://127.0.0.1:9',
    CART_URL: 'http://127.0.0.1:9',
    ORDERS_URL: 'http://127.0.0.1:9',
    SUPPORT_URL: 'http://127.0.0.1:9',
    NATS_URL: env.natsUrl,
    SUBJECT_PREFIX: env.prefix,
    PUBLIC_URL: '',
    WEB_DIST: '',
    STORYBOOK_DIST: '',
    COOKIE_SECURE: false,
    TRUST_PROXY: 0,
    LIVE_STREAMS_PER_USER: 10,
    RATE_LIMIT_DATABASE_URL: '',
    LOGIN_FAILURES_PER_ADDRESS: 100,
    SIGNUPS_PER_ADDRESS: 1000,
    ...overrides,
  });

export type Bff = Awaited<ReturnType<typeof startBff>>;
