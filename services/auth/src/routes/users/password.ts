import { ChangePasswordBody } from '@academy/contracts';
import { assertSelfOrAdmin, badRequest, unauthorized } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { findUserById } from '../../domain/accounts.ts';
import { hashPassword, verifyPassword } from '../../domain/secrets.ts';
import { UserIdParams } from '../params.ts';

export const registerPasswordRoutes = (app: FastifyInstance, { db, guards }: AuthContext) => {
  app.put(
    '/users/:id/password',
    { preHandler: guards.user, schema: { params: UserIdParams, body: ChangePasswordBody } },
    async (request) => {
      const { id } = request.params as { id: string };
      // Even an administrator changes only their own password here: it needs the current one.
      assertSelfOrAdmin(request.user, id);
      if (request.user?.id !== id) throw unauthorized('Only the account owner can change its password');
      const { currentPassword, newPassword } = request.body as ChangePasswordBody;
      const user = await findUserById(db, id);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest('Current password is incorrect', 'WRONG_PASSWORD');
      }
      if (currentPassword === newPassword) {
        throw badRequest('The new password must differ from the current one', 'SAME_PASSWORD');
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
        .where(eq(users.id, id));
      return { message: 'Password changed successfully' };
    },
  );
};
