import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest config; the root only lists them. Database-heavy tests share
// two cores, so at most two test files run at once. Every project but the browser journeys and the ui-kit sets
// `isolate: false`: a worker keeps the modules it imported for its next file instead of importing the
// whole service (or jsdom and React) again, which took most of a file's time (the suites run in about
// half the time). Tests therefore keep no state in modules and read only their own series from the
// process's metrics registry.
export default defineConfig({
  test: {
    projects: [
      'contracts',
      'services/*',
      'bff',
      'ui-kit',
      'web',
      'e2e',
      'deploy',
      'deploy/local/stripe-standin',
    ],
    maxWorkers: 2,
  },
});
