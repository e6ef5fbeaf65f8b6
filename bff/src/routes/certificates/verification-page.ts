import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VerifyReply } from '@academy/contracts/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CertificateClient } from '../../clients/certificate.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const VERDICT: Record<VerifyReply['status'], string> = {
  valid: 'Valid certificate',
  expired: 'Expired certificate',
  revoked: 'Revoked certificate',
  unknown: 'Certificate not found',
};

/** Title and description a link preview shows for one certificate number. */
export const openGraphFields = (number: string, result: VerifyReply | null) => {
  if (!result || result.status === 'unknown') {
    return {
      title: 'Verify an Academy certificate',
      description: 'Check that a certificate was issued by the Academy, and whether it is still valid.',
    };
  }
  const course = result.courseCode ? `${result.courseName} (${result.courseCode})` : result.courseName;
  return {
    title: `${VERDICT[result.status]}: ${course}`,
    description: `${result.fullName} · ${course} · certificate ${number}`,
  };
};

/** The web app's page with Open Graph tags and a title of its own (link previews run no script). */
export const withOpenGraph = (
  html: string,
  tags: { title: string; description: string; url: string; image: string; largeImage?: boolean },
) => {
  const meta = [
    ['og:type', 'website'],
    ['og:site_name', 'Academy'],
    ['og:title', tags.title],
    ['og:description', tags.description],
    ['og:url', tags.url],
    ['og:image', tags.image],
    ['twitter:card', tags.largeImage ? 'summary_large_image' : 'summary'],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content ?? '')}" />`)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(tags.title)}</title>`)
    .replace('</head>', `    ${meta}\n  </head>`);
};

/**
 * The public verification page (`/app/verify?number=…`) as a link preview sees it: the web app's
 * index.html with the certificate's verdict, holder and course in Open Graph tags. The page itself
 * is the same single-page app; only the head differs.
 */
export const verificationPage = (webDist: string, certificates: CertificateClient, publicUrl: string) => {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { number: asked } = request.query as { number?: unknown };
    const number = typeof asked === 'string' ? asked.trim().slice(0, 64) : '';
    const result = number ? await certificates.verify(number, request).catch(() => null) : null;
    const origin = publicUrl.replace(/\/+$/, '') || `${request.protocol}://${request.host}`;
    const url = `${origin}/app/verify${number ? `?number=${encodeURIComponent(number)}` : ''}`;
    // A certificate that stands (valid or expired) is previewed as printed; anything else shows the logo.
    const printed = result?.status === 'valid' || result?.status === 'expired';
    const page = withOpenGraph(html, {
      ...openGraphFields(number, result),
      url,
      image: printed
        ? `${origin}/api/v1/certificates/${encodeURIComponent(number)}/preview.png`
        : `${origin}/app/icon-512.png`,
      largeImage: printed,
    });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };
};
