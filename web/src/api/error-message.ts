import { say } from '../shared/i18n/messages.ts';
import { serverCode, serverMessage } from './server-message.ts';
import { validationSentence } from './validation-messages.ts';

/**
 * The server's `message` from an RTK Query error (`{ message, code? }` bodies), or `fallback`, in the language
 * on screen (`say`). A validation reply's message names schema rules, so it is put in words first
 * (validation-messages.ts).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = serverMessage(error);
  if (!message) return say(fallback);
  return serverCode(error) === 'VALIDATION' ? validationSentence(message) : say(message);
}
