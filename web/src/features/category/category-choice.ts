import type { Category, UpdateCategoryBody } from '@academy/contracts';

export type CategoryOption = Category | 'other';

export const CATEGORY_OPTIONS: { value: CategoryOption; label: string }[] = [
  { value: 'student', label: 'Student' },
  { value: 'professional', label: 'Professional' },
  { value: 'other', label: 'Something else' },
];

export const CUSTOM_CATEGORY_MAX = 60;

/** The option a stored answer shows as (nothing chosen yet: undefined). */
export function optionOf(
  category: Category | null,
  customCategory: string | null,
): CategoryOption | undefined {
  if (category) return category;
  return customCategory ? 'other' : undefined;
}

/** What to send for a choice, or the problem with it (shown beside the field). */
export function categoryBody(
  option: CategoryOption | undefined,
  custom: string,
): { body: UpdateCategoryBody } | { problem: string } {
  if (!option) return { problem: 'Choose one' };
  if (option !== 'other') return { body: { category: option } };
  const words = custom.trim();
  if (!words) return { problem: 'Tell us what describes you' };
  if (words.length > CUSTOM_CATEGORY_MAX) return { problem: `At most ${CUSTOM_CATEGORY_MAX} characters` };
  return { body: { customCategory: words } };
}

/** How the profile shows the answer. */
export function categoryLabel(category: Category | null, customCategory: string | null): string | null {
  if (category) return category === 'student' ? 'Student' : 'Professional';
  return customCategory;
}
