import { fileURLToPath } from 'node:url';
import { createObjectStore, startService } from '@academy/kit';
import type { Config } from './config.ts';
import type { CertificateContext } from './context.ts';
import * as schema from './db/schema.ts';
import { subscriptions } from './events/subscriptions.ts';
import { registerCertificateRoutes } from './routes/certificates/index.ts';
import { registerEligibilityRoutes } from './routes/eligibility/index.ts';
import { registerVerificationRoutes } from './routes/verification/index.ts';

const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));

export const buildApp = async (config: Config) => {
  const store = createObjectStore(config);
  const service = await startService('certificate', config, {
    schema,
    migrationsFolder,
    subscriptions,
    store,
  });
  const context: CertificateContext = { ...service.context, config, store };
  registerEligibilityRoutes(service.app, context);
  registerCertificateRoutes(service.app, context);
  registerVerificationRoutes(service.app, context);
  return service.app;
};
