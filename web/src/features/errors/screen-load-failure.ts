import { sessionValues } from '../../shared/browser-storage.ts';

/**
 * A screen's files (its script or its styles, loaded on first visit) that could not be fetched. Online, that is
 * almost always a new version of the academy deployed while the page was open: the old version's files are gone
 * from the server. The page is then loaded again, once, to open the screen in the new version. Offline, the route's
 * error page says so instead (`RouteErrorPage`) and reloads when the connection is back.
 */
const failures = new WeakSet<object>();

/** When the page last reloaded itself for a screen's files: a second failure soon after is shown, not reloaded. */
const RELOADED_AT_KEY = 'academy.screenReloadedAt';
const RELOAD_AGAIN_AFTER_MS = 10_000;

/** Vite's event for a lazily loaded module, or a file it needs, that could not be fetched. */
interface PreloadErrorEvent extends Event {
  payload: unknown;
}

/** Whether `error` (as a route's error page receives it) is a screen whose files could not be fetched. */
export function isScreenLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && failures.has(error);
}

function reloadedRecently(): boolean {
  const at = Number(sessionValues.getItem(RELOADED_AT_KEY));
  return Number.isFinite(at) && Date.now() - at < RELOAD_AGAIN_AFTER_MS;
}

/** Listens for the page's whole life; answers how to stop listening. */
export function listenForScreenLoadFailures(reload: () => void = () => window.location.reload()): () => void {
  const listener = (event: Event) => {
    const { payload } = event as PreloadErrorEvent;
    if (typeof payload === 'object' && payload !== null) failures.add(payload);
    if (!navigator.onLine || reloadedRecently()) return;
    // Where the browser keeps no session storage the reload could not be told from the next one and would
    // repeat for ever: the error page stays, with its button to reload.
    if (!sessionValues.setItem(RELOADED_AT_KEY, String(Date.now()))) return;
    // The failure still reaches the route (its error page shows until the page is replaced): a screen whose
    // styles failed would otherwise open unstyled.
    reload();
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
