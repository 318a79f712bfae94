// PyScript's "interpreter" module (pyscript.json): the vendored Pyodide, started from the
// app's memory snapshot when one that fits is there, and the app bundle unpacked into
// /home/pyodide (PyScript's working directory, on sys.path) either way.
//
// PyScript imports this module and calls loadPyodide(options) as it would pyodide.mjs's; the
// options it passes (stdout, stderr, an indexURL next to this file) are kept, indexURL put back
// on the vendored runtime. The snapshot (static/vendor/similarium-<hash>.snapshot.gz, built by
// scripts/snapshot.py with Node and this very Pyodide) holds the interpreter with the app's
// boot modules already imported; it is inflated while it downloads. static/vendor/similarium.snapshot.json names it with its
// SHA-256 and the SHA-256 of the bundle it was made from; both are checked here. A snapshot
// that is missing, stale, corrupt or refused by Pyodide is set aside with a console notice
// (info, not an error) and Pyodide starts as usual: the page boots either way. The address
// query ?no-snapshot turns it off (to measure what it gives: scripts/bench.py).
//
// First visit, over a slow network: the bytes that arrive before the runtime's last byte are what
// the page waits for. The app bundle is not needed until Python has started (about a second of CPU
// after the wasm's last byte, the network idle meanwhile), so it is asked for only then: the wasm
// and the standard library have the line to themselves (afterRuntime, below). A returning visit
// asks for everything at once (it comes from this device's caches).
//
// First visit: the snapshot (7 MB gzipped) costs more to download than it saves, so it is used
// only once it is on this device: in the offline copy's cache (Cache Storage "similarium-v1",
// sw.js's). Otherwise Python starts the ordinary way, and once the page is
// interactive (data-boot="ready") the snapshot is downloaded and kept in that cache for the next
// visit; <html data-snapshot> then says "kept" (or "not kept: why"). Without Cache Storage (not a
// secure context) it is never used unless asked for. The query ?fetch-snapshot
// downloads it before boot even on a first visit (the way it was before; tests and bench).
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide/pyodide.mjs";
import "./storage.mjs"; // window.similariumStorage, for the app (before Python starts)
import "./motion.mjs"; // window.similariumMotion: the views' animations (issue 30)

// Python runs on the page's own stack, never on WebAssembly stack-switching (JSPI) stacks.
// Pyodide uses JSPI wherever the browser has it (WebAssembly.Suspending, checked once as its wasm
// module starts): every call from JS into Python (PyScript's event handlers, the app's timers)
// then runs on a separate stack of a few kB. Chromium's sampling heap profiler (on for a share of
// browser sessions: the browser passes --subproc-heap-profiling to the renderers it samples) walks
// the native stack by frame pointers, scanning up to 8 kB for the next frame, with the thread's
// own stack bounds: on a JSPI stack it reads past that stack's end, and the tab dies (SIGSEGV,
// "Aw, Snap!"). Seen here in Chromium 156: 12 of 20 sessions of five games' pages with that
// profiler forced on crashed, 0 of 40 with JSPI hidden (e2e/test_no_stack_switching.py). The app
// never suspends Python on a promise (no run_sync), so it loses nothing by doing without it.
const STACK_SWITCHING = ["Suspending", "promising", "Suspender"];
for (const name of STACK_SWITCHING) {
  if (globalThis.WebAssembly && name in WebAssembly) delete WebAssembly[name];
}

export { version };

// Another origin may frame the page (a <meta> policy cannot say frame-ancestors, and GitHub Pages
// sends no header) and post it anything. Pyodide's setImmediate stand-in (pyodide.asm.mjs, where
// the browser has no setImmediate) posts the string "_si" to this very window and, for each
// "message" event whose data is "_si", takes the next callback of its queue and calls it: a "_si"
// it did not post finds no callback, and throws (2,000 posts, 2,000 uncaught errors). Registered
// here, before Pyodide's listener (capturing too, so this one runs first), this listener stops a
// "_si" that does not come from this window; Pyodide's own (source: this window) go through.
addEventListener("message", (event) => {
  if (event.data === "_si" && event.source !== window) event.stopImmediatePropagation();
}, true);

const VENDOR = new URL("../vendor/", import.meta.url);
const INDEX_URL = new URL("pyodide/", VENDOR).href;
const BUNDLE = new URL("similarium.zip", VENDOR).href;
// The standard library less what the app never imports, as bytecode (scripts/stdlib.py): nothing
// of it is compiled on a visit without the snapshot.
const STDLIB = new URL("similarium-stdlib.zip", VENDOR).href;
const MANIFEST = new URL("similarium.snapshot.json", VENDOR).href;
const TAG = "Similarium:";
const CACHE = "similarium-v1"; // sw.js's and offline.js's cache: the offline copy
const query = new URLSearchParams(location.search);
// Nothing of the site on this device yet (no offline copy controls the page): the runtime's wasm,
// the standard library and the app bundle come as their xz copies (scripts/xzcopy.py: 3.8 MB
// instead of 5.2 on the wire), inflated here as they arrive by the vendored xz decoder (a
// classic script: static/vendor/xz-decompress/, its licence at its top). The shell's script
// preloads the same files (similarium/ui/shell.py, LATER_SCRIPT). Whatever fails with a copy
// (missing, no decoder), the plain file is asked for instead. A page the offline copy controls
// reads the plain files from it (a cached wasm keeps its compiled code).
const UNCACHED = !globalThis.navigator?.serviceWorker?.controller;
const XZ = ".xz";
const XZ_DECODER = new URL("xz-decompress/xz-decompress.min.js", VENDOR).href;

// What the page can read afterwards (tests, bench): "snapshot", or "plain" and why.
const report = (globalThis.similariumSnapshot = { mode: "pending", reason: "" });

async function bytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

// The xz decoder's stream class, its script loaded once (preloaded by the shell on such visits).
let decoder = null;
function xzDecoder() {
  decoder ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = XZ_DECODER;
    script.onload = () => {
      const Xz = globalThis["xz-decompress"]?.XzReadableStream;
      if (Xz) resolve(Xz); else reject(new Error("the xz decoder did not load"));
    };
    script.onerror = () => reject(new Error("the xz decoder did not load"));
    document.head.appendChild(script);
  });
  return decoder;
}

// url's file as a Response rebuilt from its xz copy, inflated as it downloads, or null when the
// copy or the decoder cannot be had (then the caller asks for the plain file).
async function fromXz(url, fetchWith, type) {
  try {
    const [Xz, answer] = await Promise.all([xzDecoder(), fetchWith(url + XZ)]);
    if (!answer.ok || !answer.body) return null;
    const headers = type ? { "Content-Type": type } : {};
    return new Response(new Xz(answer.body), { status: 200, statusText: "OK", headers });
  } catch (error) {
    return null;
  }
}

// url's bytes from its xz copy (read whole, then inflated: a decoder serves one stream at a
// time, and the wasm's may be under way), else the plain file's.
async function bytesFromXz(url, fetchWith = fetch) {
  try {
    const answer = await fetchWith(url + XZ);
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    const packed = await answer.arrayBuffer();
    const Xz = await xzDecoder();
    return new Uint8Array(await new Response(new Xz(new Blob([packed]).stream())).arrayBuffer());
  } catch (error) {
    return bytes(url);
  }
}

async function sha256(data) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// The snapshot as this device already holds it (a Response), or null: in the offline copy's
// cache. (Not asked of the HTTP cache: fetch's "only-if-cached" logs a console error on a miss.)
async function keptSnapshot(url) {
  try {
    return (await (await caches.open(CACHE)).match(url, { ignoreSearch: true })) || null;
  } catch (e) {
    return null; // no Cache Storage here (not a secure context): every visit boots without it
  }
}

// Whether the offline copy's cache holds any boot snapshot (a local lookup, no network).
async function anyKeptSnapshot() {
  try {
    const keys = await (await caches.open(CACHE)).keys();
    return keys.some((r) => /\/similarium-[0-9a-f]+\.snapshot\.gz$/.test(new URL(r.url).pathname));
  } catch (e) {
    return false;
  }
}

// Where the snapshot comes from: {manifest, response}, or rejects at once (with the reason) when
// it is not to be used before boot; decided before Pyodide starts, so that a first visit starts
// it only once.
async function snapshotSource(manifest) {
  if (query.has("no-snapshot")) throw new Error("turned off by ?no-snapshot");
  if (!manifest || !manifest.file) throw new Error(manifest?.reason || "no snapshot was built");
  if (manifest.pyodide !== version) throw new Error(`made for Pyodide ${manifest.pyodide}, not ${version}`);
  if (!globalThis.crypto?.subtle) throw new Error("no WebCrypto here to check it");
  if (typeof DecompressionStream !== "function") throw new Error("no DecompressionStream here");
  const url = new URL(manifest.file, VENDOR).href;
  if (query.has("fetch-snapshot")) return { manifest, response: fetch(url) }; // awaited while Pyodide loads
  const response = await keptSnapshot(url);
  if (!response) {
    if (globalThis.caches) keepForNextVisit(url);
    throw new Error("first visit: downloaded once the page is interactive, for the next visit");
  }
  return { manifest, response };
}

// The snapshot's bytes once verified; rejects (with the reason) when it cannot be used.
async function verifiedSnapshot({ manifest, response: answer }, bundle) {
  const response = await answer;
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} for ${manifest.file}`);
  const [packed, toInflate] = response.body.tee();
  const inflated = new Response(toInflate.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  inflated.catch(() => {}); // a corrupt file is reported by the checksum below
  const gz = await new Response(packed).arrayBuffer();
  const [bundleSum, snapshotSum] = await Promise.all([sha256(await bundle), sha256(gz)]);
  if (bundleSum !== manifest.bundle_sha256) throw new Error("made from another app bundle (stale)");
  if (snapshotSum !== manifest.sha256) throw new Error("SHA-256 mismatch (corrupt download)");
  const snapshot = new Uint8Array(await inflated);
  if (snapshot.length !== manifest.bytes) throw new Error("wrong size once inflated");
  performance.mark("similarium:snapshot-checked");
  return snapshot;
}

// Resolves once the page is interactive (<html data-boot="ready">, set by the app).
function interactive() {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.boot === "ready") return resolve();
    new MutationObserver((_, observer) => {
      if (root.dataset.boot === "ready") { observer.disconnect(); resolve(); }
    }).observe(root, { attributes: true, attributeFilter: ["data-boot"] });
  });
}

// Once the page is interactive: download the snapshot and keep it in the offline copy's cache
// (older snapshots there are dropped), for the next visit.
function keepForNextVisit(url) {
  const root = document.documentElement;
  interactive()
    .then(async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      if (!globalThis.caches) throw new Error("no Cache Storage here");
      const cache = await caches.open(CACHE);
      await cache.put(url, response);
      for (const old of await cache.keys()) {
        if (/\/similarium-[0-9a-f]+\.snapshot\.gz$/.test(new URL(old.url).pathname) && old.url !== url) {
          await cache.delete(old);
        }
      }
      return "kept";
    })
    .catch((error) => `not kept: ${String(error?.message || error).split("\n")[0]}`)
    .then((state) => { root.dataset.snapshot = state; });
}

function unpack(pyodide, zip) {
  pyodide.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
  globalThis.similariumRuntime = pyodide; // for a developer's console (and the tests that inject a fault)
  performance.mark("similarium:pyodide-ready");
  return pyodide;
}

// The app bundle's bytes, asked for the first time this is called (then the same promise).
let bundleFetch = null;
function bundleBytes(viaXz = false) {
  if (!bundleFetch) {
    performance.mark("similarium:bundle-asked");
    // its xz copy is another zip of the same files: only where no snapshot checks its SHA-256
    bundleFetch = viaXz && UNCACHED ? bytesFromXz(BUNDLE) : bytes(BUNDLE);
    bundleFetch.catch(() => {}); // awaited (and reported) in loadPyodide
  }
  return bundleFetch;
}
const bundle = { then: (ok, ko) => bundleBytes().then(ok, ko) }; // for verifiedSnapshot

// Pyodide's own fetches of its wasm and of the standard library, seen here (fetch is put back
// once both were): from their xz copies when nothing of the site is on this device (UNCACHED),
// and then() called once the wasm has been read to its last byte (or has failed), through a
// pass-through stream whose end is that moment. Pyodide still compiles the wasm as it streams
// (status, headers and MIME type as a plain answer's).
function runtimeFetches(then = () => {}) {
  const wasm = new URL("pyodide.asm.wasm", INDEX_URL).href;
  const original = globalThis.fetch;
  const awaited = new Set([wasm, STDLIB]);
  globalThis.fetch = function (input, init) {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input?.url;
    const href = new URL(url, location.href).href;
    if (!awaited.delete(href)) return original.call(this, input, init);
    if (!awaited.size) globalThis.fetch = original;
    const plain = (u) => original.call(this, u);
    if (href === STDLIB) {
      if (!UNCACHED) return original.call(this, input, init);
      return bytesFromXz(STDLIB, plain).then((body) => new Response(body, { status: 200 }));
    }
    const answer = UNCACHED ? fromXz(wasm, plain, "application/wasm") : Promise.resolve(null);
    let inflated = null; // the wasm's bytes as they pass, when they come from its xz copy
    return answer.then((xz) => {
      if (xz) inflated = [];
      return xz || original.call(this, input, init);
    }).then((response) => {
      if (!response.ok || !response.body) { then(); return response; }
      const body = response.body.pipeThrough(new TransformStream({
        transform(chunk, controller) {
          inflated?.push(chunk.slice());
          controller.enqueue(chunk);
        },
        flush() {
          then();
          if (inflated) keepRuntime(wasm, inflated);
        },
      }));
      const { status, statusText, headers } = response;
      return new Response(body, { status, statusText, headers });
    }, (error) => { then(); throw error; });
  };
}

// A first visit's wasm, inflated from its xz copy, is put into the offline copy's cache once the
// page is interactive, under the plain file's address: the offline pass (static/js/offline.js)
// checks it against the site's list by SHA-256 and keeps it instead of downloading the plain
// wasm again (3.5 MB over a phone network). offline.js awaits globalThis.similariumRuntimeKept
// first; it resolves to "kept" or "not kept: why", and never rejects.
function keepRuntime(url, chunks) {
  globalThis.similariumRuntimeKept = interactive().then(async () => {
    if (!globalThis.caches) throw new Error("no Cache Storage here");
    const headers = { "Content-Type": "application/wasm" };
    await (await caches.open(CACHE)).put(url, new Response(new Blob(chunks), { headers }));
    chunks.length = 0;
    return "kept";
  }).catch((error) => `not kept: ${String(error?.message || error).split("\n")[0]}`);
}

// Call then() once the runtime's wasm has been read to its last byte (runtimeFetches). Used
// when Python starts without the snapshot: a returning visit's wasm comes from the HTTP cache
// with its compiled code, which a rebuilt response would not find.
function afterRuntime(then) {
  runtimeFetches(then);
  setTimeout(then, 60000); // whatever happens to the wasm, the bundle is asked for in the end
}

// Started as soon as PyScript imports this module (it reads its storage and config before it
// calls loadPyodide): the manifest, then the snapshot (and the bundle with it, unless this is a
// first visit) downloading meanwhile.
// A returning visit (a snapshot kept here, or one asked for): the bundle at once, from this
// device's caches. Otherwise it waits for the runtime's last byte (loadPyodide, afterRuntime).
const returning = query.has("fetch-snapshot") || (!query.has("no-snapshot") && anyKeptSnapshot());
Promise.resolve(returning).then((yes) => yes && bundleBytes());
const source = fetch(MANIFEST)
  .then((r) => (r.ok ? r.json() : null))
  .catch(() => null)
  .then(snapshotSource);
source.catch(() => {}); // handled in loadPyodide
const snapshot = source.then((found) => verifiedSnapshot(found, bundle));
snapshot.catch(() => {}); // handled in loadPyodide, when Pyodide awaits it

function plain(error) {
  report.mode = "plain";
  report.reason = String(error?.message || error).split("\n")[0];
  console.info(`${TAG} starting Python without the boot snapshot (${report.reason}).`);
}

// PyScript calls this to start Python. Whatever keeps the runtime from starting (a device clock
// beyond Python's, 2262-04-11; a file that cannot be had; Pyodide refusing to start) is said on the
// page by the shell's window.similariumFailed (similarium/ui/shell.py: <html data-boot="error">,
// the reason in the page's language) and PyScript is left waiting: never "loading" for ever.
export async function loadPyodide(options = {}) {
  try {
    if (globalThis.similariumFarClock?.()) throw new FarClock();
    return await start(options);
  } catch (error) {
    const failed = globalThis.similariumFailed;
    const why = error instanceof FarClock ? "" : String(error?.message || error);
    if (failed) failed(why);
    else document.documentElement.dataset.boot = "error";
    return new Promise(() => {});
  }
}

class FarClock extends Error {}

// The vendored loadPyodide, rejecting when its WebAssembly cannot be instantiated (the wasm could
// not be fetched, or was refused): Pyodide itself only logs a warning then and never settles. Its
// call is told from others (the xz decoder's) by the import Pyodide adds just before it.
function runtime(config) {
  const original = WebAssembly.instantiateStreaming;
  let refused = null;
  const failure = new Promise((_, reject) => { refused = reject; });
  if (typeof original === "function") {
    WebAssembly.instantiateStreaming = function (source, imports) {
      const result = original.call(this, source, imports);
      if (imports?.env && "Jsv_GetError_import" in imports.env) {
        result.catch((error) => refused(new Error(`the runtime's WebAssembly: ${error?.message || error}`)));
      }
      return result;
    };
  }
  const started = loadRuntime(config);
  started.then(() => {}, () => {}).then(() => { WebAssembly.instantiateStreaming = original; });
  return Promise.race([started, failure]);
}

async function start(options) {
  performance.mark("similarium:pyodide-start");
  const config = { ...options, indexURL: INDEX_URL, stdLibURL: STDLIB };
  // A first visit (no snapshot kept on this device, and none asked for; or ?no-snapshot) starts
  // Pyodide once, the ordinary way. Otherwise Pyodide starts at once and awaits
  // the snapshot while its own files load, as before; a kept snapshot that turns out stale (a
  // new version of the site) makes it start a second time, plainly, once.
  const early = await returning;
  if (!early) {
    try {
      await source; // a first visit: the reason (and the snapshot kept once interactive)
    } catch (error) {
      plain(error);
      afterRuntime(() => bundleBytes(true));
      const pyodide = await runtime(config);
      performance.mark("similarium:runtime-started"); // Pyodide's own start done (bundle or not)
      return unpack(pyodide, await bundleBytes());
    }
  }
  bundleBytes();
  if (UNCACHED) runtimeFetches(); // a snapshot kept but no offline copy in control (a hard reload)
  try {
    // Pyodide awaits the snapshot only after its own module script is in: both load at once.
    const pyodide = await runtime({ ...config, _loadSnapshot: snapshot });
    report.mode = "snapshot";
    return unpack(pyodide, await bundleBytes());
  } catch (error) {
    plain(error);
  }
  return unpack(await runtime(config), await bundleBytes());
}
