import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest config; the root only lists them. Database-heavy tests share
// two cores, so at most two test files run at once.
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
