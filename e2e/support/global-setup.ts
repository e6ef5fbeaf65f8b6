import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ADMIN } from './accounts.ts';
import { startSystem } from './system.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
  }
}

/**
 * One running academy for all browser tests; stopped (whole process group) when they finish.
 * ACADEMY_E2E_URL (e.g. http://localhost:5173/app/) points the tests at a system that is already running, and
 * ACADEMY_E2E_MAIL_DIR at its mail folder (default: the local runner's .data/mail).
 */
export default async function setup(project: TestProject) {
  const runningUrl = process.env.ACADEMY_E2E_URL;
  if (runningUrl) {
    project.provide('baseUrl', runningUrl);
    project.provide('mailDir', process.env.ACADEMY_E2E_MAIL_DIR ?? join(repoRoot, '.data', 'mail'));
    return;
  }
  const system = await startSystem(ADMIN);
  console.log(`e2e: academy at ${system.baseUrl} (log: ${system.logFile})`);
  project.provide('baseUrl', system.baseUrl);
  project.provide('mailDir', system.mailDir);
  return system.stop;
}
