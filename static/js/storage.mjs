// localStorage for the app's Python. Another tab's writes, as Python hears them: only the keys that concern
// the page, and a burst of them as one call. (Imported by static/js/interpreter.mjs, so it is in
// place before Python starts.) A "storage" event arrives for every write of every other tab of the
// site, whatever its key; each one used to call into Python, and a burst of 20,000 foreign writes
// made the next moves wait seconds (scripts/bench_storage.py, storage_burst).
//
// window.similariumStorage:
//   keys(prefix)      the keys of localStorage under prefix, in one call (similarium/ui/browser.py:
//                     Python asked for each key, all keys, several times an action of the page)
//   listen(callback)  callback(keys) with the keys written since its last call (an array, each once)
//   watch(keys)       which keys concern the page now (similarium/ui/app.py, at each route): a key
//                     ending with "/" stands for every key under it; [] for none
//   calls, heard      how many calls were made, how many events were heard (tests, bench);
//   last              the keys of the last call
// A key outside "similarium/", or not watched, never reaches Python. The keys of a burst are read
// once it has been quiet for QUIET_MS, or at most MOST_MS after its first key (a stream that never
// stops is still read).
const PREFIX = "similarium/";
const QUIET_MS = 150;
const MOST_MS = 1000;
const state = (globalThis.similariumStorage = {
  calls: 0,
  heard: 0,
  last: [],
  keys(prefix = "") {
    const out = [];
    for (let i = 0, n = localStorage.length; i < n; i++) {
      const key = localStorage.key(i);
      if (key !== null && key.startsWith(prefix)) out.push(key);
    }
    return out;
  },
  listen(callback) { handler = callback; },
  watch(keys) { watched = Array.from(keys || [], String); },
});
let handler = null;
let watched = [];
let pending = new Set();
let timer = 0;
let since = 0;

function concerns(key) {
  return typeof key === "string" && key.startsWith(PREFIX)
    && watched.some((w) => (w.endsWith("/") ? key.startsWith(w) : key === w));
}

function flush() {
  timer = 0;
  since = 0;
  const keys = [...pending];
  pending = new Set();
  if (!handler || !keys.length) return;
  state.calls += 1;
  state.last = keys;
  handler(keys);
}

addEventListener("storage", (event) => {
  state.heard += 1;
  if (!handler || !concerns(event.key)) return;
  pending.add(event.key);
  const now = performance.now();
  if (!since) since = now;
  clearTimeout(timer);
  timer = setTimeout(flush, Math.max(0, Math.min(QUIET_MS, since + MOST_MS - now)));
});
