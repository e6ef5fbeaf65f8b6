import { type Static, Type } from 'typebox';

export const UserStatsReply = Type.Object({
  allUsersCount: Type.Integer(),
  subscribedUsersCount: Type.Integer(),
  message: Type.String(),
});
export type UserStatsReply = Static<typeof UserStatsReply>;
/** Auth service → BFF: how many accounts exist. */
export const UserCountReply = Type.Object({ allUsersCount: Type.Integer({ minimum: 0 }) });
export type UserCountReply = Static<typeof UserCountReply>;
