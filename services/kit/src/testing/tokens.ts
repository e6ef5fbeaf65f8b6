import { generateKeyPairSync } from 'node:crypto';
import type { Role } from '@academy/contracts';
import { createSigner } from 'fast-jwt';
import { ACCESS_TOKEN_ALGORITHM } from '../auth.ts';

/** A fresh Ed25519 key pair in PEM, as the auth service signs with in production. */
export const generateSigningKeys = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
};

/** Signs an access token the way the auth service does; `expiresInMs` < 0 makes it already expired. */
export const signTestToken = (
  privateKey: string,
  claims: { sub: string; role: Role; sid?: string },
  expiresInMs = 15 * 60 * 1000,
) => {
  const now = Date.now();
  const sign = createSigner({ key: privateKey, algorithm: ACCESS_TOKEN_ALGORITHM, clockTimestamp: now });
  return sign({ ...claims, iat: Math.floor(now / 1000) - 60, exp: Math.floor((now + expiresInMs) / 1000) });
};
