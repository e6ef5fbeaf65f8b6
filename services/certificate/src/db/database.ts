import type { ServiceContext } from '@academy/kit';
import type * as schema from './schema.ts';

/**
 * The service's database (Drizzle over its schema). Its own module, so what the context is built from
 * (the issuer key) can take the database without importing the context.
 */
export type CertificateDb = ServiceContext<typeof schema>['db'];
