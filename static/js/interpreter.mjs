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
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const VENDOR = new URL("../vendor/", import.meta.url);
const INDEX_URL = new URL("pyodide/", VENDOR).href;
const BUNDLE = new URL("similarium.zip", VENDOR).href;
const MANIFEST = new URL("similarium.snapshot.json", VENDOR).href;
const TAG = "Similarium:";

// What the page can read afterwards (tests, bench): "snapshot", or "plain" and why.
const report = (globalThis.similariumSnapshot = { mode: "pending", reason: "" });

async function bytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function sha256(data) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// The snapshot's bytes once verified; rejects (with the reason) when it cannot be used.
async function verifiedSnapshot(manifest, bundle) {
  if (new URLSearchParams(location.search).has("no-snapshot")) throw new Error("turned off by ?no-snapshot");
  if (!manifest || !manifest.file) throw new Error(manifest?.reason || "no snapshot was built");
  if (manifest.pyodide !== version) throw new Error(`made for Pyodide ${manifest.pyodide}, not ${version}`);
  if (!globalThis.crypto?.subtle) throw new Error("no WebCrypto here to check it");
  if (typeof DecompressionStream !== "function") throw new Error("no DecompressionStream here");
  const response = await fetch(new URL(manifest.file, VENDOR).href);
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

function unpack(pyodide, zip) {
  pyodide.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
  globalThis.similariumRuntime = pyodide; // for a developer's console (and the tests that inject a fault)
  performance.mark("similarium:pyodide-ready");
  return pyodide;
}

// Started as soon as PyScript imports this module (it reads its storage and config before it
// calls loadPyodide): the bundle, the manifest, then the snapshot, all downloading meanwhile.
const bundle = bytes(BUNDLE);
bundle.catch(() => {}); // awaited (and reported) in loadPyodide
const snapshot = fetch(MANIFEST)
  .then((r) => (r.ok ? r.json() : null))
  .catch(() => null)
  .then((manifest) => verifiedSnapshot(manifest, bundle));
snapshot.catch(() => {}); // handled in loadPyodide, when Pyodide awaits it

export async function loadPyodide(options = {}) {
  performance.mark("similarium:pyodide-start");
  const config = { ...options, indexURL: INDEX_URL };
  try {
    // Pyodide awaits the snapshot only after its own module script is in: both load at once.
    const pyodide = await loadRuntime({ ...config, _loadSnapshot: snapshot });
    report.mode = "snapshot";
    return unpack(pyodide, await bundle);
  } catch (error) {
    report.mode = "plain";
    report.reason = String(error?.message || error).split("\n")[0];
    console.info(`${TAG} starting Python without the boot snapshot (${report.reason}).`);
  }
  return unpack(await loadRuntime(config), await bundle);
}
