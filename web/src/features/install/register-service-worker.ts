/** The worker makes the app installable and lets the shell open offline; only production builds register it. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch(() => {
        // Without a worker the app works the same, it just cannot be installed.
      });
  });
}
