import { describe, expect, it } from 'vitest';
import { linkedInAddUrl, verificationLink } from './credential-sharing.ts';

describe('sharing a certificate', () => {
  it('links to the public verification page with the number encoded', () => {
    expect(verificationLink('https://academy.example', 'ACD-2026-ABC')).toBe(
      'https://academy.example/app/verify?number=ACD-2026-ABC',
    );
  });

  it("fills LinkedIn's certification form with the course, months, number and verification link", () => {
    const url = new URL(
      linkedInAddUrl({
        courseName: 'Digital Forensics & Email',
        certificateNumber: 'ACD-2026-ABC',
        issuedAt: '2026-01-31T23:30:00.000Z',
        expiresAt: '2029-01-31T23:30:00.000Z',
        verificationUrl: 'https://academy.example/app/verify?number=ACD-2026-ABC',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Digital Forensics & Email',
      organizationName: 'Academy',
      issueYear: '2026',
      issueMonth: '1',
      expirationYear: '2029',
      expirationMonth: '1',
      certUrl: 'https://academy.example/app/verify?number=ACD-2026-ABC',
      certId: 'ACD-2026-ABC',
    });
  });
});
