import type {
  CourseLength,
  CourseLevel,
  CoursePrice,
  CourseSearchQuery,
  CourseSort,
} from '@academy/contracts';

/** What the course list shows, all of it kept in the page's URL (shareable; Back returns to it). */
export interface CourseSearchState {
  q: string;
  category: string | undefined;
  level: CourseLevel | undefined;
  price: CoursePrice | undefined;
  length: CourseLength | undefined;
  sort: CourseSort | undefined;
  page: number;
}

export const PAGE_SIZE = 12;
const LEVELS: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced'];
const PRICES: readonly CoursePrice[] = ['free', 'paid'];
const LENGTHS: readonly CourseLength[] = ['short', 'medium', 'long'];
const SORTS: readonly CourseSort[] = ['relevance', 'popular', 'newest', 'price-asc', 'price-desc', 'rating'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The state a URL's query names; anything unknown or malformed is left out (a shared link never breaks). */
export function searchStateOf(params: URLSearchParams): CourseSearchState {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category: params.get('category')?.slice(0, 100) || undefined,
    level: oneOf(LEVELS, params.get('level')),
    price: oneOf(PRICES, params.get('price')),
    length: oneOf(LENGTHS, params.get('length')),
    sort: oneOf(SORTS, params.get('sort')),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The URL query of a state: only what differs from the defaults, in a stable order. */
export function searchParamsOf(state: CourseSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const key of ['category', 'level', 'price', 'length', 'sort'] as const) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of search text, filter or sort starts again at the first page. */
export function withChange(state: CourseSearchState, change: Partial<Omit<CourseSearchState, 'page'>>) {
  return { ...state, ...change, page: 1 };
}

/** Whether anything narrows the list (the featured course and plain list show only without). */
export function isNarrowed(state: CourseSearchState): boolean {
  return Boolean(state.q.trim() || state.category || state.level || state.price || state.length);
}

/** The catalogue's query for a state: the list is always asked as a page. */
export function apiQueryOf(state: CourseSearchState): CourseSearchQuery {
  return {
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.level ? { level: state.level } : {}),
    ...(state.price ? { price: state.price } : {}),
    ...(state.length ? { length: state.length } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}
