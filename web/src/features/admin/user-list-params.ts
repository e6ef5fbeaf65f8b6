/** What the user list shows, kept in the page's URL (`?search=…&page=…`): shareable, and Back returns to it. */
export interface UserListState {
  search: string;
  page: number;
}

/** Users per page. */
export const USERS_PER_PAGE = 20;
const SEARCH_MAX = 100;

/** The state a URL's query names; a malformed page is the first (a shared link never breaks). */
export function userListStateOf(params: URLSearchParams): UserListState {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query of a state: only what differs from the defaults. */
export function userListParamsOf({ search, page }: UserListState): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The BFF query of a state: a blank search is no search. */
export function userListQueryOf({ search, page }: UserListState) {
  return { ...(search.trim() ? { search: search.trim() } : {}), page, limit: USERS_PER_PAGE };
}

/** How many pages `total` users fill (at least one, so an empty list still reads "page 1 of 1"). */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / USERS_PER_PAGE));
