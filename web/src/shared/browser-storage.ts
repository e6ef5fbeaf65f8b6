/** What the app keeps in the browser's storage: read, written and removed by key. */
export interface KeptValues {
  /** Whether the browser keeps values here at all: false where it refuses the site storage. */
  available(): boolean;
  getItem(key: string): string | null;
  /** False when the browser refused to keep it (storage blocked or full). */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
}

/**
 * One of the browser's storage areas, or an empty one that keeps nothing where the browser refuses: a browser
 * set to keep no site data, a sandboxed frame or an opaque origin throws on the mere reading of
 * `window.localStorage`, and a full storage throws on writing. What the app keeps there only spares a visitor a
 * choice or a flash on the next visit, so every screen works without it.
 */
const area = (name: 'localStorage' | 'sessionStorage'): KeptValues => ({
  available() {
    try {
      return globalThis[name] != null;
    } catch {
      return false;
    }
  },
  getItem(key) {
    try {
      return globalThis[name]?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      const storage = globalThis[name];
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  removeItem(key) {
    try {
      globalThis[name]?.removeItem(key);
    } catch {
      // Nothing kept where storage is refused, so nothing to remove.
    }
  },
});

/** Kept on this device across visits. */
export const localValues = area('localStorage');
/** Kept for this tab's session: across its reloads, not once it is closed. */
export const sessionValues = area('sessionStorage');
