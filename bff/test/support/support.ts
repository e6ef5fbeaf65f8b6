import { buildApp } from '../../../services/support/src/app.ts';
import type { Config } from '../../../services/support/src/config.ts';
import type { TestEnvironment } from './environment.ts';

/** The support service on its own database, on the environment's subject prefix. */
export const startSupport = async (env: TestEnvironment, overrides: Partial<Config> = {}) => {
  const shared = await env.serviceConfig('support');
  // The kit's LOG_LEVEL union is typed too narrowly to accept a plain level string.
  const config: Config = { ...shared, LOG_LEVEL: shared.LOG_LEVEL as Config['LOG_LEVEL'], ...overrides };
  return { url: await env.listen(await buildApp(config)), config };
};
