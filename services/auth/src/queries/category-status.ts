import type { CategoryStatusReply } from '@academy/contracts';
import type { users } from '../db/schema.ts';
import { shouldAskCategory } from '../domain/category.ts';
import { toUser } from './user-view.ts';

/** The reply of every category path: the user, their own words if any, and whether to ask. */
export const toCategoryStatus = (row: typeof users.$inferSelect): CategoryStatusReply => ({
  user: toUser(row),
  customCategory: row.customCategory,
  shouldAsk: shouldAskCategory(row.role, row),
});
