import type { SelectOption } from '@academy/ui-kit';
import { i18n } from '../../shared/i18n/i18n.ts';
import '../../shared/i18n/en-screens/course-search.ts';

/**
 * The options' values go to the API as they are; their labels are keys, shown through `t`
 * (`translated`), except the categories, which are the catalogue's own names.
 */

/** The Select value that means "no filter" (Radix Select keeps the empty value for itself). */
export const ANY = 'any';

export const LEVEL_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'courseSearch.anyLevel' },
  { value: 'beginner', label: 'courseSearch.beginner' },
  { value: 'intermediate', label: 'courseSearch.intermediate' },
  { value: 'advanced', label: 'courseSearch.advanced' },
];

export const PRICE_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'courseSearch.freeOrPaid' },
  { value: 'free', label: 'courseSearch.free' },
  { value: 'paid', label: 'courseSearch.paid' },
];

export const LENGTH_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'courseSearch.anyLength' },
  { value: 'short', label: 'courseSearch.short' },
  { value: 'medium', label: 'courseSearch.medium' },
  { value: 'long', label: 'courseSearch.long' },
];

/** Relevance only orders a text search; without one the catalogue lists the most popular first. */
export const sortOptions = (searching: boolean): SelectOption[] => [
  ...(searching ? [{ value: 'relevance', label: 'courseSearch.bestMatch' }] : []),
  { value: 'popular', label: 'courseSearch.mostPopular' },
  { value: 'newest', label: 'courseSearch.newest' },
  { value: 'rating', label: 'courseSearch.highestRated' },
  { value: 'price-asc', label: 'courseSearch.priceLowToHigh' },
  { value: 'price-desc', label: 'courseSearch.priceHighToLow' },
];

export const categoryOptions = (categories: readonly string[]): SelectOption[] => [
  { value: ANY, label: i18n.t('courseSearch.allCategories') },
  ...categories.map((category) => ({ value: category, label: category })),
];

/** Options whose labels are keys, with their labels in the language on screen. */
export const translated = (options: SelectOption[]): SelectOption[] =>
  options.map((option) => ({ ...option, label: i18n.t(option.label) }));
