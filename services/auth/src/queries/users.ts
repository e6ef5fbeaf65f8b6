import { type Executor, notFound } from '@academy/kit';
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
