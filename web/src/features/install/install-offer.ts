import { useSyncExternalStore } from 'react';

/** Chromium's install offer; not in the DOM typings because only some browsers fire it. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallOfferState {
  offer: BeforeInstallPromptEvent | null;
  installed: boolean;
}

let state: InstallOfferState = { offer: null, installed: false };
const listeners = new Set<() => void>();

function update(next: InstallOfferState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer from the moment the app starts: the event can fire before the prompt's
 * code has loaded. An installed app withdraws the offer.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    update({ ...state, offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ offer: null, installed: true }));
}

/** Shows the browser's own install dialog; an accepted offer is used up. */
export async function acceptInstallOffer(): Promise<void> {
  const { offer } = state;
  if (!offer) return;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') update({ ...state, offer: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallOffer(): InstallOfferState {
  return useSyncExternalStore(subscribe, () => state);
}
