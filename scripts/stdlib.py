#!/usr/bin/env python3
"""The app's own standard-library archive: Pyodide's ``python_stdlib.zip`` less what the app
can never import (stdlib only).

    python3 scripts/stdlib.py [--check]

Pyodide's archive (2.5 MB, a .zip: a static host does not compress it again) holds the
whole standard library; the page imports a small part of it. ``build()`` writes
``static/vendor/similarium-stdlib.zip`` with the modules reachable from:

* every ``import`` in ``py/similarium`` (the app's bundle: top level AND inside functions,
  so modules imported only when a page or an advisor first needs them are in);
* what PyScript's Python (written into the page by ``static/vendor/pyscript/*.js``) and
  Pyodide's own start import: every ``import X`` / ``from X import`` found in those files,
  the ``pyodide`` and ``_pyodide`` packages, ``site`` and the codecs of ``ALWAYS``;

then the closure: every ``import`` of every module taken (again at any depth, under ``try``
too), package ``__init__``s included. Names that are not in the archive (built into the
runtime, or absent from Pyodide) are left out. ``missing()`` lists the app's imports that the
archive would not hold (``--check`` exits 1 if any; ``tests/test_stdlib.py`` runs it).

The archive holds bytecode, not source: ``scripts/pycompile.mjs`` compiles every module with
the vendored Pyodide itself (Node.js), so a page imports the standard library without compiling
it. Pyodide's own start (``asyncio`` and the rest of ``PYODIDE_START``) otherwise compiles about
1 MB of source on every visit that has no boot snapshot, a first visit among them: measured in
Node at load 10, ``loadPyodide()`` took 5.7-6.6 s with the source archive and 2.2-3.7 s with the
compiled one. Bytecode is larger (1.23 MB against 0.98 MB as source, docstrings and column
positions left out): on a phone network the CPU saved is worth more than the bytes (``make
bench``, BENCHMARKS.md). The compiled archive is kept until its inputs change (the source
archive's SHA-256, Pyodide's version and wasm, the compiler: ``.similarium-stdlib.json`` beside
it); without Node.js the archive holds the source and pages boot the same, compiling as they go.

Two parts (:func:`start_part`): the archive the page's loader passes to Pyodide (``stdLibURL``)
holds what Pyodide's own start needs (1.04 MB); the modules first imported by PyScript or the
app (``html``, ``datetime``, ``argparse``... 0.18 MB) are written to :func:`app_part` and travel
in the app bundle (``scripts/build_app.py``), unpacked into ``/home/pyodide`` before PyScript
runs. A first visit asks for the bundle only once the runtime's wasm is in
(``static/js/interpreter.mjs``): over a phone network those bytes no longer share the line with
what Pyodide needs first. The boot snapshot is made with the same archive and bundle
(``scripts/snapshot.mjs``), since a snapshot remembers the archive's layout.
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import snapshot  # noqa: E402  (sibling script: the vendored Pyodide's version)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
VENDOR = ROOT / "static" / "vendor"
FULL = VENDOR / "pyodide" / "python_stdlib.zip"
OUT = VENDOR / "similarium-stdlib.zip"
COMPILER = HERE / "pycompile.mjs"
ARCHIVE_PREFIX = "/lib/python314.zip/"  # where Pyodide puts the archive (the code objects' file names)
SRC = ROOT / "py" / "similarium"
PYSCRIPT = VENDOR / "pyscript"
# What Pyodide 314.0.7 itself has imported from its archive once loadPyodide() returns (measured in
# Node: sys.modules, 2026-11-24); a new Pyodide is checked against it by tests/test_stdlib.py.
PYODIDE_START = ("__future__", "_collections_abc", "_colorize", "_opcode_metadata", "_py_warnings",
    "_pyodide", "_pyodide._base", "_pyodide._core_docs", "_pyodide._future_helper",
    "_pyodide._importhook", "_pyodide.docs_argspec", "_pyodide.docstring", "_pyodide.jsbind",
    "_sitebuiltins", "_ssl", "_weakrefset", "abc", "annotationlib", "ast", "asyncio",
    "asyncio.base_events", "asyncio.base_futures", "asyncio.base_subprocess", "asyncio.base_tasks",
    "asyncio.constants", "asyncio.coroutines", "asyncio.events", "asyncio.exceptions",
    "asyncio.format_helpers", "asyncio.futures", "asyncio.graph", "asyncio.locks", "asyncio.log",
    "asyncio.mixins", "asyncio.protocols", "asyncio.queues", "asyncio.runners",
    "asyncio.selector_events", "asyncio.sslproto", "asyncio.staggered", "asyncio.streams",
    "asyncio.subprocess", "asyncio.taskgroups", "asyncio.tasks", "asyncio.threads",
    "asyncio.timeouts", "asyncio.transports", "asyncio.trsock", "asyncio.unix_events", "base64",
    "bisect", "bz2", "codecs", "codeop", "collections", "collections.abc", "compression",
    "compression._common", "compression._common._streams", "compression.zstd",
    "compression.zstd._zstdfile", "concurrent", "concurrent.futures", "concurrent.futures._base",
    "contextlib", "contextvars", "copy", "copyreg", "dataclasses", "dis", "encodings",
    "encodings.aliases", "encodings.utf_8", "enum", "fnmatch", "functools", "genericpath", "glob",
    "heapq", "importlib", "importlib._abc", "importlib._bootstrap",
    "importlib._bootstrap_external", "importlib.abc", "importlib.machinery", "importlib.util",
    "inspect", "io", "json", "json.decoder", "json.encoder", "json.scanner", "keyword",
    "linecache", "locale", "logging", "lzma", "ntpath", "opcode", "operator", "os", "os.path",
    "pathlib", "pathlib._os", "posixpath", "pyodide", "pyodide._package_loader", "pyodide._state",
    "pyodide.code", "pyodide.common", "pyodide.ffi", "pyodide.webloop", "random", "re",
    "re._casefix", "re._compiler", "re._constants", "re._parser", "reprlib", "selectors", "shutil",
    "signal", "site", "socket", "ssl", "stat", "string", "struct", "subprocess", "tempfile",
    "textwrap", "threading", "token", "tokenize", "traceback", "types", "typing", "warnings",
    "weakref", "zipfile", "zipfile._path", "zipfile._path.glob", "zipimport")
# Looked up by name at run time (codecs), or run by the interpreter when present.
ALWAYS = ("sitecustomize", "encodings.utf_8_sig", "encodings.ascii", "encodings.latin_1", "encodings.idna",
          "encodings.punycode", "encodings.unicode_escape", "encodings.raw_unicode_escape", "encodings.utf_16",
          "encodings.utf_32", "encodings.cp437", "_sysconfigdata__emscripten_wasm32-emscripten")
JS_IMPORT = re.compile(r"(?:^|[\s;\\n(])(?:from\s+([A-Za-z_][\w.]*)\s+import|import\s+([A-Za-z_][\w.]*(?:\s+as\s+\w+)?"
                       r"(?:\s*,\s*[A-Za-z_][\w.]*(?:\s+as\s+\w+)?)*))")


class Archive:
    """Pyodide's stdlib archive, by module name."""

    def __init__(self, path: Path = FULL):
        self.zip = zipfile.ZipFile(path)
        self.files = {}  # module name -> file in the zip
        for name in self.zip.namelist():
            if not name.endswith((".py", ".pyc")):
                continue
            mod = name.removesuffix("c")[:-3].replace("/", ".")
            if mod.endswith(".__init__"):
                mod = mod[: -len(".__init__")]
            self.files[mod] = name

    def package(self, mod: str) -> bool:
        return self.files.get(mod, "").endswith(("/__init__.py", "/__init__.pyc"))

    def compiled(self) -> bool:
        """Whether the archive holds bytecode (``scripts/pycompile.mjs``), not source."""
        return bool(self.files) and all(f.endswith(".pyc") for f in self.files.values())

    def walk(self, mod: str) -> list[str]:
        """``mod`` and every module of it when it is a package."""
        return [m for m in self.files if m == mod or m.startswith(mod + ".")]


def _main_block(node) -> bool:
    """``if __name__ == "__main__":``, run only when the module is run as a script."""
    test = getattr(node, "test", None)
    return (isinstance(node, ast.If) and isinstance(test, ast.Compare) and isinstance(test.left, ast.Name)
            and test.left.id == "__name__" and len(test.comparators) == 1
            and isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value == "__main__")


def _nodes(tree, everywhere: bool):
    """Every node of ``tree``, or (``everywhere`` False) those not inside a function; never
    those of an ``if __name__ == "__main__":`` block (``heapq``'s runs ``doctest``, which
    would bring ``pdb``, ``unittest`` and ``difflib``: no page runs a module as a script)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        if _main_block(node):
            continue
        yield node
        todo.extend(child for child in ast.iter_child_nodes(node)
                    if everywhere or not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))


def imports(source: str, module: str = "", is_package: bool = False, everywhere: bool = True) -> set[str]:
    """Absolute names of every module ``source`` imports (``from a import b``: a and a.b); with
    ``everywhere`` False, only the imports run when the module is imported (not in functions)."""
    out: set[str] = set()
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return out
    for node in _nodes(tree, everywhere):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = module.split(".")
                parts = parts if is_package else parts[:-1]
                parts = parts[: len(parts) - (node.level - 1)] if node.level > 1 else parts
                base = ".".join(parts + ([base] if base else []))
            out.add(base)
            out.update(f"{base}.{alias.name}" for alias in node.names if alias.name != "*")
    return {m for m in out if m}


def with_parents(mods) -> set[str]:
    out = set()
    for mod in mods:
        parts = mod.split(".")
        out.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return out


def app_imports(src: Path | None = None) -> set[str]:
    """Every module the app's sources import (any depth), the app's own ones left out."""
    src = src or SRC
    out = set()
    for path in src.rglob("*.py"):
        rel = path.relative_to(src.parent).with_suffix("")
        mod = ".".join(rel.parts)
        is_pkg = path.name == "__init__.py"
        if is_pkg:
            mod = mod[: -len(".__init__")]
        out |= imports(path.read_text(encoding="utf-8"), mod, is_pkg)
    return {m for m in out if m.split(".")[0] != "similarium"}


def runtime_imports(pyscript: Path = PYSCRIPT) -> set[str]:
    """What PyScript's Python (inside its JS files) may import, as names."""
    out = set()
    for path in sorted(pyscript.glob("*.js")):
        for a, b in JS_IMPORT.findall(path.read_text(encoding="utf-8", errors="replace")):
            out.update([a] if a else [name.split()[0] for name in b.split(",")])
    return out


def closure(archive: Archive, roots) -> set[str]:
    """The archive's modules reachable from ``roots`` (names), imports at any depth."""
    todo = [m for m in with_parents(roots) if m in archive.files]
    seen: set[str] = set()
    while todo:
        mod = todo.pop()
        if mod in seen or mod not in archive.files:
            continue
        seen.add(mod)
        source = archive.zip.read(archive.files[mod]).decode("utf-8", errors="replace")
        for dep in with_parents(imports(source, mod, archive.package(mod), everywhere=False)):
            if dep in archive.files and dep not in seen:
                todo.append(dep)
    return seen


def wanted(archive: Archive) -> set[str]:
    """The modules the app's archives hold (both parts)."""
    return closure(archive, app_imports() | runtime_imports() | set(PYODIDE_START) | set(ALWAYS))


def start_part(archive: Archive, modules: set[str]) -> set[str]:
    """Of ``modules``, those the archive passed to Pyodide keeps: what Pyodide's own start
    imports (and what that imports), the codecs and files of ``ALWAYS``, and every module of a
    package any of those is in (a package's modules are looked up in its own folder only). The
    rest (``html``, ``datetime``, ``argparse``...: 14 modules, 0.18 MB of bytecode) is first
    imported by PyScript or the app, after the app bundle is unpacked: it travels in the bundle
    (``build_app``), which a first visit asks for only after the runtime's last byte."""
    start = closure(archive, set(PYODIDE_START) | set(ALWAYS))
    tops = {m.split(".")[0] for m in start}
    return {m for m in modules if m in start or m.split(".")[0] in tops}


def app_part(out: Path = OUT) -> Path:
    """Where ``build()`` puts the standard library modules that travel in the app bundle (a
    hidden file beside ``out``: not part of the site by itself)."""
    return out.with_name(f".{out.stem}-app.zip")


def missing(path: Path = OUT, archive: Archive | None = None) -> list[str]:
    """The app's imports that are in Pyodide's archive but in neither part of the app's (``path``
    and its :func:`app_part`)."""
    archive = archive or Archive()
    have = set(Archive(path).files) | (set(Archive(app_part(path)).files) if app_part(path).exists() else set())
    need = closure(archive, app_imports())
    return sorted(need - have)


def source_archive(full: Path = FULL) -> tuple[bytes, int]:
    """The app's archive as source (deterministic bytes) and its number of modules."""
    archive = Archive(full)
    keep = {archive.files[m] for m in wanted(archive)}
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for info in archive.zip.infolist():
            if info.filename in keep:
                data = archive.zip.read(info)
                entry = zipfile.ZipInfo(info.filename, date_time=(1980, 1, 1, 0, 0, 0))
                entry.compress_type = zipfile.ZIP_DEFLATED
                entry.external_attr = info.external_attr
                z.writestr(entry, data)
    return buf.getvalue(), len(keep)


def _key_path(out: Path) -> Path:
    return out.with_name(".similarium-stdlib.json")  # beside the archive; not part of the site


def compile_archive(body: bytes, pyodide: Path) -> tuple[bytes | None, str]:
    """``body`` (a source archive) compiled by the vendored Pyodide in Node, or (None, why not)."""
    node = shutil.which("node")
    if node is None:
        return None, "no Node.js here"
    with tempfile.TemporaryDirectory(prefix="similarium-stdlib-") as tmp:
        src, dst = Path(tmp) / "source.zip", Path(tmp) / "compiled.zip"
        src.write_bytes(body)
        try:
            proc = subprocess.run([node, str(COMPILER), str(pyodide), str(src), str(dst), ARCHIVE_PREFIX],
                                  capture_output=True, text=True, timeout=600)
        except (OSError, subprocess.TimeoutExpired) as exc:
            return None, f"node failed: {exc}"
        if proc.returncode != 0 or not dst.exists():
            return None, "node failed: " + (proc.stderr.strip().splitlines() or ["?"])[-1][:300]
        return dst.read_bytes(), ""


def split(body: bytes, full: Path = FULL) -> tuple[bytes, bytes]:
    """``body`` (the whole archive, bytecode or source) as (what Pyodide is given, what travels
    in the app bundle): :func:`start_part`. Deterministic bytes, the entries as they were."""
    archive = Archive(full)
    whole = zipfile.ZipFile(io.BytesIO(body))
    names = {}
    for info in whole.infolist():
        stem = info.filename.removesuffix("c").removesuffix(".py")
        names[info.filename] = stem.replace("/", ".").removesuffix(".__init__")
    keep = start_part(archive, set(names.values()))
    out = []
    for part in (True, False):
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
            for info in whole.infolist():
                if (names[info.filename] in keep) == part:
                    z.writestr(info, whole.read(info), compress_type=info.compress_type, compresslevel=9)
        out.append(buf.getvalue())
    return out[0], out[1]


def _write(out: Path, body: bytes) -> None:
    """``body`` into ``out``; the same bytes are left as they are (the snapshot's key is their
    SHA-256) but marked up to date, or ensure() would rebuild on every call (the dev server calls
    it on each request for the bundle: 1-3 s each, a warm page boot among them)."""
    if out.exists() and out.read_bytes() == body:
        os.utime(out)
        return
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_bytes(body)
    tmp.replace(out)


def build(out: Path = OUT, full: Path = FULL, compile: bool = True) -> dict:
    """Write the app's archive (bytecode when Node.js can compile it, else source); returns its
    figures. The compiled archive is reused while its inputs are the same."""
    body, modules = source_archive(full)
    wasm = full.parent / "pyodide.asm.wasm"
    inputs = {"source_sha256": hashlib.sha256(body).hexdigest(),
              "pyodide": snapshot.pyodide_version(full.parent),
              "wasm_bytes": wasm.stat().st_size if wasm.exists() else 0,
              "compiler_sha256": hashlib.sha256(COMPILER.read_bytes()).hexdigest(),
              "layout": "start part + app part"}
    key_path = _key_path(out)
    try:
        kept = json.loads(key_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        kept = {}
    figures = {"modules": modules, "source_bytes": len(body), "full_bytes": full.stat().st_size}
    later = app_part(out)
    if compile and out.exists() and later.exists() and kept.get("inputs") == inputs and kept.get("compiled"):
        os.utime(out)  # the same archive as last time, up to date
        os.utime(later)
        return {**figures, "bytes": out.stat().st_size, "app_part_bytes": later.stat().st_size,
                "compiled": True, "reason": ""}
    result, reason = compile_archive(body, full.parent) if compile else (None, "not asked")
    compiled = result is not None
    start, rest = split(result if compiled else body, full)
    _write(later, rest)
    _write(out, start)
    key_path.write_text(json.dumps({"inputs": inputs, "compiled": compiled, "reason": reason}) + "\n",
                        encoding="utf-8")
    return {**figures, "bytes": len(start), "app_part_bytes": len(rest), "compiled": compiled, "reason": reason}


def ensure(out: Path = OUT, full: Path = FULL) -> bool:
    """Build when missing or older than its inputs; True if built."""
    inputs = [full, HERE / "stdlib.py", COMPILER, *SRC.rglob("*.py"), *PYSCRIPT.glob("*.js")]
    if out.exists() and app_part(out).exists() and all(p.stat().st_mtime <= out.stat().st_mtime for p in inputs):
        return False
    build(out, full)
    return True


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    args = sys.argv[1:] if argv is None else argv
    if args == ["--check"]:
        gone = missing()
        for mod in gone:
            print(f"stdlib: {mod} is imported by the app but not in {OUT.name}", file=sys.stderr)
        return 1 if gone else 0
    figures = build()
    form = "bytecode" if figures["compiled"] else f"source ({figures['reason']})"
    print(f"stdlib: {OUT.relative_to(ROOT)}: {figures['modules']} modules as {form}, {figures['bytes'] / 1e6:.2f} MB "
          f"given to Pyodide + {figures['app_part_bytes'] / 1e6:.2f} MB in the app bundle "
          f"(source {figures['source_bytes'] / 1e6:.2f} MB; Pyodide's: {figures['full_bytes'] / 1e6:.2f} MB)",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
