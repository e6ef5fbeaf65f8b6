import type { TestProject } from 'vitest/node';
import { ADMIN } from './accounts.ts';
import { startSystem } from './system.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One running academy for all browser tests; stopped (whole process group) when they finish. */
export default async function setup(project: TestProject) {
  const system = await startSystem(ADMIN);
  console.log(`e2e: academy at ${system.baseUrl} (log: ${system.logFile})`);
  project.provide('baseUrl', system.baseUrl);
  return system.stop;
}
