import { badRequest } from '@academy/kit';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { passwordResets, users } from '../db/schema.ts';
import { assertUncommonPassword } from '../domain/password-policy.ts';
import { digest, randomToken } from '../domain/secrets.ts';
import { queueMail } from '../mail/mailbox.ts';
import { mailsIn } from '../mail/templates.ts';
import { findUserByEmail } from '../queries/users.ts';
import { cancelEmailChanges } from './change-email.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Stores a one-hour reset token for the address's account, if any, voiding its earlier unused ones,
 * and queues the e-mailed link.
 */
export const requestPasswordReset = ({ db, config }: Pick<AuthContext, 'db' | 'config'>, email: string) =>
  db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    // Only the newest link works: an older one, perhaps still in a mailbox someone else reads, is void.
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const token = randomToken();
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = new URL(`/app/reset-password/${token}`, config.PUBLIC_URL).toString();
    await queueMail(tx, mailsIn(user.language).passwordResetMail(user.email, user.fullName, link));
  });

/** Sets a new password with an unused, unexpired reset token and signs the account out everywhere. */
export const resetPassword = async (
  { db, sessions, passwords, config }: Pick<AuthContext, 'db' | 'sessions' | 'passwords' | 'config'>,
  resetToken: string,
  password: string,
) => {
  await assertUncommonPassword(password);
  const passwordHash = await passwords.hash(password);
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
    if (!reset) throw badRequest('This password reset link is invalid or has expired', 'INVALID_RESET_TOKEN');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, reset.userId))
      .returning();
    if (user)
      await queueMail(
        tx,
        mailsIn(user.language).passwordChangedMail(user.email, user.fullName, config.PUBLIC_URL),
      );
    // Whoever knew the old password is signed out everywhere, and a move to another address they
    // may have asked for lapses.
    await sessions.revokeAllOf(tx, reset.userId);
    await cancelEmailChanges(tx, reset.userId);
  });
};
