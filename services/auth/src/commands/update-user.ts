import { auth } from '@academy/contracts';
import { type Executor, enqueueEvent, notFound } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { avatarUrl, toUserState } from '../queries/user-view.ts';

type UserChanges = Partial<typeof users.$inferInsert>;

/** Applies a change to a user and records `auth.user.updated.v1` in the same transaction. */
export const updateUser = async (tx: Executor, id: string, changes: UserChanges, correlationId?: string) => {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('User not found');
  await enqueueEvent(
    tx,
    auth.userUpdated,
    { ...toUserState(row), avatarUrl: avatarUrl(row.avatarKey) },
    correlationId,
  );
  return row;
};

/** `updateUser` as a transaction of its own. */
export const changeUser = (db: AuthContext['db'], id: string, changes: UserChanges, correlationId?: string) =>
  db.transaction((tx) => updateUser(tx, id, changes, correlationId));

/** Postgres reports a duplicate e-mail as a unique violation on this index. */
export const isDuplicateEmail = (error: unknown) => {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string });
  return (cause as { code?: string }).code === '23505';
};
