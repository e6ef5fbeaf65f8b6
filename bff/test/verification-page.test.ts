import { describe, expect, it } from 'vitest';
import { openGraphFields, withOpenGraph } from '../src/routes/certificates/verification-page.ts';

const PAGE = '<!doctype html><html><head><title>Academy</title></head><body></body></html>';

describe('the verification page as a link preview sees it', () => {
  it('names the verdict, holder and course of the certificate in Open Graph tags, escaped', () => {
    const fields = openGraphFields('ACD-2026-ABC', {
      status: 'revoked',
      fullName: 'Zoë "Zed" <Ångström>',
      courseName: 'Email Forensics',
      courseCode: 'SEFA',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2029-01-01T00:00:00.000Z',
      revokedAt: '2026-02-01T00:00:00.000Z',
      revocationReason: 'refunded',
    });
    expect(fields.title).toBe('Revoked certificate: Email Forensics (SEFA)');
    const html = withOpenGraph(PAGE, {
      ...fields,
      url: 'https://a.example/app/verify?number=ACD-2026-ABC',
      image: 'https://a.example/app/icon-512.png',
    });
    expect(html).toContain('<title>Revoked certificate: Email Forensics (SEFA)</title>');
    expect(html).toContain(
      '<meta property="og:description" content="Zoë &#34;Zed&#34; &#60;Ångström&#62; · Email Forensics (SEFA) · certificate ACD-2026-ABC" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://a.example/app/verify?number=ACD-2026-ABC" />',
    );
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it("shows a certificate's printed image large, the logo small", () => {
    const tags = {
      title: 'Valid certificate: Email Forensics',
      description: 'Ada',
      url: 'https://a.example/app/verify',
    };
    const printed = withOpenGraph(PAGE, {
      ...tags,
      image: 'https://a.example/api/v1/certificates/ACD-2026-ABC/preview.png',
      largeImage: true,
    });
    expect(printed).toContain(
      '<meta property="og:image" content="https://a.example/api/v1/certificates/ACD-2026-ABC/preview.png" />',
    );
    expect(printed).toContain('<meta property="twitter:card" content="summary_large_image" />');
    const logo = withOpenGraph(PAGE, { ...tags, image: 'https://a.example/app/icon-512.png' });
    expect(logo).toContain('<meta property="twitter:card" content="summary" />');
  });

  it('says only what the page is for an unknown number or none', () => {
    expect(openGraphFields('', null).title).toBe('Verify an Academy certificate');
    const unknown = {
      status: 'unknown',
      fullName: null,
      courseName: null,
      courseCode: null,
      issuedAt: null,
      expiresAt: null,
    } as const;
    expect(openGraphFields('ACD-X', unknown).title).toBe('Verify an Academy certificate');
  });
});
