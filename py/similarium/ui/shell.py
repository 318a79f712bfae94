"""The static shell of index.html (home + an empty SIMILI sheet), generated from the renderers.

``python -m similarium.ui.shell`` rewrites the part of ``index.html`` between
``<!-- shell -->`` and ``<!-- /shell -->``; a test checks it is up to date, so the
page shown before Python boots is exactly what Python renders first.
"""

from __future__ import annotations

import sys
from pathlib import Path

from similarium.games.simili.game import Game, Options
from similarium.ui.home import render_home
from similarium.ui.simili.render import render_sheet

START, END = "<!-- shell -->", "<!-- /shell -->"


def shell_html() -> str:
    sheet = render_sheet(Game.new(Options(seed=0)))
    return (f'{render_home()}\n<section class="preview" aria-label="SIMILI scoresheet" '
            f'data-testid="skeleton"><h2>SIMILI</h2>{sheet}</section>')


def splice(page: str) -> str:
    head, _, rest = page.partition(START)
    _, _, tail = rest.partition(END)
    return f"{head}{START}\n{shell_html()}\n{END}{tail}"


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
