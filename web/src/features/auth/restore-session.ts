import type { AppDispatch, RootState } from '../../app/store.ts';
import { toast } from '../../shared/toast.ts';
import { authApi } from './authApi.ts';
import { loggedIn, loggedOut } from './authSlice.ts';
import { browserRemembersSessions } from './session-storage.ts';

const ME_FAILED_MESSAGE = 'Session expired. Please log in again.';

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}

/**
 * Asks the server who is logged in (GET user/me). The access cookie may already be gone while the refresh
 * cookie is still valid, so a 401 gets one refresh before the session is given up. In a browser that refuses
 * the site storage nothing is remembered: the server is asked all the same, and a visitor is told nothing.
 */
export function restoreSession() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const remembered = getState().auth.isLoggedIn ? getState().auth.user : null;
    // A visitor with no remembered session has nothing to restore; asking would only earn a 401.
    if (!remembered && browserRemembersSessions()) {
      dispatch(loggedOut());
      return;
    }
    const askMe = () =>
      dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false, forceRefetch: true }));

    let me = await askMe();
    if (isUnauthorized(me.error)) {
      const refreshed = await dispatch(authApi.endpoints.refresh.initiate());
      if (refreshed.data) me = await askMe();
    }

    if (me.data) {
      dispatch(loggedIn(me.data.user));
    } else if (!remembered) {
      dispatch(loggedOut());
    } else if (isUnauthorized(me.error)) {
      dispatch(loggedOut());
      toast.error(ME_FAILED_MESSAGE);
    } else {
      // The server could not be reached: keep the remembered session rather than logging the user out.
      dispatch(loggedIn(remembered));
    }
  };
}
