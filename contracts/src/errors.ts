import { type Static, Type } from 'typebox';

/** Every error reply of the BFF and of every service has this shape. */
export const ErrorReply = Type.Object(
  { message: Type.String(), code: Type.Optional(Type.String()) },
  { $id: 'ErrorReply' },
);
export type ErrorReply = Static<typeof ErrorReply>;
