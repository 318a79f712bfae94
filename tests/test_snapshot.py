"""scripts/snapshot.py (the boot snapshot) and its hook in scripts/build_app.py, on the host."""

import gzip
import json
import os
import shutil
import struct
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import build_app  # noqa: E402
import snapshot  # noqa: E402

VENDORED = snapshot.pyodide_version() != "" and snapshot.BUNDLE.exists()
needs_runtime = pytest.mark.skipif(not VENDORED, reason="no vendored Pyodide/bundle (make vendor)")


@needs_runtime
def test_without_node_the_manifest_says_why_and_names_no_file(tmp_path, monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    manifest = tmp_path / "similarium.snapshot.json"
    data = snapshot.build(manifest=manifest)
    assert data["file"] is None and "Node.js" in data["reason"]
    assert json.loads(manifest.read_text()) == data
    # the same inputs are not retried on every call (the page boots without a snapshot)
    assert snapshot.up_to_date(data["key"], manifest)
    assert list(tmp_path.glob("similarium-*")) == []


@needs_runtime
def test_the_key_follows_the_bundle_the_runtime_and_the_modules(tmp_path):
    bundle = tmp_path / "b.zip"
    shutil.copy(snapshot.BUNDLE, bundle)
    key = snapshot.inputs_key(bundle)
    assert snapshot.inputs_key(bundle) == key
    assert snapshot.inputs_key(bundle, modules=["similarium.ui.app"]) != key
    bundle.write_bytes(bundle.read_bytes() + b"\0")
    assert snapshot.inputs_key(bundle) != key


def test_up_to_date_needs_the_named_file_with_its_size(tmp_path):
    manifest = tmp_path / "m.json"
    (tmp_path / "similarium-abc.snapshot.gz").write_bytes(b"x" * 10)
    manifest.write_text(json.dumps({"key": "k", "file": "similarium-abc.snapshot.gz", "gz_bytes": 10}))
    assert snapshot.up_to_date("k", manifest)
    assert not snapshot.up_to_date("other", manifest)
    (tmp_path / "similarium-abc.snapshot.gz").write_bytes(b"x" * 9)  # cut short
    assert not snapshot.up_to_date("k", manifest)
    (tmp_path / "similarium-abc.snapshot.gz").unlink()
    assert not snapshot.up_to_date("k", manifest)
    assert not snapshot.up_to_date("k", tmp_path / "missing.json")


def test_replaced_snapshots_stay_a_while_for_pages_still_using_them(tmp_path):
    current, recent, old = (tmp_path / f"similarium-{n}.snapshot.gz" for n in ("cur", "new", "old"))
    for path in (current, recent, old):
        path.write_bytes(b"x")
    long_ago = time.time() - snapshot.RETAIN_S - 60
    os.utime(old, (long_ago, long_ago))
    snapshot._clean(tmp_path, current.name)
    assert current.exists() and recent.exists() and not old.exists()


def test_build_app_makes_no_snapshot_for_another_bundle(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(snapshot, "ensure", lambda **kw: calls.append(kw))
    src = tmp_path / "pkg"
    src.mkdir()
    (src / "__init__.py").write_text("")
    assert build_app.ensure(tmp_path / "out.zip", src)
    assert calls == []


@pytest.mark.skipif(not build_app.OUT.exists(), reason="no app bundle yet (make vendor)")
def test_build_app_brings_the_snapshot_up_to_date_in_the_background_from_a_server_thread(monkeypatch):
    import threading

    calls = []
    monkeypatch.setattr(snapshot, "ensure", lambda **kw: calls.append(kw))
    monkeypatch.setattr(build_app, "sources", lambda src=None: ([], 0.0))  # the zip is up to date
    # ... and never rewritten from that empty list: when the standard library part was newer than
    # the bundle, this test wrote a bundle holding only that part (15 files, no similarium)
    monkeypatch.setattr(build_app, "build", lambda *a, **kw: 0)
    build_app.ensure()
    worker = threading.Thread(target=build_app.ensure)
    worker.start()
    worker.join()
    assert [c["background"] for c in calls] == [False, True]


@needs_runtime
@pytest.mark.skipif(shutil.which("node") is None, reason="no Node.js")
def test_node_builds_a_snapshot_of_this_pyodide(tmp_path):
    """The real thing (about 10 s): a gzipped memory snapshot with Pyodide's header."""
    manifest = tmp_path / "similarium.snapshot.json"
    data = snapshot.build(manifest=manifest, modules=["similarium.games.registry"])
    assert data["file"], data.get("reason")
    packed = (tmp_path / data["file"]).read_bytes()
    assert data["file"] == f"similarium-{data['sha256'][:16]}.snapshot.gz"
    assert len(packed) == data["gz_bytes"] and data["bundle_sha256"] == snapshot.sha256_file(snapshot.BUNDLE)
    raw = gzip.decompress(packed)
    assert len(raw) == data["bytes"] > 1_000_000
    header_bytes, json_len = struct.unpack_from("<II", raw, 4)  # magic, then offset and length
    assert 0 < json_len < header_bytes < len(raw)
    assert data["pyodide"] == snapshot.pyodide_version()
    assert snapshot.up_to_date(data["key"], manifest)
