"""Similis's picture on the home page: a series of its own cards, fanned."""

from __future__ import annotations

from similarium.ui.html import esc

CARDS = ("2-lotus-green-sand", "2-eye-green-stone", "2-scarab-green-papyrus", "2-feather-green-sand")  # a series: number and colour


def home_picture() -> str:
    imgs = "".join(f'<img src="static/img/similis/{esc(c)}.svg" alt="" width="57" height="80" decoding="async">'
                   for c in CARDS)
    return f'<span class="home-pic cards-pic similis-pic" aria-hidden="true">{imgs}</span>'
