import type { ChangePasswordBody } from '@academy/contracts';
import { badRequest } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { assertUncommonPassword } from '../domain/password-policy.ts';
import { hashPassword, verifyPassword } from '../domain/secrets.ts';
import { findUserById } from '../queries/users.ts';

/** Replaces a password when the current one is given and the new one differs from it. */
export const changePassword = async (
  db: AuthContext['db'],
  userId: string,
  { currentPassword, newPassword }: ChangePasswordBody,
) => {
  const user = await findUserById(db, userId);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('Current password is incorrect', 'WRONG_PASSWORD');
  }
  if (currentPassword === newPassword) {
    throw badRequest('The new password must differ from the current one', 'SAME_PASSWORD');
  }
  assertUncommonPassword(newPassword);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
};
