"""Screenshots of every game, made by a script (not by hand): ``docs/screenshots/``.

``python3 scripts/screenshots.py [--out docs/screenshots] [--chromium PATH]`` serves the
repository on a free local port and opens, in headless Chromium, the home page and each game's
table (one or two real moves played by clicking, so a game is in progress) and end screen (a
whole game played on the host by the rules, its save put in the browser's storage, resumed
there), at phone size (390x844) and desktop size (1280x800), in English with the light theme and
in French with the dark theme; it saves a PNG each: ``<page>-<lang>-<theme>-<width>.png``.
The README links to them. Needs the vendored runtime (``make vendor``) and Playwright (``.venv``).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "py"))  # the package, for the finished games played on the host

import build_app  # noqa: E402
import serve  # noqa: E402

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


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
    from similarium.games import registry

    return [g.id for g in registry.with_page()]


def _finished_saves(lang: str) -> dict[str, tuple[str, dict[str, str]]]:
    """For each game: the route of a finished game and the storage items that hold it (its
    save, not yet recorded: the page resumes it, records it and shows its end). Played on the
    host with the rules (the tests' players: a fixed simple policy, seeded)."""
    sys.path.insert(0, str(ROOT))
    from tests.ui.test_simili_controller import play_out as simili_play
    from tests.ui.test_simili_page import controller as simili_controller
    from tests.ui_sb.test_controller import controller as sb_controller
    from tests.ui_sb.test_controller import play_out as sb_play
    from tests.ui_similis.test_page import make as similis_make
    from tests.ui_similis.test_page import play_to_end as similis_play
    from tests.ui_similo.test_controller import make as similo_make
    from tests.ui_similo.test_controller import play_round

    from similarium.core.i18n import CATALOGUE
    from similarium.core.storage import MemoryStore, Repository

    def simili():
        c = simili_controller(seeds=(31, 32, 33, 34))
        c.open("solo", {"seed": "31"})
        simili_play(c)
        return c

    def sb():
        c = sb_controller(seeds=(31,))
        c.open("solo", {"seed": "31", "bot": "rookie"})
        sb_play(c)
        return c

    def similo():
        c = similo_make()
        c.open("guess", {"seed": "4711"})
        while not c.session.finished:
            play_round(c)
        return c

    def similis():
        c = similis_make()
        c.open("solo", {"seed": "24", "bots": "2", "level": "greedy", "fast": "1"})
        similis_play(c)
        return c

    out = {}
    for game, play in (("simili", simili), ("sb", sb), ("similo", similo), ("similis", similis)):
        CATALOGUE.set_language(lang)  # the players' default names ("You", "AI") in the page's language
        try:
            c = play()
        finally:
            CATALOGUE.set_language("en")
        store = MemoryStore()
        Repository(store).save_game(c.snapshot())
        out[game] = (f"#/{game}/{c.session.mode}?fast=1", dict(store.items))
    return out


THEMES = [("en-US", "light", "en"), ("fr-FR", "dark", "fr")]


def shots() -> list[tuple[str, str, tuple[str, str, dict], object, dict[str, str]]]:
    """(file name, route, (locale, theme, viewport), moves after boot, storage items)."""
    ends = {short: _finished_saves(short) for _, _, short in THEMES}
    pages: list[tuple[str, str, object, dict]] = [("home", "#/", _none, {})]
    for g in _games():
        route, moves = IN_PROGRESS.get(g, (f"#/{g}", _none))
        pages.append((f"{g}-table", route, moves, {}))
        if g in ends["en"]:
            pages.append((f"{g}-end", ends["en"][g][0], _none, {short: ends[short][g][1] for short in ends}))
    pages.append(("how-simili", "#/how/simili", _none, {}))
    return [(f"{name}-{short}-{theme}-{size['width']}", route, (locale, theme, size), moves, items.get(short, {}))
            for name, route, moves, items in pages for locale, theme, short in THEMES for size in (PHONE, DESKTOP)]


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
            for name, route, (locale, theme, viewport), moves, items in shots():
                ctx = browser.new_context(locale=locale, color_scheme=theme, viewport=viewport)
                if items:  # a finished game's save, in storage before the page's first script
                    ctx.add_init_script(f"Object.entries({json.dumps(items)}).forEach(([k, v]) => "
                                        "localStorage.setItem(k, v));")
                page = ctx.new_page()
                page.goto(server.url + route)
                page.wait_for_function("document.documentElement.dataset.boot === 'ready'", timeout=90_000)
                moves(page)
                page.wait_for_function("() => !document.querySelector('[data-autostep]')", timeout=60_000)
                page.evaluate("() => document.fonts.ready")
                path = out / f"{name}.png"
                # a game's table and end as the player sees them first (the viewport); other pages whole
                page.screenshot(path=str(path), full_page=not ("-table-" in name or "-end-" in name))
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
