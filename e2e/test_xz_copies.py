"""A first visit downloads the xz copies of the runtime's wasm, the standard library and the app
bundle (scripts/xzcopy.py, static/js/interpreter.mjs: 1.4 MB fewer on the wire than what a
Pages host sends); the offline copy keeps the wasm inflated from its copy instead of downloading
it again (static/js/offline.js checks it by SHA-256); a visit the offline copy controls reads the
plain files from it; without the copies (an older deploy, a host that refuses them) a first
visit boots from the plain files."""

from __future__ import annotations

import hashlib
from pathlib import Path
from urllib.parse import urlsplit

import pytest

READY = "document.documentElement.dataset.boot === 'ready'"
OFFLINE_READY = "document.documentElement.dataset.offline === 'ready'"
SOLO = "/#/simili/solo?seed=2026"
ROOT = Path(__file__).resolve().parents[1]
FILES = ("/pyodide/pyodide.asm.wasm", "/similarium-stdlib.zip", "/similarium.zip")


def asked(page) -> list[str]:
    """The paths of the runtime's files this document asked for (Resource Timing)."""
    return page.evaluate("""(names) => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname)
        .filter((p) => names.some((n) => p.endsWith(n) || p.endsWith(n + ".xz")))""", list(FILES))


def plays(page) -> None:
    page.click('[data-testid="choose-matching"]')
    page.click('[data-testid="roll"]')
    assert page.locator('[data-testid="bank-digit"]').count() == 3


def test_a_first_visit_asks_for_the_copies_and_a_returning_visit_for_the_files(page, guard, boot):
    boot(page, SOLO)
    plays(page)
    first = asked(page)
    assert sorted(p.rsplit("/", 1)[1] for p in first) == [
        "pyodide.asm.wasm.xz", "similarium-stdlib.zip.xz", "similarium.zip.xz"], first
    page.wait_for_function(OFFLINE_READY, timeout=120_000)
    # the offline pass kept the wasm inflated from its copy (checked by its SHA-256), and
    # downloaded the files whose copies are other zips of the same members
    assert page.evaluate("() => window.similariumRuntimeKept") == "kept"
    served = [urlsplit(u).path.rsplit("/", 1)[1] for u in guard.requests]  # all this visit asked
    assert "pyodide.asm.wasm" not in served, served
    assert "similarium.zip" in served and "pyodide.asm.wasm.xz" in served, served
    kept = page.evaluate("""async () => {
        const cache = await caches.open("similarium-v1");
        const wasm = await cache.match(new URL("static/vendor/pyodide/pyodide.asm.wasm", location.href).href);
        const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await wasm.arrayBuffer()));
        return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    }""")
    assert kept == hashlib.sha256((ROOT / "static/vendor/pyodide/pyodide.asm.wasm").read_bytes()).hexdigest()
    page.evaluate("() => localStorage.clear()")  # the same game again, not the saved one resumed
    page.reload(wait_until="commit")
    page.wait_for_function(READY, timeout=60_000)
    assert page.evaluate("() => !!navigator.serviceWorker.controller")
    plays(page)
    again = asked(page)
    assert sorted(p.rsplit("/", 1)[1] for p in again) == [
        "pyodide.asm.wasm", "similarium-stdlib.zip", "similarium.zip"], again


@pytest.mark.expect_console_errors(r"\.xz")
def test_without_the_copies_a_first_visit_boots_from_the_files(new_page):
    page = new_page(service_workers="block")
    page.route("**/*.xz", lambda route: route.fulfill(status=404, body="no such file"))
    page.goto(SOLO, wait_until="commit")  # (not boot(): it stops at the 404s the console reports)
    page.wait_for_function(READY, timeout=60_000)
    plays(page)
    names = sorted(p.rsplit("/", 1)[1] for p in asked(page))
    assert {"pyodide.asm.wasm", "similarium-stdlib.zip", "similarium.zip"} <= set(names), names
    assert page.evaluate("() => window.similariumSnapshot.mode") == "plain"
