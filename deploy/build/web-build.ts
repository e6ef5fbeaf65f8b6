import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server-bundles.ts';

/** What the web app's build is made from (a folder: every file in it). */
const WEB_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'ui-kit/src',
  'contracts/src',
  'deploy/build/precompress.ts',
  'deploy/build/initial-js-budget.ts',
  'node_modules/.package-lock.json',
];

/** When anything at `path` was last written: the newest file in a folder, 0 for nothing there. */
const newestWrite = (path: string): number => {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestWrite(join(path, name))));
};

/** Whether the web app's build (`web/dist`) is missing or older than something it is built from. */
export const webBuildStale = (root = repoRoot) => {
  const built = statSync(join(root, 'web', 'dist', 'index.html'), { throwIfNoEntry: false })?.mtimeMs;
  return built === undefined || WEB_INPUTS.some((input) => newestWrite(join(root, input)) > built);
};
