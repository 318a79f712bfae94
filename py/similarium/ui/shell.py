"""The static parts of index.html generated from Python: the shell (home + an empty SIMILI
sheet, from the renderers) and the games' stylesheets (from the registry).

``python -m similarium.ui.shell`` rewrites the parts of ``index.html`` between
``<!-- shell -->`` and ``<!-- /shell -->``, and between ``<!-- styles -->`` and
``<!-- /styles -->``; a test checks they are up to date, so the page shown before
Python boots is exactly what Python renders first, and a game's stylesheet is loaded
once its registry line names it.

The shell is English with the language toggle as the app draws it; at boot the app
renders the same view in the person's language (remembered, else the browser's).
"""

from __future__ import annotations

import sys
from pathlib import Path

from similarium.games.simili.game import Game, Options
from similarium.ui.home import render_home
from similarium.ui.lang import framed
from similarium.ui.simili.render import render_sheet

START, END = "<!-- shell -->", "<!-- /shell -->"
STYLES, STYLES_END = "<!-- styles -->", "<!-- /styles -->"


def shell_html() -> str:
    sheet = render_sheet(Game.new(Options(seed=0)))
    return (f'{framed(render_home(), "en")}\n<section class="preview" aria-label="SIMILI scoresheet" '
            f'data-testid="skeleton"><h2>SIMILI</h2>{sheet}</section>')


def styles_html() -> str:
    from similarium.games.registry import stylesheets

    return "".join(f'<link rel="stylesheet" href="./{path}">\n' for path in stylesheets())


def _replace(page: str, start: str, end: str, content: str) -> str:
    head, found, rest = page.partition(start)
    if not found:
        raise ValueError(f"index.html has no {start} marker")
    _, _, tail = rest.partition(end)
    return f"{head}{start}\n{content}{end}{tail}"


def splice(page: str) -> str:
    page = _replace(page, STYLES, STYLES_END, styles_html())
    return _replace(page, START, END, f"{shell_html()}\n")


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else Path("index.html")
    page = path.read_text(encoding="utf-8")
    new = splice(page)
    if new != page:
        path.write_text(new, encoding="utf-8")
        print(f"updated {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
