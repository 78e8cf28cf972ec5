/**
 * The phone pages' service worker: the app's page and its hashed files are kept, so a reload
 * with the venue Wi-Fi down opens the app, which then shows the pairings, standings and game it
 * kept (localStorage) with the time they were read. API calls and the live stream are never
 * kept here: they go to the network, and fail while it is down.
 *
 * The page (`/`) is answered from the kept copy and fetched again in the background (a new build
 * shows from the next load on); without a kept copy it comes from the network. Files
 * under /assets/ carry a hash in their name and never change: the kept copy answers first (a new
 * build has new names; an older build's few files stay until the browser clears the cache).
 */
const CACHE = 'its-ref-phone-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (u) => typeof u === 'string' && new URL(u, self.location.origin).origin === self.location.origin,
  );
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map((u) => keepOne(cache, u)))));
});

async function keepOne(cache, url) {
  if (await cache.match(url)) return;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) await cache.put(url, response);
  } catch {
    // Offline already: kept on the next visit.
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && (url.pathname === '/' || url.pathname === '/index.html')) {
    event.respondWith(keptPageThenRefresh(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(keptFirst(request));
  }
});

async function keptPageThenRefresh(event) {
  const cache = await caches.open(CACHE);
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put('/', response.clone());
    return response;
  });
  const kept = await cache.match('/');
  if (kept) {
    // The kept page answers at once (a reload on a slow network waits for no round trip); the
    // page is fetched again meanwhile, so a new build opens from the next load on.
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  return fresh;
}

async function keptFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
