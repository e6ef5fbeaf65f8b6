import { serviceConfigSchema } from '@academy/kit';
import type { Static } from 'typebox';

export const ConfigSchema = serviceConfigSchema(4107, {});
export type Config = Static<typeof ConfigSchema>;
