/** The database (or another dependency) is down or restarting: a 503 to retry, not a failure. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
export const isDatabaseUnreachable = (error: unknown): boolean => {
  const { code, cause, message } = (error ?? {}) as { code?: unknown; cause?: unknown; message?: unknown };
  if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
  if (typeof message === 'string' && /^Connection terminated|is not queryable$/.test(message)) return true;
  return cause !== undefined && isDatabaseUnreachable(cause);
};
