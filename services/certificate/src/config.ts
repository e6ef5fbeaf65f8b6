import { BaseConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';

export const ConfigSchema = Type.Object({
  ...BaseConfigSchema.properties,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4104 }),
  S3_ENDPOINT: Type.String({ pattern: '^https?://' }),
  S3_ACCESS_KEY: Type.String({ minLength: 1 }),
  S3_SECRET_KEY: Type.String({ minLength: 1 }),
  S3_BUCKET: Type.String({ default: 'academy-certificate' }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  /** The address users reach the academy at; a certificate's QR code opens its verification page there. */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
});
export type Config = Static<typeof ConfigSchema>;
