import { describe, expect, it } from 'vitest';
import { hasSales, revenueAxis } from './revenue-axis.ts';

describe('the revenue axis', () => {
  it('labels whole currency units, whatever the currency’s minor units', () => {
    expect(revenueAxis([150000], 'INR', 'en-IN').label(100000)).toBe('₹1,000');
    expect(revenueAxis([1200], 'JPY', 'en-US').label(1200)).toBe('¥1,200');
    expect(revenueAxis([50], 'USD', 'en-US').label(2500)).toBe('$25');
  });

  it('fits the bars when something sold, and shows 0 to 1,000 units for a year without sales', () => {
    expect(revenueAxis([0, 4500, 0], 'INR').suggestedMax).toBeUndefined();
    expect(revenueAxis([0, 0, 0], 'INR').suggestedMax).toBe(100000);
    expect(revenueAxis([], 'JPY').suggestedMax).toBe(1000);
    expect(hasSales([0, 0])).toBe(false);
    expect(hasSales([0, -200])).toBe(true);
  });
});
