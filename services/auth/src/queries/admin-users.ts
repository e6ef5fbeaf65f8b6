import type { AdminUser } from '@academy/contracts';
import type { Executor } from '@academy/kit';
import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import { users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** Users per page when the caller names no `limit`. */
export const ADMIN_USERS_DEFAULT_LIMIT = 20;

export const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  role: row.role,
  suspended: row.suspendedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** `%`, `_` and `\` in a search are the letters themselves, not LIKE's wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of accounts, newest first, whose name or e-mail contains `search` in any letter case, and
 * how many match in all.
 */
export const listUsers = async (
  tx: Executor,
  { search, page = 1, limit = ADMIN_USERS_DEFAULT_LIMIT }: { search?: string; page?: number; limit?: number },
) => {
  const text = search?.trim();
  const where: SQL | undefined = text
    ? or(ilike(users.fullName, containing(text)), ilike(users.email, containing(text)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    tx.select({ value: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: total?.value ?? 0, page, limit };
};
