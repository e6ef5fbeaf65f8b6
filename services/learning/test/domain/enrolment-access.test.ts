import { describe, expect, it } from 'vitest';
import { directEnrolmentSource, isNewer, strongerSource } from '../../src/domain/enrolment-access.ts';

describe('directEnrolmentSource', () => {
  it('lets anyone into a free course and only an admin into a priced one', () => {
    expect(directEnrolmentSource({ priceMinor: 0 }, 'USER', false)).toBe('direct');
    expect(directEnrolmentSource({ priceMinor: 1 }, 'USER', false)).toBeNull();
    expect(directEnrolmentSource({ priceMinor: 999900 }, 'ADMIN', false)).toBe('direct');
  });

  it('lets an active subscriber into a priced course through the subscription', () => {
    expect(directEnrolmentSource({ priceMinor: 999900 }, 'USER', true)).toBe('subscription');
    expect(directEnrolmentSource({ priceMinor: 0 }, 'USER', true)).toBe('direct');
  });
});

describe('strongerSource', () => {
  it('turns a subscription enrolment into a bought one when the course is bought, never back', () => {
    expect(strongerSource('subscription', 'order')).toBe('order');
    expect(strongerSource('order', 'subscription')).toBe('order');
    expect(strongerSource('direct', 'subscription')).toBe('direct');
    expect(strongerSource('subscription', 'subscription')).toBe('subscription');
  });
});

describe('isNewer', () => {
  it('keeps the highest version of a subscription whatever order deliveries come in', () => {
    expect(isNewer(undefined, { version: 1 })).toBe(true);
    expect(isNewer({ version: 2 }, { version: 3 })).toBe(true);
    expect(isNewer({ version: 3 }, { version: 2 })).toBe(false);
    expect(isNewer({ version: 3 }, { version: 3 })).toBe(false);
  });
});
