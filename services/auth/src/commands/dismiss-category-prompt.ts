import { notFound } from '@academy/kit';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../context.ts';

type AuthDb = AuthContext['db'];

import { users } from '../db/schema.ts';

/** The learner closed the category question: it is not asked again (the first dismissal is kept). */
export const dismissCategoryPrompt = async (db: AuthDb, userId: string) => {
  await db
    .update(users)
    .set({ categoryPromptDismissedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.categoryPromptDismissedAt)));
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row;
};
