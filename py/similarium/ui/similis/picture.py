"""Similis's picture on the home page: a series of its own cards, fanned. Its tagline
(``home.similis.tagline``, English and French) is here too: the home card is all the home page
imports of the game."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE
from similarium.ui.html import esc

CATALOGUE.register("en", {"home.similis.tagline": "Card shedding for 3-6: series, market and gifts, rounds to 50."})
CATALOGUE.register("fr", {"home.similis.tagline": "Cartes pour 3 à 6 joueurs\u00a0: videz votre main par séries, marché et cadeaux, manches jusqu’à 50."})

CARDS = ("2-lotus-green-sand", "2-eye-green-stone", "2-scarab-green-papyrus", "2-feather-green-sand")  # a series: number and colour


def home_picture() -> str:
    imgs = "".join(f'<img src="static/img/similis/{esc(c)}.svg" alt="" width="57" height="80" decoding="async">'
                   for c in CARDS)
    return f'<span class="home-pic cards-pic similis-pic" aria-hidden="true">{imgs}</span>'
