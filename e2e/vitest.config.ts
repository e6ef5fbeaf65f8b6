import { defineProject } from 'vitest/config';

// Browser journeys against the whole system, started once by the global setup. Files run one after another:
// they share that system and a machine with two cores.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
