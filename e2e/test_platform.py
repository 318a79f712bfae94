"""Platform tests: vendoring, app bundle, local server, page guard, boot, static site.

The tests marked ``needs_app`` drive the real page (``index.html``) through the
UI contract: ``<html data-boot="loading|ready|error">``, ``#home`` listing
``[data-game="simili"]`` and the others, and ``#/simili/solo?seed=N`` showing
``[data-testid="bank-digit"]``. They are skipped while index.html does not
exist. The harness itself is checked against ``static/bench/standin.html``.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build_app  # noqa: E402
import build_site  # noqa: E402
import vendor  # noqa: E402

STANDIN = "static/bench/standin.html"
needs_app = pytest.mark.skipif(
    not (ROOT / "index.html").exists(), reason="index.html (the UI) is not there yet"
)

# Records the static shell's state at DOMContentLoaded, before Python can run.
SHELL_PROBE = """
document.addEventListener("DOMContentLoaded", () => {
  const vis = (sel) => {
    const el = document.querySelector(sel);
    return !!el && el.checkVisibility();
  };
  window.__shell = {
    boot: document.documentElement.dataset.boot,
    title: document.title,
    home: vis("#home"),
    simili: vis('#home [data-game="simili"]'),
    games: document.querySelectorAll("#home [data-game]").length,
  };
});
"""


# --- no browser -----------------------------------------------------------------


def test_vendor_is_pinned_and_stamped():
    sums = vendor.expected_sums()
    assert set(sums) == {"pyodide-314.0.7.tgz", "pyscript-core-0.7.31.tgz",
                         "fontsource-patrick-hand-5.3.0.tgz", "axe-core-4.14.1.tgz", "xz-decompress-0.2.3.tgz"}
    assert set(sums) == {name for _spec, name, *_ in vendor.PACKAGES}
    assert all(re.fullmatch(r"[0-9a-f]{64}", h) for h in sums.values())
    assert vendor.stamp_ok(sums)
    for rel in ("pyodide/pyodide.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip",
                "pyodide/pyodide-lock.json", "pyscript/core.js", "pyscript/core.css",
                "patrick-hand/patrick-hand-latin-400-normal.woff2", "patrick-hand/LICENSE",
                "axe-core/axe.min.js", "axe-core/LICENSE"):
        assert (vendor.VENDOR / rel).is_file(), rel
    # only what is used: one woff2 of the font, axe's minified build
    assert sorted(p.name for p in (vendor.VENDOR / "patrick-hand").iterdir()) == [
        "LICENSE", "patrick-hand-latin-400-normal.woff2"]
    assert sorted(p.name for p in (vendor.VENDOR / "axe-core").iterdir()) == ["LICENSE", "axe.min.js"]
    # the xz decoder's browser build alone, its licence notice at its top
    assert sorted(p.name for p in (vendor.VENDOR / "xz-decompress").iterdir()) == ["xz-decompress.min.js"]
    assert "License: MIT" in (vendor.VENDOR / "xz-decompress" / "xz-decompress.min.js").read_text()[:400]


def test_vendor_fetches_only_the_packages_not_in_place(tmp_path, monkeypatch):
    """A package added to the list (or a changed pin) is fetched alone: the others stay as they
    are (the runtime another test run may be loading is never replaced under it)."""
    import io
    import tarfile

    def tarball(name: str, members: dict[str, bytes]) -> Path:
        path = tmp_path / "packs" / name
        path.parent.mkdir(exist_ok=True)
        with tarfile.open(path, "w:gz") as tar:
            for rel, data in members.items():
                info = tarfile.TarInfo(f"package/{rel}")
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
        return path

    packs = {"a.tgz": tarball("a.tgz", {"lib.js": b"a1", "notes.md": b"x"}),
             "b.tgz": tarball("b.tgz", {"dist/b.js": b"b1"})}
    monkeypatch.setattr(vendor, "PACKAGES", [
        ("a@1", "a.tgz", "a", lambda p: p.endswith(".js"), ""),
        ("b@1", "b.tgz", "b", lambda p: True, "dist/"),
    ])
    monkeypatch.setattr(vendor, "VENDOR", tmp_path / "vendor")
    monkeypatch.setattr(vendor, "STAMP", tmp_path / "vendor" / ".stamp.json")
    sums = tmp_path / "vendor.sha256"
    monkeypatch.setattr(vendor, "SUMS", sums)
    fetched: list[str] = []

    def fake_pack(spec, dest):
        fetched.append(spec)
        return packs[spec.split("@")[0] + ".tgz"]

    monkeypatch.setattr(vendor, "npm_pack", fake_pack)

    def pin():
        sums.write_text("".join(f"{vendor.sha256_file(p)}  {n}\n" for n, p in packs.items()))

    pin()
    assert vendor.vendor(quiet=True) and fetched == ["a@1", "b@1"]
    assert (tmp_path / "vendor/a/lib.js").read_bytes() == b"a1"
    assert not (tmp_path / "vendor/a/notes.md").exists()
    assert (tmp_path / "vendor/b/b.js").read_bytes() == b"b1"
    assert vendor.stamp_ok(vendor.expected_sums())
    fetched.clear()
    assert not vendor.vendor(quiet=True) and fetched == []
    # b's pin changes: b alone is fetched again, a's files are not touched
    before = (tmp_path / "vendor/a/lib.js").stat().st_mtime_ns
    packs["b.tgz"] = tarball("b.tgz", {"dist/b.js": b"b2!"})
    pin()
    assert not vendor.stamp_ok(vendor.expected_sums())
    assert vendor.vendor(quiet=True) and fetched == ["b@1"]
    assert (tmp_path / "vendor/b/b.js").read_bytes() == b"b2!"
    assert (tmp_path / "vendor/a/lib.js").stat().st_mtime_ns == before
    assert vendor.stamp_ok(vendor.expected_sums())
    # a file of a gone missing: a is fetched again
    fetched.clear()
    (tmp_path / "vendor/a/lib.js").unlink()
    assert vendor.vendor(quiet=True) and fetched == ["a@1"]
    assert not [p for p in (tmp_path / "vendor").iterdir() if p.name.endswith(".tmp")]


def test_vendor_second_run_is_quick_and_fetches_nothing():
    proc = subprocess.run([sys.executable, str(ROOT / "scripts/vendor.py")],
                          capture_output=True, text=True, check=True)
    assert "npm pack" not in proc.stderr


def test_vendor_hash_mismatch_fails_loudly(tmp_path, monkeypatch):
    fake = tmp_path / "pyodide-314.0.7.tgz"
    fake.write_bytes(b"not the real tarball")
    monkeypatch.setattr(vendor, "VENDOR", tmp_path / "vendor")
    monkeypatch.setattr(vendor, "STAMP", tmp_path / "vendor" / ".stamp.json")
    monkeypatch.setattr(vendor, "npm_pack", lambda spec, dest: fake)
    with pytest.raises(vendor.VendorError, match="SHA-256 MISMATCH") as err:
        vendor.vendor(quiet=True)
    assert vendor.sha256_file(fake) in str(err.value)
    assert not (tmp_path / "vendor" / "pyodide").exists()


def test_bundle_holds_the_package_and_rebuilds_on_change(tmp_path):
    with zipfile.ZipFile(build_app.OUT) as zf:
        names = set(zf.namelist())
    assert "similarium/__init__.py" in names
    srcs = {p.relative_to(ROOT / "py").as_posix()
            for p in (ROOT / "py/similarium").rglob("*.py") if "__pycache__" not in p.parts}
    assert srcs <= names
    # ensure() on a scratch package: rebuilds on add and on delete, not otherwise.
    src, out = tmp_path / "pkg", tmp_path / "pkg.zip"
    src.mkdir()
    (src / "__init__.py").write_text("")
    assert build_app.ensure(out, src)
    assert not build_app.ensure(out, src)
    time.sleep(0.01)
    (src / "extra.py").write_text("X = 1\n")
    assert build_app.ensure(out, src)
    assert "pkg/extra.py" in zipfile.ZipFile(out).namelist()
    time.sleep(0.01)
    (src / "extra.py").unlink()
    assert build_app.ensure(out, src)
    assert "pkg/extra.py" not in zipfile.ZipFile(out).namelist()


def test_pyscript_config_is_local():
    cfg = json.loads((ROOT / "pyscript.json").read_text())
    # our loader (boot snapshot, else plain Pyodide; it unpacks the app bundle itself)
    assert cfg["interpreter"] == "./static/js/interpreter.mjs"
    assert (ROOT / cfg["interpreter"]).is_file()
    loader = (ROOT / cfg["interpreter"]).read_text()
    assert "../vendor/pyodide/pyodide.mjs" in loader and "similarium.zip" in loader
    assert not re.search(r"https?:|//", json.dumps(cfg).replace("./", ""))


def test_no_cdn_url_in_the_repository():
    hosts = ["cdn." + "jsdelivr", "un" + "pkg.com", "cdn" + "js.cloudflare", "esm" + ".sh",
             "pyscript" + ".net", "sky" + "pack"]
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    files = tracked.stdout.split() if tracked.returncode == 0 else []
    files += ["index.html", "pyscript.json"]
    offenders = []
    for rel in sorted(set(files)):
        path = ROOT / rel
        if not path.is_file() or path.suffix not in {".html", ".json", ".js", ".mjs", ".py",
                                                     ".css", ".toml", ".webmanifest", ".yml"}:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        offenders += [f"{rel}: {h}" for h in hosts if h in text]
    assert not offenders


def test_server_mime_types_and_no_cache(server):
    expect = {
        "static/vendor/pyodide/pyodide.asm.wasm": "application/wasm",
        "static/vendor/pyodide/pyodide.mjs": "text/javascript",
        "static/vendor/pyscript/core.js": "text/javascript",
        "pyscript.json": "application/json",
        "static/vendor/similarium.zip": "application/zip",
        "static/bench/bare.html": "text/html",
    }
    for path, mime in expect.items():
        with urllib.request.urlopen(server.url + path) as resp:
            assert resp.headers["Content-Type"].startswith(mime), path
            assert resp.headers["Cache-Control"] == "no-cache", path


# --- the harness, on the stand-in page --------------------------------------------


def test_harness_boots_standin(page, guard, boot):
    ms = boot(page, STANDIN)
    assert page.locator('#home [data-game="simili"]').is_visible()
    page.evaluate("location.hash = '#/simili/solo?seed=3'")
    digit = page.locator('[data-testid="bank-digit"]').first
    digit.click()
    assert digit.get_attribute("aria-pressed") == "true"
    assert not guard.external
    assert all(u.startswith(page.url.split("static/")[0]) for u in guard.requests)
    print(f"stand-in boot: {ms:.0f} ms")


def test_guard_blocks_and_records_external_requests(page, guard):
    page.goto("static/bench/bare.html", wait_until="domcontentloaded")
    status = page.evaluate(
        "() => fetch('http://example.invalid/x.js').then(() => 'loaded', () => 'blocked')")
    assert status == "blocked"
    assert guard.external == ["GET http://example.invalid/x.js"]
    guard.external.clear()  # the teardown check would fail the test otherwise
    guard.console_errors.clear()


@pytest.mark.expect_console_errors(r"deliberate harness check")
def test_guard_marker_allows_only_declared_errors(page, guard):
    page.goto("static/bench/bare.html", wait_until="domcontentloaded")
    page.evaluate("() => console.error('deliberate harness check')")
    assert guard.console_errors and "deliberate" in guard.console_errors[0]


def test_new_page_gives_separate_profiles(new_page, base_url):
    a, b = new_page(), new_page()
    for p in (a, b):
        p.goto("static/bench/bare.html", wait_until="domcontentloaded")
    a.evaluate("() => localStorage.setItem('k', 'a')")
    assert b.evaluate("() => localStorage.getItem('k')") is None


# --- the real page ----------------------------------------------------------------


@needs_app
def test_static_shell_is_visible_before_python(page, boot):
    page.add_init_script(SHELL_PROBE)
    boot(page, "/")  # also makes sure the boot that follows is clean
    shell = page.evaluate("() => window.__shell")
    assert shell["boot"] == "loading", shell
    assert "Similarium" in shell["title"], shell
    assert shell["home"] and shell["simili"], shell
    assert shell["games"] >= 2, shell


@needs_app
def test_boot_is_local_and_clean(page, guard, boot):
    ms = boot(page, "/")
    assert not guard.external, guard.external
    assert not guard.console_errors and not guard.page_errors
    assert page.locator('#home [data-game="simili"]').is_visible()
    # a first visit: the bundle's xz copy (scripts/xzcopy.py), not the bundle as well
    assert any(u.endswith("/static/vendor/similarium.zip.xz") for u in guard.requests)
    assert not any(u.endswith(("/similarium.zip", "/pyodide.asm.wasm", "/similarium-stdlib.zip"))
                   for u in guard.requests), guard.requests
    print(f"app boot: {ms:.0f} ms, {len(guard.requests)} requests")


@needs_app
def test_what_the_first_paint_does_not_need_starts_after_it_and_is_used(page, guard, boot):
    """<template id="later"> (games' stylesheets, the runtime's preloads, PyScript's scripts)
    is moved into the <head> once the shell is painted; each preload is used (the guard fails
    on Chromium's "preloaded but not used" warning), each stylesheet applies, Python boots.
    (What it gains, the first paint, is measured by ``make bench``, not asserted here.)"""
    boot(page, "/#/sb")
    page.wait_for_timeout(3500)  # Chromium warns about an unused preload about 3 s after load
    state = page.evaluate("""() => ({
      template: !!document.getElementById("later"),
      preloads: [...document.head.querySelectorAll("link[rel=preload], link[rel=modulepreload]")]
        .map((l) => l.getAttribute("href")),
      sheets: [...document.styleSheets].filter((s) => s.href).map((s) => [s.href.split("/").pop(),
                                                                        s.cssRules.length]),
    })""")
    assert not state["template"], state
    # a first visit (nothing cached): the runtime's xz copy (scripts/xzcopy.py), used by interpreter.mjs
    assert any(h.endswith("pyodide.asm.wasm.xz") for h in state["preloads"]), state
    assert dict(state["sheets"]).keys() >= {"sb.css", "similo.css", "similis.css"}, state
    assert all(rules > 0 for _, rules in state["sheets"]), state
    assert "app.css" not in dict(state["sheets"]), state  # inlined
    assert page.locator('[data-testid="sb-menu"]').is_visible()
    assert not guard.console_errors and not guard.page_errors


@needs_app
def test_the_later_template_is_inert_until_the_page_moves_it(page, guard, base_url):
    """With no frame and no timer to move it (both stubbed before the page's scripts), the
    page shows its shell and asks for nothing of the runtime: the browser neither runs nor
    preloads what a <template> holds."""
    page.add_init_script("""
      window.requestAnimationFrame = () => 0;
      window.setTimeout = () => 0;
    """)
    asked = []
    page.on("request", lambda r: asked.append(r.url))
    page.goto(base_url, wait_until="load")
    page.wait_for_timeout(1500)
    assert page.evaluate("() => !!document.getElementById('later')")
    assert page.locator('#home [data-game="simili"]').is_visible()
    assert page.evaluate("() => document.documentElement.dataset.boot") == "loading"
    runtime = [u for u in asked if "/static/vendor/" in u or u.endswith(("pyscript.json", ".mjs"))]
    assert runtime == [], runtime
    assert not guard.console_errors and not guard.page_errors


@needs_app
def test_simili_deep_link_is_interactive(page, boot):
    boot(page, "/#/simili/solo?seed=12345")
    # A fresh round offers the categories; the bank fills after the roll.
    page.locator('[data-testid="bank-digit"], [data-testid="choose-sequence"]').first.wait_for(
        state="visible", timeout=10_000)


@needs_app
def test_built_site_works_under_a_sub_path(tmp_path, new_page, serve_dir, boot):
    site = tmp_path / "similarium"
    assert build_site.main(["--out", str(site)]) == 0
    assert (site / ".nojekyll").exists()
    assert not list(site.rglob("*.map"))
    assert not (site / "static/bench").exists()
    assert (site / "static/vendor/patrick-hand/patrick-hand-latin-400-normal.woff2").is_file()
    assert not (site / "static/vendor/axe-core").exists()  # the tests' audit tool, not the page's
    page = new_page(base_url=serve_dir(tmp_path).url)
    boot(page, "similarium/")
    assert page.locator('#home [data-game="simili"]').is_visible()
