import { type Executor, HttpError, notFound } from '@academy/kit';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';

export const findUserById = async (tx: Executor, id: string) => {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User not found');
  return row;
};

export const findUserByEmail = async (tx: Executor, email: string) => {
  const [row] = await tx.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
};

/**
 * The account a login is issued to, read again in the transaction that issues it and kept from
 * changing until it commits (`FOR SHARE`): a suspension or role change waits for the new login and
 * then ends it too, and the token carries the role as it is now. A suspended account is refused (403).
 */
export const accountThatMayLogIn = async (tx: Executor, id: string) => {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('share');
  if (!row) throw notFound('User not found');
  if (row.suspendedAt !== null) {
    throw new HttpError(
      403,
      'This account is suspended. Please contact support if you think this is a mistake.',
      'ACCOUNT_SUSPENDED',
    );
  }
  return row;
};
