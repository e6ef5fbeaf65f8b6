import { type Static, Type } from 'typebox';

export const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Role = Type.Union([Type.Literal('USER'), Type.Literal('ADMIN')]);
export type Role = Static<typeof Role>;

export const Email = Type.String({ format: 'email', maxLength: 254 });
/** OWASP: at least 8 characters; an upper bound keeps hashing cheap for attackers' huge inputs. */
export const Password = Type.String({ minLength: 8, maxLength: 128 });

export const MessageReply = Type.Object({ message: Type.String() });

/** The `{ success, message, data }` envelope the learning and certificate replies come in. */
export const SuccessReply = <T extends Type.TSchema>(data: T) =>
  Type.Object({ success: Type.Boolean(), message: Type.String(), data });
export type MessageReply = Static<typeof MessageReply>;

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** The rest of the path after a `/*` route (a stored object's key). */
export const WildcardParams = Type.Object({ '*': Type.String() });
