import type { ObjectStore, ServiceContext } from '@academy/kit';
import type { Config } from './config.ts';
import type { IssuerKeyPair } from './credentials/issuer-key.ts';
import type { CertificateDb } from './db/database.ts';
import type * as schema from './db/schema.ts';

/** What every route of the service works with. */
export interface CertificateContext extends ServiceContext<typeof schema> {
  config: Config;
  store: ObjectStore;
  /** Who signs credentials, and with which key. */
  issuer: { publicUrl: string; name: string; key: IssuerKeyPair };
}

export type { CertificateDb };
