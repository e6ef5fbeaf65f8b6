import type { User } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { type AuthState, authSlice, loggedIn, loggedOut, sessionEnded } from './authSlice.ts';

const ada = { id: 'ada', fullName: 'Ada Lovelace', email: 'ada@example.com', role: 'USER' } as User;
const grace = { ...ada, id: 'grace', email: 'grace@example.com' } as User;
const visitor: AuthState = { user: null, isLoggedIn: false, sessionChecked: false, epoch: 0 };
const run = (state: AuthState, ...actions: Parameters<typeof authSlice.reducer>[1][]) =>
  actions.reduce(authSlice.reducer, state);

describe('the session epoch', () => {
  it('moves on each change of who is signed in: a login, a logout, an ended session, another account', () => {
    expect(run(visitor, loggedIn(ada)).epoch).toBe(1);
    expect(run(visitor, loggedIn(ada), sessionEnded(), loggedIn(ada)).epoch).toBe(3);
    expect(run(visitor, loggedIn(ada), loggedOut()).epoch).toBe(2);
    expect(run(visitor, loggedIn(ada), loggedIn(grace)).epoch).toBe(2);
  });

  it('stays when the signed-in learner is confirmed again (the start-up check) or a visitor stays out', () => {
    const remembered: AuthState = { ...visitor, user: ada, isLoggedIn: true };
    expect(run(remembered, loggedIn(ada)).epoch).toBe(0);
    expect(run(visitor, loggedOut(), sessionEnded()).epoch).toBe(0);
  });
});
