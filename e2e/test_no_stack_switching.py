"""Python runs on the page's own stack (static/js/interpreter.mjs, STACK_SWITCHING).

Chromium's sampling heap profiler, on for a share of browser sessions and for every session of
this harness (e2e/conftest.py, HEAP_PROFILER), walks the native stack by frame pointers at random
allocations. When Pyodide runs Python on a WebAssembly stack-switching (JSPI) stack, that walk
reads past the small stack's end and the tab dies with SIGSEGV: 12 of 20 sessions over five
games' pages crashed so before the page hid JSPI from Pyodide, 0 of 40 after. These tests pin
the cause (no JSPI once Python runs, in a browser that has it), that the profiler does sample the
renderer in these tests, and the effect (pages of every game, booted and walked through in fresh
tabs, with no crash: the guard fails a test whose renderer died).
"""

from __future__ import annotations

import pytest

HAS_JSPI = "() => 'Suspending' in WebAssembly && typeof WebAssembly.promising === 'function'"
ROUTES = ["#/simili/solo?seed=4242", "#/sb/solo?seed=31&fast=1", "#/similo/guess?seed=5&fast=1",
          "#/similis/solo?seed=3&fast=1", "#/"]


def test_python_runs_without_stack_switching_where_the_browser_has_it(page, boot):
    page.goto("about:blank")
    if not page.evaluate(HAS_JSPI):
        pytest.skip("this Chromium has no JSPI (WebAssembly.Suspending): nothing to hide")
    boot(page, "/" + ROUTES[1])
    assert page.evaluate("() => 'Suspending' in WebAssembly") is False
    assert page.evaluate("() => 'promising' in WebAssembly") is False
    # what Pyodide decided when its wasm module started
    assert page.evaluate("() => window.similariumRuntime._module.jspiSupported") is False


def test_the_heap_profiler_is_on_in_the_browser_of_these_tests(page):
    # Chromium's own record of its decision for this browser session (1: profiled, 0: not; an
    # unflagged session here said 0 four times out of four)
    page.goto("chrome://histograms/HeapProfiling.InProcess.Enabled.Browser")
    text = page.inner_text("body")
    assert "HeapProfiling.InProcess.Enabled.Browser recorded 1 samples, mean = 1.0" in text, (
        "e2e/conftest.py's HEAP_PROFILER no longer turns the profiler on: the crash it caught "
        "would show only in some runs\n" + text[:800])


@pytest.mark.parametrize("first", range(6))
def test_every_games_pages_survive_the_heap_profiler(new_page, boot, first):
    page = new_page()
    boot(page, "/" + ROUTES[first % len(ROUTES)])
    for route in ROUTES:
        page.evaluate("(route) => { location.hash = route; }", route)
        page.wait_for_timeout(300)  # the bots' and AIs' first steps run meanwhile
    assert page.evaluate("() => document.documentElement.dataset.boot") == "ready"
