import { beforeEach } from 'vitest';

// A journey that passes on its second run (`retry` in vitest.config.ts) still says why its first one failed.
beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const run = (task.result?.retryCount ?? 0) + 1;
    const error = task.result?.errors?.[0];
    // The message abbreviates nested values ("[ [ …(2) ] ]"); the diff spells them out.
    const diff = error?.diff ? `\n${error.diff}` : '';
    console.warn(`"${task.name}" failed on run ${run}: ${error?.message ?? 'no error message'}${diff}`);
  });
});
