import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a link or a cookie (256 bits, URL-safe). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are looked up by this digest, so a copy of the database reveals no usable token. */
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');
