import { REVIEW_TEXT_MAX, type ReviewBody } from '@academy/contracts';

export interface ReviewFormValues {
  /** 0 until a star is chosen. */
  rating: number;
  text: string;
}

export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues, string>>;

/** The body to send, or what to fix first (the server checks the same again). */
export function reviewBodyOf(values: ReviewFormValues): { body: ReviewBody } | { errors: ReviewFormErrors } {
  const errors: ReviewFormErrors = {};
  if (!Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5) {
    errors.rating = 'Choose from 1 to 5 stars';
  }
  const text = values.text.trim();
  if ([...text].length > REVIEW_TEXT_MAX)
    errors.text = `Keep your review under ${REVIEW_TEXT_MAX} characters`;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: text ? { rating: values.rating, text } : { rating: values.rating } };
}
