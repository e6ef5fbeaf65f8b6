import { auth, type RegisterBody } from '@academy/contracts';
import { enqueueEvent } from '@academy/kit';
import type { AuthContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../domain/secrets.ts';
import { toUserState } from '../queries/user-view.ts';

/**
 * Creates an account and records `auth.user.registered.v1` in the same transaction. A taken e-mail
 * fails on the unique index (see `isDuplicateEmail`).
 */
export const registerUser = async (db: AuthContext['db'], body: RegisterBody, correlationId?: string) => {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        fullName: body.fullName.trim(),
        email: body.email.trim(),
        passwordHash,
        category: body.category,
      })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await enqueueEvent(tx, auth.userRegistered, toUserState(created), correlationId);
    return created;
  });
};
