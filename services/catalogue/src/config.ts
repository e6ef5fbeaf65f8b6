import { BaseConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';

export const ConfigSchema = Type.Object({
  ...BaseConfigSchema.properties,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4102 }),
  S3_ENDPOINT: Type.String({ pattern: '^https?://' }),
  S3_ACCESS_KEY: Type.String({ minLength: 1 }),
  S3_SECRET_KEY: Type.String({ minLength: 1 }),
  S3_BUCKET: Type.String({ default: 'academy-catalogue' }),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  /** Where users fetch media: the BFF's media path. File paths in replies and events start with it. */
  MEDIA_URL_PREFIX: Type.String({ default: '/api/v1/media' }),
  /** Load the demo catalogue at start (idempotent). */
  SEED_DEMO_DATA: Type.Boolean({ default: false }),
});
export type Config = Static<typeof ConfigSchema>;
