import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'dark';";

let env: TestEnvironment;
let bff: Bff;
let web: string;
beforeAll(async () => {
  env = await createTestEnvironment();
  web = await mkdtemp(join(tmpdir(), 'web-'));
  await mkdir(join(web, 'assets'));
  await writeFile(
    join(web, 'index.html'),
    `<!doctype html><title>Academy</title><script>${THEME_SCRIPT}</script>${'<link rel="modulepreload">'.repeat(40)}`,
  );
  await writeFile(join(web, 'assets', 'app-1.js'), 'console.log(1)');
  await writeFile(join(web, 'manifest.webmanifest'), '{"name":"Academy"}');
  bff = await startBff(env, { WEB_DIST: web });
});
afterAll(async () => {
  await bff.close();
  await env.stop();
  await rm(web, { recursive: true, force: true });
});

describe('the web app under /app/', () => {
  it('serves assets with their type and long caching, and the page for any app path', async () => {
    const asset = await bff.inject({ url: '/app/assets/app-1.js' });
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/app/0a1b2c3d/dashboard', '/app/productpage?coupon=SPRING', '/app/login']) {
      const deepLink = await bff.inject({ url });
      expect(deepLink.statusCode).toBe(200);
      expect(deepLink.headers['content-type']).toMatch(/html/);
      expect(deepLink.headers['cache-control']).toBe('no-cache');
      expect(deepLink.headers['content-security-policy']).toContain("default-src 'self'");
      expect(deepLink.body).toContain('<title>Academy</title>');
    }
    const manifest = await bff.inject({ url: '/app/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toBe('{"name":"Academy"}');
    const head = await bff.inject({ method: 'HEAD', url: '/app/productpage' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/html/);
  });

  it('serves files built after start, and answers 404 (not the page) for a missing asset', async () => {
    await writeFile(join(web, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await bff.inject({ url: '/app/assets/app-2.js' })).headers['content-type']).toMatch(/javascript/);
    const missing = await bff.inject({ url: '/app/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('sends a Content Security Policy that allows exactly its own inline script', async () => {
    const policy = (await bff.inject({ url: '/app/login' })).headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('sends the protective headers on API replies too, refusals and unknown paths included', async () => {
    const requests = [
      { method: 'GET', url: '/api/v1/user/me' },
      { method: 'POST', url: '/api/v1/user/login', payload: {} },
      { method: 'GET', url: '/api/v1/no-such-thing' },
    ] as const;
    for (const request of requests) {
      const reply = await bff.inject(request);
      expect(reply.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-permitted-cross-domain-policies': 'none',
      });
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends the page compressed with a strong ETag, and a 304 to a client that has it', async () => {
    const page = await bff.inject({ url: '/app/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(page.rawPayload).toString()).toContain(THEME_SCRIPT);
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const plain = await bff.inject({ url: '/app/courses' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(THEME_SCRIPT);
    expect(plain.headers.etag).not.toBe(etag);
    const again = await bff.inject({ url: '/app/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli file when the build wrote one and the browser accepts it', async () => {
    await writeFile(join(web, 'assets', 'app-1.js.br'), Buffer.from([0x1b, 0x00]));
    const response = await bff.inject({
      url: '/app/assets/app-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });
});
