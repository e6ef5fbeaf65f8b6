import { toast } from '@academy/ui-kit';
import { bffApi } from '../api/bffApi.ts';
import { setForcedLogoutHandler } from '../api/forced-logout.ts';
import { loggedOut } from '../features/auth/authSlice.ts';
import { restoreSession } from '../features/auth/restore-session.ts';
import type { AppRouter } from './router.tsx';
import type { AppStore } from './store.ts';

/** Connects the API layer's forced logout to the store, the toasts and the router, then asks who is logged in. */
export function startSession(store: AppStore, router: AppRouter): void {
  setForcedLogoutHandler((message) => {
    store.dispatch(loggedOut());
    store.dispatch(bffApi.util.resetApiState());
    toast.error(message);
    void router.navigate('/login', { replace: true });
  });
  void store.dispatch(restoreSession());
}
