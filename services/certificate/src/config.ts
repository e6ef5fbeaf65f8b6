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
});
export type Config = Static<typeof ConfigSchema>;
