import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id settings: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);
export const verifyPassword = (hash: string, password: string) =>
  argon2.verify(hash, password).catch(() => false);

/** An unguessable token for a link or a cookie (256 bits, URL-safe). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are looked up by this digest, so a copy of the database reveals no usable token. */
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');
