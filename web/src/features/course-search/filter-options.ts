import type { SelectOption } from '@academy/ui-kit';

/** The Select value that means "no filter" (Radix Select keeps the empty value for itself). */
export const ANY = 'any';

export const LEVEL_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Any level' },
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

export const PRICE_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Free or paid' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];

export const LENGTH_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Any length' },
  { value: 'short', label: 'Short (up to 5 lessons)' },
  { value: 'medium', label: 'Medium (6–20 lessons)' },
  { value: 'long', label: 'Long (over 20 lessons)' },
];

/** Relevance only orders a text search; without one the catalogue lists the most popular first. */
export const sortOptions = (searching: boolean): SelectOption[] => [
  ...(searching ? [{ value: 'relevance', label: 'Best match' }] : []),
  { value: 'popular', label: 'Most popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

export const categoryOptions = (categories: readonly string[]): SelectOption[] => [
  { value: ANY, label: 'All categories' },
  ...categories.map((category) => ({ value: category, label: category })),
];
