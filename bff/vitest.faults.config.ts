import { defineConfig } from 'vitest/config';

/** The fault suite: its own PostgreSQL and NATS, killed and restarted; `npm test` runs it beside the cluster suite (`npm run test:faults:all`). */
export default defineConfig({
  test: {
    name: 'faults',
    root: new URL('.', import.meta.url).pathname,
    include: ['test-faults/**/*.fault.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The services' own error lines (a 503 per request while a dependency is down) stay in their log
    // files; the console keeps the suite's figures.
    onConsoleLog: (log, type) =>
      !(type === 'stderr' && /^\[(auth|catalogue|learning|certificate|cart|orders|support|bff)\] /.test(log)),
  },
});
