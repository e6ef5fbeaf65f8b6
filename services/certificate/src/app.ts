import { fileURLToPath } from 'node:url';
import { connectPlatform, createApp, createAuthGuards, createObjectStore } from '@academy/kit';
import type { Config } from './config.ts';
import type { CertificateContext } from './context.ts';
import * as schema from './db/schema.ts';
import { registerSubscriptions } from './events/subscriptions.ts';
import { registerCertificateRoutes } from './routes/certificates/index.ts';
import { registerEligibilityRoutes } from './routes/eligibility/index.ts';
import { registerVerificationRoutes } from './routes/verification/index.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const app = createApp({ name: 'certificate', logLevel: config.LOG_LEVEL });
  const store = createObjectStore(config);
  await store.ensureBucket();
  const platform = await connectPlatform(app, {
    name: 'certificate',
    config,
    schema,
    migrationsFolder,
    readiness: { objectStore: store.ping },
  });
  const context: CertificateContext = {
    config,
    db: platform.db,
    relay: platform.relay,
    store,
    guards: createAuthGuards({ publicKey: config.JWT_PUBLIC_KEY }),
  };
  await registerSubscriptions(platform);
  registerEligibilityRoutes(app, context);
  registerCertificateRoutes(app, context);
  registerVerificationRoutes(app, context);
  return app;
};
