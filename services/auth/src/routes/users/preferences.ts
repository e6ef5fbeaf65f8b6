import { Preferences } from '@academy/contracts';
import { assertSelfOrAdmin } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { findUserById } from '../../domain/accounts.ts';
import { UserIdParams } from '../params.ts';

/** The settings screen's notification and privacy toggles, saved per user. */
export const registerPreferenceRoutes = (app: FastifyInstance, { db, guards }: AuthContext) => {
  app.get(
    '/users/:id/preferences',
    { preHandler: guards.user, schema: { params: UserIdParams } },
    async (request) => {
      const { id } = request.params as { id: string };
      assertSelfOrAdmin(request.user, id);
      return { preferences: (await findUserById(db, id)).preferences, message: 'Preferences loaded' };
    },
  );

  app.put(
    '/users/:id/preferences',
    { preHandler: guards.user, schema: { params: UserIdParams, body: Preferences } },
    async (request) => {
      const { id } = request.params as { id: string };
      assertSelfOrAdmin(request.user, id);
      await findUserById(db, id);
      const [row] = await db
        .update(users)
        .set({ preferences: request.body as Preferences, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return { preferences: row!.preferences, message: 'Preferences saved' };
    },
  );
};
