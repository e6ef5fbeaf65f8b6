import '@academy/ui-kit/tokens.css';
import './app/global.css';
import './shared/i18n/i18n.ts';
import { Toaster } from '@academy/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router.tsx';
import { startSession } from './app/session.ts';
import { makeStore } from './app/store.ts';
import { listenForScreenLoadFailures } from './features/errors/screen-load-failure.ts';
import { listenForInstallOffer } from './features/install/install-offer.ts';
import { installPromptWanted } from './features/install/install-prompt-wanted.ts';
import { registerServiceWorker } from './features/install/register-service-worker.ts';
import { ProfileLanguage } from './features/profile/ProfileLanguage.tsx';
import { KitTextFromLanguage } from './shared/i18n/KitTextFromLanguage.tsx';

const store = makeStore();
const router = createAppRouter();
startSession(store, router);
listenForScreenLoadFailures();
if (import.meta.env.PROD) registerServiceWorker();
if (installPromptWanted()) listenForInstallOffer();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ProfileLanguage />
      <KitTextFromLanguage>
        <RouterProvider router={router} />
        <Toaster />
      </KitTextFromLanguage>
    </Provider>
  </StrictMode>,
);
