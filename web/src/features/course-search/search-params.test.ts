import { describe, expect, it } from 'vitest';
import { apiQueryOf, isNarrowed, searchParamsOf, searchStateOf, withChange } from './search-params.ts';

describe('course search in the URL', () => {
  it('reads a shared link and writes it back the same', () => {
    const params = new URLSearchParams(
      'q=forensics&category=Security&level=advanced&price=paid&length=long&sort=rating&page=3',
    );
    const state = searchStateOf(params);
    expect(state).toEqual({
      q: 'forensics',
      category: 'Security',
      level: 'advanced',
      price: 'paid',
      length: 'long',
      sort: 'rating',
      page: 3,
    });
    expect(searchParamsOf(state).toString()).toBe(params.toString());
  });

  it('leaves out what it does not know, so a broken link still shows courses', () => {
    const state = searchStateOf(
      new URLSearchParams('level=expert&sort=cheapest&page=-2&price=&utm_source=x'),
    );
    expect(state).toEqual({
      q: '',
      category: undefined,
      level: undefined,
      price: undefined,
      length: undefined,
      sort: undefined,
      page: 1,
    });
    expect(searchParamsOf(state).toString()).toBe('');
    expect(isNarrowed(state)).toBe(false);
  });

  it('starts again at page 1 when the search changes', () => {
    const state = searchStateOf(new URLSearchParams('q=email&page=4'));
    expect(searchParamsOf(withChange(state, { level: 'beginner' })).toString()).toBe(
      'q=email&level=beginner',
    );
  });

  it('asks the catalogue for one page of twelve', () => {
    expect(apiQueryOf(searchStateOf(new URLSearchParams('q=%20disk%20&page=2')))).toEqual({
      q: 'disk',
      page: 2,
      pageSize: 12,
    });
  });
});
