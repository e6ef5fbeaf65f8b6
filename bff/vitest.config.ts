import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'bff', environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 },
});
