import { setProjectAnnotations } from '@storybook/react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from './.storybook/preview.tsx';
import './src/testing/jsdom-browser-apis.ts';

setProjectAnnotations([preview]);

// jsdom renders slowly when the two cores are busy (CI runs two test files at once): findBy*
// waits up to five seconds instead of one before it calls an element missing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// axe probes a canvas for some colour checks; without this jsdom logs 'not implemented' for each.
HTMLCanvasElement.prototype.getContext = () => null;
// Node's own URL.createObjectURL only takes Node blobs, not jsdom's Files, and jsdom cannot load blob URLs.
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => {};
