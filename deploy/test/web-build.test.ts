import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildStale } from '../build/web-build.ts';

const BUILT_AT = new Date('2026-01-02T00:00:00Z');
const EARLIER = new Date('2026-01-01T00:00:00Z');
const LATER = new Date('2026-01-03T00:00:00Z');

let root: string;
const file = (path: string, at: Date) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), '');
  utimesSync(join(root, path), at, at);
};

/** A tree whose web app was built after every file it came from. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'web-build-'));
  file('web/src/features/learning/learningApi.ts', EARLIER);
  file('web/index.html', EARLIER);
  file('ui-kit/src/Button.tsx', EARLIER);
  file('contracts/src/http/index.ts', EARLIER);
  file('node_modules/.package-lock.json', EARLIER);
  file('web/dist/index.html', BUILT_AT);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the web app's build", () => {
  it('is fresh when built after every file it came from', () => {
    expect(webBuildStale(root)).toBe(false);
  });

  it('is stale when missing', () => {
    rmSync(join(root, 'web/dist'), { recursive: true });
    expect(webBuildStale(root)).toBe(true);
  });

  it('is stale when a file deep in the app, the UI kit or the contracts was written since', () => {
    for (const path of [
      'web/src/features/learning/learningApi.ts',
      'ui-kit/src/Button.tsx',
      'contracts/src/http/index.ts',
    ]) {
      utimesSync(join(root, path), LATER, LATER);
      expect(webBuildStale(root), path).toBe(true);
      utimesSync(join(root, path), EARLIER, EARLIER);
    }
  });

  it('is stale when a file is added to the app or packages are installed again', () => {
    file('web/src/shared/new-screen.tsx', LATER);
    expect(webBuildStale(root)).toBe(true);
    rmSync(join(root, 'web/src/shared/new-screen.tsx'));
    utimesSync(join(root, 'node_modules/.package-lock.json'), LATER, LATER);
    expect(webBuildStale(root)).toBe(true);
  });
});
