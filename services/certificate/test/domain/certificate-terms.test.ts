import { describe, expect, it } from 'vitest';
import {
  downloadFileName,
  expiryDate,
  newCertificateNumber,
  validityLabel,
  verificationStatus,
  verificationUrl,
} from '../../src/domain/certificate-terms.ts';

describe('certificate terms', () => {
  it('expires on the same day three years later', () => {
    expect(expiryDate(new Date('2026-11-21T10:00:00Z'), 3).toISOString()).toBe('2029-11-21T10:00:00.000Z');
    expect(expiryDate(new Date('2028-02-29T00:00:00Z'), 3).toISOString()).toBe('2031-03-01T00:00:00.000Z');
    expect(validityLabel(3)).toBe('3 Years');
    expect(validityLabel(1)).toBe('1 Year');
  });

  it('makes numbers of 80 random bits in an unambiguous alphabet', () => {
    const issued = new Date('2026-05-01T00:00:00Z');
    const number = newCertificateNumber(issued);
    expect(number).toMatch(/^ACD-2026-[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(newCertificateNumber(issued, (size) => Buffer.alloc(size, 0))).toBe('ACD-2026-0000000000000000');
    expect(newCertificateNumber(issued, (size) => Buffer.alloc(size, 0xff))).toBe(
      'ACD-2026-ZZZZZZZZZZZZZZZZ',
    );
    const many = new Set(Array.from({ length: 1000 }, () => newCertificateNumber(issued)));
    expect(many.size).toBe(1000);
  });

  it('names the download after the learner with underscores', () => {
    expect(downloadFileName('Ada  King Lovelace')).toBe('Ada_King_Lovelace_certificate.pdf');
    expect(downloadFileName(' "Bad/Name" ')).toBe('BadName_certificate.pdf');
  });

  it('points the QR code at the public verification page', () => {
    expect(verificationUrl('http://localhost:8080/', 'ACD-2026-X')).toBe(
      'http://localhost:8080/app/verify?number=ACD-2026-X',
    );
  });

  it('is valid until it expires', () => {
    const certificate = { expiresAt: new Date('2029-01-01T00:00:00Z'), revokedAt: null };
    expect(verificationStatus(certificate, new Date('2028-12-31T23:59:59Z'))).toBe('valid');
    expect(verificationStatus(certificate, new Date('2029-01-01T00:00:00Z'))).toBe('expired');
  });

  it('is revoked from its revocation on, whatever its dates', () => {
    const revoked = {
      expiresAt: new Date('2029-01-01T00:00:00Z'),
      revokedAt: new Date('2026-11-25T10:00:00Z'),
    };
    expect(verificationStatus(revoked, new Date('2026-11-26T00:00:00Z'))).toBe('revoked');
    expect(verificationStatus(revoked, new Date('2030-01-01T00:00:00Z'))).toBe('revoked');
  });
});
