import type { MailPreference } from '@academy/contracts';
import { notFound } from '@academy/kit';
import { eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { users } from '../db/schema.ts';

/**
 * Turns one notification setting on or off and leaves the others as they are (an unsubscribe link
 * and the settings screen may be used at the same moment). Returns the setting as stored now.
 */
export const setMailPreference = async (
  db: AuthContext['db'],
  userId: string,
  preference: MailPreference,
  subscribed: boolean,
) => {
  const [row] = await db
    .update(users)
    .set({
      preferences: sql`${users.preferences} || jsonb_build_object(${preference}::text, ${subscribed}::boolean)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  if (!row) throw notFound('This account no longer exists');
  return row.preferences[preference];
};
