import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id shaped like Stripe's: a type prefix and random base-62 characters (`cs_test_a1B2…`, `pi_3Nx…`). */
export const newId = (prefix: string, length = 24) =>
  `${prefix}_${Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('')}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);
