import { fileURLToPath } from 'node:url';
import { createObjectStore, GENERIC_PLANS, registerBatchedCalls, startService } from '@academy/kit';
import type { Config } from './config.ts';
import type { CertificateContext } from './context.ts';
import { loadIssuerKey } from './credentials/issuer-key.ts';
import * as schema from './db/schema.ts';
import { subscriptions } from './events/subscriptions.ts';
import { missingFontFiles } from './pdf/script-fonts.ts';
import { registerCertificateRoutes } from './routes/certificates/index.ts';
import { registerCredentialRoutes } from './routes/credentials/index.ts';
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
    databaseSettings: GENERIC_PLANS,
  });
  const missingFonts = missingFontFiles();
  if (missingFonts.length > 0) {
    service.app.log.warn(
      { missingFonts },
      'Certificates cannot print names in some scripts: install fonts-noto-core and fonts-noto-cjk',
    );
  }
  const issuer = {
    publicUrl: config.PUBLIC_URL,
    name: config.CREDENTIAL_ISSUER_NAME,
    key: await loadIssuerKey(service.context.db, config),
  };
  const context: CertificateContext = { ...service.context, config, store, issuer };
  // Eligibility opens a course: the BFF also sends it in batches under a rush.
  registerBatchedCalls(service.app, context.guards.verify, registerEligibilityRoutes(service.app, context));
  registerCertificateRoutes(service.app, context);
  registerVerificationRoutes(service.app, context);
  registerCredentialRoutes(service.app, context);
  return service.app;
};
