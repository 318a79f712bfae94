"""SIMILI's picture on the home page: a corner of its scoresheet, drawn inline (no request). Its
tagline (``home.simili.tagline``, English and French) is here too: the home card is all the home
page imports of the game."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE

CATALOGUE.register("en", {"home.simili.tagline": "Roll & write: book digits into Sequences, Matchings and Ladders; reach 100 in 10 rounds."})
CATALOGUE.register("fr", {"home.simili.tagline": "Lancer et écrire\u00a0: placez les chiffres des dés dans trois catégories\u00a0; atteignez 100 en 10 manches."})

# (row label, digits in the row's four spaces, None for an empty space); the Sequence row is circled
ROWS = (("S", (3, 4, 5, None)), ("M", (7, 7, None, None)), ("L", (2, 2, 3, None)))


def home_picture() -> str:
    cells = []
    for r, (label, digits) in enumerate(ROWS):
        y = 14 + r * 34
        ring = f'<circle cx="16" cy="{y + 12}" r="12" class="pic-ring"/>' if r == 0 else ""
        cells.append(f'{ring}<text x="16" y="{y + 19}" class="pic-label">{label}</text>')
        for k, d in enumerate(digits):
            x = 36 + k * 30
            cells.append(f'<rect x="{x}" y="{y}" width="26" height="26" rx="3" class="pic-space"/>')
            if d is not None:
                cells.append(f'<text x="{x + 13}" y="{y + 20}" class="pic-digit">{d}</text>')
    return ('<svg class="home-pic simili-pic" viewBox="0 0 160 116" aria-hidden="true" focusable="false">'
            f'<rect x="1" y="1" width="158" height="114" rx="6" class="pic-sheet"/>{"".join(cells)}</svg>')


def shell_preview() -> str:
    """What the page shows under the home page before Python has started (``ui/shell.py``): an
    empty scoresheet, drawn by the game's renderer (imported here, never at boot)."""
    from similarium.games.simili.game import Game, Options
    from similarium.ui.simili.render import render_sheet

    return render_sheet(Game.new(Options(seed=0)))
