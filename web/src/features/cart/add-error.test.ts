import { describe, expect, it } from 'vitest';
import { addToCartErrorMessage } from './add-error.ts';

describe('addToCartErrorMessage', () => {
  it("prefers the server's message, then its error field, then a fallback", () => {
    expect(
      addToCartErrorMessage({ status: 409, data: { message: 'You are already enrolled in this course' } }),
    ).toBe('You are already enrolled in this course');
    expect(addToCartErrorMessage({ status: 400, data: { error: 'Bad course' } })).toBe('Bad course');
    expect(addToCartErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'Failed to add course to cart',
    );
    expect(addToCartErrorMessage({ status: 500, data: { message: '' } })).toBe(
      'Failed to add course to cart',
    );
    expect(addToCartErrorMessage(undefined)).toBe('Failed to add course to cart');
  });
});
