import { isMobileDevice, isStandalone } from './device.ts';

/** The prompt is only for phones and tablets, and only while the app runs in a browser tab. */
export function installPromptWanted(): boolean {
  return isMobileDevice() && !isStandalone();
}
