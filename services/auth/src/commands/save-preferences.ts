import type { Preferences } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { findUserById } from '../queries/users.ts';

/** Saves the settings screen's toggles for an existing user; returns what is stored now. */
export const savePreferences = async (db: AuthContext['db'], userId: string, preferences: Preferences) => {
  await findUserById(db, userId);
  const [row] = await db
    .update(users)
    .set({ preferences, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!.preferences;
};
