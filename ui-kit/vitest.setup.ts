import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from './.storybook/preview.tsx';

setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
});

// jsdom lacks a few browser APIs that Radix primitives and react-hot-toast call.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
// axe probes a canvas for some colour checks; without this jsdom logs 'not implemented' for each.
HTMLCanvasElement.prototype.getContext = () => null;
// Node's own URL.createObjectURL only takes Node blobs, not jsdom's Files, and jsdom cannot load blob URLs.
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => {};
