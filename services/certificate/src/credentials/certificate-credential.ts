import { and, eq, isNull } from 'drizzle-orm';
import type { CertificateDb } from '../db/database.ts';
import { certificates } from '../db/schema.ts';
import type { IssuerKeyPair } from './issuer-key.ts';
import { openBadgeCredential } from './open-badge.ts';
import { signCredential } from './sign.ts';

type Certificate = typeof certificates.$inferSelect;

/**
 * A certificate's signed credential: signed on first request (certificates issued before credentials
 * existed get theirs the same way) and kept, so every later download is the same document. Two first
 * requests at once both sign; the first to store wins and both answer with it.
 */
export const certificateCredential = async (
  db: CertificateDb,
  issuer: { publicUrl: string; name: string; key: IssuerKeyPair },
  certificate: Certificate,
) => {
  if (certificate.credential) return certificate.credential;
  const signed = await signCredential(openBadgeCredential(certificate, issuer), issuer.key);
  const number = eq(certificates.certificateNumber, certificate.certificateNumber);
  await db
    .update(certificates)
    .set({ credential: signed })
    .where(and(number, isNull(certificates.credential)));
  const [kept] = await db.select({ credential: certificates.credential }).from(certificates).where(number);
  return kept?.credential ?? signed;
};
