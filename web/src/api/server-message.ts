/** The `message` of an RTK Query error's `{ message, code? }` body as the server wrote it, or ''. */
export function serverMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('data' in error)) return '';
  const { data } = error;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return '';
}

/** The error body's `code`, when it has one. */
export function serverCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  return typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string'
    ? data.code
    : undefined;
}
