import type { User } from '@academy/contracts';
import { makeStore } from './store.ts';

/** A signed-in learner, for tests of screens that depend on who is signed in. */
export const testLearner: User = {
  id: '5f0c6c1e-8d4f-4a8e-9a43-1f1f0b7e2c11',
  fullName: 'Ada Lovelace',
  email: 'ada@academy.test',
  role: 'USER',
  category: 'student',
  avatarUrl: null,
  createdAt: '2025-11-02T10:00:00.000Z',
};

/** The app's store with `user` signed in (or a visitor for `null`), the session already checked. */
export const storeSignedInAs = (user: User | null, sessionChecked = true) =>
  makeStore({ auth: { user, isLoggedIn: user !== null, sessionChecked, epoch: 0 } });
