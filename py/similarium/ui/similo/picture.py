"""Similo's picture on the home page: four character cards of its own decks, fanned."""

from __future__ import annotations

from similarium.ui.html import esc

CARDS = ("myths/myths-anubis", "fables/fables-red-hood", "history/history-marie-curie", "animals/animals-elephant")


def home_picture() -> str:
    imgs = "".join(f'<img src="static/img/similo/{esc(c)}.svg" alt="" width="60" height="80" decoding="async">'
                   for c in CARDS)
    return f'<span class="home-pic cards-pic similo-pic" aria-hidden="true">{imgs}</span>'
