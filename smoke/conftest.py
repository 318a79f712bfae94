"""Smoke-test harness for the browsers other than Chromium: Firefox ESR and WebKitGTK.

The e2e suite (``e2e/``) drives Chromium through Playwright; this folder checks
that the page also boots and plays in the other engines a visitor may use, with
each engine's own automation: Firefox through Mozilla's ``marionette-driver``
(``firefox-esr --headless --marionette``, a fresh profile), WebKitGTK through
Debian's ``WebKitWebDriver`` and Selenium, in an ``Xvfb`` display (WebKitGTK
has no headless mode).

Fixtures:

``smoke_server`` (session)
    The repository root served on a free local port, like e2e's server, except
    that ``index.html`` gets one inline ``<script>`` (the *probe*) as the first
    thing of its ``<head>``: it records uncaught errors, unhandled rejections,
    ``console.error`` calls (and "preloaded" warnings) and failed loads of
    ``<script>``/``<link>``/``<img>`` into ``window.__smoke.errors``, from the
    very start of every page load. The server records its own answers >= 400.
``browser_session`` (session, parametrized: firefox, webkit)
    One browser session each, shared by that browser's tests, Firefox's run
    first and closed before WebKit starts (a ``Browser``: ``boot``, ``click``,
    ``js``, ``wait``, ``check``). Firefox also listens, in
    its chrome context, to the console service: errors the engine itself
    reports for the page (a module that fails to load, a CSP or CORS refusal)
    count too.

Where the browsers come from: ``$FIREFOX`` / ``$WEBKIT_DRIVER`` (the Makefile
sets them from ``scripts/devenv.py firefox`` / ``webkit``, which install them
with apt as root), else ``PATH``. When one is missing (not root, no apt) its
tests FAIL under ``$CI`` and are skipped elsewhere, with the reason either way.

The boot time of every page (ms from navigation start to ``data-boot="ready"``,
the page's own ``performance.now()``) is printed at the end of the run.
"""

from __future__ import annotations

import contextlib
import functools
import io
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build_app  # noqa: E402
import devenv  # noqa: E402
import serve  # noqa: E402
import vendor  # noqa: E402

BOOT_TIMEOUT_S = 180  # WebKit compiles the 10 MB wasm slowly on a busy machine
STEP_TIMEOUT_S = 60
START_TIMEOUT_S = 120

# Browser name -> [(path, boot ms)], printed by pytest_terminal_summary.
BOOT_TIMES: dict[str, list[tuple[str, float]]] = {}

PROBE = r"""<script>/* smoke probe (smoke/conftest.py) */(function () {
  var log = window.__smoke = {errors: []};
  function text(args) {
    return Array.prototype.map.call(args, function (x) {
      if (x instanceof Error) return String(x) + (x.stack ? "\n" + x.stack : "");
      if (typeof x === "string") return x;
      try { return JSON.stringify(x); } catch (e) { return String(x); }
    }).join(" ");
  }
  var error = console.error, warn = console.warn;
  console.error = function () { log.errors.push("console.error: " + text(arguments)); return error.apply(this, arguments); };
  console.warn = function () {
    var t = text(arguments);
    if (/preloaded/.test(t)) log.errors.push("console.warn: " + t);
    return warn.apply(this, arguments);
  };
  window.addEventListener("error", function (e) {
    var t = e.target;
    if (t && t !== window && (t.src || t.href)) log.errors.push("failed to load " + (t.src || t.href));
    else log.errors.push("uncaught: " + e.message + " (" + (e.filename || "") + ":" + (e.lineno || "") + ")"
                         + (e.error && e.error.stack ? "\n" + e.error.stack : ""));
  }, true);
  window.addEventListener("unhandledrejection", function (e) {
    var r = e.reason;
    log.errors.push("unhandled rejection: " + String(r) + (r && r.stack ? "\n" + r.stack : ""));
  });
})();</script>"""


def in_ci() -> bool:
    """True when $CI says so (GitHub Actions and .ci/run set CI=true)."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def unavailable(reason: str):
    """A browser that cannot run here: fail under CI, skip elsewhere; the reason either way."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: the smoke tests must run)", pytrace=False)
    pytest.skip(reason)


# --------------------------------------------------------------------------- server


class ProbeHandler(serve.Handler):
    """The usual static handler; index.html carries the probe; answers >= 400 are kept."""

    failures: list[str] = []

    def send_head(self):  # noqa: D401 - stdlib override
        """index.html (``/`` too) with the probe injected; anything else as usual."""
        path = urlsplit(self.path).path
        if path not in ("/", "/index.html"):
            return super().send_head()
        html = (ROOT / "index.html").read_text(encoding="utf-8")
        body = html.replace("<head>", "<head>\n" + PROBE, 1).encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def log_request(self, code="-", size="-"):
        try:
            if int(code) >= 400:
                self.failures.append(f"HTTP {code} {self.command} {self.path}")
        except (TypeError, ValueError):
            pass
        super().log_request(code, size)


@pytest.fixture(scope="session")
def smoke_server():
    """The repository root on a free local port, index.html with the probe."""
    if not vendor.stamp_ok(vendor.expected_sums()):
        vendor.vendor()
    build_app.ensure()
    handler = type("SmokeHandler", (ProbeHandler,),
                   {"bundle_path": build_app.OUT, "quiet": True, "failures": []})
    srv = serve.Server(("127.0.0.1", 0), functools.partial(handler, directory=str(ROOT)))
    srv.failures = handler.failures
    import threading

    threading.Thread(target=srv.serve_forever, name="smoke-serve", daemon=True).start()
    yield srv
    srv.shutdown()
    srv.server_close()


# --------------------------------------------------------------------------- browsers


class Browser:
    """What the smoke tests need of a WebDriver-like session (Marionette or Selenium)."""

    name = "?"

    def __init__(self, driver, base_url: str, server) -> None:
        self.driver = driver
        self.base_url = base_url
        self.server = server
        self.seen_failures = 0
        self.engine_seen: list[str] = []
        self.boot_times = BOOT_TIMES.setdefault(self.name, [])

    # the two drivers differ only in these three
    def navigate(self, url: str) -> None:
        raise NotImplementedError

    def js(self, script: str, *args):
        """Run *script* (a function body: ``return ...``; ``arguments[i]``) in the page."""
        raise NotImplementedError

    def engine_errors(self) -> list[str]:
        """Errors the browser itself reported for the page since the last call."""
        return []

    def click(self, css: str) -> None:
        """A real WebDriver element click (scrolled into view, must not be covered)."""
        self.driver.find_element("css selector", css).click()

    def wait(self, expr: str, what: str, *args, timeout: float = STEP_TIMEOUT_S):
        """Poll the JS expression *expr* (may use ``arguments[i]``, from *args*) until truthy;
        return its value, or fail saying *what*."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.js(f"return ({expr});", *args)
            if value:
                return value
            errors = self.errors()
            if errors:
                pytest.fail(f"{self.name}: while waiting for {what}:\n  " + "\n  ".join(errors),
                            pytrace=False)
            if time.monotonic() > deadline:
                body = self.js("return document.body ? document.body.innerText.slice(0, 1500) : ''")
                pytest.fail(f"{self.name}: no {what} after {timeout:.0f} s; page says:\n{body}",
                            pytrace=False)
            time.sleep(0.1)

    def errors(self) -> list[str]:
        """Everything that went wrong so far on this page (probe, engine, server)."""
        out = list(self.js("return (window.__smoke && window.__smoke.errors) || [];") or [])
        self.engine_seen += self.engine_errors()
        out += self.engine_seen
        failures = self.server.failures[self.seen_failures:]
        out += failures
        return out

    def boot(self, path: str) -> float:
        """Load *path* afresh and wait for ``data-boot="ready"``; return its boot time in ms."""
        self.navigate("about:blank")  # a full load, even when only the hash differs
        self.engine_errors()  # forget what came before this page
        self.engine_seen = []
        self.seen_failures = len(self.server.failures)
        self.navigate(self.base_url + path.lstrip("/"))
        if not self.js("return !!window.__smoke;"):
            pytest.fail(f"{self.name}: {path} loaded without the smoke probe", pytrace=False)
        state = self.wait("document.documentElement.dataset.boot !== 'loading'"
                          " && document.documentElement.dataset.boot",
                          f'data-boot="ready" on {path}', timeout=BOOT_TIMEOUT_S)
        if state != "ready":
            body = self.js("return document.body ? document.body.innerText.slice(0, 2000) : ''")
            pytest.fail(f'{self.name}: {path} ended in data-boot="{state}"; page says:\n{body}',
                        pytrace=False)
        ms = float(self.js("return performance.now();"))
        self.boot_times.append((path, ms))
        return ms

    def check(self) -> None:
        """Fail on any error recorded for the current page, or a request that left the server."""
        problems = self.errors()
        local = urlsplit(self.base_url)
        names = self.js("return performance.getEntriesByType('resource').map(e => e.name);") or []
        for url in names:
            parts = urlsplit(url)
            if parts.scheme in ("http", "https", "ws", "wss") and parts.netloc != local.netloc:
                problems.append(f"request left the local server: {url}")
        if problems:
            pytest.fail(f"{self.name}:\n  " + "\n  ".join(problems), pytrace=False)

    def dismiss_walkthrough(self) -> None:
        """Close the "Your first move" box if it is shown (it may cover what we click)."""
        if self.js("return !!document.querySelector('[data-testid=walkthrough-dismiss]');"):
            self.click('[data-testid="walkthrough-dismiss"]')


class FirefoxBrowser(Browser):
    name = "firefox"

    # Collects, in the chrome context, the console service's errors tied to a content window.
    LISTEN = """
      const errs = [];
      window.__smokeEngineErrors = errs;
      Services.console.registerListener({ observe(msg) {
        if (!(msg instanceof Ci.nsIScriptError)) return;
        const flags = Ci.nsIScriptError;
        if (msg.flags & (flags.warningFlag | flags.infoFlag)) return;
        const from = msg.sourceName || "";
        // the browser's own chrome (its UI, extensions), not the page
        if (/^chrome/.test(msg.category) || /^(chrome|resource|moz-extension):/.test(from)) return;
        errs.push(`${msg.category}: ${msg.errorMessage} (${msg.sourceName}:${msg.lineNumber})`);
      } });
    """

    def __init__(self, driver, base_url, server) -> None:
        super().__init__(driver, base_url, server)
        with driver.using_context("chrome"):
            driver.execute_script(self.LISTEN)

    def navigate(self, url: str) -> None:
        self.driver.navigate(url)

    def js(self, script: str, *args):
        # sandbox=None: the page's own scope (a sandbox would not see window.__smoke)
        return self.driver.execute_script(script, script_args=list(args), sandbox=None)

    def engine_errors(self) -> list[str]:
        with self.driver.using_context("chrome"):
            return list(self.driver.execute_script(
                "const e = window.__smokeEngineErrors; return e.splice(0, e.length);"))


class WebKitBrowser(Browser):
    name = "webkit"

    def navigate(self, url: str) -> None:
        self.driver.get(url)

    def js(self, script: str, *args):
        return self.driver.execute_script(script, *args)


@contextlib.contextmanager
def firefox(smoke_server):
    """Firefox ESR, headless, driven through Marionette."""
    missing = None  # pytest.fail/skip outside the except blocks: no chained traceback
    try:
        binary = devenv.find_firefox(install=False)
        from marionette_driver.marionette import Marionette
    except devenv.Missing as exc:
        missing = f"Firefox: {exc}"
    except ImportError as exc:
        missing = f"Firefox: marionette-driver is not in .venv ({exc}); run make venv"
    if missing:
        unavailable(missing)
    started = time.monotonic()
    gecko_log = Path(tempfile.gettempdir()) / "similarium-smoke-gecko.log"
    driver = Marionette(bin=binary, port=0, headless=True, startup_timeout=START_TIMEOUT_S,
                        gecko_log=str(gecko_log), prefs={"intl.accept_languages": "en-US"})
    profile = getattr(driver.instance, "profile", None)
    try:
        driver.start_session()
        driver.timeout.page_load = BOOT_TIMEOUT_S
        version = driver.session_capabilities.get("browserVersion", "?")
        print(f"firefox {version} ({binary}) started in {time.monotonic() - started:.1f} s; "
              f"its log: {gecko_log}")
        yield FirefoxBrowser(driver, smoke_server.url, smoke_server)
    finally:
        driver.cleanup()  # closes Firefox and removes its temporary profile
        if profile is not None:
            profile.restore = False  # so that its __del__ does not try again at exit


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """Start an Xvfb on a free display number; return it and its DISPLAY."""
    read, write = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=[write], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    number = b""
    try:
        deadline = time.monotonic() + 30
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            chunk = os.read(read, 16)
            if not chunk:
                break
            number += chunk
    finally:
        os.close(read)
    if not number.strip().isdigit():
        proc.kill()
        raise RuntimeError(f"Xvfb did not start (exit code {proc.poll()})")
    return proc, f":{number.decode().strip()}"


@contextlib.contextmanager
def webkit(smoke_server):
    """WebKitGTK (MiniBrowser) through WebKitWebDriver and Selenium, in an Xvfb display."""
    missing = None
    try:
        driver_path = devenv.find_webkit(install=False)
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service
    except devenv.Missing as exc:
        missing = f"WebKit: {exc}"
    except ImportError as exc:
        missing = f"WebKit: selenium is not in .venv ({exc}); run make venv"
    if missing:
        unavailable(missing)
    xvfb, display = start_xvfb()
    driver = None
    try:
        started = time.monotonic()
        env = {**os.environ, "DISPLAY": display, "LANG": "en_US.UTF-8"}
        env.pop("WAYLAND_DISPLAY", None)
        # No browser arguments: the driver then runs its MiniBrowser with --automation itself
        # (whoever passes arguments must pass --automation too).
        service = Service(executable_path=driver_path, env=env, log_output=subprocess.DEVNULL)
        driver = webdriver.WebKitGTK(options=Options(), service=service)
        driver.set_page_load_timeout(BOOT_TIMEOUT_S)
        caps = driver.capabilities
        print(f"webkit {caps.get('browserName')} {caps.get('browserVersion')} ({driver_path}, "
              f"DISPLAY={display}) started in {time.monotonic() - started:.1f} s")
        yield WebKitBrowser(driver, smoke_server.url, smoke_server)
    finally:
        if driver is not None:
            driver.quit()
        xvfb.terminate()
        try:
            xvfb.wait(10)
        except subprocess.TimeoutExpired:
            xvfb.kill()


@pytest.fixture(scope="session", params=["firefox", "webkit"])
def browser_session(request, smoke_server):
    """One browser session shared by the tests of that browser: all Firefox's, then WebKit's."""
    with {"firefox": firefox, "webkit": webkit}[request.param](smoke_server) as browser:
        yield browser


def pytest_terminal_summary(terminalreporter):
    """Print the boot times measured in each browser."""
    if not any(BOOT_TIMES.values()):
        return
    terminalreporter.section("boot times in other browsers (navigation start -> data-boot=ready)")
    for name, times in BOOT_TIMES.items():
        if times:
            parts = ", ".join(f"{path} {ms / 1000:.1f} s" for path, ms in times)
            terminalreporter.write_line(f"{name}: {parts}")
