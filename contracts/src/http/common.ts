import { type Static, Type } from 'typebox';

export const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of the given strings: a union of string literals (the map loses the tuple type the cast restores). */
export const OneOf = <const Values extends [string, ...string[]]>(...values: Values) =>
  Type.Union(values.map((value) => Type.Literal(value))) as Type.TUnion<{
    -readonly [K in keyof Values]: Type.TLiteral<Values[K]>;
  }>;

/** The largest PostgreSQL integer: the bound of every `integer` column, row ids among them. */
export const MAX_PG_INTEGER = 2_147_483_647;
/** A row's id: a PostgreSQL integer, so a larger number is refused by its schema, not by the database. */
export const RowId = Type.Integer({ minimum: 1, maximum: MAX_PG_INTEGER });

export const Role = OneOf('USER', 'ADMIN');
export type Role = Static<typeof Role>;

export const Email = Type.String({ format: 'email', maxLength: 254 });
/** The shortest new password accepted (the auth service also refuses common ones). */
export const PASSWORD_MIN_LENGTH = 10;
/** A new password: at least 10 characters; an upper bound keeps hashing cheap for attackers' huge inputs. */
export const Password = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 128,
  'x-error-messages': { minLength: `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters` },
});

/** An object that allows no properties besides these: how request bodies and form fields are checked. */
export const Closed = <T extends Type.TProperties>(properties: T, options?: Type.TObjectOptions) =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const MessageReply = Type.Object({ message: Type.String() });

/** The `{ success, message, data }` envelope the learning and certificate replies come in. */
export const SuccessReply = <T extends Type.TSchema>(data: T) =>
  Type.Object({ success: Type.Boolean(), message: Type.String(), data });
export type MessageReply = Static<typeof MessageReply>;

/**
 * What an exam voucher grants: `attempts` more tries at the certification quiz (the last quiz in learning
 * order) of course `courseId`. A course that carries one is sold as a voucher, never enrolled in.
 */
export const ExamVoucher = Type.Object({
  courseId: RowId,
  attempts: Type.Integer({ minimum: 1, maximum: 10 }),
});
export type ExamVoucher = Static<typeof ExamVoucher>;

export const IdParam = Type.Object({ id: RowId });

/** The rest of the path after a `/*` route (a stored object's key). */
export const WildcardParams = Type.Object({ '*': Type.String() });
