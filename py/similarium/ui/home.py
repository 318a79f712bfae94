"""The home view and the static shell: HTML shown before and after Python boots."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, t
from similarium.ui.html import esc

GAMES = [
    # (id, title, blurb, playable)
    ("simili", "SIMILI", "home.simili.tagline", True),
    ("sb", "SB", "home.sb.tagline", True),
    ("similo", "Similo", "home.similo.tagline", False),
    ("similo-remove", "Similo — remove rules", "home.similo_remove.tagline", False),
    ("similis", "Similis", "home.similis.tagline", False),
]

HOME_MESSAGES = {
    "home.simili.tagline": "Roll & write: book digits into Sequences, Matchings and Ladders; reach 100 in 10 rounds.",
    "home.sb.tagline": "Push-your-luck dice: 8 Base dice and 2 Keys, first to 60.",
    "home.similo.tagline": "Cooperative deduction: 12 characters, 5 clues, find the secret.",
    "home.similo_remove.tagline": "Similo with clues pointing at the cards to remove.",
    "home.similis.tagline": "Card shedding for 3-6: series, market and gifts, rounds to 50.",
    "home.coming_soon": "Coming soon",
    "home.simili.solo": "Solo",
    "home.simili.daily": "Daily challenge",
    "home.simili.table": "Table",
    "home.loading": "Loading the game engine…",
}


CATALOGUE.register("en", HOME_MESSAGES)


def render_home(resume: dict[str, str] | None = None, playable: set[str] | None = None) -> str:
    """The list of games. ``resume`` maps a game id to the route of a game in progress."""
    playable = playable if playable is not None else {g for g, _, _, p in GAMES if p}
    cards = []
    for gid, title, blurb, _ in GAMES:
        if gid == "simili" and gid in playable:
            links = (f'<a class="button primary" href="#/simili/solo" data-testid="simili-solo">{esc(t("home.simili.solo"))}</a>'
                     f'<a class="button" href="#/simili/daily" data-testid="simili-daily">{esc(t("home.simili.daily"))}</a>'
                     f'<a class="button" href="#/simili/table" data-testid="simili-table">{esc(t("home.simili.table"))}</a>')
        elif gid in playable:
            links = f'<a class="button primary" href="#/{gid}" data-testid="{gid}-play">{esc(t("home.play"))}</a>'
        else:
            links = f'<span class="soon">{esc(t("home.coming_soon"))}</span>'
        if resume and gid in resume:
            links = (f'<a class="button resume" href="{esc(resume[gid])}" data-testid="{gid}-resume">'
                     f'{esc(t("home.resume"))}</a>') + links
        cards.append(f'<li class="game-card{"" if gid in playable else " disabled"}" data-game="{gid}">'
                     f'<h3>{esc(title)}</h3><p>{esc(t(blurb))}</p><div class="links">{links}</div></li>')
    return (f'<section id="home" class="view" aria-labelledby="home-h"><h2 id="home-h">{esc(t("home.heading"))}</h2>'
            f'<p>{esc(t("home.intro"))}</p><ul class="games">{"".join(cards)}</ul></section>')
