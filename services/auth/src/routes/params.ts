import { Type } from 'typebox';

export const UserIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
