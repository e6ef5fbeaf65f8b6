import { fileURLToPath } from 'node:url';
import { certificate } from '@academy/contracts';
import {
  createObjectStore,
  GENERIC_PLANS,
  postgresNotices,
  registerBatchedCalls,
  relayNotices,
  startService,
} from '@academy/kit';
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
/** The channel the `certificate_learner_changed` trigger notifies (migration 0006): a learner's id, or '*'. */
const LEARNER_CHANGED = 'certificate_learner_changed';

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
  // The BFF keeps learners' eligibility replies until these notices, passed on over NATS, name them.
  const { messaging } = service.platform;
  const learnerChanges = postgresNotices({
    url: config.DATABASE_URL,
    channel: LEARNER_CHANGED,
    logger: service.app.log,
  })(relayNotices(messaging.nc, `${messaging.prefix}${certificate.learnerChangedNotices}`));
  service.app.addHook('onClose', () => learnerChanges.close());
  // Eligibility opens a course: the BFF also sends it in batches under a rush.
  registerBatchedCalls(service.app, context.guards.verify, registerEligibilityRoutes(service.app, context));
  registerCertificateRoutes(service.app, context);
  registerVerificationRoutes(service.app, context);
  registerCredentialRoutes(service.app, context);
  return service.app;
};
