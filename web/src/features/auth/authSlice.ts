import type { User } from '@academy/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredSession } from './session-storage.ts';

export interface AuthState {
  user: User | null;
  isLoggedIn: boolean;
  /** False until GET user/me has answered once; guards wait for it before sending a visitor to login. */
  sessionChecked: boolean;
  /** The server ended the session (not the user): the login page says so and returns to the page. */
  sessionEnded?: boolean;
  /**
   * Counts the changes of who is signed in (a login, a logout, an ended session): a request sent before the
   * latest one speaks for a session that is over, so its 401 must not end the one that replaced it.
   */
  epoch: number;
}

export function initialAuthState(): AuthState {
  return { ...readStoredSession(), sessionChecked: false, epoch: 0 };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<User>) {
      if (state.user?.id !== action.payload.id || !state.isLoggedIn) state.epoch += 1;
      state.user = action.payload;
      state.isLoggedIn = true;
      state.sessionChecked = true;
      state.sessionEnded = false;
    },
    loggedOut(state) {
      if (state.isLoggedIn) state.epoch += 1;
      state.user = null;
      state.isLoggedIn = false;
      state.sessionChecked = true;
      state.sessionEnded = false;
    },
    sessionEnded(state) {
      if (state.isLoggedIn) state.epoch += 1;
      state.user = null;
      state.isLoggedIn = false;
      state.sessionChecked = true;
      state.sessionEnded = true;
    },
    userUpdated(state, action: PayloadAction<Partial<User>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectSessionChecked: (state) => state.sessionChecked,
  },
});

export const { loggedIn, loggedOut, sessionEnded, userUpdated } = authSlice.actions;
export const { selectUser, selectIsLoggedIn, selectSessionChecked } = authSlice.selectors;
