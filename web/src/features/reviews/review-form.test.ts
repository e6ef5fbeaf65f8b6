import { describe, expect, it } from 'vitest';
import { reviewBodyOf } from './review-form.ts';

describe('the review form', () => {
  it('sends the stars and the trimmed text', () => {
    expect(reviewBodyOf({ rating: 4, text: '  Clear and practical. ' })).toEqual({
      body: { rating: 4, text: 'Clear and practical.' },
    });
    expect(reviewBodyOf({ rating: 5, text: '   ' })).toEqual({ body: { rating: 5 } });
  });

  it('asks for stars, and for a text within the limit', () => {
    expect(reviewBodyOf({ rating: 0, text: '' })).toEqual({ errors: { rating: 'Choose from 1 to 5 stars' } });
    expect(reviewBodyOf({ rating: 3, text: 'x'.repeat(2001) })).toEqual({
      errors: { text: 'Keep your review under 2000 characters' },
    });
    expect('body' in reviewBodyOf({ rating: 3, text: 'x'.repeat(2000) })).toBe(true);
  });
});
