"""scripts/stdlib.py: the page's standard library archive holds every module the app may import at
run time (any import, at any depth of the app's code, and what those import when imported), and
not the rest of Pyodide's."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import stdlib  # noqa: E402

pytestmark = pytest.mark.skipif(not stdlib.FULL.exists(), reason="the runtime is not vendored (make vendor)")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("stdlib") / "similarium-stdlib.zip"
    stdlib.build(out)
    return out


def test_every_module_the_app_imports_is_in_the_archive(built):
    archive = stdlib.Archive()
    assert stdlib.missing(built, archive) == []
    have = set(stdlib.Archive(built).files) | set(stdlib.Archive(stdlib.app_part(built)).files)
    for name in ("json", "dataclasses", "secrets", "hashlib", "urllib.parse", "asyncio", "html", "base64",
                 "encodings.utf_8", "pyodide.ffi", "_pyodide._importhook", "site"):
        assert name in have, name
    aliases = {"os.path", "collections.abc"}  # modules under another name (posixpath, _collections_abc)
    assert set(stdlib.PYODIDE_START) - aliases <= set(archive.files)  # measured from this very archive


def test_pyodide_is_given_what_its_own_start_imports_and_the_bundle_carries_the_rest(built):
    """Two parts: the archive Pyodide starts with (``stdLibURL``) and the modules first imported
    by PyScript or the app, which travel in the app bundle (asked for after the runtime's last
    byte on a first visit). A package stays whole in one part."""
    start = set(stdlib.Archive(built).files)
    later = set(stdlib.Archive(stdlib.app_part(built)).files)
    assert start and later and not start & later
    aliases = {"os.path", "collections.abc"}
    assert set(stdlib.PYODIDE_START) - aliases <= start
    for name in ("html", "html.entities", "datetime", "argparse", "secrets", "urllib.parse"):
        assert name in later, name
    for name in ("encodings.latin_1", "encodings.idna", "asyncio.unix_events"):  # in start's packages
        assert name in start, name
    assert {m.split(".")[0] for m in later}.isdisjoint({m.split(".")[0] for m in start})
    assert stdlib.app_part(built).stat().st_size < 0.25 * built.stat().st_size


def test_an_import_added_to_the_app_is_caught(built, tmp_path, monkeypatch):
    """The check can fail: an app module importing what the archive was built without."""
    src = tmp_path / "similarium"
    shutil.copytree(stdlib.SRC, src)
    (src / "uses_csv.py").write_text("def export():\n    import csv\n    return csv\n")
    monkeypatch.setattr(stdlib, "SRC", src)
    assert "csv" in stdlib.missing(built)


def test_it_is_smaller_and_leaves_out_what_no_one_imports(built):
    have = set(stdlib.Archive(built).files) | set(stdlib.Archive(stdlib.app_part(built)).files)
    source, modules = stdlib.source_archive()
    assert len(source) < 0.6 * stdlib.FULL.stat().st_size  # as source (the bytecode is larger)
    assert modules == len(have) < 0.4 * len(stdlib.Archive().files)
    # (doctest, pdb, unittest: only heapq's ``if __name__ == "__main__":`` block imports them)
    for name in ("tkinter", "sqlite3", "xml.dom.minidom", "pydoc", "turtle", "mailbox", "wsgiref",
                 "doctest", "pdb", "unittest", "difflib"):
        assert name not in have, name


def test_relative_and_function_level_imports_are_read():
    src = "from . import a\nfrom ..b import c\ndef f():\n    import d.e\n"
    assert stdlib.imports(src, "p.q.m") == {"p.q", "p.q.a", "p.b", "p.b.c", "d.e"}
    assert stdlib.imports(src, "p.q.m", everywhere=False) == {"p.q", "p.q.a", "p.b", "p.b.c"}
    assert stdlib.imports("from . import x\n", "p", is_package=True) == {"p", "p.x"}


def test_what_runs_only_as_a_script_is_not_followed():
    src = "import a\nif __name__ == '__main__':\n    import doctest\nif __name__ == 'x':\n    import b\n"
    assert stdlib.imports(src, "m") == stdlib.imports(src, "m", everywhere=False) == {"a", "b"}


NODE_CHECK = r"""
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
const [dir, bundle, archive, names] = process.argv.slice(2);
const indexURL = path.resolve(dir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL, stdLibURL: path.resolve(archive), stdout: () => {} });
for (const name of ["document", "window", "navigator", "localStorage"]) globalThis[name] ??= {};
py.unpackArchive(new Uint8Array(fs.readFileSync(bundle)), "zip", { extractDir: "/home/pyodide" });
py.globals.set("NAMES", names);
console.log(py.runPython(`
import importlib, json, sys
sys.path.insert(0, "/home/pyodide")
failed = {}
for name in json.loads(NAMES):
    try:
        importlib.import_module(name)
    except Exception as exc:
        failed[name] = repr(exc)
# Where the standard library came from: every module read from the archive (not the frozen
# ones built into the interpreter) was read as bytecode, or compiled here from source.
def read_from(m):
    where = getattr(m, "__file__", None) or ""
    if type(getattr(m, "__loader__", None)).__name__ == "zipimporter":
        return where.startswith("/lib/python314.zip/")
    return where.startswith("/home/pyodide/") and not m.__name__.startswith("similarium")
compiled_here = sorted(m.__name__ for m in list(sys.modules.values())
                       if read_from(m) and not m.__file__.endswith(".pyc"))
json.dumps({"failed": failed, "compiled_here": compiled_here, "asyncio": sys.modules["asyncio"].__file__,
            "html": importlib.import_module("html").__file__})
`));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="no Node.js here")
def test_every_app_module_imports_in_pyodide_with_the_archive(built, tmp_path):
    """Every module of the bundle, in the vendored Pyodide (Node) started on the app's archive."""
    import build_app

    bundle = tmp_path / "similarium.zip"
    build_app.build(bundle, stdlib_part=stdlib.app_part(built))  # the app's bundle, as the page gets it
    script = tmp_path / "check.mjs"
    script.write_text(NODE_CHECK)
    names = sorted(".".join(p.relative_to(stdlib.SRC.parent).with_suffix("").parts).removesuffix(".__init__")
                   for p in stdlib.SRC.rglob("*.py") if p.name != "__main__.py")  # (that one runs the CLI)
    assert len(names) > 50
    proc = subprocess.run(["node", str(script), str(stdlib.FULL.parent), str(bundle), str(built), json.dumps(names)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    assert found["failed"] == {}
    # The archive is bytecode made by this very Pyodide: nothing of it was compiled on import
    # (Pyodide's own start included), so none of it came from a source file.
    assert found["compiled_here"] == []
    assert found["asyncio"] == "/lib/python314.zip/asyncio/__init__.pyc"
    assert found["html"] == "/home/pyodide/html/__init__.pyc"  # from the bundle's part


@pytest.mark.skipif(shutil.which("node") is None, reason="no Node.js here")
def test_the_archive_is_bytecode_kept_until_its_inputs_change(built, tmp_path, monkeypatch):
    assert stdlib.Archive(built).compiled()
    # The same inputs: the compiled archive is reused (no Node run: the compiler is not needed).
    out = tmp_path / "similarium-stdlib.zip"
    first = stdlib.build(out)
    assert first["compiled"] and first["bytes"] > first["source_bytes"]
    body = out.read_bytes()

    def no_node(*args):
        raise AssertionError("compiled again although nothing changed")

    monkeypatch.setattr(stdlib, "compile_archive", no_node)
    again = stdlib.build(out)
    assert again["compiled"] and out.read_bytes() == body
    monkeypatch.undo()
    # Asked for source, or no way to compile: the same modules, as source.
    plain = stdlib.build(tmp_path / "plain.zip", compile=False)
    assert not plain["compiled"] and not stdlib.Archive(tmp_path / "plain.zip").compiled()
    assert set(stdlib.Archive(tmp_path / "plain.zip").files) == set(stdlib.Archive(out).files)
    assert set(stdlib.Archive(stdlib.app_part(tmp_path / "plain.zip")).files) \
        == set(stdlib.Archive(stdlib.app_part(out)).files)


def test_without_node_the_archive_is_source(tmp_path, monkeypatch):
    monkeypatch.setattr(stdlib.shutil, "which", lambda name: None)
    figures = stdlib.build(tmp_path / "similarium-stdlib.zip")
    assert not figures["compiled"] and figures["reason"] == "no Node.js here"
    assert not stdlib.Archive(tmp_path / "similarium-stdlib.zip").compiled()


def test_a_rebuild_to_the_same_bytes_is_not_done_again(built, tmp_path):
    """ensure() runs on every request the dev server answers for the bundle: once an input is
    newer (an edited app file) and the archive comes out the same, it is marked up to date."""
    import os

    out = tmp_path / "similarium-stdlib.zip"
    out.write_bytes(built.read_bytes())
    stdlib.app_part(out).write_bytes(stdlib.app_part(built).read_bytes())
    os.utime(out, (0, 0))  # older than every input
    assert stdlib.ensure(out) is True
    assert out.read_bytes() == built.read_bytes()
    assert stdlib.ensure(out) is False
