import { objectStoreSettings, serviceConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';

export const ConfigSchema = serviceConfigSchema(4102, {
  ...objectStoreSettings('academy-catalogue'),
  /** Where users fetch media: the BFF's media path. File paths in replies and events start with it. */
  MEDIA_URL_PREFIX: Type.String({ default: '/api/v1/media' }),
  /** Load the demo catalogue at start (idempotent). */
  SEED_DEMO_DATA: Type.Boolean({ default: false }),
  /** Videos this process transcodes into HLS at once (ffmpeg); 0: none here, another replica does. */
  TRANSCODE_CONCURRENCY: Type.Integer({ minimum: 0, maximum: 16, default: 1 }),
});
export type Config = Static<typeof ConfigSchema>;
