import type { TestProject } from 'vitest/node';
import { ADMIN } from './accounts.ts';
import { startSystem } from './system.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One running academy for all browser tests; stopped (whole process group) when they finish.
 * ACADEMY_E2E_URL (e.g. http://localhost:5173/app/) points the tests at a system that is already running.
 */
export default async function setup(project: TestProject) {
  const runningUrl = process.env.ACADEMY_E2E_URL;
  if (runningUrl) {
    project.provide('baseUrl', runningUrl);
    return;
  }
  const system = await startSystem(ADMIN);
  console.log(`e2e: academy at ${system.baseUrl} (log: ${system.logFile})`);
  project.provide('baseUrl', system.baseUrl);
  return system.stop;
}
