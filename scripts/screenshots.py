"""Screenshots of every game, made by a script (not by hand): ``docs/screenshots/``.

``python3 scripts/screenshots.py [--out docs/screenshots] [--chromium PATH]`` serves the
repository on a free local port, opens each page in headless Chromium at phone width (390 px)
in French with the dark theme (and, for comparison, the home page at 1280 px in English and
light), plays one or two real moves by clicking so a game is in progress, and saves a PNG each.
The README links to them. Needs the vendored runtime (``make vendor``) and Playwright (``.venv``).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import build_app  # noqa: E402
import serve  # noqa: E402

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def _simili(page) -> None:
    page.click('[data-testid="choose-matching"]')
    page.click('[data-testid="roll"]')
    page.locator('[data-testid="bank-digit"]').first.click()


def _sb(page) -> None:
    page.click('[data-testid="roll"]')


def _none(page) -> None:
    return None


# A game in progress, by game: its route and the moves played after boot (a game of the registry
# not listed here is shown at ``#/<id>``, its menu or first page).
IN_PROGRESS = {
    "simili": ("#/simili/solo?seed=31", _simili),
    "sb": ("#/sb/solo?seed=31&fast=1", _sb),
    "similo": ("#/similo/guess?seed=4711&fast=1", _none),
    "similis": ("#/similis/solo?seed=24&bots=2&level=greedy&fast=1", _none),
}


def _games() -> list[str]:
    sys.path.insert(0, str(ROOT / "py"))
    from similarium.games import registry

    return [g.id for g in registry.with_page()]


# (file name, route, (locale, theme, viewport), moves after boot)
SHOTS = [
    ("home-fr-dark-390", "#/", ("fr-FR", "dark", PHONE), _none),
    *((f"{g}-fr-dark-390", route, ("fr-FR", "dark", PHONE), moves)
      for g in _games() for route, moves in [IN_PROGRESS.get(g, (f"#/{g}", _none))]),
    ("how-simili-fr-dark-390", "#/how/simili", ("fr-FR", "dark", PHONE), _none),
    ("home-en-light-1280", "#/", ("en-US", "light", DESKTOP), _none),
]


def chromium(path: str | None) -> str | None:
    return path or shutil.which("chromium") or shutil.which("chromium-browser")


def take(out: Path, exe: str | None) -> list[Path]:
    from playwright.sync_api import sync_playwright

    build_app.ensure()
    server = serve.start(ROOT)
    made = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=exe, args=["--no-sandbox"])
            for name, route, (locale, theme, viewport), moves in SHOTS:
                ctx = browser.new_context(locale=locale, color_scheme=theme, viewport=viewport)
                page = ctx.new_page()
                page.goto(server.url + route)
                page.wait_for_function("document.documentElement.dataset.boot === 'ready'", timeout=90_000)
                moves(page)
                page.wait_for_function("() => !document.querySelector('[data-autostep]')", timeout=60_000)
                page.evaluate("() => document.fonts.ready")
                path = out / f"{name}.png"
                page.screenshot(path=str(path), full_page=True)
                made.append(path)
                ctx.close()
            browser.close()
    finally:
        server.shutdown()
    return made


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    ap.add_argument("--chromium", default=None)
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for path in take(args.out, chromium(args.chromium)):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
