import { UserCountReply } from '@academy/contracts';
import type { App } from '@academy/kit';
import { count } from 'drizzle-orm';
import type { AuthContext } from '../../context.ts';
import { users } from '../../db/schema.ts';

export const registerStatsRoutes = (app: App, { db, guards }: AuthContext) => {
  app.get(
    '/stats/users',
    { onRequest: guards.role('ADMIN'), schema: { response: { 200: UserCountReply } } },
    async () => {
      const [row] = await db.select({ value: count() }).from(users);
      return { allUsersCount: row?.value ?? 0 };
    },
  );
};
