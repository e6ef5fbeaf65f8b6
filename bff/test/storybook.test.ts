import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSigningKeys, sharedNatsUrl, testSubjectPrefix } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from './support/bff.ts';

const MANAGER_SCRIPT = "window.CONFIG_TYPE = 'PRODUCTION';";
const PREVIEW_SCRIPT = 'window.STORYBOOK_ENV = "react";';
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let bff: Bff;
let storybook: string;
beforeAll(async () => {
  storybook = await mkdtemp(join(tmpdir(), 'storybook-'));
  await writeFile(join(storybook, 'index.html'), `<!doctype html><script>${MANAGER_SCRIPT}</script>`);
  await writeFile(
    join(storybook, 'iframe.html'),
    `<!doctype html><script type="module" src="./assets/iframe.js"></script><script>${PREVIEW_SCRIPT}</script>`,
  );
  await writeFile(join(storybook, 'index.json'), '{"v":5,"entries":{}}');
  const env = { keys: generateSigningKeys(), natsUrl: sharedNatsUrl(), prefix: testSubjectPrefix() };
  bff = await startBff(env, { STORYBOOK_DIST: storybook });
});
afterAll(async () => {
  await bff.close();
  await rm(storybook, { recursive: true, force: true });
});

describe('Storybook under /storybook/', () => {
  it("is served with a Content Security Policy allowing only its own origin and its pages' inline scripts", async () => {
    for (const url of ['/storybook/', '/storybook/iframe.html', '/storybook/index.json']) {
      const reply = await bff.inject({ url });
      expect([url, reply.statusCode]).toEqual([url, 200]);
      const policy = String(reply.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain(`script-src 'self' ${hashOf(MANAGER_SCRIPT)} ${hashOf(PREVIEW_SCRIPT)};`);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toMatch(/unsafe-eval|\*/);
    }
  });
});
