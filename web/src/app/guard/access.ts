import type { Role } from '@academy/contracts';

export type AccessDecision = 'wait' | 'login' | 'denied' | 'allow';

export interface Viewer {
  isLoggedIn: boolean;
  sessionChecked: boolean;
  role: Role | undefined;
}

/**
 * What a protected area does for this viewer. A visitor waits for the session check (cookies may log them in).
 * A remembered login of another role waits for it too: a session ended elsewhere (a password change) is sent
 * to log in, not told it may not enter.
 */
export function decideAccess(viewer: Viewer, allowed: readonly Role[]): AccessDecision {
  if (!viewer.isLoggedIn) return viewer.sessionChecked ? 'login' : 'wait';
  if (viewer.role !== undefined && allowed.includes(viewer.role)) return 'allow';
  return viewer.sessionChecked ? 'denied' : 'wait';
}
