// Offline support. Once the page has booted (never during boot: it would slow it down),
// register the service worker, then keep a copy of every file this page loaded (Pyodide,
// PyScript, the app bundle, styles) so the next visit works with no network.
const CACHE = "similarium-v1";
const root = document.documentElement;

function booted() {
  return new Promise((resolve) => {
    if (root.dataset.boot === "ready") return resolve();
    new MutationObserver((_, observer) => {
      if (root.dataset.boot === "ready") { observer.disconnect(); resolve(); }
    }).observe(root, { attributes: true, attributeFilter: ["data-boot"] });
  });
}

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
  root.dataset.offline = "ready";
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  booted()
    .then(() => navigator.serviceWorker.register("./sw.js"))
    .then(() => navigator.serviceWorker.ready)
    .then(keepCopies)
    .catch(() => { root.dataset.offline = "unavailable"; });
}
