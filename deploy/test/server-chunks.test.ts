import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleDir, bundleStale, serverEntries } from '../build/server-bundles.ts';
import { bundleServer } from '../build/servers.ts';
import { missingLazyExports } from './lazy-imports.ts';

// Only the bundles load these chunks, and only when a request needs them (sign-up's password list once
// broke there alone): each is imported here and held to the names its importer takes.

const scratch = mkdtempSync(join(tmpdir(), 'server-chunks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A bundle folder of the given files, entered at server.js. */
const bundle = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(scratch, 'bundle-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  return dir;
};

describe("the server bundles' lazily loaded modules", () => {
  it('offer every name their importers take, in every server bundle', async () => {
    const entries = serverEntries();
    // As `npm start` does: a bundle older than anything it is built from is built again first.
    await Promise.all(entries.filter((candidate) => bundleStale(candidate)).map(bundleServer));
    expect(missingLazyExports(entries.map((entry) => bundleDir(entry)))).toEqual([]);
  }, 180_000);

  it('reports a name a chunk lacks, a chunk that cannot load, and an import taken in an unknown way', () => {
    const dir = bundle({
      // A CommonJS package's chunk offers only `default` (the password list's shape when it broke).
      'server.js': [
        'const words=()=>import("./words.js").then(({dictionary})=>dictionary);',
        'const[{sign},{verify}]=await Promise.all([import("./sign.js"),import("./verify.js")]);',
        'let cookies;cookies=await import("./cookies.js");cookies.parse("");cookies.serialize();',
        'const{sdk}=await import("./sdk.js");',
        'const odd=()=>import("./odd.js");',
      ].join(''),
      'words.js': 'var words={dictionary:[]};export{words as default};',
      'sign.js': 'export const sign=1;',
      'verify.js': 'export const check=1;',
      'cookies.js': 'export const parse=1;',
      'sdk.js': 'import{start}from"./shared.js";export const sdk=start;',
      'shared.js': 'export const begin=1;',
      'odd.js': 'export default 1;',
    });
    expect(missingLazyExports([dir])).toEqual([
      `${dir}/server.js → ./words.js lacks dictionary`,
      expect.stringMatching(
        /server\.js → \.\/sdk\.js: SyntaxError: .*does not provide an export named 'start'/,
      ),
      `${dir}/server.js → ./verify.js lacks verify`,
      `${dir}/server.js → ./cookies.js lacks serialize`,
      `${dir}/server.js → ./odd.js: taken in a way this check cannot read`,
    ]);
  });

  it('passes a bundle whose chunks offer what is taken, packages left to Node included', () => {
    const dir = bundle({
      'server.js':
        'import{shared}from"./shared.js";const{sdk}=await import("./sdk.js");const{join}=await import("node:path");',
      'shared.js': 'export const shared=1;',
      'sdk.js': 'import{shared}from"./shared.js";export const sdk=shared;',
    });
    expect(missingLazyExports([dir])).toEqual([]);
  });
});
