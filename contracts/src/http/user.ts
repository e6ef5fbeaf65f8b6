import { type Static, Type } from 'typebox';
import { Closed, Email, Nullable, OneOf, Password, Role } from './common.ts';
import { Line } from './text.ts';

/** Learner category; the web app compares it case-insensitively. */
export const Category = OneOf('student', 'professional');
export type Category = Static<typeof Category>;

export const User = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    fullName: Type.String(),
    email: Type.String(),
    role: Role,
    category: Nullable(Category),
    avatarUrl: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'User' },
);
export type User = Static<typeof User>;

export const RegisterBody = Closed({
  fullName: Line(100),
  email: Email,
  password: Password,
  category: Type.Optional(Category),
});
export type RegisterBody = Static<typeof RegisterBody>;
export const RegisterReply = Type.Object({ success: Type.Boolean(), user: User, message: Type.String() });
export type RegisterReply = Static<typeof RegisterReply>;

export const LoginBody = Closed({ email: Email, password: Type.String({ minLength: 1, maxLength: 128 }) });
export type LoginBody = Static<typeof LoginBody>;
/** `token` is the access token for API clients; browsers use the HttpOnly cookies instead. */
export const LoginReply = Type.Object({ user: User, token: Type.String(), message: Type.String() });
export type LoginReply = Static<typeof LoginReply>;

export const UserReply = Type.Object({ user: User });
export type UserReply = Static<typeof UserReply>;

/** Auth service → BFF: a new or renewed session; the BFF keeps the tokens in HttpOnly cookies. */
export const SessionReply = Type.Object({
  user: User,
  accessToken: Type.String(),
  refreshToken: Type.String(),
  expiresIn: Type.Integer({ minimum: 1 }),
});
export type SessionReply = Static<typeof SessionReply>;
/** BFF → auth service: the refresh token to renew or revoke. */
export const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 20, maxLength: 200 }) });
export type RefreshBody = Static<typeof RefreshBody>;

/**
 * BFF → auth service: the logins ended since a moment (logout, a password change or reset), as the
 * `sid` their access tokens carry, so the BFF refuses those tokens before they expire. `asOf` is
 * when the auth service looked: the next question starts a little before it.
 */
export const EndedSessionsQuery = Closed({ since: Type.String({ format: 'date-time' }) });
export type EndedSessionsQuery = Static<typeof EndedSessionsQuery>;
export const EndedSessionsReply = Type.Object({
  asOf: Type.String({ format: 'date-time' }),
  sessionIds: Type.Array(Type.String({ format: 'uuid' })),
});
export type EndedSessionsReply = Static<typeof EndedSessionsReply>;

export const ChangePasswordBody = Closed({
  currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Password,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ResetRequestBody = Closed({ email: Email });
export type ResetRequestBody = Static<typeof ResetRequestBody>;
export const ResetTokenParams = Type.Object({ resetToken: Type.String({ minLength: 20, maxLength: 200 }) });
export const ResetBody = Closed({ password: Password });
export type ResetBody = Static<typeof ResetBody>;

/** Either a category or, for 'something else', the learner's own words (`customCategory`), not both. */
export const UpdateCategoryBody = Closed({
  category: Type.Optional(Category),
  customCategory: Type.Optional(Line(60, { minLength: 0 })),
});
export type UpdateCategoryBody = Static<typeof UpdateCategoryBody>;
/** The category question: `shouldAsk` until the learner answers or closes it once. */
export const CategoryStatusReply = Type.Object({
  user: User,
  customCategory: Nullable(Type.String()),
  shouldAsk: Type.Boolean(),
});
export type CategoryStatusReply = Static<typeof CategoryStatusReply>;
