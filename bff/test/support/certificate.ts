import { buildApp } from '../../../services/certificate/src/app.ts';
import type { Config } from '../../../services/certificate/src/config.ts';
import type { TestEnvironment } from './environment.ts';

/** The certificate service on its own database and bucket, on the environment's subject prefix. */
export const startCertificate = async (env: TestEnvironment, overrides: Partial<Config> = {}) => {
  const shared = await env.serviceConfig('certificate');
  // The kit's LOG_LEVEL union is typed too narrowly to accept a plain level string.
  const config: Config = {
    ...shared,
    LOG_LEVEL: shared.LOG_LEVEL as Config['LOG_LEVEL'],
    CREDENTIAL_ISSUER_NAME: 'Academy',
    ...overrides,
  };
  return { url: await env.listen(await buildApp(config)), config };
};
