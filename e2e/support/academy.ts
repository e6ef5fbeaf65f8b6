import { inject } from 'vitest';

/**
 * The academy this test file drives. The global setup starts one per worker, and vitest numbers the workers
 * running at one moment 1…maxWorkers (VITEST_POOL_ID): two files side by side never share an academy, and
 * each academy still serves one file at a time.
 */
const academies = inject('academies');
const worker = Number(process.env.VITEST_POOL_ID ?? '1');
const academy = academies[worker - 1];
if (!academy) {
  throw new Error(`No academy for worker ${worker}: the global setup started ${academies.length}`);
}

export const { baseUrl, mailDir } = academy;
