import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'support', environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 30_000 },
});
