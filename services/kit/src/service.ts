import { createApp } from './app.ts';
import { createAuthGuards } from './auth.ts';
import type { BaseConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { ObjectStore } from './object-store.ts';
import type { OutboxRelay } from './outbox-relay.ts';
import { connectPlatform } from './platform.ts';
import { type Subscription, subscribe } from './subscriptions.ts';

/** What every service's routes and commands work with; a service's context extends it. */
export interface ServiceContext<S extends Record<string, unknown>> {
  db: Database<S>;
  relay: OutboxRelay;
  guards: ReturnType<typeof createAuthGuards>;
}

/**
 * A service's app on its platform (`connectPlatform`), consuming its subscriptions, with the base
 * context its routes receive. With a `store`, its bucket is created first and `/readyz` checks it.
 */
export const startService = async <S extends Record<string, unknown>>(
  name: string,
  config: BaseConfig,
  options: {
    schema: S;
    migrationsFolder: string;
    subscriptions: Subscription[];
    store?: ObjectStore;
    /** PostgreSQL settings for the service's connections (`connectDatabase`). */
    databaseSettings?: Record<string, string>;
  },
) => {
  const { store } = options;
  const app = createApp({ name, logLevel: config.LOG_LEVEL });
  await store?.ensureBucket();
  const platform = await connectPlatform(app, {
    name,
    config,
    schema: options.schema,
    migrationsFolder: options.migrationsFolder,
    databaseSettings: options.databaseSettings,
    readiness: store ? { objectStore: store.ping } : {},
  });
  await subscribe(platform.consume, options.subscriptions);
  const context: ServiceContext<S> = {
    db: platform.db,
    relay: platform.relay,
    guards: createAuthGuards({ publicKey: config.JWT_PUBLIC_KEY }),
  };
  return { app, platform, context };
};
