"""The boot snapshot (scripts/snapshot.py, static/js/interpreter.mjs): a first visit boots without
it and keeps it once interactive; the next visit starts Python from it when it fits, and boots as
usual, with a console notice (never an error), when it does not: missing, corrupt, stale, or
refused by Pyodide (those are checked with ?fetch-snapshot, which downloads it before boot)."""

import gzip
import hashlib
import json

import pytest
from e2e_harness import ROOT, build_app

MANIFEST = ROOT / "static" / "vendor" / "similarium.snapshot.json"
SOLO = "/#/simili/solo?seed=2026"
FETCHED = "/?fetch-snapshot#/simili/solo?seed=2026"  # the snapshot downloaded before boot
KEPT = "() => document.documentElement.dataset.snapshot"
NOTICE = "without the boot snapshot"


@pytest.fixture
def page(new_page):
    """A guarded page without the service worker (which would copy the routed files for offline
    use, fetching them again past the routes) and with the bundle and the manifest pinned: the
    tree may change under a running test (the server then rebuilds the bundle)."""
    return new_page(service_workers="block")


def manifest(page) -> dict:
    """The current manifest, served to *page* with the bundle it was made from."""
    build_app.ensure()  # from this (main) thread: waits for the snapshot if the bundle changed
    data = json.loads(MANIFEST.read_text())
    if not data.get("file"):
        pytest.skip(f"no boot snapshot was built here: {data.get('reason')}")
    bundle = build_app.OUT.read_bytes()
    if hashlib.sha256(bundle).hexdigest() != data["bundle_sha256"]:
        pytest.skip("the app bundle changed while the test started (sources being edited)")
    page.route("**/static/vendor/similarium.zip",
               lambda route: route.fulfill(status=200, body=bundle, content_type="application/zip"))
    serve_manifest(page, data)
    return data


def notices(page) -> list[str]:
    found: list[str] = []
    page.on("console", lambda m: m.type == "info" and NOTICE in m.text and found.append(m.text))
    return found


def mode(page) -> dict:
    return page.evaluate("() => window.similariumSnapshot")


def plays(page) -> None:
    page.click('[data-testid="choose-matching"]')
    page.click('[data-testid="roll"]')
    assert page.locator('[data-testid="bank-digit"]').count() == 3


def serve_manifest(page, data: dict) -> None:
    page.unroute("**/static/vendor/similarium.snapshot.json")
    page.route("**/static/vendor/similarium.snapshot.json",
               lambda route: route.fulfill(status=200, content_type="application/json",
                                           body=json.dumps(data)))


def test_a_first_visit_boots_without_it_keeps_it_and_the_next_visit_starts_from_it(page, boot):
    data = manifest(page)
    boot(page, SOLO)
    state = mode(page)
    assert state["mode"] == "plain" and state["reason"].startswith("first visit"), state
    plays(page)
    page.wait_for_function(KEPT, timeout=60_000)
    assert page.evaluate(KEPT) == "kept"
    # downloaded only once the page was interactive, never before
    starts = page.evaluate("""(file) => performance.getEntriesByType("resource")
        .filter((e) => e.name.endsWith(file)).map((e) => e.startTime)""", data["file"])
    ready = page.evaluate("() => performance.getEntriesByName('similarium:ready')[0].startTime")
    assert starts and min(starts) >= ready, (starts, ready)
    # the app bundle asked for only once the runtime's wasm was in (it does not share the line)
    wasm_end, bundle_start = after_the_runtime(page)
    assert bundle_start >= wasm_end, (wasm_end, bundle_start)
    cached = page.evaluate("""async (file) => !!(await (await caches.open("similarium-v1"))
        .match(new URL("static/vendor/" + file, location.href).href))""", data["file"])
    assert cached
    said = notices(page)
    page.evaluate("() => localStorage.clear()")  # the same game again, not the saved one resumed
    page.goto("about:blank")
    boot(page, SOLO)  # the next visit
    assert mode(page) == {"mode": "snapshot", "reason": ""}
    assert said == []
    # a returning visit asks for the bundle at once (from this device's caches), before Python
    # starts (preloaded with the runtime once the service worker controls the page)
    _, bundle_start = after_the_runtime(page)
    start = page.evaluate("() => performance.getEntriesByName('similarium:pyodide-start')[0].startTime")
    assert bundle_start < start, (start, bundle_start)
    plays(page)


def after_the_runtime(page) -> tuple[float, float]:
    """(when the runtime's wasm arrived, when the app bundle was asked for), in ms; each asked
    for once (a preload the page's fetch did not use would be a second request), the file or
    its xz copy (scripts/xzcopy.py: the page is never controlled by the offline copy here)."""
    ends, starts = page.evaluate("""() => {
        const all = (end) => performance.getEntriesByType("resource")
          .filter((e) => e.name.endsWith(end) || e.name.endsWith(end + ".xz"));
        return [all("/pyodide.asm.wasm").map((e) => e.responseEnd), all("/similarium.zip").map((e) => e.startTime)];
    }""")
    assert len(ends) == 1 and len(starts) == 1, (ends, starts)
    return ends[0], starts[0]


# The standard library modules Python has read from the archive as source (compiling them).
READ_AS_SOURCE = """() => similariumRuntime.runPython(`
import json, sys
json.dumps(sorted(m.__name__ for m in list(sys.modules.values())
                  if type(getattr(m, "__loader__", None)).__name__ == "zipimporter"
                  and not (m.__file__ or "").endswith(".pyc")))
`)"""


@pytest.mark.parametrize("route", ["/#/", SOLO, "/#/sb", "/#/similo", "/#/similis"])
def test_a_first_visit_compiles_none_of_the_standard_library(page, boot, route):
    """Without the snapshot, every module of the archive Python imports (Pyodide's own start,
    PyScript's, the page's) is read as bytecode (scripts/stdlib.py, scripts/pycompile.mjs)."""
    import stdlib

    if not stdlib.Archive(stdlib.OUT).compiled():
        pytest.skip("the archive is source here (no Node.js to compile it)")
    boot(page, route)
    assert mode(page)["mode"] == "plain"
    assert json.loads(page.evaluate(READ_AS_SOURCE)) == []
    assert page.evaluate("() => similariumRuntime.runPython('import asyncio; asyncio.__file__')") \
        == "/lib/python314.zip/asyncio/__init__.pyc"


def test_the_page_starts_from_a_snapshot_fetched_before_boot(page, boot):
    manifest(page)
    said = notices(page)
    boot(page, FETCHED)
    assert mode(page) == {"mode": "snapshot", "reason": ""}
    assert said == []
    plays(page)


def test_a_missing_snapshot_boots_as_usual_with_a_notice(page, boot):
    data = manifest(page)
    said = notices(page)
    serve_manifest(page, {**data, "file": None, "reason": "removed by the test"})
    boot(page, SOLO)
    assert mode(page) == {"mode": "plain", "reason": "removed by the test"}
    assert len(said) == 1 and "removed by the test" in said[0]
    plays(page)


def test_a_corrupt_snapshot_boots_as_usual_with_a_notice(page, boot):
    data = manifest(page)
    said = notices(page)
    good = (MANIFEST.parent / data["file"]).read_bytes()
    bad = bytearray(good)
    bad[len(bad) // 2] ^= 0xFF  # one flipped byte in the middle of the download
    page.route(f"**/static/vendor/{data['file']}",
               lambda route: route.fulfill(status=200, body=bytes(bad),
                                           content_type="application/octet-stream"))
    boot(page, FETCHED)
    state = mode(page)
    assert state == {"mode": "plain", "reason": "SHA-256 mismatch (corrupt download)"}
    assert len(said) == 1
    plays(page)


def test_a_stale_snapshot_is_not_used(page, boot):
    data = manifest(page)
    said = notices(page)
    serve_manifest(page, {**data, "bundle_sha256": "0" * 64})  # made from another bundle
    boot(page, FETCHED)
    assert mode(page) == {"mode": "plain", "reason": "made from another app bundle (stale)"}
    assert len(said) == 1
    plays(page)


def test_a_snapshot_pyodide_refuses_boots_as_usual(page, boot):
    """Checksums right, content wrong (not a snapshot of this build): Pyodide itself refuses it,
    and a second, ordinary start of Pyodide in the same page still works."""
    data = manifest(page)
    said = notices(page)
    junk = bytes(range(256)) * 4096  # 1 MiB, no snapshot magic number
    packed = gzip.compress(junk, mtime=0)
    serve_manifest(page, {**data, "file": "similarium-junk.snapshot.gz", "bytes": len(junk),
                          "sha256": hashlib.sha256(packed).hexdigest()})
    page.route("**/static/vendor/similarium-junk.snapshot.gz",
               lambda route: route.fulfill(status=200, body=packed,
                                           content_type="application/octet-stream"))
    boot(page, FETCHED)
    state = mode(page)
    assert state["mode"] == "plain" and "magic" in state["reason"].lower(), state
    assert len(said) == 1
    plays(page)


def test_new_games_get_fresh_seeds_after_a_restore(new_page, boot):
    """The snapshot fixes Python's state at build time; a new game's seed must still come from
    the OS (``secrets``), not from a generator restored with it."""
    seeds = []
    for _ in range(2):
        page = new_page(service_workers="block")
        manifest(page)
        boot(page, "/?fetch-snapshot#/simili/solo")
        assert mode(page)["mode"] == "snapshot"
        seeds.append(page.input_value('[data-testid="seed-input"]'))  # the new game's proposed seed
    assert seeds[0] != seeds[1], seeds
