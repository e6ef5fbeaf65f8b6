import { objectStoreSettings, serviceConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';

export const ConfigSchema = serviceConfigSchema(4104, {
  ...objectStoreSettings('academy-certificate'),
  /** The address users reach the academy at; a certificate's QR code opens its verification page there. */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  /**
   * The Ed25519 key that signs credentials, as its 32-byte seed in hex. Without it the service
   * generates one on first start and keeps it in its database (see the README on rotation).
   */
  CREDENTIAL_ISSUER_SEED: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
  /** The issuer's name in credentials and its public profile. */
  CREDENTIAL_ISSUER_NAME: Type.String({ minLength: 1, default: 'Academy' }),
  /**
   * How long a revocation status list is served from memory before the database is read again: each list
   * costs at most one query per period however often it is fetched. A revocation through this replica's
   * route shows at once; one made elsewhere (a refund, another replica) within this period. Default 10.
   */
  STATUS_LIST_REFRESH_SECONDS: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type Config = Static<typeof ConfigSchema>;
