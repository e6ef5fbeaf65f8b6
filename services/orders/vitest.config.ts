import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'orders', environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 },
});
