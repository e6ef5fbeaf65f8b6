import { localValues } from '../../shared/browser-storage.ts';

/** A dismissed install prompt stays dismissed on this device (it is about this browser, not the account). */
const DISMISSED_KEY = 'installPromptDismissed';

export function installPromptDismissed(): boolean {
  return localValues.getItem(DISMISSED_KEY) === 'true';
}

/** Where storage is refused (private mode), the prompt is hidden for this visit only. */
export function rememberInstallPromptDismissed(): void {
  localValues.setItem(DISMISSED_KEY, 'true');
}
