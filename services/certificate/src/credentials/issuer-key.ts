import { randomBytes } from 'node:crypto';
import { lockName } from '@academy/kit';
import { generate } from '@digitalbazaar/ed25519-multikey';
import { asc, isNotNull } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { CertificateDb } from '../db/database.ts';
import { issuerKeys } from '../db/schema.ts';
import { issuerId, issuerKeyId } from './addresses.ts';

/** The key pair named by its public address, for a 32-byte seed. */
const keyPairOf = async (publicUrl: string, seed: Buffer) => {
  const keyPair = await generate({ seed, controller: issuerId(publicUrl) });
  keyPair.id = issuerKeyId(publicUrl, keyPair.publicKeyMultibase);
  return keyPair;
};

export type IssuerKeyPair = Awaited<ReturnType<typeof keyPairOf>>;

/**
 * The key that signs credentials: the configured seed when there is one, else the one this service
 * generated on its first start. Either way its public key is kept in `issuer_keys`, where it stays
 * published after a rotation. Starting replicas take turns (advisory lock), so only one key is generated.
 */
export const loadIssuerKey = async (db: CertificateDb, config: Config): Promise<IssuerKeyPair> => {
  if (config.CREDENTIAL_ISSUER_SEED) {
    const keyPair = await keyPairOf(config.PUBLIC_URL, Buffer.from(config.CREDENTIAL_ISSUER_SEED, 'hex'));
    await db
      .insert(issuerKeys)
      .values({ publicKeyMultibase: keyPair.publicKeyMultibase })
      .onConflictDoNothing();
    return keyPair;
  }
  return db.transaction(async (tx) => {
    await lockName(tx, 'certificate.issuer-key');
    const [kept] = await tx
      .select()
      .from(issuerKeys)
      .where(isNotNull(issuerKeys.seed))
      .orderBy(asc(issuerKeys.createdAt))
      .limit(1);
    const seed = kept?.seed ? Buffer.from(kept.seed, 'hex') : randomBytes(32);
    const keyPair = await keyPairOf(config.PUBLIC_URL, seed);
    if (!kept) {
      await tx
        .insert(issuerKeys)
        .values({ publicKeyMultibase: keyPair.publicKeyMultibase, seed: seed.toString('hex') });
    }
    return keyPair;
  });
};

/** Every public key that has signed, oldest first. */
export const publishedKeys = async (db: CertificateDb) =>
  (
    await db
      .select({ publicKeyMultibase: issuerKeys.publicKeyMultibase })
      .from(issuerKeys)
      .orderBy(asc(issuerKeys.createdAt))
  ).map((row) => row.publicKeyMultibase);
