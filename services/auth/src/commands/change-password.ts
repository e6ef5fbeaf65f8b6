import type { ChangePasswordBody } from '@academy/contracts';
import { badRequest } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { assertUncommonPassword } from '../domain/password-policy.ts';
import { queueMail } from '../mail/mailbox.ts';
import { mailsIn } from '../mail/templates.ts';
import { findUserById } from '../queries/users.ts';

/**
 * Replaces a password when the current one is given and the new one differs from it, and ends every
 * other login of the account in the same transaction: whoever knew the old password is signed out.
 * The login that made the change (`keepSession`) stays. The owner is mailed about it in the same transaction.
 */
export const changePassword = async (
  { db, sessions, passwords, config }: Pick<AuthContext, 'db' | 'sessions' | 'passwords' | 'config'>,
  userId: string,
  { currentPassword, newPassword }: ChangePasswordBody,
  keepSession: string | undefined,
) => {
  const user = await findUserById(db, userId);
  if (!(await passwords.verify(user.passwordHash, currentPassword))) {
    throw badRequest('Current password is incorrect', 'WRONG_PASSWORD');
  }
  if (currentPassword === newPassword) {
    throw badRequest('The new password must differ from the current one', 'SAME_PASSWORD');
  }
  await assertUncommonPassword(newPassword);
  const passwordHash = await passwords.hash(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await sessions.revokeAllOf(tx, userId, keepSession);
    await queueMail(
      tx,
      mailsIn(user.language).passwordChangedMail(user.email, user.fullName, config.PUBLIC_URL),
    );
  });
};
