// Build a Pyodide memory snapshot of the app's boot imports (run by scripts/snapshot.py).
//
//   node scripts/snapshot.mjs PYODIDE_DIR BUNDLE_ZIP OUT_FILE MODULES_JSON [STDLIB_ZIP]
//
// Node runs the very Pyodide build the page loads (a snapshot only restores into the build
// that made it). It unpacks the app bundle where PyScript would (/home/pyodide), imports the
// modules named in MODULES_JSON (a JSON list; "*" entries import every page module of the
// registry), and writes pyodide.makeMemorySnapshot() to OUT_FILE. Nothing is *run*: the DOM
// glue (similarium.ui.app) only reads `js.document`/`js.window` at import time; in snapshot
// mode Pyodide records those as paths on globalThis and binds them to the page's real objects
// when the snapshot is restored, so Node only needs placeholder objects under those names.
// STDLIB_ZIP: the standard library archive the page passes as stdLibURL (scripts/stdlib.py); the
// snapshot must be made with the very archive it is restored with.
// The imported objects are moved to the collector's permanent generation (gc.freeze()).
// Prints one JSON line: {"bytes", "modules", "import_ms", "load_ms"}.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, bundle, out, modulesJson, stdlib] = process.argv.slice(2);
if (!out) {
  console.error("usage: node snapshot.mjs PYODIDE_DIR BUNDLE_ZIP OUT_FILE MODULES_JSON");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const t0 = performance.now();
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {}, stderr: (s) => console.error(s),
                                    ...(stdlib ? { stdLibURL: path.resolve(stdlib) } : {}) });
const loadMs = performance.now() - t0;
// Placeholders for the browser globals the app's modules read at import time (never called);
// set only now: Pyodide's loader takes a global `window` for a browser.
for (const name of ["document", "window", "navigator", "localStorage"]) {
  if (!(name in globalThis)) globalThis[name] = {};
}
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(bundle)), "zip", { extractDir: "/home/pyodide" });
pyodide.globals.set("MODULES_JSON", modulesJson);
const t1 = performance.now();
const imported = pyodide.runPython(`
import importlib, json, sys
if "/home/pyodide" not in sys.path:
    sys.path.insert(0, "/home/pyodide")
names = []
for name in json.loads(MODULES_JSON):
    if name == "*":
        from similarium.games import registry
        names += [g.page.partition(":")[0] for g in registry.with_page()]
    else:
        names.append(name)
for name in names:
    importlib.import_module(name)
del MODULES_JSON
# What was imported lives as long as the page: out of the collector's way (fewer objects for
# each collection to walk while the page runs).
import gc
gc.collect()
gc.freeze()
len(names)
`);
const importMs = performance.now() - t1;
const snapshot = pyodide.makeMemorySnapshot();
fs.writeFileSync(out, snapshot);
console.log(JSON.stringify({ bytes: snapshot.length, modules: imported, import_ms: Math.round(importMs), load_ms: Math.round(loadMs) }));
