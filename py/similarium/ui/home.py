"""The home view and the static shell: HTML shown before and after Python boots."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, t
from similarium.games import registry
from similarium.ui import howto  # noqa: F401 - registers the 'How to play' texts
from similarium.ui.html import esc

HOME_MESSAGES = {
    "home.simili.tagline": "Roll & write: book digits into Sequences, Matchings and Ladders; reach 100 in 10 rounds.",
    "home.sb.tagline": "Push-your-luck dice: 8 Base dice and 2 Keys, first to 60.",
    "home.similo.tagline": "Cooperative deduction: 12 characters, 5 clues, find the secret (classic or “remove” rules).",
    "home.similis.tagline": "Card shedding for 3-6: series, market and gifts, rounds to 50.",
    "home.coming_soon": "Coming soon",
    "home.mode.solo": "Solo",
    "home.mode.daily": "Daily challenge",
    "home.mode.table": "Table",
    "home.loading": "Loading the game engine…",
}

HOME_MESSAGES_FR = {
    "home.simili.tagline": "Lancer et écrire\u00a0: placez les chiffres des dés dans trois catégories\u00a0; atteignez 100 en 10 manches.",
    "home.sb.tagline": "Dés et prise de risque\u00a0: 8 dés de base et 2 clés, le premier à 60 gagne.",
    "home.similo.tagline": "Déduction coopérative\u00a0: 12 personnages, 5 indices, trouvez le secret (règles classiques ou «\u00a0retrait\u00a0»).",
    "home.similis.tagline": "Cartes pour 3 à 6 joueurs\u00a0: videz votre main par séries, marché et cadeaux, manches jusqu’à 50.",
    "home.coming_soon": "Bientôt",
    "home.mode.solo": "Solo",
    "home.mode.daily": "Défi du jour",
    "home.mode.table": "Table",
    "home.loading": "Chargement du moteur de jeu…",
}

CATALOGUE.register("en", HOME_MESSAGES)
CATALOGUE.register("fr", HOME_MESSAGES_FR)


def render_home(resume: dict[str, str] | None = None, playable: set[str] | None = None) -> str:
    """The registry's games, each with its name and tagline (``GameEntry.tagline``). ``resume`` maps a game id to the route of a game in progress;
    ``playable`` (default: the games with a page) are linked, the others are "coming soon"."""
    playable = playable if playable is not None else {g.id for g in registry.with_page()}
    cards = []
    for game in registry.GAMES:
        gid = game.id
        game.load_texts()  # its tagline, if the game keeps it in its own texts module
        if gid in playable and game.menu:
            links = f'<a class="button primary" href="#/{gid}" data-testid="{gid}-play">{esc(t("home.play"))}</a>'
        elif gid in playable:
            links = "".join(
                f'<a class="button{" primary" if i == 0 else ""}" href="#/{gid}/{mode}" '
                f'data-testid="{gid}-{mode}">{esc(t(f"home.mode.{mode}"))}</a>'
                for i, mode in enumerate(game.modes))
        else:
            links = f'<span class="soon">{esc(t("home.coming_soon"))}</span>'
        if gid in playable:
            links += (f' <a class="howto-link" href="#/how/{gid}" data-testid="{gid}-how">'
                      f'{esc(t("howto.link"))}</a>')
        if resume and gid in resume:
            links = (f'<a class="button resume" href="{esc(resume[gid])}" data-testid="{gid}-resume">'
                     f'{esc(t("home.resume"))}</a>') + links
        cards.append(f'<li class="game-card{"" if gid in playable else " disabled"}" data-game="{gid}">'
                     f'<h3>{esc(game.name)}</h3><p>{esc(t(game.tagline))}</p><div class="links">{links}</div></li>')
    return (f'<section id="home" class="view" aria-labelledby="home-h"><h2 id="home-h">{esc(t("home.heading"))}</h2>'
            f'<p>{esc(t("home.intro"))}</p><ul class="games">{"".join(cards)}</ul></section>')
