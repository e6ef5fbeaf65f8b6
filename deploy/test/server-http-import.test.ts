import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { httpByRequire, sourceFiles } from '../build/servers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'server-http-import-'));
/** The last build's inputs, as esbuild names them. */
let inputs: string[] = [];
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Bundles `source` as the servers are bundled (an ES module that can `require`), runs it, and returns its output. */
const run = async (source: string, plugins = [httpByRequire]) => {
  const entry = join(scratch, `entry-${plugins.length}.ts`);
  writeFileSync(entry, source);
  const outfile = join(scratch, `out-${plugins.length}.js`);
  const { metafile } = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
    },
    plugins,
    metafile: true,
    logLevel: 'error',
  });
  inputs = Object.keys(metafile.inputs);
  return execFileSync(process.execPath, [outfile], { encoding: 'utf8' }).trim();
};

const SERVER = `
import http, { createServer } from 'node:http';
import * as namespace from 'node:http';
const server = createServer((_request, response) => response.end('ok'));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const answer = await new Promise((resolve) =>
  http.request({ port, host: '127.0.0.1' }, (response) => { response.setEncoding('utf8'); response.on('data', resolve); }).end());
server.close();
const undici = process.moduleLoadList.some((name) => name.includes('undici'));
console.log(JSON.stringify({ answer, undici, namespace: typeof namespace.STATUS_CODES }));
`;

describe("a server bundle's node:http", () => {
  it("is taken without loading Node's own undici, every way of importing it working", async () => {
    expect(JSON.parse(await run(SERVER))).toEqual({ answer: 'ok', undici: false, namespace: 'object' });
  });

  it("loads Node's own undici when imported as an ES module (why the bundles do not)", async () => {
    expect(JSON.parse(await run(SERVER, []))).toMatchObject({ answer: 'ok', undici: true });
  });

  it("is no source of the bundle's: a module no file holds would make every bundle stale", async () => {
    await run(SERVER);
    expect(inputs).toContain('http-by-require:node:http');
    expect(sourceFiles(inputs).map((input) => input.split('/').at(-1))).toEqual(['entry-1.ts']);
  });
});
