import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where each server's bundle lies and whether it is older than its sources. The bundles are built by
 * `deploy/build/servers.ts`; this file does not load the bundler, so the local runner can ask cheaply.
 */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What a bundle was built from, kept beside it: any of these newer than the bundle makes it stale. */
export const INPUTS_FILE = 'inputs.json';

/** Every server's entry, relative to the repository: `services/<name>/src/server.ts` and the BFF's. */
export const serverEntries = () => [
  ...readdirSync(join(repoRoot, 'services'))
    .map((name) => `services/${name}/src/server.ts`)
    .filter((entry) => existsSync(join(repoRoot, entry))),
  'bff/src/server.ts',
];

/** `services/auth/src/server.ts` → `services/auth/dist/server.js`. */
export const bundleOf = (entry: string) => entry.replace(/\/src\/server\.ts$/, '/dist/server.js');

/** The folder a server's bundle and its chunks are written to. */
export const bundleDir = (entry: string, root = repoRoot) => join(root, dirname(bundleOf(entry)));

/** When a file was last written; one that is gone counts as newer than anything. */
const modified = (path: string) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

/**
 * Whether a server's bundle is missing or older than anything it was built from: a source file, an
 * installed package (npm rewrites node_modules/.package-lock.json on every install), or this build. A
 * file added since is imported by an edited one, so the list of the last build's inputs is enough.
 */
export const bundleStale = (entry: string, root = repoRoot) => {
  const outputs = [join(root, bundleOf(entry)), join(bundleDir(entry, root), INPUTS_FILE)];
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map(modified));
  const inputs = JSON.parse(readFileSync(outputs[1]!, 'utf8')) as string[];
  return [
    ...inputs.map((input) => join(root, input)),
    join(root, 'node_modules', '.package-lock.json'),
    join(root, 'deploy', 'build', 'servers.ts'),
  ].some((path) => modified(path) > built);
};
