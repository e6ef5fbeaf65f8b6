import { objectStoreSettings, serviceConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';

export const ConfigSchema = serviceConfigSchema(4104, {
  ...objectStoreSettings('academy-certificate'),
  /** The address users reach the academy at; a certificate's QR code opens its verification page there. */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
});
export type Config = Static<typeof ConfigSchema>;
