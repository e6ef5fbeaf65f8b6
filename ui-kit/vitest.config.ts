import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui-kit',
    environment: 'jsdom',
    // Isolated, unlike the other projects: running the stories' play functions (interactions.test.tsx) swaps
    // jsdom's window for Storybook's user events, and a later file in the same worker then saw typing change
    // an input without React hearing it.
    isolate: true,
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
    // Generous for jsdom on a busy two-core machine; a real hang still fails.
    testTimeout: 20_000,
    // CSS modules are processed so components get the same class names as in Storybook; the tokens' text is
    // read too, because the foundation pages are drawn from it.
    css: { include: /\.module\.css$|\/tokens\.css\?raw$/, modules: { classNameStrategy: 'non-scoped' } },
  },
});
