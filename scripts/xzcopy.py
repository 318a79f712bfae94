#!/usr/bin/env python3
"""The xz copies a first visit downloads instead of the runtime's biggest files (stdlib only).

    python3 scripts/xzcopy.py            # bring every copy up to date; print what was written

A static host such as GitHub Pages gzips the wasm on the fly and sends a .zip as it is. A first
visit over a phone network waits for those bytes: the runtime's wasm (3.55 MB gzipped), the
standard library archive (1.04 MB, deflated member by member) and the app bundle (0.59 MB). As
xz (LZMA2, the zips' members stored first so that one dictionary spans them all) they are 2.64,
0.70 and 0.44 MB: about 1.4 MB less before the page is interactive. ``static/js/interpreter.mjs``
asks for ``<file>.xz`` on a first visit (no offline copy controls the page yet) and inflates it
while it downloads (``xz-decompress``, vendored by ``scripts/vendor.py``); anything wrong with
it, and the page asks for the plain file. Returning visits and the offline copy use the plain
files (a wasm from the cache keeps its compiled code).

Each copy is ``<file>.xz`` beside its file (``COPIES``), rebuilt when the file's bytes change (their
SHA-256 is kept in a hidden file beside the copy), and checked after writing: it inflates to the file's bytes (a zip: to the same members, stored).
CRC-32 check (what xz-embedded verifies in every build); the dictionary no larger than the file
rounded up (the decoder allocates what the header says).
"""

from __future__ import annotations

import hashlib
import io
import lzma
import os
import sys
import threading
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "static" / "vendor"
# The files a first visit asks for as xz: path -> whether it is a zip whose members are stored
# first (a zip inflates to a different file with the same members).
COPIES = {
    VENDOR / "pyodide" / "pyodide.asm.wasm": False,
    VENDOR / "similarium-stdlib.zip": True,
    VENDOR / "similarium.zip": True,
}
SUFFIX = ".xz"


def copy_path(path: Path) -> Path:
    """Where the xz copy of ``path`` is."""
    return path.with_name(path.name + SUFFIX)


def dict_size(n: int) -> int:
    """The smallest LZMA2 dictionary size (2^k or 3 x 2^(k-1)) holding ``n`` bytes, at least 4 KiB."""
    size = 4096
    while size < n:
        size = size * 3 // 2 if size & (size - 1) == 0 else size * 4 // 3
    return size


def stored(body: bytes) -> bytes:
    """The zip ``body`` with every member stored (not deflated), names, times and attributes kept."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(body)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as dst:
        for info in src.infolist():
            entry = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            entry.external_attr = info.external_attr
            entry.compress_type = zipfile.ZIP_STORED
            dst.writestr(entry, src.read(info))
    return out.getvalue()


def compress(body: bytes) -> bytes:
    """``body`` as xz: LZMA2 preset 9e, CRC-32, a dictionary fitted to its size."""
    filters = [{"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME, "dict_size": dict_size(len(body))}]
    return lzma.compress(body, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC32, filters=filters)


def members(body: bytes) -> dict[str, bytes]:
    """A zip's members by name."""
    with zipfile.ZipFile(io.BytesIO(body)) as z:
        return {info.filename: z.read(info) for info in z.infolist()}


def write(path: Path, is_zip: bool) -> Path:
    """Write ``path``'s xz copy (atomically, readable by a web server) and check it."""
    body = path.read_bytes()
    plain = stored(body) if is_zip else body
    packed = compress(plain)
    back = lzma.decompress(packed)
    if back != plain or (is_zip and members(back) != members(body)):
        raise RuntimeError(f"{copy_path(path).name} does not inflate to {path.name}")
    target = copy_path(path)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    tmp.write_bytes(packed)
    os.chmod(tmp, 0o644)
    os.replace(tmp, target)
    _remember(path, hashlib.sha256(body).hexdigest())
    return target


def _key(path: Path) -> Path:
    return copy_path(path).with_name(f".{copy_path(path).name}.sha256")  # beside it; not in the site


def _remember(path: Path, digest: str) -> None:
    """Record the bytes ``path``'s copy was made from: their SHA-256, and the file's size and time
    (while those stay the same the file is not read again: the dev server asks on every request
    for the bundle, and the wasm is 9.6 MB)."""
    st = path.stat()
    _key(path).write_text(f"{digest} {st.st_size} {st.st_mtime_ns}\n")


def stale(path: Path) -> bool:
    """True when ``path`` exists and its copy is missing or was made from other bytes (by
    content: the archives are rewritten with the same bytes, a new time, on every build)."""
    if not path.exists():
        return False
    try:
        if not copy_path(path).exists():
            return True
        digest, size, mtime = (_key(path).read_text().split() + ["", ""])[:3]
        st = path.stat()
        if (size, mtime) == (str(st.st_size), str(st.st_mtime_ns)):
            return False
        if hashlib.sha256(path.read_bytes()).hexdigest() != digest:
            return True
        _remember(path, digest)  # the same bytes, a new time
        return False
    except OSError:
        return True


def ensure(quiet: bool = True) -> list[Path]:
    """Bring every copy of ``COPIES`` up to date; return those written."""
    done = []
    for path, is_zip in COPIES.items():
        if stale(path):
            target = write(path, is_zip)
            done.append(target)
            if not quiet:
                print(f"xz: {target.relative_to(ROOT)} ({path.stat().st_size / 1e6:.2f} MB -> "
                      f"{target.stat().st_size / 1e6:.2f} MB)", file=sys.stderr)
    return done


if __name__ == "__main__":
    ensure(quiet=False)
    sys.exit(0)
