"""scripts/xzcopy.py: the xz copies a first visit downloads inflate to the files they stand for,
are rebuilt when those change (by content), are smaller than what a Pages host sends, and stay
out of the offline list while the site ships them."""

from __future__ import annotations

import gzip
import io
import lzma
import os
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402
import xzcopy  # noqa: E402


def _zip(files: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, data in files.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), data)
    return buf.getvalue()


def test_dictionary_sizes_are_the_ones_lzma2_has_and_fit():
    for n, want in [(0, 4096), (4096, 4096), (4097, 6144), (6145, 8192), (9_598_218, 12 << 20),
                    (3_074_957, 3 << 20), (3 << 20, 3 << 20), ((3 << 20) + 1, 4 << 20)]:
        assert xzcopy.dict_size(n) == want, n


def test_a_zip_copy_inflates_to_the_same_members_stored(tmp_path):
    files = {f"pkg/m{i}.py": (f"x = {i}\n" * 200).encode() for i in range(30)}
    src = tmp_path / "a.zip"
    src.write_bytes(_zip(files))
    out = xzcopy.write(src, is_zip=True)
    assert out == tmp_path / "a.zip.xz" and oct(out.stat().st_mode & 0o777) == "0o644"
    inflated = lzma.decompress(out.read_bytes())
    with zipfile.ZipFile(io.BytesIO(inflated)) as z:
        assert {i.filename: z.read(i) for i in z.infolist()} == files
        assert {i.compress_type for i in z.infolist()} == {zipfile.ZIP_STORED}
    # what the decoder of the page checks: CRC-32 (xz-embedded's), not CRC-64
    assert lzma.LZMADecompressor(lzma.FORMAT_XZ).decompress(out.read_bytes()) == inflated
    assert out.read_bytes()[6:8] == b"\x00\x01"  # stream flags: check type 1 = CRC32


def test_a_plain_copy_inflates_to_the_same_bytes_and_is_rebuilt_when_they_change(tmp_path):
    src = tmp_path / "runtime.wasm"
    src.write_bytes(os.urandom(1000) * 50)
    copies = {src: False}
    orig = dict(xzcopy.COPIES)
    xzcopy.COPIES.clear()
    xzcopy.COPIES.update(copies)
    try:
        assert xzcopy.ensure() == [tmp_path / "runtime.wasm.xz"]
        assert lzma.decompress((tmp_path / "runtime.wasm.xz").read_bytes()) == src.read_bytes()
        assert xzcopy.ensure() == []  # up to date
        os.utime(src, (1, 1))  # the same bytes, an older time (a rebuilt archive): still up to date
        assert xzcopy.ensure() == []
        src.write_bytes(b"new bytes" * 100)  # other bytes: rebuilt
        assert xzcopy.ensure() == [tmp_path / "runtime.wasm.xz"]
        assert lzma.decompress((tmp_path / "runtime.wasm.xz").read_bytes()) == b"new bytes" * 100
        (tmp_path / "runtime.wasm.xz").unlink()  # missing: rebuilt
        assert xzcopy.ensure() == [tmp_path / "runtime.wasm.xz"]
    finally:
        xzcopy.COPIES.clear()
        xzcopy.COPIES.update(orig)


def test_a_copy_that_does_not_inflate_back_is_refused(tmp_path, monkeypatch):
    src = tmp_path / "a.bin"
    src.write_bytes(b"abc" * 100)
    monkeypatch.setattr(xzcopy, "compress", lambda body: lzma.compress(body[:-1]))
    with pytest.raises(RuntimeError, match="does not inflate"):
        xzcopy.write(src, is_zip=False)
    assert not (tmp_path / "a.bin.xz").exists()


@pytest.mark.skipif(not all(p.exists() for p in xzcopy.COPIES), reason="the runtime is not vendored (make vendor)")
def test_the_vendored_copies_are_up_to_date_and_smaller_than_what_a_pages_host_sends():
    xzcopy.ensure()
    for path in xzcopy.COPIES:
        body = path.read_bytes()
        sent = len(gzip.compress(body, 6)) if path.suffix == ".wasm" else len(body)  # Pages: gzip, a .zip as is
        copy = xzcopy.copy_path(path).stat().st_size
        assert copy < 0.85 * sent, (path.name, copy, sent)
        assert not xzcopy.stale(path)


def test_the_offline_list_leaves_out_the_copies_and_their_decoder(tmp_path):
    for rel in ("index.html", "static/vendor/similarium.zip", "static/vendor/similarium.zip.xz",
                "static/vendor/pyodide/pyodide.asm.wasm", "static/vendor/pyodide/pyodide.asm.wasm.xz",
                "static/vendor/xz-decompress/xz-decompress.min.js"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(rel)
    files = [p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()]
    listed = build_site.offline_list(tmp_path, files)["files"]
    assert set(listed) == {"index.html", "static/vendor/similarium.zip", "static/vendor/pyodide/pyodide.asm.wasm"}
    # the site ships them (a first visit asks for them), but not the records beside them
    assert not build_site._skip(Path("static/vendor/similarium.zip.xz"))
    assert not build_site._skip(Path("static/vendor/xz-decompress/xz-decompress.min.js"))
    assert build_site._skip(Path("static/vendor/.similarium.zip.xz.sha256"))


def test_the_site_leaves_out_pyodides_whole_standard_library():
    """The page loads its own archive (scripts/stdlib.py): Pyodide's 2.5 MB one is neither in the
    site nor in the offline copy a first visit downloads after it."""
    assert build_site._skip(Path("static/vendor/pyodide/python_stdlib.zip"))
    assert not build_site._skip(Path("static/vendor/similarium-stdlib.zip"))
    assert "python_stdlib.zip" not in (ROOT / "static" / "js" / "interpreter.mjs").read_text()
