import type { User } from '@academy/contracts';

/**
 * The spec's local storage keys. They only make the first paint right (header, guard) before GET user/me
 * answers; the server's cookies are the truth. Tokens are never stored here.
 */
const KEYS = { user: 'data', isLoggedIn: 'isLoggedIn', role: 'role', legacyToken: 'authToken' } as const;

export interface StoredSession {
  user: User | null;
  isLoggedIn: boolean;
}

export function readStoredSession(storage: Storage = localStorage): StoredSession {
  try {
    const raw = storage.getItem(KEYS.user);
    const user = raw ? (JSON.parse(raw) as User) : null;
    const isLoggedIn = storage.getItem(KEYS.isLoggedIn) === 'true' && user !== null;
    return { user: isLoggedIn ? user : null, isLoggedIn };
  } catch {
    return { user: null, isLoggedIn: false };
  }
}

export function storeSession(user: User, storage: Storage = localStorage): void {
  storage.setItem(KEYS.user, JSON.stringify(user));
  storage.setItem(KEYS.isLoggedIn, 'true');
  storage.setItem(KEYS.role, user.role);
}

export function clearStoredSession(storage: Storage = localStorage): void {
  for (const key of Object.values(KEYS)) storage.removeItem(key);
}
