import { describe, expect, it } from 'vitest';
import { courseIdParam } from './usePlaceOrder.ts';

describe('the ?courseId= of the checkout address', () => {
  it('is a positive whole number', () => {
    expect(courseIdParam('40')).toBe(40);
  });

  it('is ignored when absent or not a course id, so the cart is ordered instead', () => {
    for (const value of [null, '', '0', '-3', '4.5', '40abc', ' 40', '99999999999999999999']) {
      expect(courseIdParam(value)).toBeUndefined();
    }
  });
});
