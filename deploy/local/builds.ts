import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './settings.ts';

export const webDist = join(repoRoot, 'web', 'dist');
export const storybookDist = join(repoRoot, 'ui-kit', 'storybook-static');

/** Builds the web app and Storybook when a fresh checkout has not built them yet. */
export const ensureBuilt = (log: (line: string) => void) => {
  for (const [workspace, output] of [
    ['ui-kit', storybookDist],
    ['web', webDist],
  ] as const) {
    if (existsSync(join(output, 'index.html'))) continue;
    log(`Building ${workspace} (first start only)…`);
    execFileSync('npm', ['run', 'build', '-w', workspace], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
};
