#!/usr/bin/env python3
"""Build the Pyodide memory snapshot of the app's boot imports (stdlib only; needs Node.js).

    python3 scripts/snapshot.py [--force]

Writes, next to the app bundle (``static/vendor/``):

* ``similarium-<sha256[:16]>.snapshot.gz``: ``pyodide.makeMemorySnapshot()`` of the vendored
  Pyodide after unpacking ``similarium.zip`` and importing ``BOOT_MODULES`` (the DOM glue and
  every game's page module; nothing is run), gzipped (about 31 MB of wasm memory, mostly
  empty, is about 7 MB; the page inflates it with ``DecompressionStream`` while it
  downloads). Made by ``scripts/snapshot.mjs`` in Node, which runs the very Pyodide build the
  page loads (a snapshot only restores into the build that made it);
* ``similarium.snapshot.json``: ``{"file", "sha256" (of the .gz file), "bytes" (inflated),
  "gz_bytes", "bundle_sha256", "pyodide", "key"}``, or ``{"file": null, "reason"}`` when no
  snapshot could be made (no Node, a failure): the page's loader
  (``static/js/interpreter.mjs``) always finds this file, checks the snapshot's and the
  bundle's SHA-256 against it, and otherwise boots Pyodide as usual.

``ensure()`` rebuilds only when the inputs changed (``key``: the bundle's SHA-256, the
Pyodide version and wasm size, ``snapshot.mjs`` and ``BOOT_MODULES``); ``scripts/build_app.py``
calls it after the bundle. The snapshot fixes Python's state at build time: hash seed and
the module-level ``random`` generator are the same for every visitor. The app takes its
seeds from ``secrets`` (``similarium.core.rng.random_seed``: the OS, at each call), never from
``random``'s module-level functions, so nothing needs re-seeding.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
VENDOR = ROOT / "static" / "vendor"
PYODIDE = VENDOR / "pyodide"
BUNDLE = VENDOR / "similarium.zip"
MANIFEST = VENDOR / "similarium.snapshot.json"
HELPER = HERE / "snapshot.mjs"
STDLIB = VENDOR / "similarium-stdlib.zip"  # scripts/stdlib.py: the page's standard library archive
# "*": every game's page module (the registry's GameEntry.page). Then what the first render and
# PyScript's own start import otherwise (measured: sys.modules in the page after boot, less the
# snapshot's): the first-move panel and the stdlib modules of a new game's seed (secrets) and of
# the daily seed (hashlib). Not ``html`` (PyScript's package imports it): +0.9 MB gzipped.
# ``secrets`` draws from the OS at each call, so it is safe to restore; ``random``'s
# module-level generator is never used.
BOOT_MODULES = ["similarium.ui.app", "*", "similarium.ui.walkthrough", "secrets", "hashlib"]
TIMEOUT_S = 300
RETAIN_S = 3600  # how long a replaced snapshot stays in place (see _clean)


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file."""
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def pyodide_version(pyodide: Path = PYODIDE) -> str:
    """The vendored Pyodide's version (its package.json), or "" when it is not there."""
    try:
        return json.loads((pyodide / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return ""


def inputs_key(bundle: Path = BUNDLE, pyodide: Path = PYODIDE, modules=None) -> str:
    """What the snapshot depends on, as one digest."""
    wasm = pyodide / "pyodide.asm.wasm"
    parts = {
        "bundle": sha256_file(bundle),
        "pyodide": pyodide_version(pyodide),
        "wasm_bytes": wasm.stat().st_size if wasm.exists() else 0,
        "helper": hashlib.sha256(HELPER.read_bytes()).hexdigest(),
        "modules": modules or BOOT_MODULES,
        "stdlib": sha256_file(STDLIB) if STDLIB.exists() else None,
    }
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def read_manifest(manifest: Path = MANIFEST) -> dict:
    """The manifest's content, or {}."""
    try:
        data = json.loads(manifest.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def up_to_date(key: str, manifest: Path = MANIFEST) -> bool:
    """True when the manifest was written for ``key`` and names a snapshot that is there with
    its recorded size (or records that none could be made, for the same inputs)."""
    data = read_manifest(manifest)
    if data.get("key") != key:
        return False
    if not data.get("file"):
        return True  # the same inputs failed before: not retried on every call (use --force)
    try:
        return (manifest.parent / data["file"]).stat().st_size == data["gz_bytes"]
    except (OSError, KeyError, TypeError):
        return False


def _write_json(path: Path, data: dict) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".similarium-", suffix=".json")
    with os.fdopen(fd, "w") as f:
        f.write(json.dumps(data, indent=1, sort_keys=True) + "\n")
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def _clean(folder: Path, keep: str | None) -> None:
    """Remove the snapshot files the manifest does not name, once older than ``RETAIN_S``: a
    page that started from one a moment ago (another test run, a tab) may still fetch it again
    (the offline copy), and must not get a 404. The site build copies only the named one."""
    for old in folder.glob("similarium-*.snapshot*"):
        try:
            if old.name != keep and time.time() - old.stat().st_mtime > RETAIN_S:
                old.unlink(missing_ok=True)
        except OSError:
            pass


def build(bundle: Path = BUNDLE, pyodide: Path = PYODIDE, manifest: Path = MANIFEST,
          modules=None, quiet: bool = True) -> dict:
    """Make the snapshot and write the manifest; return the manifest's content. Never raises
    for a missing Node or a failed build: the manifest then says why (the page boots without)."""
    modules = modules or BOOT_MODULES
    key = inputs_key(bundle, pyodide, modules)
    base = {"key": key, "pyodide": pyodide_version(pyodide), "modules": modules}
    node = shutil.which("node")
    if node is None:
        data = {**base, "file": None, "reason": "Node.js was not found when the site was built"}
        _write_json(manifest, data)
        return data
    fd, tmp = tempfile.mkstemp(dir=manifest.parent, prefix=".similarium-", suffix=".snapshot")
    os.close(fd)
    started = time.perf_counter()
    try:
        # Made with the archive the page loads (a snapshot remembers the archive's layout).
        stdlib = [str(STDLIB)] if STDLIB.exists() else []
        proc = subprocess.run([node, str(HELPER), str(pyodide), str(bundle), tmp, json.dumps(modules), *stdlib],
                              capture_output=True, text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
        if proc.returncode != 0:
            tail = proc.stderr.strip().splitlines()[-1:] or [f"exit status {proc.returncode}"]
            raise RuntimeError(tail[0][:300])
        stats = json.loads(proc.stdout.strip().splitlines()[-1])
        with open(tmp, "rb") as raw, gzip.GzipFile(tmp + ".gz", "wb", compresslevel=6, mtime=0) as gz:
            shutil.copyfileobj(raw, gz, 1 << 20)
        digest = sha256_file(Path(tmp + ".gz"))
        name = f"similarium-{digest[:16]}.snapshot.gz"
        os.chmod(tmp + ".gz", 0o644)
        os.replace(tmp + ".gz", manifest.parent / name)
    except (OSError, RuntimeError, ValueError, subprocess.SubprocessError) as exc:
        Path(tmp + ".gz").unlink(missing_ok=True)
        data = {**base, "file": None, "reason": f"the snapshot build failed: {exc}"}
        Path(tmp).unlink(missing_ok=True)
        _write_json(manifest, data)
        if not quiet:
            print(f"snapshot: FAILED ({exc}); the page will boot without it", file=sys.stderr)
        return data
    Path(tmp).unlink(missing_ok=True)
    data = {**base, "file": name, "sha256": digest, "bytes": stats["bytes"],
            "gz_bytes": (manifest.parent / name).stat().st_size, "bundle_sha256": sha256_file(bundle),
            "stdlib_sha256": sha256_file(STDLIB) if STDLIB.exists() else None, "build_s": round(time.perf_counter() - started, 1)}
    _write_json(manifest, data)
    _clean(manifest.parent, name)
    if not quiet:
        print(f"snapshot: {manifest.parent.relative_to(ROOT) / name} ({data['gz_bytes'] / 1e6:.1f} MB, "
              f"{stats['bytes'] / 1e6:.1f} MB inflated; {data['build_s']} s)", file=sys.stderr)
    return data


_LOCK = threading.Lock()
_pending: threading.Thread | None = None


def ensure(quiet: bool = True, background: bool = False) -> bool:
    """Build the snapshot if its inputs changed; return True if a build was done (or started).

    ``background``: start the build in a thread and return at once (the local server does so,
    answering requests meanwhile; pages boot without the snapshot until it is in place)."""
    global _pending
    if not BUNDLE.exists() or not pyodide_version():
        return False
    with _LOCK:
        if _pending is not None and _pending.is_alive():
            return False  # a build is under way; it checks the inputs again when done
        if up_to_date(inputs_key()):
            return False
        if not background:
            build(quiet=quiet)
            return True

        def run() -> None:
            if not up_to_date(inputs_key()):
                build(quiet=quiet)

        _pending = threading.Thread(target=run, name="similarium-snapshot", daemon=True)
        _pending.start()
        return True


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    args = parser.parse_args(argv)
    if args.force:
        data = build(quiet=False)
    else:
        ensure(quiet=False)
        data = read_manifest()
    print(json.dumps(data, indent=1, sort_keys=True))
    return 0 if data.get("file") else 1


if __name__ == "__main__":
    sys.exit(main())
