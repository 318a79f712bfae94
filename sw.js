/* Similarium service worker: makes the page work offline after one visit.
   The pinned runtime (static/vendor/pyodide, static/vendor/pyscript) never changes under the
   same name: cache first, so a warm start neither waits for the network nor copies 12 MB again.
   Everything else (the page, its config, the app bundle, styles): network first, so a new
   version is picked up when online, with the cache as the fallback offline.
   After boot, the page (static/js/offline.js) puts every file of the site's offline list
   (static/vendor/offline.json, from scripts/build_site.py) into this cache, whichever page was
   visited, and deletes what the list no longer names (an older version's boot snapshot). */
const CACHE = "similarium-v1";
// The boot snapshot is named by its SHA-256 (similarium-<hash>.snapshot.gz): immutable too.
const IMMUTABLE = /\/static\/vendor\/((pyodide|pyscript)\/|similarium-[0-9a-f]+\.snapshot\.gz$)/;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  // The page's own request starts while the worker wakes up, instead of after.
  if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
  await self.clients.claim();
})()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    if (IMMUTABLE.test(url.pathname)) {
      const cached = await cache.match(request, { ignoreSearch: true });
      if (cached) return cached;
    }
    try {
      const response = (request.mode === "navigate" && (await event.preloadResponse)) || (await fetch(request));
      if (response.ok && response.type === "basic") cache.put(request, response.clone());
      return response;
    } catch (error) {
      const cached = await cache.match(request, { ignoreSearch: true });
      if (cached) return cached;
      throw error;
    }
  })());
});
