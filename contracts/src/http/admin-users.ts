import { type Static, Type } from 'typebox';
import { Closed, Role } from './common.ts';
import { TEXT_KEYWORD } from './text.ts';

/** Users per page at most in the admin console's list. */
export const ADMIN_USERS_LIMIT_MAX = 100;

/** An account as the admin console's user list shows it. */
export const AdminUser = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fullName: Type.String(),
  email: Type.String(),
  role: Role,
  /** A suspended account cannot log in, and its logins ended when it was suspended. */
  suspended: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminUser = Static<typeof AdminUser>;

/** `GET /admin/users`: `search` matches a part of the name or e-mail in any letter case; newest first. */
export const AdminUsersQuery = Closed({
  search: Type.Optional(Type.String({ maxLength: 100, [TEXT_KEYWORD]: 'line' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_USERS_LIMIT_MAX })),
});
export type AdminUsersQuery = Static<typeof AdminUsersQuery>;

export const AdminUsersReply = Type.Object({
  users: Type.Array(AdminUser),
  /** Accounts matching the search in all; `page` and `limit` say which of them these are. */
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type AdminUsersReply = Static<typeof AdminUsersReply>;

export const AdminUserParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type AdminUserParams = Static<typeof AdminUserParams>;

/** `PUT /admin/users/{id}/role`: the account's logins end, so a new role takes effect at its next login. */
export const UserRoleBody = Closed({ role: Role });
export type UserRoleBody = Static<typeof UserRoleBody>;

/** `PUT /admin/users/{id}/suspended`: `true` suspends (its logins end at once), `false` reinstates. */
export const UserSuspendedBody = Closed({ suspended: Type.Boolean() });
export type UserSuspendedBody = Static<typeof UserSuspendedBody>;

export const AdminUserReply = Type.Object({ user: AdminUser, message: Type.String() });
export type AdminUserReply = Static<typeof AdminUserReply>;
