import { BaseConfigSchema } from '@academy/kit';
import { type Static, Type } from 'typebox';

export const ConfigSchema = Type.Object({
  ...BaseConfigSchema.properties,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4105 }),
});
export type Config = Static<typeof ConfigSchema>;
