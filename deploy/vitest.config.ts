import { defineProject } from 'vitest/config';

// Reading a service's configuration imports that service's modules; on a busy two-core machine the
// first import can take longer than vitest's default 5 s.
export default defineProject({
  test: {
    name: 'deploy',
    environment: 'node',
    isolate: false,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
