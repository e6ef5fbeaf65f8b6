import { buildApp } from '../../../services/cart/src/app.ts';
import type { Config } from '../../../services/cart/src/config.ts';
import type { TestEnvironment } from './environment.ts';

/** The cart service on its own database, on the environment's subject prefix. */
export const startCart = async (env: TestEnvironment, overrides: Partial<Config> = {}) => {
  const shared = await env.serviceConfig('cart');
  // The kit's LOG_LEVEL union is typed too narrowly to accept a plain level string.
  const config: Config = { ...shared, LOG_LEVEL: shared.LOG_LEVEL as Config['LOG_LEVEL'], ...overrides };
  return { url: await env.listen(await buildApp(config)), config };
};
