import { describe, expect, it } from 'vitest';
import { filterOrders, matchesOrder, ORDERS_PAGE_SIZE, pageOfOrders } from './order-list.ts';
import { anOrder } from './order-test-data.ts';

const forensics = anOrder({ id: 'aaaa1111-0000-4000-8000-000000000001', status: 'Completed' });
const python = anOrder({
  id: 'bbbb2222-0000-4000-8000-000000000002',
  course: 'Python for Analysts',
  instructor: 'Miguel Ortega',
  status: 'Failed',
});
const cloud = anOrder({
  id: 'cccc3333-0000-4000-8000-000000000003',
  course: 'Cloud Security',
  instructor: 'Lin Wei',
  status: 'Processing',
});
const all = [forensics, python, cloud];

describe('searching orders', () => {
  it('matches the id, the course and the instructor, ignoring case and surrounding spaces', () => {
    expect(filterOrders(all, { search: 'BBBB2222', status: null })).toEqual([python]);
    expect(filterOrders(all, { search: '  cloud ', status: null })).toEqual([cloud]);
    expect(filterOrders(all, { search: 'ortega', status: null })).toEqual([python]);
  });

  it('keeps every order for an empty search and none for a search nothing matches', () => {
    expect(filterOrders(all, { search: ' ', status: null })).toEqual(all);
    expect(filterOrders(all, { search: 'kubernetes', status: null })).toEqual([]);
  });

  it('does not match other fields such as the amount or the payment method', () => {
    expect(matchesOrder(forensics, { search: '4242', status: null })).toBe(false);
    expect(matchesOrder(forensics, { search: '9999', status: null })).toBe(false);
  });
});

describe('filtering orders by status', () => {
  it('keeps only orders of the chosen status, combined with the search', () => {
    expect(filterOrders(all, { search: '', status: 'Failed' })).toEqual([python]);
    expect(filterOrders(all, { search: 'cloud', status: 'Failed' })).toEqual([]);
    expect(filterOrders(all, { search: '', status: 'Cancelled' })).toEqual([]);
  });
});

describe('paging orders', () => {
  const many = Array.from({ length: 23 }, (_, index) =>
    anOrder({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` }),
  );

  it('cuts the list into pages of ten', () => {
    expect(ORDERS_PAGE_SIZE).toBe(10);
    const first = pageOfOrders(many, 1);
    expect(first.pageCount).toBe(3);
    expect(first.rows).toEqual(many.slice(0, 10));
    expect(pageOfOrders(many, 3).rows).toEqual(many.slice(20));
  });

  it('shows the last page for a page past the end (after a filter shrank the list) and the first below it', () => {
    expect(pageOfOrders(many, 9)).toMatchObject({ page: 3, rows: many.slice(20) });
    expect(pageOfOrders(many, 0)).toMatchObject({ page: 1, rows: many.slice(0, 10) });
  });

  it('has one empty page for no orders', () => {
    expect(pageOfOrders([], 1)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});
