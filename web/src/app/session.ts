import { bffApi } from '../api/bffApi.ts';
import { setForcedLogoutHandler } from '../api/forced-logout.ts';
import { sessionEnded } from '../features/auth/authSlice.ts';
import type { LoginPageState } from '../features/auth/LoginPage.tsx';
import { restoreSession } from '../features/auth/restore-session.ts';
import { toast } from '../shared/toast.ts';
import { paths } from './paths/paths.ts';
import type { AppRouter } from './router.tsx';
import type { AppStore } from './store.ts';

/** Connects the API layer's forced logout to the store, the toasts and the router, then asks who is logged in. */
export function startSession(store: AppStore, router: AppRouter): void {
  setForcedLogoutHandler((message) => {
    // The login page offers to log in again and then returns to this very page.
    const from = router.state.location;
    store.dispatch(sessionEnded());
    store.dispatch(bffApi.util.resetApiState());
    toast.error(message);
    const state: LoginPageState = { from, sessionEnded: true };
    void router.navigate(paths.login, { replace: true, state });
  });
  void store.dispatch(restoreSession());
}
