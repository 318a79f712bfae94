#!/usr/bin/env python3
"""Build the app bundle ``static/vendor/similarium.zip`` from ``py/similarium/`` (stdlib only).

The zip holds ``similarium/**`` and the standard library modules only PyScript and the app import
(``stdlib.app_part()``, bytecode: see ``scripts/stdlib.py``); ``similarium/**`` is every ``.py`` file, its comments and docstrings blanked
(:func:`shipped`), plus small data files:
``.json``, ``.txt``, ``.toml``, ``.csv``, ``.svg``, ``.bin``; never ``__pycache__``).
``pyscript.json`` maps it with ``{"./static/vendor/similarium.zip": "./*"}``,
which makes PyScript 0.7 unzip it into Pyodide's working directory
(``/home/pyodide``, on ``sys.path``), so ``import similarium`` just works.

The archive is deterministic (sorted names, fixed timestamps) and rebuilt only
when a source file or folder is newer than it: adding, editing, renaming or
deleting a file all bump a file's or a folder's mtime. ``ensure()`` is cheap
enough (a few ms) to call on every request for the zip, which is what
``scripts/serve.py`` does, so a reload always gets current code.

For the default bundle, ``ensure()`` then brings the boot snapshot up to date
(``scripts/snapshot.py``: a Pyodide memory snapshot with the app's boot modules
imported, made with Node; a few seconds when the bundle changed). From the main
thread (``make vendor``/``serve``/``site``/``bench``) it waits for it; from
another thread (a request of ``scripts/serve.py``) it builds it in the
background, and pages boot without the snapshot until it is there (the page's
loader checks the bundle's SHA-256 recorded with the snapshot).

It also makes sure the offline list's address answers: where no list was written
(``scripts/build_site.py`` writes the site's, and ``--offline-list`` the working tree's),
``static/vendor/offline.json`` says so (``{"files": null, "reason": ...}``), so a plain static
server serving the tree answers 200 and ``static/js/offline.js`` keeps what the visit loaded,
instead of every visit logging a 404 (:func:`ensure_offline_answer`).
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import os
import sys
import tempfile
import threading
import tokenize
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_page  # noqa: E402  (sibling script)
import snapshot  # noqa: E402  (sibling script)
import stdlib  # noqa: E402  (sibling script)
import xzcopy  # noqa: E402  (sibling script)

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "py" / "similarium"
OUT = ROOT / "static" / "vendor" / "similarium.zip"
OFFLINE_LIST = "static/vendor/offline.json"  # scripts/build_site.py writes the real one
NO_OFFLINE_LIST = {"files": None, "reason": "no offline list was written for this tree "
                   "(python3 scripts/build_site.py --offline-list)"}
DATA_SUFFIXES = {".py", ".json", ".txt", ".toml", ".csv", ".svg", ".bin"}
FIXED_TIME = (1980, 1, 1, 0, 0, 0)


def sources(src: Path = SRC) -> tuple[list[Path], float]:
    """Return (files to bundle, newest mtime among them and their folders)."""
    files: list[Path] = []
    newest = src.stat().st_mtime
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
        newest = max(newest, os.stat(dirpath).st_mtime)
        for name in sorted(filenames):
            path = Path(dirpath) / name
            if name.startswith(".") or path.suffix not in DATA_SUFFIXES:
                continue
            files.append(path)
            newest = max(newest, path.stat().st_mtime)
    return files, newest


def shipped(source: str) -> str:
    """A module's source as the page gets it: comments and docstrings blanked, every line kept
    where it was (a traceback's line numbers are the repository's). About a quarter smaller
    once zipped: what the page boots with on a phone network is paid in bytes. Nothing in the
    page reads a docstring (the command line, which may, runs from ``py/``)."""
    tree = ast.parse(source)
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                docs.add((first.lineno, first.col_offset))
    tokens = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            tok = tok._replace(string="")
        elif tok.type == tokenize.STRING and tok.start in docs:
            lines = tok.string.count("\n")
            tok = tok._replace(string='"""' + "\n" * lines + '"""' if lines else '""')
        tokens.append(tok)
    return tokenize.untokenize(tokens)


def build(out: Path = OUT, src: Path = SRC, stdlib_part: Path | None = None) -> int:
    """Write the zip atomically; return the number of files in it. ``stdlib_part``: a zip of
    standard library modules to carry too, at the top (the default bundle carries
    ``stdlib.app_part()``: the modules only PyScript and the app import, see ``stdlib.start_part``)."""
    files, _ = sources(src)
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=out.parent, prefix=".similarium-", suffix=".zip")
    os.close(fd)
    try:
        with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            for path in files:
                arcname = path.relative_to(src.parent).as_posix()
                info = zipfile.ZipInfo(arcname, date_time=FIXED_TIME)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                data = path.read_bytes()
                if path.suffix == ".py":
                    data = shipped(data.decode("utf-8")).encode("utf-8")
                zf.writestr(info, data, compresslevel=9)
            if stdlib_part is not None:
                with zipfile.ZipFile(stdlib_part) as part:
                    for entry in part.infolist():
                        zf.writestr(entry, part.read(entry), compress_type=entry.compress_type, compresslevel=9)
        os.chmod(tmp, 0o644)  # (mkstemp's 0600) readable by a web server and by a Pages deploy:
        os.replace(tmp, out)  # "Tarball contains file without 'read other' permission" failed one
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return len(files)


def ensure_offline_answer(root: Path = ROOT) -> bool:
    """Write :data:`NO_OFFLINE_LIST` where *root* has no offline list; True if written."""
    target = root / OFFLINE_LIST
    if target.exists():
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".new")
    tmp.write_text(json.dumps(NO_OFFLINE_LIST, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(target)
    return True


def ensure(out: Path = OUT, src: Path = SRC, quiet: bool = True) -> bool:
    """Rebuild the zip if it is missing or older than any source; return True if rebuilt.
    For the default bundle, also bring the boot snapshot up to date (see the module doc)."""
    default = out == OUT and src == SRC
    if default:
        build_page.ensure()  # index.html, generated (not in the repository)
        stdlib.ensure()  # the page's standard library archives: one part travels in the bundle
    _, newest = sources(src)
    part = stdlib.app_part() if default else None
    if part is not None:
        newest = max(newest, part.stat().st_mtime)
    try:
        rebuilt = out.stat().st_mtime < newest
    except FileNotFoundError:
        rebuilt = True
    if rebuilt:
        count = build(out, src, part)
        if not quiet:
            print(f"bundle: {out.relative_to(ROOT)} ({count} files)", file=sys.stderr)
    if default:
        snapshot.ensure(quiet=quiet, background=threading.current_thread() is not threading.main_thread())
        xzcopy.ensure(quiet=quiet)  # what a first visit downloads instead (the runtime's too)
        ensure_offline_answer()
    return rebuilt


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    parser.add_argument("-o", "--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if args.force:
        part = None
        if args.out == OUT:
            stdlib.ensure()
            part = stdlib.app_part()
        print(f"bundle: {args.out} ({build(args.out, stdlib_part=part)} files)", file=sys.stderr)
        if args.out == OUT:
            snapshot.ensure(quiet=False)
            xzcopy.ensure(quiet=False)
    else:
        ensure(args.out, quiet=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
