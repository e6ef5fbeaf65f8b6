import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/loaded-packages.ts', import.meta.url));

/** What every server process's entry point imports: each service's app and the BFF's. */
const apps = [
  ...readdirSync(`${repoRoot}/services`)
    .filter((name) => name !== 'kit')
    .map((name) => `${repoRoot}/services/${name}/src/app.ts`),
  `${repoRoot}/bff/src/app.ts`,
];

/**
 * Loaded only by the rare requests (or tools) that use them: each would sit in every process's memory
 * from its start. A local S3 server is the runner's and the tests'; images are decoded and PDFs opened
 * only when one is uploaded, and made only when a certificate or an invoice is; the S3 client only by a
 * service that keeps files, once it first reads or writes one; the mail client by the first mail sent, the
 * common-password list by the first password checked, the credential libraries by the first credential signed.
 */
const LOADED_ON_USE = [
  's3rver',
  'sharp',
  'pdfjs-dist',
  '@electric-sql/pglite',
  'pdfkit',
  'minio',
  'nodemailer',
  '@zxcvbn-ts/language-common',
  '@digitalbazaar/vc',
  'jsonld',
];

describe('a server process at start', () => {
  it('loads none of the packages only rare requests use', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [fixture, ...apps], {
      cwd: repoRoot,
      maxBuffer: 1 << 20,
    });
    const loaded = stdout.split('\n').filter(Boolean);
    expect(loaded).toContain('fastify');
    expect(loaded.filter((name) => LOADED_ON_USE.includes(name))).toEqual([]);
  }, 120_000);
});
