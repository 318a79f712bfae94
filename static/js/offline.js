// Offline support. Once the page has booted (never during boot: it would slow it down),
// register the service worker, then keep a copy of every file any page of the site may need,
// whichever page this visit showed: the site's list (static/vendor/offline.json, written by
// scripts/build_site.py: every card picture, stylesheet, font and runtime file, each with a short
// SHA-256) plus the boot snapshot its manifest names. A file is fetched only when the cache does
// not hold it with its checksum (a first visit's wasm is put there by interpreter.mjs); once
// every listed file is in, what the list no longer names (an older boot snapshot, a removed
// picture) is deleted, so an update never leaves the previous version behind.
// Without a list (a working tree that never wrote one: its offline.json then says so, written by
// scripts/build_app.py, and no visit logs a 404), the files this visit loaded are kept.
// <html data-offline> says how it went: "ready", "partial" (a file could not be fetched: the
// next visit tries again) or "unavailable" (no service worker here).
const CACHE = "similarium-v1";
const STATE = "similarium-offline-state"; // {path: checksum} of what the cache holds, in the cache
const root = document.documentElement;
const base = new URL("./", location.href);
const at = (path) => new URL(path, base).href;
const LIST = "static/vendor/offline.json";
const MANIFEST = "static/vendor/similarium.snapshot.json";
const SNAPSHOT = /^static\/vendor\/similarium-[0-9a-f]+\.snapshot\.gz$/;

function booted() {
  return new Promise((resolve) => {
    if (root.dataset.boot === "ready") return resolve();
    new MutationObserver((_, observer) => {
      if (root.dataset.boot === "ready") { observer.disconnect(); resolve(); }
    }).observe(root, { attributes: true, attributeFilter: ["data-boot"] });
  });
}

// The list and the manifest, kept too: the first visit's requests may not pass the worker yet.
async function json(path) {
  try {
    const response = await fetch(at(path), { cache: "no-cache" });
    if (!response.ok) return null;
    await (await caches.open(CACHE)).put(at(path), response.clone());
    return await response.json();
  } catch (e) {
    return null;
  }
}

// {path: checksum} of every file to keep ("" is the page's own address, as index.html).
async function wanted() {
  const list = await json(LIST);
  if (!list || !list.files || typeof list.files !== "object") return null; // none written for this tree
  const files = {};
  for (const [path, sum] of Object.entries(list.files)) {
    if (!SNAPSHOT.test(path)) files[path] = sum; // the current one is the manifest's, below
  }
  const manifest = await json(MANIFEST);
  if (manifest && manifest.file) files[`static/vendor/${manifest.file}`] = String(manifest.sha256 || "");
  if ("index.html" in files) files[""] = files["index.html"];
  return files;
}

// Run `work` over `items`, `width` at a time.
async function pool(items, width, work) {
  const queue = [...items];
  await Promise.all(Array.from({ length: width }, async () => {
    while (queue.length) await work(queue.shift());
  }));
}

// The short checksum of the list (the first 16 hex digits of the SHA-256) of a response's body.
async function shortSum(response) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.arrayBuffer()));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function keepAll(files) {
  // A first visit's wasm, inflated from its xz copy, put here by static/js/interpreter.mjs
  await globalThis.similariumRuntimeKept;
  const cache = await caches.open(CACHE);
  const held = await cache.match(at(STATE));
  const state = held ? await held.json().catch(() => ({})) : {};
  const next = {};
  let missing = 0;
  await pool(Object.entries(files), 6, async ([path, sum]) => {
    const url = at(path);
    const cached = await cache.match(url);
    // held from an earlier pass, or put here since (that wasm; a file the worker kept as it
    // served it) with the list's checksum: not downloaded again
    if (cached && (state[path] === sum || (await shortSum(cached).catch(() => "")) === sum)) {
      next[path] = sum;
      return;
    }
    try {
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await cache.put(url, response);
      next[path] = sum;
    } catch (e) {
      missing += 1; // offline again, or a file that vanished: the next visit tries again
    }
  });
  await cache.put(at(STATE), new Response(JSON.stringify(next), { headers: { "Content-Type": "application/json" } }));
  if (missing) return "partial";
  // Everything of this version is in: drop what belongs to no version any more.
  const keep = new Set([...Object.keys(files), LIST, MANIFEST, STATE].map(at));
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    url.search = "";
    if (!keep.has(url.href)) await cache.delete(request);
  }
  for (const name of await caches.keys()) {
    if (name !== CACHE && name.startsWith("similarium")) await caches.delete(name);
  }
  return "ready";
}

// No list: keep what this visit loaded.
async function keepLoaded() {
  const urls = new Set([base.href]);
  for (const entry of performance.getEntriesByType("resource")) {
    if (entry.name.startsWith(location.origin)) urls.add(entry.name.split("#")[0]);
  }
  const cache = await caches.open(CACHE);
  await Promise.all([...urls].map(async (url) => {
    if (!(await cache.match(url))) {
      try { await cache.add(url); } catch (e) { /* a file that vanished is not worth an error */ }
    }
  }));
  return "ready";
}

async function keepCopies() {
  const files = await wanted();
  root.dataset.offline = files ? await keepAll(files) : await keepLoaded();
}

if ("serviceWorker" in navigator && window.isSecureContext) {
  booted()
    .then(() => navigator.serviceWorker.register("./sw.js"))
    .then(() => navigator.serviceWorker.ready)
    .then(keepCopies)
    .catch(() => { root.dataset.offline = "unavailable"; });
}
