import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The hash of each inline script in these HTML files, as a CSP source: only they may run inline. */
const inlineScriptHashes = (folder: string, pages: string[]) =>
  pages.flatMap((page) =>
    [
      ...readFileSync(join(folder, page), 'utf8').matchAll(
        /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    ),
  );

/**
 * A site of our own origin: its own scripts plus its pages' inline scripts by hash, styles inline too
 * (React style attributes, toasts, Storybook's themes), media, frames (PDFs, Storybook's preview) and
 * API calls to its own origin only, never framed by another site.
 */
const ownOriginPolicy = (folder: string, pages: string[]) =>
  [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(inlineScriptHashes(folder, pages))].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** The web app's Content Security Policy: its index.html has one inline script (the theme before first paint). */
export const webAppPolicy = (webDist: string) => ownOriginPolicy(webDist, ['index.html']);

/** Storybook's: its manager (index.html) and the preview it frames (iframe.html) set themselves up inline. */
export const storybookPolicy = (storybookDist: string) =>
  ownOriginPolicy(storybookDist, ['index.html', 'iframe.html']);
