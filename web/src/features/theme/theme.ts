import { useSyncExternalStore } from 'react';
import { localValues } from '../../shared/browser-storage.ts';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

/** index.html sets `data-theme` before the first paint; this module keeps it and local storage in step. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  // Where storage is refused (private browsing), the theme still applies for this visit.
  localValues.setItem(STORAGE_KEY, theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  return [useSyncExternalStore(subscribe, currentTheme), setTheme];
}
