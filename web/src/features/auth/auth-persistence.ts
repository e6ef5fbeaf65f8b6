import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/app-state.ts';
import { loggedIn, loggedOut, userUpdated } from './authSlice.ts';
import { clearStoredSession, storeSession } from './session-storage.ts';

/** Mirrors the auth state into local storage so the next visit paints the right header at once. */
export function startAuthPersistence(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(loggedIn, userUpdated),
    effect: (_action, api) => {
      const { user } = api.getState().auth;
      if (user) storeSession(user);
    },
  });
  startListening({ actionCreator: loggedOut, effect: () => clearStoredSession() });
}
