import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../context.ts';
import { users } from '../../db/schema.ts';

export const registerStatsRoutes = (app: FastifyInstance, { db, guards }: AuthContext) => {
  app.get('/stats/users', { preHandler: guards.role('ADMIN') }, async () => {
    const [row] = await db.select({ value: count() }).from(users);
    return { allUsersCount: row?.value ?? 0 };
  });
};
