import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ADMIN } from './accounts.ts';
import { buildForAcademies, type RunningSystem, startSystem } from './system.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Academy {
  baseUrl: string;
  /** Where the academy's outgoing mail lands (one .eml file per message). */
  mailDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One academy per worker; a test file takes its own with `support/academy.ts`. */
    academies: Academy[];
  }
}

/** One academy per worker, but no more than this run has browser test files (often just one). */
function academiesFor(project: TestProject): number {
  const files = project.vitest.state.getPaths().filter((path) => project.matchesTestGlob(path));
  return Math.max(1, Math.min(project.config.maxWorkers, files.length));
}

/** Starts `count` academies side by side; if one fails, stops the others and fails. */
async function startSystems(count: number): Promise<RunningSystem[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startSystem(ADMIN)));
  const systems = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(systems.map((system) => system.stop()));
    throw failure.reason;
  }
  return systems;
}

/**
 * Running academies for the browser tests, one per worker (each with its own port, data folder, databases and
 * subjects); all stopped (whole process groups) when the tests finish.
 * ACADEMY_E2E_URL (e.g. http://localhost:5173/app/) points the tests at a system that is already running, and
 * ACADEMY_E2E_MAIL_DIR at its mail folder (default: the local runner's .data/mail); the e2e project then runs
 * one worker.
 */
export default async function setup(project: TestProject) {
  const runningUrl = process.env.ACADEMY_E2E_URL;
  if (runningUrl) {
    const mailDir = process.env.ACADEMY_E2E_MAIL_DIR ?? join(repoRoot, '.data', 'mail');
    project.provide('academies', [{ baseUrl: runningUrl, mailDir }]);
    return;
  }
  buildForAcademies();
  const systems = await startSystems(academiesFor(project));
  for (const [index, system] of systems.entries()) {
    console.log(`e2e: academy ${index + 1} at ${system.baseUrl} (log: ${system.logFile})`);
  }
  project.provide(
    'academies',
    systems.map(({ baseUrl, mailDir }) => ({ baseUrl, mailDir })),
  );
  return async () => {
    await Promise.all(systems.map((system) => system.stop()));
  };
}
