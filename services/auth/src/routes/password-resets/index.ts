import { ResetBody, ResetRequestBody, ResetTokenParams } from '@academy/contracts';
import { badRequest } from '@academy/kit';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../context.ts';
import { passwordResets, users } from '../../db/schema.ts';
import { findUserByEmail } from '../../domain/accounts.ts';
import { digest, hashPassword, randomToken } from '../../domain/secrets.ts';
import { passwordResetMail, queueMail } from '../../mail/mailbox.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
// The same answer whether or not the address has an account, so nobody can probe for accounts.
const REQUEST_ANSWER = 'If an account exists for that e-mail, a password reset link has been sent to it.';

export const registerPasswordResetRoutes = (app: FastifyInstance, { db, config, sessions }: AuthContext) => {
  app.post('/password-resets', { schema: { body: ResetRequestBody } }, async (request, reply) => {
    const { email } = request.body as ResetRequestBody;
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      const token = randomToken();
      await tx.insert(passwordResets).values({
        userId: user.id,
        tokenHash: digest(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      const link = new URL(`/app/reset-password/${token}`, config.PUBLIC_URL).toString();
      await queueMail(tx, passwordResetMail(user.email, user.fullName, link));
    });
    return reply.status(202).send({ message: REQUEST_ANSWER });
  });

  app.post(
    '/password-resets/:resetToken',
    { schema: { params: ResetTokenParams, body: ResetBody } },
    async (request) => {
      const { resetToken } = request.params as { resetToken: string };
      const { password } = request.body as ResetBody;
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // Claiming the token and changing the password commit together: a token works exactly once.
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, digest(resetToken)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!reset)
          throw badRequest('This password reset link is invalid or has expired', 'INVALID_RESET_TOKEN');
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, reset.userId));
        // Whoever knew the old password is signed out everywhere.
        await sessions.revokeAllOf(tx, reset.userId);
      });
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );
};
