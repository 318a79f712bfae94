// Offline support: register the service worker, then keep a copy of every file this page loaded
// (Pyodide, PyScript, the app bundle, styles) so the next visit works with no network.
const CACHE = "similarium-v1";

async function keepCopies() {
  const here = location.origin;
  const urls = new Set([new URL("./", location.href).href]);
  for (const entry of performance.getEntriesByType("resource")) {
    if (entry.name.startsWith(here)) urls.add(entry.name.split("#")[0]);
  }
  const cache = await caches.open(CACHE);
  await Promise.all([...urls].map(async (url) => {
    if (!(await cache.match(url))) {
      try { await cache.add(url); } catch (e) { /* a file that vanished is not worth an error */ }
    }
  }));
  document.documentElement.dataset.offline = "ready";
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  navigator.serviceWorker.register("./sw.js").then(async () => {
    await navigator.serviceWorker.ready;
    const whenBooted = () => new Promise((resolve) => {
      if (document.documentElement.dataset.boot === "ready") return resolve();
      new MutationObserver((_, obs) => {
        if (document.documentElement.dataset.boot === "ready") { obs.disconnect(); resolve(); }
      }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-boot"] });
    });
    await whenBooted();
    await keepCopies();
  }).catch(() => { document.documentElement.dataset.offline = "unavailable"; });
}
