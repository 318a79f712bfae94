"""The home view and the static shell: HTML shown before and after Python boots."""

from __future__ import annotations

import datetime as _dt
import importlib
from dataclasses import dataclass

from similarium.core.i18n import t, tn
from similarium.games import registry
from similarium.ui import howto, today_messages  # noqa: F401 - register the 'How to play' and Today texts
from similarium.ui.html import esc


@dataclass(frozen=True)
class DailyState:
    """Today's daily of one game as the home page tells it: played or not, its result, the streak."""

    played: bool
    won: bool = False
    score: int = 0
    streak: int = 0  # the current WIN streak


def daily_states(repo: object, today: _dt.date) -> dict[str, DailyState]:
    """Today's daily state of every game with a daily mode, read from the stored records; a
    record that cannot be read is left out (the game's own page says why)."""
    out: dict[str, DailyState] = {}
    for game in registry.GAMES:
        if "daily" not in game.modes:
            continue
        try:
            record = repo.load_daily(game.id)  # type: ignore[attr-defined]
            result = record.result_for(today)
            streak = record.stats(today).current_win_streak  # named as such on the card (issue 29)
        except Exception:  # noqa: BLE001 - the home page never fails on one record
            continue
        out[game.id] = (DailyState(True, bool(result.won), int(result.score), streak) if result is not None
                        else DailyState(False, streak=streak))
    return out


def resume_routes(repo: object, games: list[str] | tuple[str, ...]) -> dict[str, str]:
    """``game id -> #/<id>/<slot>`` of the first slot of each game (of ``games``) holding a
    game in progress that reads back: a save no page opens, or unreadable, is set aside (and
    told) by the load, so Resume never points to a slot that does not exist."""
    out: dict[str, str] = {}
    for gid in games:
        slots = [m for m in repo.save_slots(gid) if repo.load_game(gid, m) is not None]  # type: ignore[attr-defined]
        if slots:
            out[gid] = f"#/{gid}/{slots[0]}"
    return out


def home_card(game: registry.GameEntry):
    """The game's home card module: ``picture`` beside its page (``similarium.ui.<id>.picture``),
    found through the registry entry, imported with its texts (its tagline); None if the game has
    no such module."""
    if not game.page:
        return None
    package = game.page.partition(":")[0].rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.picture")
    except ImportError:
        return None


def home_picture(game: registry.GameEntry) -> str:
    """The game's picture, drawn from its own art: ``home_picture()`` of its home card module;
    none if the game has no such module."""
    module = home_card(game)
    return "" if module is None else str(module.home_picture())


def _daily_line(gid: str, state: DailyState | None) -> str:
    if state is None:
        return ""
    if state.played:
        text = t("home.daily.won" if state.won else "home.daily.lost", score=state.score)
    else:
        text = t("home.daily.to_play")
    if state.streak:
        text += " · " + tn("home.daily.win_streak", state.streak)
    cls = "daily-state " + ("won" if state.played and state.won else "lost" if state.played else "to-play")
    return f'<p class="{cls}" data-testid="{gid}-daily-state">{esc(text)}</p>'


def render_home(resume: dict[str, str] | None = None, playable: set[str] | None = None,
                dailies: dict[str, DailyState] | None = None) -> str:
    """The registry's games, each with its picture. ``resume`` maps a game id to the route of a
    game in progress; ``playable`` (default: the games with a page) are linked, the others are
    "coming soon"; ``dailies`` (after boot: :func:`daily_states`) tells today's daily of each."""
    playable = playable if playable is not None else {g.id for g in registry.with_page()}
    dailies = dailies or {}
    cards = []
    for game in registry.GAMES:
        gid = game.id
        game.load_texts()  # its tagline, if the game keeps it in its own texts module
        home_card(game)  # or in its home card
        if gid in playable and game.menu:
            links = f'<a class="button primary" href="#/{gid}" data-testid="{gid}-play">{esc(t("home.play"))}</a>'
            if "daily" in game.modes:
                links += (f'<a class="button" href="#/{gid}/daily" data-testid="{gid}-daily">'
                          f'{esc(t("home.mode.daily"))}</a>')
        elif gid in playable:
            links = "".join(
                f'<a class="button{" primary" if i == 0 else ""}" href="#/{gid}/{mode}" '
                f'data-testid="{gid}-{mode}">{esc(t(f"home.mode.{mode}"))}</a>'
                for i, mode in enumerate(game.modes))
        else:
            links = f'<span class="soon">{esc(t("home.coming_soon"))}</span>'
        if resume and gid in resume:
            links = (f'<a class="button resume" href="{esc(resume[gid])}" data-testid="{gid}-resume">'
                     f'{esc(t("home.resume"))}</a>') + links
        foot = _daily_line(gid, dailies.get(gid)) if gid in playable else ""
        if gid in playable:
            foot += (f'<p class="howto-line"><a class="howto-link" href="#/how/{gid}" data-testid="{gid}-how">'
                     f'{esc(t("howto.link"))}</a></p>')
        picture = home_picture(game) if gid in playable else ""
        cards.append(f'<li class="game-card{"" if gid in playable else " disabled"}" data-game="{gid}">'
                     f'{picture}<h3>{esc(game.name)}</h3><p>{esc(t(game.tagline))}</p>'
                     f'<div class="links">{links}</div>{foot}</li>')
    today = (f'<p class="today-link"><a class="button primary" href="#/today" data-testid="today-link">'
             f'{esc(t("today.link"))}</a></p>') if dailies else ""
    return (f'<section id="home" class="view" aria-labelledby="home-h"><h2 id="home-h">{esc(t("home.heading"))}</h2>'
            f'<p>{esc(t("home.intro"))}</p>{today}<ul class="games">{"".join(cards)}</ul></section>')
