import { randomBytes } from 'node:crypto';
import { formatLongDate } from '@academy/kit/pdf';

/** Certificates are valid for three years from issue (spec §9; the web app sends '3 Years'). */
export const VALIDITY_YEARS = 3;
export const validityLabel = (years: number) => `${years} Year${years === 1 ? '' : 's'}`;

/** The same calendar day `years` later (29 February falls on 1 March). */
export const expiryDate = (issuedAt: Date, years: number) => {
  const expires = new Date(issuedAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + years);
  return expires;
};

// Crockford's base32: no I, L, O or U, so a number read aloud or typed from paper stays unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `ACD-<year>-<16 characters>`: 80 random bits, so numbers cannot be guessed or enumerated. */
export const newCertificateNumber = (issuedAt: Date, random: (size: number) => Buffer = randomBytes) => {
  const bytes = random(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 16; i += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return `ACD-${issuedAt.getUTCFullYear()}-${code}`;
};

/** What the download is saved as: the learner's name with underscores (spec §7). */
export const downloadFileName = (fullName: string) => {
  const name = fullName
    .trim()
    .replace(/[\\/:*?"<>|\r\n]+/g, '')
    .replace(/\s+/g, '_');
  return `${name || 'certificate'}_certificate.pdf`;
};

export type VerificationStatus = 'valid' | 'expired' | 'revoked';

/** A revoked certificate says so whatever its dates; otherwise it is valid until it expires. */
export const verificationStatus = (
  certificate: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): VerificationStatus => {
  if (certificate.revokedAt) return 'revoked';
  return now.getTime() < certificate.expiresAt.getTime() ? 'valid' : 'expired';
};

const REVOCATION_REASONS: Record<string, string> = { refunded: 'the course fee was refunded' };

/** Why a certificate was revoked, in words for the verification page and refusals. */
export const revocationReasonText = (reason: string) => REVOCATION_REASONS[reason] ?? reason;

/** The refusal to generate or download a revoked certificate. */
export const revokedNotice = (revokedAt: Date, reason: string) =>
  `This certificate was revoked on ${formatLongDate(revokedAt)}: ${revocationReasonText(reason)}`;

/** The public page a certificate's QR code opens. */
export const verificationUrl = (publicUrl: string, certificateNumber: string) =>
  `${publicUrl.replace(/\/+$/, '')}/app/verify?number=${encodeURIComponent(certificateNumber)}`;
