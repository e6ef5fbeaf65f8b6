import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Writes `.br` and `.gz` beside each text asset of a built site, once at build time, so the BFF serves
// compressed files without compressing on every request.
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.map',
]);
const MIN_BYTES = 1024;

const walk = async (directory: string): Promise<string[]> => {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(directory, entry.name)) : [join(directory, entry.name)],
    ),
  );
  return nested.flat();
};

const [directory] = process.argv.slice(2);
if (!directory) throw new Error('usage: precompress.ts <built site folder>');
let count = 0;
for (const file of await walk(directory)) {
  if (!COMPRESSIBLE.has(extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${directory}`);
