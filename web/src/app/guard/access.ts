import type { Role } from '@academy/contracts';

export type AccessDecision = 'wait' | 'login' | 'denied' | 'allow';

export interface Viewer {
  isLoggedIn: boolean;
  sessionChecked: boolean;
  role: Role | undefined;
}

/** What a protected area does for this viewer. A visitor waits for the session check (cookies may log them in). */
export function decideAccess(viewer: Viewer, allowed: readonly Role[]): AccessDecision {
  if (!viewer.isLoggedIn) return viewer.sessionChecked ? 'login' : 'wait';
  return viewer.role !== undefined && allowed.includes(viewer.role) ? 'allow' : 'denied';
}
