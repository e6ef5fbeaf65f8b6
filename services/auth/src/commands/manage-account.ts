import type { Role } from '@academy/contracts';
import { conflict, type Executor, notFound } from '@academy/kit';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { updateUser } from './update-user.ts';

type Deps = Pick<AuthContext, 'db' | 'sessions'>;

/**
 * Locks the administrators who can log in (always in one order, so two changes queue instead of deadlocking) and
 * then the account to change: role and suspension changes run one after another, so two
 * administrators demoting each other at once cannot both succeed, and the second sees the first.
 */
const lockAccounts = async (tx: Executor, userId: string) => {
  const activeAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNull(users.suspendedAt)))
    .orderBy(asc(users.id))
    .for('update');
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound('User not found');
  const isLastAdmin = activeAdmins.length === 1 && activeAdmins[0]?.id === row.id;
  return { row, isLastAdmin };
};

/**
 * Gives an account another role (`auth.user.updated.v1` carries it) and ends all its logins, so the
 * new role holds from its next login: a demoted administrator loses admin access at once. The
 * caller cannot change their own role, nor demote the last administrator.
 */
export const changeRole = (
  { db, sessions }: Deps,
  actorId: string,
  userId: string,
  role: Role,
  correlationId: string,
) =>
  db.transaction(async (tx) => {
    if (actorId === userId) throw conflict('You cannot change your own role', 'OWN_ACCOUNT');
    const { row, isLastAdmin } = await lockAccounts(tx, userId);
    if (row.role === role) return { user: row, changed: false };
    if (isLastAdmin) throw conflict('The last administrator cannot be demoted', 'LAST_ADMIN');
    const user = await updateUser(tx, userId, { role }, correlationId);
    await sessions.revokeAllOf(tx, userId);
    return { user, changed: true };
  });

/**
 * Suspends an account (it cannot log in and every login of it ends at once) or reinstates it. The
 * caller cannot suspend themself, nor the last administrator.
 */
export const setSuspended = ({ db, sessions }: Deps, actorId: string, userId: string, suspended: boolean) =>
  db.transaction(async (tx) => {
    if (actorId === userId) {
      throw conflict('You cannot suspend or reinstate your own account', 'OWN_ACCOUNT');
    }
    const { row, isLastAdmin } = await lockAccounts(tx, userId);
    if ((row.suspendedAt !== null) === suspended) return { user: row, changed: false };
    if (suspended && isLastAdmin) throw conflict('The last administrator cannot be suspended', 'LAST_ADMIN');
    const [user] = await tx
      .update(users)
      .set({ suspendedAt: suspended ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (suspended) await sessions.revokeAllOf(tx, userId);
    return { user: user ?? row, changed: true };
  });
