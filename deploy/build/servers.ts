import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { bundleDir, bundleOf, INPUTS_FILE, repoRoot, serverEntries } from './server-bundles.ts';

/**
 * `node deploy/build/servers.ts [entry…]`: bundles each server (every service and the BFF, or the entries
 * named) with its packages into plain JavaScript in its workspace's `dist/`: `services/auth/src/server.ts`
 * → `services/auth/dist/server.js`. A server run from its bundle idles some 30 MiB lower than from its
 * TypeScript sources: Node loads no type stripper, and one file instead of a thousand modules (root
 * README, Memory). `npm start` rebuilds a bundle when one of its sources is newer; the image runs bundles.
 */

/**
 * Left to Node at run time: native addons (argon2, sharp), packages loaded on demand that bundling would
 * not make smaller (pdf.js, s3rver), PDFium (its WebAssembly file is found beside its own module, which a
 * bundle would move), and what tracing patches as Node loads it (pg, the OpenTelemetry
 * SDK): a bundled copy would be a second pg that the instrumentation never sees. A CommonJS package
 * loaded on demand (zxcvbn's password list) stays outside too: the chunk esbuild makes of one exports
 * only `default`, so `import()` would find none of the names Node finds in it.
 */
export const EXTERNAL = [
  'argon2',
  'sharp',
  'pdfjs-dist',
  's3rver',
  '@zxcvbn-ts/language-common',
  '@hyzyla/pdfium',
  'pg',
  'pg-native',
  '@opentelemetry/*',
];

/**
 * Code that finds files next to itself (migrations, seed assets, fonts, a package's data) reads
 * `import.meta.url`; in a bundle that would be the bundle's address. Each such module gets its own
 * source file's address instead, relative to the bundle, so the bundle works wherever the repository
 * (or the image's /app) lies, as long as the sources' files are beside it.
 */
const sourceAddresses = (outdir: string): Plugin => ({
  name: 'source-addresses',
  setup(bundler) {
    bundler.onLoad({ filter: /\.[mc]?[jt]s$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = JSON.stringify(relative(outdir, args.path).split('\\').join('/'));
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${fromBundle}, import.meta.url).href`),
        loader: args.path.endsWith('.ts') ? 'ts' : 'js',
      };
    });
  },
});

/**
 * `import … from 'node:http'` in an ES module makes Node build the module's namespace, which reads every
 * export, `WebSocket` and `MessageEvent` among them: that loads Node's own copy of undici (the engine of
 * `fetch`, some 2.3 MiB of heap and more resident) in every server at its start, fetch or no fetch. Taken
 * with `require` instead, as a CommonJS package takes it, the module's exports are read only as used.
 */
export const httpByRequire: Plugin = {
  name: 'http-by-require',
  setup(bundler) {
    bundler.onResolve({ filter: /^(node:)?http$/ }, (args) =>
      args.kind === 'import-statement' ? { path: 'node:http', namespace: 'http-by-require' } : undefined,
    );
    bundler.onLoad({ filter: /.*/, namespace: 'http-by-require' }, () => ({
      contents: "module.exports = require('node:http');",
      loader: 'js',
    }));
  },
};

/**
 * The repository's files among a build's inputs (`bundleStale` compares their times with the bundle's):
 * not packages, nor modules a plugin made up (`http-by-require:node:http`), which no file holds and
 * which would make every bundle look stale.
 */
export const sourceFiles = (inputs: string[]) =>
  inputs.filter((input) => !input.includes('node_modules/') && !/^[\w-]+:/.test(input));

/** Writes through a temporary file and a rename: a server starting meanwhile reads a whole file or the old one. */
const writeAtomically = (path: string, contents: Uint8Array | string) => {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
};

/**
 * Bundles one server. Modules it imports on demand (`await import(…)`: the tracing SDK, minio) become
 * chunks of their own beside it, loaded only when asked for, as from the sources. Chunks carry a hash of
 * their content in their name and are written before the entry; chunks the new build no longer names
 * are removed an hour later, so an academy still running from the previous build keeps finding its own.
 */
export const bundleServer = async (entry: string) => {
  const outdir = bundleDir(entry);
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // Bundled CommonJS packages require Node's built-in modules; an ES module has no `require` of its own.
    // (A name of its own: the bundled modules' imports are not renamed around the banner's.)
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
    },
    external: EXTERNAL,
    // No comments and no indentation: a source is kept in memory whole, and one non-ASCII character in a
    // comment would make V8 keep all of it at two bytes a character. Names stay, for readable stack traces.
    minifyWhitespace: true,
    legalComments: 'none',
    // Stack traces point into the bundle; with NODE_OPTIONS=--enable-source-maps they name the sources.
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [sourceAddresses(outdir), httpByRequire],
  });
  mkdirSync(outdir, { recursive: true });
  const entryFile = join(repoRoot, bundleOf(entry));
  const outputs = result.outputFiles;
  for (const file of outputs.filter(({ path }) => !path.startsWith(entryFile)))
    writeAtomically(file.path, file.contents);
  for (const file of outputs.filter(({ path }) => path.startsWith(entryFile)))
    writeAtomically(file.path, file.contents);
  const sources = sourceFiles(Object.keys(result.metafile.inputs));
  writeAtomically(join(outdir, INPUTS_FILE), JSON.stringify(sources));
  const current = new Set(outputs.map(({ path }) => path));
  const anHourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(outdir)) {
    const path = join(outdir, name);
    if (name === INPUTS_FILE || current.has(path)) continue;
    // Another build of the same server (two academies starting at once on a fresh checkout) may rename or
    // remove its temporary files between this listing and the look at each: a file gone is left alone.
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && modified < anHourAgo) rmSync(path, { force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  await Promise.all((named.length > 0 ? named : serverEntries()).map(bundleServer));
}
