import { defineProject } from 'vitest/config';

// Browser journeys against the whole system. The global setup starts one academy per worker and each file
// drives its worker's academy (`support/academy.ts`), so two files run side by side, never on the same academy:
// the journeys mostly wait on pages and polling, and two academies with two browsers is what a machine with two
// cores carries. An academy that is already running (ACADEMY_E2E_URL) is one, so its files run one after
// another. The files start after every other project's (groupOrder 1), so they never share the cores with them.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/report-first-failures.ts', './support/close-browser.ts'],
    maxWorkers: process.env.ACADEMY_E2E_URL ? 1 : 2,
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A poll waits as long as a browser wait (support/browser.ts), not vitest's default second: a screen's
    // data arrives after its page has loaded, and on a busy machine its reads take more than a second.
    expect: { poll: { timeout: 15_000 } },
    // A failed journey runs once more, from its start, before it counts as failed: a wrong screen fails both
    // runs, while a wait cut short by the shared machine's load does not fail the whole suite. Every first
    // failure is still printed (support/report-first-failures.ts), so a journey that needed a second run is seen.
    retry: 1,
  },
});
