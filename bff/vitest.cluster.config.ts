import { defineConfig } from 'vitest/config';

/**
 * The cluster fault suite: a clustered academy of its own (three NATS nodes, two replicas of every
 * process, HAProxy), parts of it killed under load. `npm run test:cluster`; `npm run test:faults:all`
 * runs it alongside the single-machine fault suite.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: new URL('.', import.meta.url).pathname,
    include: ['test-cluster/**/*.fault.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 480_000,
    fileParallelism: false,
    onConsoleLog: (log, type) =>
      !(
        type === 'stderr' &&
        /^\[(auth|catalogue|learning|certificate|cart|orders|support|bff)-\d\] /.test(log)
      ),
  },
});
