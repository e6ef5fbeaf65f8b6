import type { Category, UpdateCategoryBody } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/en-screens/category.ts';

export type CategoryOption = Category | 'other';

/** The values go to the API as they are; the labels are keys, shown through `t`. */
export const CATEGORY_OPTIONS: { value: CategoryOption; label: string }[] = [
  { value: 'student', label: 'category.optionStudent' },
  { value: 'professional', label: 'category.optionProfessional' },
  { value: 'other', label: 'category.optionOther' },
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
  if (!option) return { problem: i18n.t('category.chooseOne') };
  if (option !== 'other') return { body: { category: option } };
  const words = custom.trim();
  if (!words) return { problem: i18n.t('category.tellUsWhatDescribesYou') };
  if (words.length > CUSTOM_CATEGORY_MAX)
    return { problem: i18n.t('category.atMostCharacters', { max: CUSTOM_CATEGORY_MAX }) };
  return { body: { customCategory: words } };
}

/** How the profile shows the answer. */
export function categoryLabel(category: Category | null, customCategory: string | null): string | null {
  if (category)
    return i18n.t(category === 'student' ? 'category.optionStudent' : 'category.optionProfessional');
  return customCategory;
}
