import type { Category, UpdateCategoryBody } from '@academy/contracts';
import { badRequest } from '@academy/kit';

export interface CategoryState {
  category: Category | null;
  customCategory: string | null;
  categoryPromptDismissedAt: Date | null;
}

/**
 * Asked once: until the learner has a category (or their own words for it) or has closed the
 * question. Administrators are never asked.
 */
export const shouldAskCategory = (role: 'USER' | 'ADMIN', state: CategoryState) =>
  role === 'USER' &&
  state.category === null &&
  state.customCategory === null &&
  state.categoryPromptDismissedAt === null;

/** A category or a non-blank custom one (trimmed), never both; choosing one clears the other. */
export const categoryChoice = (body: UpdateCategoryBody) => {
  const custom = body.customCategory?.trim();
  if (body.category && body.customCategory !== undefined) {
    throw badRequest('Send either category or customCategory, not both');
  }
  if (body.category) return { category: body.category, customCategory: null };
  if (custom) return { category: null, customCategory: custom };
  throw badRequest('category or customCategory is required');
};
