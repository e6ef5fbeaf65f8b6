import { validationSentence } from './validation-messages.ts';

/**
 * The server's `message` from an RTK Query error (`{ message, code? }` bodies), or `fallback`. A validation
 * reply's message names schema rules, so it is put in words first (validation-messages.ts).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('data' in error)) return fallback;
  const { data } = error;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
    if (!data.message) return fallback;
    return 'code' in data && data.code === 'VALIDATION' ? validationSentence(data.message) : data.message;
  }
  return fallback;
}
