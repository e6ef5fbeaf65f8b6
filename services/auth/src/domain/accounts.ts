import { auth } from '@academy/contracts';
import { type Executor, enqueueEvent, notFound } from '@academy/kit';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { avatarUrl, toUserState } from './user-view.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserById = async (tx: Executor, id: string) => {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User not found');
  return row;
};

export const findUserByEmail = async (tx: Executor, email: string) => {
  const [row] = await tx.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
};

/** Applies a change to a user and records `auth.user.updated.v1` in the same transaction. */
export const updateUser = async (
  tx: Executor,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
  correlationId?: string,
) => {
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

/** Postgres reports a duplicate e-mail as a unique violation on this index. */
export const isDuplicateEmail = (error: unknown) => {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string });
  return (cause as { code?: string }).code === '23505';
};
