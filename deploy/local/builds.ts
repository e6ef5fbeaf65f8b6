import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleStale, serverEntries } from '../build/server-bundles.ts';
import { webBuildStale } from '../build/web-build.ts';
import { runSources } from './processes.ts';
import { repoRoot } from './settings.ts';

export const webDist = join(repoRoot, 'web', 'dist');
export const storybookDist = join(repoRoot, 'ui-kit', 'storybook-static');

/**
 * `npm run build -w <workspace>`. The web app is built for production whatever NODE_ENV says (vitest's `test`
 * would give React's development build).
 */
const build = (workspace: 'ui-kit' | 'web') =>
  execFileSync('npm', ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: workspace === 'web' ? { ...process.env, NODE_ENV: 'production' } : process.env,
  });

/**
 * Builds the web app and Storybook when a fresh checkout has not built them yet, and bundles the servers
 * (`ensureServerBundles`).
 */
export const ensureBuilt = (log: (line: string) => void) => {
  for (const [workspace, output] of [
    ['ui-kit', storybookDist],
    ['web', webDist],
  ] as const) {
    if (existsSync(join(output, 'index.html'))) continue;
    log(`Building ${workspace} (first start only)…`);
    build(workspace);
  }
  ensureServerBundles(log);
};

/**
 * Bundles each server whose bundle is missing or older than one of its sources, in a process of its own (the
 * bundler does not stay in the caller's memory). Another academy bundling the same servers at the same time
 * is harmless: each file is written whole through a rename.
 */
export const ensureServerBundles = (log: (line: string) => void) => {
  const stale = runSources() ? [] : serverEntries().filter((entry) => bundleStale(entry));
  if (stale.length === 0) return;
  log(`Bundling ${stale.length === serverEntries().length ? 'the servers' : stale.join(', ')}…`);
  execFileSync(process.execPath, ['deploy/build/servers.ts', ...stale], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
};

// Run by hand (`node deploy/local/builds.ts`) before several academies start side by side, as the browser tests
// do: each would otherwise find Storybook missing and build it into the same folder at once, and one would fail.
// Run so, it also builds the web app again when a source is newer than its build: the browser tests then test the
// code as it is now. (An academy's own start does not: two starting at once would build into one folder.)
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const log = (line: string) => console.log(line);
  if (webBuildStale()) {
    log('Building web (missing, or a source is newer than the build)…');
    build('web');
  }
  ensureBuilt(log);
}
