import { auth } from '@academy/contracts';
import { ConfigError, type Database, enqueueEvent } from '@academy/kit';
import { users } from '../db/schema.ts';
import type { PasswordHashing } from '../domain/password-hashing.ts';
import { toUserState } from '../queries/user-view.ts';
import { findUserByEmail } from '../queries/users.ts';

/**
 * Makes sure the configured administrator exists: created once, while the address is free. An
 * existing account with that address is never promoted: anyone may sign up with any address (it is
 * not verified), so promoting it would hand the academy to whoever registered it first. The start
 * then stops with one line saying what to do; an existing administrator (a restart) starts normally,
 * its password left as it is.
 */
export const ensureAdminAccount = async (
  db: Database<Record<string, unknown>>,
  passwords: PasswordHashing,
  email: string,
  password: string,
) => {
  const passwordHash = await passwords.hash(password);
  await db.transaction(async (tx) => {
    const refuseLearner = async () => {
      const existing = await findUserByEmail(tx, email);
      if (existing && existing.role !== 'ADMIN') {
        throw new ConfigError(
          `ADMIN_EMAIL ${email} belongs to an existing account that is not an administrator; it is never promoted. ` +
            'Choose another ADMIN_EMAIL, or remove that account first.',
        );
      }
      return existing;
    };
    if (await refuseLearner()) return;
    // Nothing is inserted when the address was taken meanwhile (another replica starting, a sign-up):
    // whoever took it is looked at again.
    const [created] = await tx
      .insert(users)
      .values({ fullName: 'Academy Admin', email, passwordHash, role: 'ADMIN', category: 'professional' })
      .onConflictDoNothing()
      .returning();
    if (created) await enqueueEvent(tx, auth.userRegistered, toUserState(created));
    else await refuseLearner();
  });
};
