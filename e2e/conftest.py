"""End-to-end harness: a local server, headless Chromium, and a strict page guard.

Fixtures (all tests under ``e2e/`` get them):

``base_url`` (session)
    URL (with trailing slash) of ``scripts/serve.py`` serving the repository
    root on a free port. The vendor step (``scripts/vendor.py``) runs first if
    its stamp is missing, and the app bundle is rebuilt if a source is newer.
``browser`` (session)
    Headless Chromium: ``$CHROMIUM``, else ``/usr/bin/chromium`` if present,
    else Playwright's own build.
``page``
    A page in a fresh browser context (empty profile) whose base URL is
    ``base_url``. It is guarded: see below.
``new_page``
    Factory: ``new_page()`` opens one more guarded page in ANOTHER fresh
    context (a second player's device, a second profile). Keyword arguments go
    to ``browser.new_context`` (e.g. ``base_url=...``, ``viewport=...``).
``boot``
    ``boot(page, path="/")`` navigates and waits (60 s at most) until
    ``<html data-boot="ready">``; it fails at once on ``data-boot="error"``.
    Returns the milliseconds from navigation start to ready.
``guard``
    The ``Guard`` of the ``page`` fixture (what it recorded so far).
``serve_dir``
    Factory: ``serve_dir(folder)`` starts one more local server (e.g. for a
    built ``_site``); returns it (``.url``); stopped at teardown.

The guard: every request of a guarded context goes through a route handler;
a request whose origin is not a harness server is ABORTED and recorded. Console
messages of type "error" (and "preloaded ... but not used" warnings), uncaught
page errors and HTTP answers >= 400 are recorded too. At teardown
the test fails if anything was recorded. A test that triggers an error on
purpose declares it, narrowly::

    @pytest.mark.expect_console_errors(r"regex matching the expected message")

Only messages matching one of the given regexes are allowed (and each regex
must have matched at least once, so the declaration stays honest). External
requests are never allowed. Note that corrupt saved data should be reported to
the user in the page, not as a console error: prefer testing that.
"""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path
from urllib.parse import urldefrag, urljoin, urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build_app  # noqa: E402
import build_site  # noqa: E402
import serve  # noqa: E402
import vendor  # noqa: E402

BOOT_TIMEOUT_MS = 60_000
# Every session runs with Chromium's sampling heap profiler on in every renderer. Chromium turns it
# on by itself for a share of browser sessions (it then passes --subproc-heap-profiling to the
# renderers it samples), as it does for a share of players' browsers. It walks the native stack at
# random allocations, and once killed the tab whenever Python ran on a WebAssembly stack-switching
# stack (static/js/interpreter.mjs, STACK_SWITCHING; e2e/test_no_stack_switching.py): a run
# crashed 87 times or not at all depending on that draw. On in every run, such a crash shows in
# every run.
HEAP_PROFILER = "--enable-features=HeapProfilerReporting:stable-probability/1.0/nonstable-probability/1.0"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    HEAP_PROFILER,
]
# Origins of the servers this harness started; anything else is "external".
LOCAL_ORIGINS: set[str] = set()


def pytest_configure(config):
    """Register the opt-out marker."""
    config.addinivalue_line(
        "markers",
        "expect_console_errors(*patterns): allow console/page errors matching these regexes "
        "(each must match at least once)",
    )


def origin(url: str) -> str:
    """scheme://host:port of a URL ('' for data:, blob: and the like)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https", "ws", "wss"):
        return ""
    return f"{parts.scheme}://{parts.netloc}"


def chromium_path() -> str | None:
    """The Chromium executable to launch, or None for Playwright's own."""
    env = os.environ.get("CHROMIUM", "").strip()
    if env:
        return env
    if Path("/usr/bin/chromium").exists():
        return "/usr/bin/chromium"
    return None


def start_server(directory: Path | str) -> serve.Server:
    """Start a harness server for *directory*; its origin counts as local."""
    server = serve.start(directory)
    LOCAL_ORIGINS.add(origin(server.url))
    return server


class Guard:
    """What a guarded browser context did that it should not have."""

    def __init__(self) -> None:
        self.external: list[str] = []
        self.console_errors: list[str] = []
        self.page_errors: list[str] = []
        self.requests: list[str] = []
        self.crashed = False  # a page's renderer died

    def attach_context(self, context) -> None:
        """Route every request of *context* through the origin check."""

        def is_external(url: str) -> bool:
            return bool(origin(url)) and origin(url) not in LOCAL_ORIGINS

        def record(request) -> None:
            entry = f"{request.method} {request.url}"
            if entry not in self.external:
                self.external.append(entry)

        def handle(route, request):
            if is_external(request.url):
                record(request)
                route.abort("blockedbyclient")
            else:
                self.requests.append(request.url)
                route.continue_()

        context.route("**/*", handle)
        # Also seen here: requests the route may not get (e.g. from a service worker).
        context.on("request", lambda r: record(r) if is_external(r.url) else None)

    def attach_page(self, page) -> None:
        """Record console errors and uncaught errors of *page*."""

        def on_console(msg):
            # A preload the page never uses is a wasted download: treat it as an error.
            if msg.type == "error" or (msg.type == "warning" and "preloaded" in msg.text):
                loc = msg.location or {}
                where = f" ({loc.get('url', '')}:{loc.get('lineNumber', '')})" if loc else ""
                self.console_errors.append(f"{msg.text}{where}")

        def on_response(resp):
            if resp.status >= 400:
                self.console_errors.append(f"HTTP {resp.status} {resp.url}")

        page.on("console", on_console)
        page.on("response", on_response)
        page.on("pageerror", lambda exc: self.page_errors.append(f"{exc.name}: {exc.message}"))
        page.on("crash", lambda _page: setattr(self, "crashed", True))

    def problems(self, allowed: list[re.Pattern]) -> list[str]:
        """Everything recorded that is not allowed, plus allowances that never matched."""
        out = [f"external request attempted: {u}" for u in self.external]
        used: set[re.Pattern] = set()
        for kind, items in (("console error", self.console_errors), ("page error", self.page_errors)):
            for text in items:
                hit = next((p for p in allowed if p.search(text)), None)
                if hit is None:
                    out.append(f"{kind}: {text}")
                else:
                    used.add(hit)
        out += [f"expected console error never happened: /{p.pattern}/" for p in allowed if p not in used]
        if self.crashed:  # what the page did not get to do is not judged: the crash is the failure
            return ["Page crashed: the renderer died (its minidump is in ~/.config/chromium/Crash Reports)"]
        return out


@pytest.fixture(scope="session")
def vendored() -> None:
    """Make sure static/vendor/ holds the runtime and a current app bundle."""
    if not vendor.stamp_ok(vendor.expected_sums()):
        vendor.vendor()
    build_app.ensure()
    build_site.write_dev_offline_list()  # what static/js/offline.js keeps (e2e/test_offline.py)


@pytest.fixture(scope="session")
def server(vendored):
    """The repository root served on a free local port."""
    srv = start_server(ROOT)
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture(scope="session")
def base_url(server) -> str:
    """Base URL of the local server, ending with '/'."""
    return server.url


@pytest.fixture(scope="session")
def playwright_session():
    """One Playwright driver for the session."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright_session):
    """Headless Chromium, launched once per session."""
    b = playwright_session.chromium.launch(
        executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True
    )
    yield b
    b.close()


@pytest.fixture
def _guarded(request, browser, base_url):
    """Open guarded contexts on demand; check and close them all at teardown."""
    opened: list[tuple[object, Guard]] = []

    def open_page(**context_kwargs):
        context_kwargs.setdefault("base_url", base_url)
        context_kwargs.setdefault("locale", "en-US")  # English unless a test asks (the page follows the browser)
        context = browser.new_context(**context_kwargs)
        guard = Guard()
        guard.attach_context(context)
        page = context.new_page()
        guard.attach_page(page)
        page.similarium_guard = guard  # lets boot() stop early on an error
        context.on("page", guard.attach_page)  # popups too
        opened.append((context, guard))
        return page, guard

    yield open_page

    marker = request.node.get_closest_marker("expect_console_errors")
    allowed = [re.compile(p) for p in (marker.args if marker else ())]
    problems: list[str] = []
    for context, guard in opened:
        try:
            context.close()
        except Exception:  # noqa: BLE001 - closing must not hide the real report
            pass
        problems += guard.problems(allowed)
    if problems:
        pytest.fail("page guard:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def page_and_guard(_guarded):
    """(page, guard) of the default guarded page."""
    return _guarded()


@pytest.fixture
def page(page_and_guard):
    """A guarded page in a fresh context (see the module docstring)."""
    return page_and_guard[0]


@pytest.fixture
def guard(page_and_guard) -> Guard:
    """The Guard of the ``page`` fixture."""
    return page_and_guard[1]


@pytest.fixture
def new_page(_guarded):
    """Factory of extra guarded pages, each in its own fresh context."""

    def make(**context_kwargs):
        return _guarded(**context_kwargs)[0]

    return make


def boot(page, path: str = "/", timeout_ms: int = BOOT_TIMEOUT_MS) -> float:
    """Go to *path* and wait for ``data-boot="ready"``; return ms from navigation start.

    Fails with the page's error text if ``data-boot`` becomes "error", at once
    (not after the timeout) if a guarded page logs an error or throws while
    booting (a Python traceback at start-up, say), and with the last seen state
    on timeout.
    """
    from playwright.sync_api import Error as PlaywrightError

    guard = getattr(page, "similarium_guard", None)
    seen = len(guard.console_errors) + len(guard.page_errors) if guard else 0
    target = urljoin(page.url, path)
    if (page.url.startswith("http") and urldefrag(target).url == urldefrag(page.url).url
            and target != page.url and page.evaluate("() => document.documentElement.dataset.boot") == "ready"):
        # Only the #fragment changes: the document stays booted ("ready" at once), so wait for the
        # app's own hashchange handler (registered first, so run first) to have drawn the route.
        page.evaluate("""(h) => new Promise((done) => {
            addEventListener("hashchange", () => done(), {once: true});
            location.hash = h;
        })""", urldefrag(target).fragment)
        return page.evaluate("() => performance.now()")
    page.goto(path, wait_until="commit")
    deadline = time.monotonic() + timeout_ms / 1000
    # During a navigation the document (even documentElement) may be missing, and the
    # execution context may be destroyed under a pending wait: both mean "not yet".
    expr = ("() => { const el = document.documentElement;"
            " const b = el && el.dataset ? el.dataset.boot : undefined;"
            " return (b === 'ready' || b === 'error') && b; }")
    while True:
        try:
            state = page.wait_for_function(expr, timeout=500, polling=50).json_value()
            break
        except PlaywrightError:  # a timeout, or a context destroyed by a navigation
            pass
        if guard and guard.crashed:
            pytest.fail(f"{path}: the renderer crashed while booting", pytrace=False)
        if guard and len(guard.console_errors) + len(guard.page_errors) > seen:
            new = (guard.console_errors + guard.page_errors)[seen:]
            pytest.fail(f"error while booting {path}:\n" + "\n".join(e[:2000] for e in new),
                        pytrace=False)
        if time.monotonic() > deadline:
            try:
                state = page.evaluate(expr.replace("&& b; }", "|| b; }"))
            except PlaywrightError as err:
                state = f"unknown ({err})"
            pytest.fail(f"{path}: data-boot={state!r} after {timeout_ms / 1000:.0f} s",
                        pytrace=False)
    if state == "error":
        text = page.evaluate("() => document.body ? document.body.innerText.slice(0, 2000) : ''")
        pytest.fail(f'boot of {path} ended in data-boot="error"; page says:\n{text}', pytrace=False)
    return page.evaluate("() => performance.now()")


@pytest.fixture(name="boot")
def boot_fixture():
    """The ``boot(page, path="/")`` helper, as a fixture."""
    return boot


@pytest.fixture
def serve_dir(vendored):
    """Factory: ``serve_dir(path)`` serves another folder (its origin counts as local)."""
    servers = []

    def make(directory):
        srv = start_server(directory)
        servers.append(srv)
        return srv

    yield make
    for srv in servers:
        srv.shutdown()
        srv.server_close()


# Test modules import the harness's helpers as ``e2e_harness`` (``from e2e_harness import boot``):
# under ``pytest tests e2e smoke`` the name ``conftest`` may be another folder's conftest.
sys.modules["e2e_harness"] = sys.modules[__name__]
