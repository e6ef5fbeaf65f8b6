import { describe, expect, it } from 'vitest';
import { lastMonths, mainCurrency, netSalesByMonth } from '../../src/domain/revenue.ts';

const now = new Date('2026-11-23T17:00:00Z');

describe('revenue by month', () => {
  it('labels the last twelve months, oldest first, across the year boundary', () => {
    const months = lastMonths(now);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ key: '2025-12', label: 'Dec 2025' });
    expect(months[11]).toEqual({ key: '2026-11', label: 'Nov 2026' });
  });

  it('sums payments less refunds in the month each happened, in one currency', () => {
    const months = lastMonths(now);
    const sales = netSalesByMonth(
      [
        { kind: 'payment', amountMinor: 1000, currency: 'INR', at: new Date('2026-11-01T00:00:00Z') },
        { kind: 'payment', amountMinor: 500, currency: 'INR', at: new Date('2026-10-31T23:59:59Z') },
        { kind: 'refund', amountMinor: 500, currency: 'INR', at: new Date('2026-11-02T00:00:00Z') },
        { kind: 'payment', amountMinor: 700, currency: 'USD', at: new Date('2026-11-03T00:00:00Z') },
        { kind: 'payment', amountMinor: 900, currency: 'INR', at: new Date('2025-11-30T00:00:00Z') },
      ],
      months,
      'INR',
    );
    expect(sales.slice(-2)).toEqual([500, 500]);
    expect(sales.slice(0, 10).every((value) => value === 0)).toBe(true);
  });

  it('charts the currency most payments were made in', () => {
    const at = now;
    expect(mainCurrency([], 'INR')).toBe('INR');
    expect(
      mainCurrency(
        [
          { kind: 'payment', amountMinor: 1, currency: 'USD', at },
          { kind: 'payment', amountMinor: 1, currency: 'USD', at },
          { kind: 'payment', amountMinor: 1, currency: 'INR', at },
        ],
        'INR',
      ),
    ).toBe('USD');
  });
});
