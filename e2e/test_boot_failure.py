"""When the game engine cannot start, the page says so and why, in its language, and
``<html data-boot>`` becomes "error": never "loading" for ever, never "taking longer than usual"
(issue 26, item 5). The shell's ``window.similariumFailed`` (similarium/ui/shell.py) is called by
the loader (static/js/interpreter.mjs), a module script that does not load, and the Python start in
index.html.

A device clock after 2262-04-11 is beyond Python's (nanoseconds in 64 bits): Python cannot import
its standard library then (``logging`` reads the time), so the page does not even download the
runtime and says what the clock says."""

import io
import zipfile
from datetime import UTC, datetime

import pytest
from e2e_harness import build_app

from similarium.core.i18n import language, set_language, t

FAILED = "() => document.documentElement.dataset.boot === 'error'"
STATE = "() => document.documentElement.dataset.boot"
LINE = '[data-testid="boot-status"]'


def said(lang: str, reason_key: str, **params) -> str:
    before = language()
    set_language(lang)
    try:
        return t("boot.failed", reason=t(reason_key, **params))
    finally:
        set_language(before)


def no_page(new_page, locale: str):
    """A guarded page without the service worker (which would fetch past the routes)."""
    return new_page(locale=locale, service_workers="block")


@pytest.mark.parametrize(("locale", "lang"), [("en-US", "en"), ("fr-FR", "fr")])
def test_a_clock_in_2300_says_the_engine_cannot_start_and_why(new_page, locale, lang):
    page = no_page(new_page, locale)
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.clock.install(time=datetime(2300, 1, 1, 12, tzinfo=UTC))
    page.goto("/#/simili/solo")
    page.wait_for_function(FAILED, timeout=60_000)
    expected = said(lang, "boot.failed_clock", date="2300-01-01")
    assert page.inner_text(LINE).strip() == expected
    # the watchdog's 20 s pass: the page still says why, never "taking longer than usual"
    page.clock.run_for(30_000)
    assert page.evaluate(STATE) == "error"
    assert page.inner_text(LINE).strip() == expected
    assert said(lang, "boot.loading_slow") not in page.inner_text("body")
    # nothing of the runtime was downloaded for nothing
    assert not [u for u in requests if "pyodide" in u or "similarium.zip" in u], requests


@pytest.mark.expect_console_errors(r"could not start: the runtime.s WebAssembly",
                                   r"Failed to load resource|net::ERR_FAILED")
@pytest.mark.parametrize(("locale", "lang"), [("en-US", "en"), ("fr-FR", "fr")])
def test_a_runtime_that_cannot_load_says_the_engine_cannot_start(new_page, locale, lang):
    page = no_page(new_page, locale)
    page.route("**/pyodide.asm.wasm*", lambda route: route.abort())
    page.goto("/")
    page.wait_for_function(FAILED, timeout=60_000)
    assert page.inner_text(LINE).strip() == said(lang, "boot.failed_other")


@pytest.mark.expect_console_errors(r"could not start: ImportError: deliberately broken",
                                   r"^((PythonError: )?Traceback|  File |    raise ImportError|ImportError: deliberately broken)",
                                   r"Failed to load resource")
def test_a_python_start_that_fails_says_the_engine_cannot_start(new_page):
    page = no_page(new_page, "en-US")
    build_app.ensure()
    packed = io.BytesIO()
    with zipfile.ZipFile(build_app.OUT) as old, zipfile.ZipFile(packed, "w") as new:
        for item in old.infolist():
            body = old.read(item)
            if item.filename.endswith("similarium/ui/app.py"):
                body = b'raise ImportError("deliberately broken")\n'
            new.writestr(item, body)
    page.route("**/static/vendor/similarium.zip.xz", lambda route: route.abort())
    page.route("**/static/vendor/similarium.zip", lambda route: route.fulfill(
        status=200, body=packed.getvalue(), content_type="application/zip"))
    page.goto("/")
    page.wait_for_function(FAILED, timeout=60_000)
    assert page.inner_text(LINE).strip() == said("en", "boot.failed_other")
