import { auth } from '@academy/contracts';
import { type Database, enqueueEvent } from '@academy/kit';
import { users } from '../db/schema.ts';
import { hashPassword } from '../domain/secrets.ts';
import { toUserState } from '../queries/user-view.ts';
import { findUserByEmail } from '../queries/users.ts';
import { updateUser } from './update-user.ts';

/**
 * Makes sure the configured administrator exists (created once; an existing account with that
 * e-mail is promoted, its password left as it is).
 */
export const ensureAdminAccount = async (
  db: Database<Record<string, unknown>>,
  email: string,
  password: string,
) => {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.role === 'ADMIN') return;
    if (existing) {
      await updateUser(tx, existing.id, { role: 'ADMIN' });
      return;
    }
    const [created] = await tx
      .insert(users)
      .values({ fullName: 'Academy Admin', email, passwordHash, role: 'ADMIN', category: 'professional' })
      .returning();
    if (created) await enqueueEvent(tx, auth.userRegistered, toUserState(created));
  });
};
