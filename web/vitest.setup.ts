import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@academy/ui-kit/testing/jsdom-browser-apis';

// jsdom renders slowly when the two cores are busy (CI runs two test files at once): findBy*
// waits up to five seconds instead of one before it calls an element missing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

import './src/shared/i18n/i18n.ts';
// The admin console's English, as its chunk adds it in the app (admin-pages.ts).
import './src/shared/i18n/admin-texts.ts';
