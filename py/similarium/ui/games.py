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


def register_validators(repo: Any) -> None:
    """Every game's storage validator, so saved data is checked whichever page reads it."""
    for entry in registry.with_page():
        repo.register_game(entry.id, page_validator(entry))
