import type { User } from '@academy/contracts';
import { localValues } from '../../shared/browser-storage.ts';

/**
 * The spec's local storage keys. They only make the first paint right (header, guard) before GET user/me
 * answers; the server's cookies are the truth. Tokens are never stored here.
 */
const KEYS = { user: 'data', isLoggedIn: 'isLoggedIn', role: 'role', legacyToken: 'authToken' } as const;

export interface StoredSession {
  user: User | null;
  isLoggedIn: boolean;
}

/** False where the browser refuses the site storage: no session is remembered, so only the server can tell. */
export const browserRemembersSessions = () => localValues.available();

export function readStoredSession(): StoredSession {
  try {
    const raw = localValues.getItem(KEYS.user);
    const user = raw ? (JSON.parse(raw) as User) : null;
    const isLoggedIn = localValues.getItem(KEYS.isLoggedIn) === 'true' && user !== null;
    return { user: isLoggedIn ? user : null, isLoggedIn };
  } catch {
    return { user: null, isLoggedIn: false };
  }
}

/** Where storage is refused, the first paint of the next visit shows a visitor until user/me answers. */
export function storeSession(user: User): void {
  localValues.setItem(KEYS.user, JSON.stringify(user));
  localValues.setItem(KEYS.isLoggedIn, 'true');
  localValues.setItem(KEYS.role, user.role);
}

export function clearStoredSession(): void {
  for (const key of Object.values(KEYS)) localValues.removeItem(key);
}
