"""The registry as the page sees it: which games have a page (routes ``#/<id>/...``), their
storage validators, and the home page's links. Nothing here imports a game: a page module
is imported the first time its game is opened or its saved data is read.

A page module (``GameEntry.page``, ``module:Class``) defines ``VALIDATOR``, the
:class:`~similarium.core.schema.GameValidator` of its saves and daily results.
"""

from __future__ import annotations

import importlib
from typing import Any

from similarium.core.schema import GameValidator
from similarium.core.storage import Slots
from similarium.games import registry
from similarium.games.registry import GameEntry


def game_pages() -> dict[str, str]:
    """``id -> "module:Class"`` of every game with a page, in the registry's order."""
    return {g.id: g.page for g in registry.with_page()}


def page_validator(entry: GameEntry) -> GameValidator:
    """The page module's ``VALIDATOR``, imported on first use (not at boot)."""
    module = entry.page.partition(":")[0]

    def call(part: str, value: Any) -> object:
        check = getattr(importlib.import_module(module).VALIDATOR, part)
        return None if check is None else check(value)

    return GameValidator(options=lambda o: call("options", o), moves=lambda m: call("moves", m),
                         summary=lambda s: call("summary", s))


def page_slots(entry: GameEntry) -> Slots:
    """Where the game's page goes, from the page itself: the slots it opens (its ``PLAY_MODES``;
    with a daily in the registry's modes, the daily and the archive of past days too) and the
    match ids it records (``MATCH_IDS``). The page module is imported on first use (not at boot)."""
    daily = "daily" in entry.modes  # the registry's name of the daily mode (hooks.DAILY)

    def opens() -> tuple[frozenset[str], frozenset[str]]:
        from similarium.ui.hooks import ARCHIVE, DAILY

        page = entry.load_page()
        saves = (*page.PLAY_MODES, DAILY, ARCHIVE) if daily else tuple(page.PLAY_MODES)
        return frozenset(saves), frozenset(page.MATCH_IDS.values())

    return Slots(opens, daily)


def register_validators(repo: Any) -> None:
    """Every game's storage validator, so saved data is checked whichever page reads it, and
    where its page goes (:func:`page_slots`): a save, match or daily no page opens is refused."""
    for entry in registry.with_page():
        repo.register_game(entry.id, page_validator(entry))
        repo.register_slots(entry.id, page_slots(entry))
