import { describe, expect, it } from 'vitest';
import { pageCountOf, userListParamsOf, userListQueryOf, userListStateOf } from './user-list-params.ts';

const stateOf = (query: string) => userListStateOf(new URLSearchParams(query));

describe('the user list in the URL', () => {
  it('reads the search and page, and falls back to the first page for anything malformed', () => {
    expect(stateOf('search=ada&page=3')).toEqual({ search: 'ada', page: 3 });
    expect(stateOf('')).toEqual({ search: '', page: 1 });
    for (const page of ['0', '-2', '1.5', 'two', '10001']) expect(stateOf(`page=${page}`).page).toBe(1);
    expect(stateOf(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, the search trimmed', () => {
    expect(userListParamsOf({ search: '  grace ', page: 1 }).toString()).toBe('search=grace');
    expect(userListParamsOf({ search: '', page: 2 }).toString()).toBe('page=2');
    expect(userListParamsOf({ search: '   ', page: 1 }).toString()).toBe('');
  });

  it('asks the BFF for one page, a blank search being none', () => {
    expect(userListQueryOf({ search: ' ', page: 2 })).toEqual({ page: 2, limit: 20 });
    expect(userListQueryOf({ search: 'Ada ', page: 1 })).toEqual({ search: 'Ada', page: 1, limit: 20 });
  });

  it('counts pages, at least one', () => {
    expect([0, 1, 20, 21, 40].map(pageCountOf)).toEqual([1, 1, 1, 2, 2]);
  });
});
