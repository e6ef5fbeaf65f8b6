import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSigningKeys, sharedNatsUrl, testSubjectPrefix } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from './support/bff.ts';

let bff: Bff;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'web-'));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>Academy</title>');
  const env = { keys: generateSigningKeys(), natsUrl: sharedNatsUrl(), prefix: testSubjectPrefix() };
  bff = await startBff(env, { WEB_DIST: web, PUBLIC_URL: 'http://localhost:8080' });
});
afterAll(async () => {
  await bff.close();
  await rm(web, { recursive: true, force: true });
});

const ask = (method: 'GET' | 'HEAD' | 'POST', url: string, host: string) =>
  bff.inject({ method, url, headers: { host } });

describe('pages asked for under another host than PUBLIC_URL', () => {
  it('are redirected to the same path and query on PUBLIC_URL, and nothing else is', async () => {
    for (const [method, url] of [
      ['GET', '/app/'],
      ['GET', '/app/0a1b2c3d/checkout?order=42&x=%20y'],
      ['HEAD', '/app/courses'],
      ['GET', '/app'],
      ['GET', '/'],
    ] as const) {
      const reply = await ask(method, url, '127.0.0.1:8080');
      expect([url, reply.statusCode, reply.headers.location]).toEqual([
        url,
        302,
        `http://localhost:8080${url}`,
      ]);
    }
    // Only pages under another host move: the same page on PUBLIC_URL is served, and API calls,
    // health checks and other methods are left alone.
    expect((await ask('GET', '/app/courses', 'localhost:8080')).statusCode).toBe(200);
    expect((await ask('GET', '/api/v1/course', '127.0.0.1:8080')).statusCode).not.toBe(302);
    expect((await ask('GET', '/healthz', '10.0.0.7:8080')).statusCode).toBe(200);
    expect((await ask('POST', '/app/', '127.0.0.1:8080')).statusCode).not.toBe(302);
    expect((await ask('GET', '/application', '127.0.0.1:8080')).statusCode).toBe(404);
  });
});
