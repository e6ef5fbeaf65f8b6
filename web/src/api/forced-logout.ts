/** Several requests can fail with 401 at once; the user must see one logout, not one per request. */
export const FORCED_LOGOUT_GUARD_MS = 1000;

export type LogoutHandler = (message: string) => void;

/** Wraps `onLogout` so that it runs at most once per guard window; returns whether it ran. */
export function createForcedLogout(onLogout: LogoutHandler, now: () => number = Date.now) {
  let lastRun = Number.NEGATIVE_INFINITY;
  return (message: string): boolean => {
    const time = now();
    if (time - lastRun < FORCED_LOGOUT_GUARD_MS) return false;
    lastRun = time;
    onLogout(message);
    return true;
  };
}

let forcedLogout: (message: string) => boolean = () => false;

/** The app wires the real logout (store, toast, router) at start-up; the API layer only triggers it. */
export function setForcedLogoutHandler(onLogout: LogoutHandler): void {
  forcedLogout = createForcedLogout(onLogout);
}

export function forceLogout(message: string): boolean {
  return forcedLogout(message);
}
