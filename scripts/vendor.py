#!/usr/bin/env python3
"""Fetch, verify and unpack the browser runtime the page needs (stdlib only).

What it does, in order:

1. If ``static/vendor/.stamp.json`` records the expected tarball hash of a
   package and every file it lists for that package is present with the
   recorded size, that package is in place: nothing is fetched for it (this
   check takes milliseconds). Each package is checked on its own, so adding
   one to the list fetches that one only and never touches the runtime
   another process may be loading.
2. Otherwise ``npm pack`` fetches the package from the npm registry into a
   temporary folder, the tarball is checked against the SHA-256 sum committed
   in ``scripts/vendor.sha256``, and the files needed are extracted into their
   folder (atomically: a half-done run never leaves a folder that looks
   complete). The packages (see ``PACKAGES``):

   - ``pyodide@314.0.7`` -> ``static/vendor/pyodide/`` (the runtime);
   - ``@pyscript/core@0.7.31`` -> ``static/vendor/pyscript/`` (its dist/);
   - ``@fontsource/patrick-hand@5.3.0`` -> ``static/vendor/patrick-hand/``
     (the latin woff2 of the handwriting font of the sheets, SIL OFL 1.1;
     ``static/css/fonts.css`` declares it);
   - ``axe-core@4.14.1`` -> ``static/vendor/axe-core/`` (``axe.min.js``, for
     the accessibility audit of the end-to-end tests only: the page never
     loads it and the site build leaves it out);
   - ``xz-decompress@0.2.3`` -> ``static/vendor/xz-decompress/`` (an xz decoder, xz-embedded
     in WebAssembly, MIT: a first visit inflates the runtime's xz copies with it, see
     ``scripts/xzcopy.py``).
3. Finally the app bundle ``static/vendor/similarium.zip`` is (re)built from
   ``py/similarium/`` if any source is newer (see ``scripts/build_app.py``), and the xz copies
   a first visit downloads are brought up to date (``scripts/xzcopy.py``).

A hash mismatch stops everything with exit code 2 and a message naming the
file, the expected and the actual digest. ``--force`` re-fetches even when
the stamp is good; ``--check`` only reports whether the runtime is in place.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "static" / "vendor"
STAMP = VENDOR / ".stamp.json"
SUMS = Path(__file__).resolve().parent / "vendor.sha256"

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_app  # noqa: E402  (sibling script, imported after sys.path tweak)
from snapshot import sha256_file  # noqa: E402  (one copy: snapshot.py is the leaf of the set-up scripts)


# npm spec -> (tarball name, destination folder, selector of member paths).
# Member paths are relative to the tarball's "package/" folder.
def _pyodide_member(path: str) -> bool:
    return path in {
        "pyodide.mjs",
        "pyodide.mjs.map",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "python_stdlib.zip",
        "pyodide-lock.json",
        "package.json",
    }


def _pyscript_member(path: str) -> bool:
    if path in {"LICENSE", "package.json"}:
        return True
    return path.startswith("dist/") and path.endswith((".js", ".css", ".js.map"))


def _font_member(path: str) -> bool:
    # Only the latin subset of the one weight the sheets use (digits, Latin letters).
    return path in {"LICENSE", "files/patrick-hand-latin-400-normal.woff2"}


def _axe_member(path: str) -> bool:
    return path in {"LICENSE", "axe.min.js"}


def _xz_member(path: str) -> bool:
    # The browser build (its licence notice at the top: MIT, xz-embedded public domain).
    return path == "dist/package/xz-decompress.min.js"


PACKAGES = [
    ("pyodide@314.0.7", "pyodide-314.0.7.tgz", "pyodide", _pyodide_member, ""),
    ("@pyscript/core@0.7.31", "pyscript-core-0.7.31.tgz", "pyscript", _pyscript_member, "dist/"),
    ("@fontsource/patrick-hand@5.3.0", "fontsource-patrick-hand-5.3.0.tgz", "patrick-hand",
     _font_member, "files/"),
    ("axe-core@4.14.1", "axe-core-4.14.1.tgz", "axe-core", _axe_member, ""),
    ("xz-decompress@0.2.3", "xz-decompress-0.2.3.tgz", "xz-decompress", _xz_member, "dist/package/"),
]
# Vendored for the tests only: never loaded by the page, left out of the built site.
TEST_ONLY = {"axe-core"}
# The accessibility engine the end-to-end tests inject (e2e/a11y.py).
AXE_JS = VENDOR / "axe-core" / "axe.min.js"


class VendorError(RuntimeError):
    """A vendoring step failed; the message says which and why."""


def expected_sums() -> dict[str, str]:
    """Read ``scripts/vendor.sha256`` (``sha256sum`` format) into {tarball: hex digest}."""
    sums: dict[str, str] = {}
    for line in SUMS.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        digest, name = line.split(maxsplit=1)
        sums[name.lstrip("*")] = digest.lower()
    return sums


def read_stamp() -> dict:
    """The stamp's content ({"sha256": {tarball: digest}, "files": {path: size}}), or {}."""
    try:
        stamp = json.loads(STAMP.read_text())
    except (OSError, ValueError):
        return {}
    return stamp if isinstance(stamp, dict) else {}


def package_ok(stamp: dict, sums: dict[str, str], name: str, folder: str) -> bool:
    """True when *stamp* records the expected hash of tarball *name* and its files are intact."""
    if name not in sums or (stamp.get("sha256") or {}).get(name) != sums[name]:
        return False
    files = {rel: size for rel, size in (stamp.get("files") or {}).items()
             if rel.startswith(folder + "/")}
    if not files:
        return False
    for rel, size in files.items():
        try:
            if (VENDOR / rel).stat().st_size != size:
                return False
        except OSError:
            return False
    return True


def stamp_ok(sums: dict[str, str]) -> bool:
    """True when every package of ``PACKAGES`` is in place with its expected hash."""
    stamp = read_stamp()
    return all(package_ok(stamp, sums, name, folder) for _spec, name, folder, *_ in PACKAGES)


def npm_pack(spec: str, dest: Path) -> Path:
    """Run ``npm pack SPEC`` in *dest* and return the tarball path."""
    npm = shutil.which("npm")
    if npm is None:
        raise VendorError("npm not found: install Node.js (which ships npm) and retry")
    before = set(dest.glob("*.tgz"))
    proc = subprocess.run(
        [npm, "pack", spec, "--silent"],
        cwd=dest,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        raise VendorError(f"npm pack {spec} failed (exit {proc.returncode}):\n{proc.stderr.strip()}")
    new = sorted(set(dest.glob("*.tgz")) - before)
    if len(new) != 1:
        raise VendorError(f"npm pack {spec}: expected one tarball, found {[p.name for p in new]}")
    return new[0]


def extract(tgz: Path, dest: Path, select, strip: str) -> dict[str, int]:
    """Extract selected regular files of *tgz* into *dest*; return {relative path: size}."""
    written: dict[str, int] = {}
    with tarfile.open(tgz, "r:gz") as tar:
        for member in tar.getmembers():
            if not member.isfile() or not member.name.startswith("package/"):
                continue
            path = member.name[len("package/") :]
            if ".." in Path(path).parts or not select(path):
                continue
            rel = path[len(strip) :] if strip and path.startswith(strip) else path
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            src = tar.extractfile(member)
            assert src is not None
            with src, target.open("wb") as out:
                shutil.copyfileobj(src, out)
            written[rel] = member.size
    if not written:
        raise VendorError(f"{tgz.name}: nothing to extract (unexpected tarball layout)")
    return written


def _install(staging: Path, final: Path) -> None:
    """Put the extracted *staging* folder in place of *final* (replacing an older copy)."""
    for _attempt in range(3):
        shutil.rmtree(final, ignore_errors=True)
        try:
            os.replace(staging, final)
            return
        except OSError:  # another run put a copy there in between: replace that one
            continue
    raise VendorError(f"could not replace {final}")


def vendor(force: bool = False, quiet: bool = False) -> bool:
    """Make sure every package is in ``static/vendor``. Return True if work was done."""
    sums = expected_sums()
    for _spec, name, *_ in PACKAGES:
        if name not in sums:
            raise VendorError(f"{SUMS.relative_to(ROOT)} has no SHA-256 for {name}")
    stamp = read_stamp()
    todo = [p for p in PACKAGES if force or not package_ok(stamp, sums, p[1], p[2])]
    if not todo:
        return False
    VENDOR.mkdir(parents=True, exist_ok=True)
    # What stays valid: the files of the packages already in place.
    redo = {folder for _s, _n, folder, *_ in todo}
    keep = {folder for _s, _n, folder, *_ in PACKAGES} - redo
    files: dict[str, int] = {rel: size for rel, size in (stamp.get("files") or {}).items()
                             if rel.split("/", 1)[0] in keep}
    done: dict[str, str] = {name: sums[name] for _s, name, folder, *_ in PACKAGES if folder in keep}
    with tempfile.TemporaryDirectory(prefix="similarium-vendor-") as tmp:
        tmpdir = Path(tmp)
        for spec, name, folder, select, strip in todo:
            if not quiet:
                print(f"vendor: npm pack {spec}", file=sys.stderr)
            tgz = npm_pack(spec, tmpdir)
            actual = sha256_file(tgz)
            if actual != sums[name]:
                raise VendorError(
                    f"SHA-256 MISMATCH for {spec} ({tgz.name}):\n"
                    f"  expected {sums[name]}  (scripts/vendor.sha256)\n"
                    f"  actual   {actual}\n"
                    "Refusing to install it. If the upgrade is intended, update scripts/vendor.sha256."
                )
            staging = Path(tempfile.mkdtemp(prefix=f".{folder}.", suffix=".tmp", dir=VENDOR))
            staging.chmod(0o755)  # mkdtemp makes it private; the folder is served as is
            try:
                written = extract(tgz, staging, select, strip)
                _install(staging, VENDOR / folder)
            finally:
                shutil.rmtree(staging, ignore_errors=True)
            files.update({f"{folder}/{rel}": size for rel, size in written.items()})
            done[name] = sums[name]
            # Record each package as soon as it is in place (atomically: readers never
            # see half a stamp), so an interrupted run keeps what it finished.
            tmp_stamp = STAMP.with_name(f".stamp.{os.getpid()}.tmp")
            tmp_stamp.write_text(json.dumps({"sha256": done, "files": files}, indent=1,
                                            sort_keys=True) + "\n")
            os.replace(tmp_stamp, STAMP)
    if not quiet:
        names = ", ".join(spec for spec, *_ in todo)
        print(f"vendor: {names} in {VENDOR.relative_to(ROOT)}/ ({len(files)} files in all)",
              file=sys.stderr)
    return True


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--force", action="store_true", help="re-fetch even if the stamp is good")
    parser.add_argument("--check", action="store_true", help="only report whether vendor/ is ready")
    parser.add_argument("--no-bundle", action="store_true", help="skip the app bundle step")
    parser.add_argument("-q", "--quiet", action="store_true")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    if args.check:
        ok = stamp_ok(expected_sums())
        print("vendor: ready" if ok else "vendor: missing or stale")
        return 0 if ok else 1
    try:
        did = vendor(force=args.force, quiet=args.quiet)
        rebuilt = False if args.no_bundle else build_app.ensure(quiet=args.quiet)
    except VendorError as exc:
        print(f"vendor: ERROR: {exc}", file=sys.stderr)
        return 2
    if not args.quiet and not did and not rebuilt:
        print(f"vendor: up to date ({(time.perf_counter() - t0) * 1000:.0f} ms)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
