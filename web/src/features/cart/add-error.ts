/** What a failed add to cart tells the learner: the server's message, else its error field, else a fallback. */
export function addToCartErrorMessage(error: unknown): string {
  const fallback = 'Failed to add course to cart';
  if (typeof error !== 'object' || error === null || !('data' in error)) return fallback;
  const { data } = error;
  if (typeof data !== 'object' || data === null) return fallback;
  if ('message' in data && typeof data.message === 'string' && data.message) return data.message;
  if ('error' in data && typeof data.error === 'string' && data.error) return data.error;
  return fallback;
}
