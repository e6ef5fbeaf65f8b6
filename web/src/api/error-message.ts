/** The server's `message` from an RTK Query error (`{ message, code? }` bodies), or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('data' in error)) return fallback;
  const { data } = error;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    return data.message || fallback;
  }
  return fallback;
}
