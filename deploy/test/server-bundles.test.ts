import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleOf, bundleStale, INPUTS_FILE } from '../build/server-bundles.ts';

const ENTRY = 'services/cart/src/server.ts';
const SOURCES = [ENTRY, 'services/cart/src/app.ts', 'services/kit/src/index.ts'];
const BUILT_AT = new Date('2026-01-02T00:00:00Z');
const EARLIER = new Date('2026-01-01T00:00:00Z');
const LATER = new Date('2026-01-03T00:00:00Z');

let root: string;
const file = (path: string, at: Date, contents = '') => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), contents);
  utimesSync(join(root, path), at, at);
};
const touch = (path: string, at: Date) => utimesSync(join(root, path), at, at);

/** A tree whose cart bundle was built after every file it came from. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'server-bundles-'));
  for (const source of SOURCES) file(source, EARLIER);
  file('node_modules/.package-lock.json', EARLIER);
  file('deploy/build/servers.ts', EARLIER);
  file(bundleOf(ENTRY), BUILT_AT);
  file(join(dirname(bundleOf(ENTRY)), INPUTS_FILE), BUILT_AT, JSON.stringify(SOURCES));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a server's bundle", () => {
  it('is fresh when built after every file it came from', () => {
    expect(bundleStale(ENTRY, root)).toBe(false);
  });

  it('is stale when one of its sources, in its own service or the kit, was edited since', () => {
    touch('services/kit/src/index.ts', LATER);
    expect(bundleStale(ENTRY, root)).toBe(true);
  });

  it('is stale when a source it was built from is gone (moved or deleted)', () => {
    rmSync(join(root, 'services/cart/src/app.ts'));
    expect(bundleStale(ENTRY, root)).toBe(true);
  });

  it('is stale after packages were installed, or the build itself changed', () => {
    touch('node_modules/.package-lock.json', LATER);
    expect(bundleStale(ENTRY, root)).toBe(true);
    touch('node_modules/.package-lock.json', EARLIER);
    touch('deploy/build/servers.ts', LATER);
    expect(bundleStale(ENTRY, root)).toBe(true);
  });

  it('is stale when it, or the list of what it was built from, is missing', () => {
    rmSync(join(root, dirname(bundleOf(ENTRY)), INPUTS_FILE));
    expect(bundleStale(ENTRY, root)).toBe(true);
    expect(bundleStale('services/orders/src/server.ts', root)).toBe(true);
  });
});
