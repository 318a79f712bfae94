"""Similo's picture on the home page: four character cards of its own decks, fanned. Its tagline
(``home.similo.tagline``, English and French) is here too: the home card is all the home page
imports of the game."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE
from similarium.ui.html import esc

CATALOGUE.register("en", {"home.similo.tagline": "Cooperative deduction: 12 characters, 5 clues, find the secret (classic or “remove” rules)."})
CATALOGUE.register("fr", {"home.similo.tagline": "Déduction coopérative\u00a0: 12 personnages, 5 indices, trouvez le secret (règles classiques ou «\u00a0retrait\u00a0»)."})

CARDS = ("myths/myths-anubis", "fables/fables-red-hood", "history/history-marie-curie", "animals/animals-elephant")


def home_picture() -> str:
    imgs = "".join(f'<img src="static/img/similo/{esc(c)}.svg" alt="" width="60" height="80" decoding="async">'
                   for c in CARDS)
    return f'<span class="home-pic cards-pic similo-pic" aria-hidden="true">{imgs}</span>'
