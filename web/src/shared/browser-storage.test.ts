import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localValues, sessionValues } from './browser-storage.ts';

/** What a browser set to keep no site data does on the mere reading of `window.localStorage`. */
const refuseStorage = (name: 'localStorage' | 'sessionStorage') =>
  vi.spyOn(window, name, 'get').mockImplementation(() => {
    throw new DOMException(
      `Failed to read the '${name}' property from 'Window': Access is denied`,
      'SecurityError',
    );
  });

describe('values kept in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('are read, written and removed by key in their own area', () => {
    expect(localValues.setItem('theme', 'dark')).toBe(true);
    expect(localValues.getItem('theme')).toBe('dark');
    expect(sessionValues.getItem('theme')).toBeNull();
    localValues.removeItem('theme');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('read as nothing and are not kept where the browser refuses storage, without an error', () => {
    localStorage.setItem('theme', 'dark');
    refuseStorage('localStorage');
    expect(localValues.getItem('theme')).toBeNull();
    expect(localValues.setItem('theme', 'light')).toBe(false);
    expect(() => localValues.removeItem('theme')).not.toThrow();
    vi.restoreAllMocks();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('are not kept where the storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(sessionValues.setItem('academy.screenReloadedAt', '1')).toBe(false);
  });
});
