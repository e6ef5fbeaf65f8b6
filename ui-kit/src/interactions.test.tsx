import { composeStories } from '@storybook/react';
import { afterAll, beforeAll, describe, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];
/** What this test uses of a composed story (a generic stories module composes to an opaque type). */
interface RunnableStory {
  play?: unknown;
  run(): Promise<void>;
  load(): Promise<void>;
}

// Every stories file, so that a new story with a play function is run here without being listed.
const storiesFiles = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

// Storybook's userEvent gives each event its target's `document.defaultView` as `view`. Vitest points that at
// Node's global object, which jsdom's event constructors refuse ("member view is not of type Window"); while
// the play functions run it is jsdom's own window again, and afterwards what it was for the other test files.
const defaultView = Object.getOwnPropertyDescriptor(document, 'defaultView');
beforeAll(() => {
  const { window } = (globalThis as unknown as { jsdom: { window: Window } }).jsdom;
  Object.defineProperty(document, 'defaultView', { get: () => window, configurable: true });
});
afterAll(() => {
  if (defaultView) Object.defineProperty(document, 'defaultView', defaultView);
});

describe('every play function passes in jsdom', () => {
  for (const [file, storiesModule] of Object.entries(storiesFiles)) {
    const stories = composeStories(storiesModule) as unknown as Record<string, RunnableStory>;
    for (const [name, Story] of Object.entries(stories)) {
      if (!Story.play) continue;
      // run() renders the story with the preview's decorators (vitest.setup.ts) and awaits its play function.
      // It unmounts the story before it only when the next one runs; load() does that now, so that no story
      // is left in the document the other test files of this worker share (isolate: false).
      it(`${file.slice(2)} › ${name}`, async () => {
        try {
          await Story.run();
        } finally {
          await Story.load();
        }
      });
    }
  }
});
