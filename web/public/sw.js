// Keeps the app shell for offline starts: pages are network-first, falling back to the cached shell.
// API calls are never cached.
const CACHE = 'academy-shell-v1';
const SHELL = '/app/';

// Every request but a page load goes straight to the network, never through this worker: an API call from a
// page the worker controls would otherwise wait for the worker to start when the browser has stopped it (it does
// after half a minute idle), only to be handed back. Browsers without static routes ask the fetch handler below.
const NETWORK_ONLY = { condition: { not: { requestMode: 'navigate' } }, source: 'network' };

self.addEventListener('install', (event) => {
  const routed = event.addRoutes?.(NETWORK_ONLY).catch(() => undefined);
  const cached = caches.open(CACHE).then((cache) => cache.add(SHELL));
  event.waitUntil(Promise.all([routed, cached]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(() => caches.match(SHELL).then((cached) => cached ?? Response.error())),
  );
});
