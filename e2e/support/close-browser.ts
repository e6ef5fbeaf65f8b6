import { afterAll } from 'vitest';
import { closeSharedChromium } from './browser.ts';

// After every other hook of the file: its tests' contexts are closed by then, or go with the browser.
afterAll(closeSharedChromium);
