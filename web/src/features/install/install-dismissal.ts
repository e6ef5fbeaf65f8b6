/** A dismissed install prompt stays dismissed on this device (it is about this browser, not the account). */
const DISMISSED_KEY = 'installPromptDismissed';

export function installPromptDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberInstallPromptDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Storage refused (private mode): the prompt is hidden for this visit only.
  }
}
