import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@academy/ui-kit/testing/jsdom-browser-apis';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
