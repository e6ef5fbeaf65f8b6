import { createHash } from 'node:crypto';

/** Counter keys are hashed: e-mails stay out of the store and any key fits its column. */
export const counterKey = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('base64url');

export const normalEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');
