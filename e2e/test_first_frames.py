"""What a direct link shows before Python takes over: the static shell is the home page, so a link
to a game (or How to play) must show only the loading line until that route is rendered, never
the home page or the SIMILI sheet of the shell.

The runtime is held back (the after-first-frame script that starts it is held) while the first
frames are screenshot and inspected, so what they show does not depend on how fast Python starts; then it
is let through and the page boots to its own view."""

from __future__ import annotations

import time

import pytest

# Before any page script: the first frame's callbacks and the timers are held, so the script
# that starts the runtime after the first frame (ui/shell.py LATER_SCRIPT) does not run until
# the test calls window.__release(). Frames are still drawn (screenshots), only not reported.
HOLD = """
(() => {
  const raf = window.requestAnimationFrame.bind(window), timer = window.setTimeout.bind(window);
  const held = [];
  window.__raf = raf;
  window.requestAnimationFrame = (cb) => { held.push(() => raf(cb)); return 0; };
  window.setTimeout = (cb, ms, ...args) => { held.push(() => timer(cb, ms, ...args)); return 0; };
  window.__release = () => {
    window.requestAnimationFrame = raf;
    window.setTimeout = timer;
    held.splice(0).forEach((go) => go());
  };
})();
"""

VISIBLE = """() => [...document.querySelectorAll("#app > *")]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => el.id || el.dataset.testid || el.tagName.toLowerCase())"""

GAME_LINKS = ["/#/simili", "/#/simili/solo?seed=12345", "/#/sb", "/#/similo", "/#/similis",
              "/#/how/similo", "/#/data"]


def held_open(page, path: str, shots=None) -> list[str]:
    """Open ``path`` with the runtime held back; return what ``#app`` shows in its frames."""
    page.add_init_script(HOLD)
    page.goto(path, wait_until="domcontentloaded")
    page.evaluate("() => new Promise((r) => __raf(() => __raf(r)))")  # two frames drawn
    if shots is not None:
        name = path.strip("/#").replace("/", "_").replace("?", "_") or "home"
        page.screenshot(path=str(shots / f"{name}.png"))
    assert page.evaluate("() => document.documentElement.dataset.boot") == "loading"
    assert page.evaluate("() => !!document.getElementById('later')"), "the runtime was not held back"
    return page.evaluate(VISIBLE)


def until(page, expr: str, seconds: float) -> None:
    """Poll ``expr`` from here (not with wait_for_function, whose polling in the page would use
    the held timers)."""
    deadline = time.monotonic() + seconds
    while not page.evaluate(expr):
        assert time.monotonic() < deadline, f"still not {expr} after {seconds} s"
        page.wait_for_timeout(100)


def release(page) -> None:
    """Let the held callbacks run: the runtime starts; wait until Python has taken over."""
    page.evaluate("() => window.__release()")
    until(page, "() => ['ready', 'error'].includes(document.documentElement.dataset.boot)", 120)
    assert page.evaluate("() => document.documentElement.dataset.boot") == "ready"


@pytest.mark.parametrize("path", GAME_LINKS)
def test_a_direct_link_shows_only_the_loading_view_until_its_route_is_rendered(page, path, tmp_path):
    visible = held_open(page, path, tmp_path)
    assert visible == [], f"{path}: the static shell shows {visible} before Python renders the route"
    assert page.locator('[data-testid="boot-status"]').is_visible()
    assert page.locator(".loading-text").inner_text().strip()
    release(page)
    assert page.evaluate(VISIBLE), f"{path}: nothing shown once Python rendered the route"
    assert page.locator('[data-testid="skeleton"]').count() == 0
    if path != "/#/simili/solo?seed=12345":
        assert not page.locator("#home").is_visible()


def test_the_home_page_shows_its_shell_at_once(page, tmp_path):
    visible = held_open(page, "/#/", tmp_path)
    assert "home" in visible and "skeleton" in visible
    release(page)
    assert page.locator("#home").is_visible()


def test_following_a_link_before_python_starts_follows_the_route(page, tmp_path):
    """A hash change before Python runs (the header's home link, say) updates what shows."""
    assert held_open(page, "/#/sb") == []
    page.evaluate("() => { location.hash = '#/'; }")
    until(page, "() => document.documentElement.dataset.route === 'home'", 10)
    assert "home" in page.evaluate(VISIBLE)
    release(page)
