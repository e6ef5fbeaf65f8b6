import { type Static, Type } from 'typebox';

export const UserStatsReply = Type.Object({
  allUsersCount: Type.Integer(),
  subscribedUsersCount: Type.Integer(),
  message: Type.String(),
});
export type UserStatsReply = Static<typeof UserStatsReply>;
