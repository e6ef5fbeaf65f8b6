import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isScreenLoadFailure, listenForScreenLoadFailures } from './screen-load-failure.ts';

/** What Vite's loader does when a lazily loaded screen's script or styles cannot be fetched. */
function failToLoad(error: Error): boolean {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a screen whose files could not be fetched', () => {
  const reload = vi.fn();
  let stop: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    stop = listenForScreenLoadFailures(reload);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('reloads the page once when online (a new version replaced the files), and still lets the error through', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /app/assets/CartPage-1a2b.js');
    expect(failToLoad(error)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isScreenLoadFailure(error)).toBe(true);
  });

  it('does not reload again within seconds of reloading for it: the error page shows instead', () => {
    failToLoad(new Error('Unable to preload CSS for /app/assets/CartPage-1a2b.css'));
    const again = new Error('Unable to preload CSS for /app/assets/CartPage-1a2b.css');
    failToLoad(again);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isScreenLoadFailure(again)).toBe(true);
  });

  it('does not reload offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = new TypeError('Failed to fetch dynamically imported module: /app/assets/CartPage-1a2b.js');
    failToLoad(error);
    expect(reload).not.toHaveBeenCalled();
    expect(isScreenLoadFailure(error)).toBe(true);
  });

  it('does not reload where the browser keeps no session storage: a reload could not be told from the next one', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException("Failed to read the 'sessionStorage' property from 'Window'", 'SecurityError');
    });
    const uncaught: unknown[] = [];
    const report = (event: ErrorEvent) => {
      uncaught.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', report);
    const error = new TypeError('Failed to fetch dynamically imported module: /app/assets/CartPage-1a2b.js');
    failToLoad(error);
    window.removeEventListener('error', report);
    expect(uncaught).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    expect(isScreenLoadFailure(error)).toBe(true);
  });

  it('tells other errors apart', () => {
    expect(isScreenLoadFailure(new Error('The course list could not be read'))).toBe(false);
    expect(isScreenLoadFailure(undefined)).toBe(false);
  });
});
