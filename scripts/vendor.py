#!/usr/bin/env python3
"""Fetch, verify and unpack the browser runtime the page needs (stdlib only).

What it does, in order:

1. If ``static/vendor/.stamp.json`` records the expected tarball hashes and
   every file it lists is present with the recorded size, the runtime is
   already in place: nothing is fetched (this check takes milliseconds).
2. Otherwise ``npm pack`` fetches ``pyodide@314.0.7`` and
   ``@pyscript/core@0.7.31`` from the npm registry into a temporary folder,
   each tarball is checked against the SHA-256 sums committed in
   ``scripts/vendor.sha256``, and the files the page uses are extracted into
   ``static/vendor/pyodide/`` and ``static/vendor/pyscript/`` (atomically:
   a half-done run never leaves a folder that looks complete).
3. Finally the app bundle ``static/vendor/similarium.zip`` is (re)built from
   ``py/similarium/`` if any source is newer (see ``scripts/build_app.py``).

A hash mismatch stops everything with exit code 2 and a message naming the
file, the expected and the actual digest. ``--force`` re-fetches even when
the stamp is good; ``--check`` only reports whether the runtime is in place.
"""

from __future__ import annotations

import argparse
import hashlib
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


PACKAGES = [
    ("pyodide@314.0.7", "pyodide-314.0.7.tgz", "pyodide", _pyodide_member, ""),
    ("@pyscript/core@0.7.31", "pyscript-core-0.7.31.tgz", "pyscript", _pyscript_member, "dist/"),
]


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


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file, read in chunks."""
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def stamp_ok(sums: dict[str, str]) -> bool:
    """True when the stamp names the expected hashes and every listed file is intact."""
    try:
        stamp = json.loads(STAMP.read_text())
    except (OSError, ValueError):
        return False
    if stamp.get("sha256") != sums:
        return False
    files = stamp.get("files") or {}
    if not files:
        return False
    for rel, size in files.items():
        try:
            if (VENDOR / rel).stat().st_size != size:
                return False
        except OSError:
            return False
    return True


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


def vendor(force: bool = False, quiet: bool = False) -> bool:
    """Make sure the runtime is in ``static/vendor``. Return True if work was done."""
    sums = expected_sums()
    if not force and stamp_ok(sums):
        return False
    for _spec, name, *_ in PACKAGES:
        if name not in sums:
            raise VendorError(f"{SUMS.relative_to(ROOT)} has no SHA-256 for {name}")
    VENDOR.mkdir(parents=True, exist_ok=True)
    STAMP.unlink(missing_ok=True)
    files: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="similarium-vendor-") as tmp:
        tmpdir = Path(tmp)
        for spec, name, folder, select, strip in PACKAGES:
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
            staging = VENDOR / f".{folder}.tmp"
            shutil.rmtree(staging, ignore_errors=True)
            written = extract(tgz, staging, select, strip)
            final = VENDOR / folder
            shutil.rmtree(final, ignore_errors=True)
            os.replace(staging, final)
            files.update({f"{folder}/{rel}": size for rel, size in written.items()})
    STAMP.write_text(json.dumps({"sha256": sums, "files": files}, indent=1, sort_keys=True) + "\n")
    if not quiet:
        print(f"vendor: {len(files)} files in {VENDOR.relative_to(ROOT)}/", file=sys.stderr)
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
