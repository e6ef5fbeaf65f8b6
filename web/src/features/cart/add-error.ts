import { errorMessage } from '../../api/error-message.ts';

const FALLBACK = 'Failed to add course to cart';

/** What a failed add to cart tells the learner: the server's message, else its error field, else a fallback. */
export function addToCartErrorMessage(error: unknown): string {
  const message = errorMessage(error, '');
  if (message) return message;
  if (typeof error !== 'object' || error === null || !('data' in error)) return FALLBACK;
  const { data } = error;
  if (
    typeof data === 'object' &&
    data !== null &&
    'error' in data &&
    typeof data.error === 'string' &&
    data.error
  )
    return data.error;
  return FALLBACK;
}
