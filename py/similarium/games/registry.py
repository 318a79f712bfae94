"""The one list of games: it feeds the page's routes and home (its card, its first-move steps,
its How to play page), the command line (its ``simulate`` flags too), the storage validators
and the page's stylesheets. A game is its folder and one line here.

Importing this module imports no game: ``load_rules()``, ``load_page()``, ``load_cli()`` and
``load_texts()`` import them when asked (the page boots with the home view alone).
:func:`register` adds an entry at run time (a game kept outside the package, e.g. the sample
game of the tests).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from similarium.core import kv
from similarium.core.protocol import Option, Rules


@dataclass(frozen=True)
class Flag:
    """An option of ``python -m similarium simulate``: ``--<name>``, its ``help``; a ``switch`` is
    on or off, else it takes a value of ``kind`` (``default`` when not given)."""

    name: str
    help: str
    default: Any = None
    kind: type = str
    switch: bool = False


@dataclass(frozen=True)
class GameEntry:
    """One game: its id (routes ``#/<id>/<mode>``, storage keys, the CLI), its name, the
    catalogue key of its one-line pitch, its page modes, and where its parts live:
    ``rules`` (a module with ``RULES``), ``page`` (``module:Class``), ``cli`` (a module with
    ``replay``/``advise``/``simulate``), ``stylesheet`` (a path under the site root), ``texts``
    (a module registering the catalogue texts of its home card ``tagline`` and first-move steps
    ``walkthrough.<id>.1..3``, imported before they are shown; "": they are registered already),
    ``howto`` (its How to play module, ``render() -> str``; default ``howto`` beside its page's
    module, e.g. ``similarium.ui.similo.howto``) and ``flags`` (its ``simulate`` options on the
    command line).
    ``rules=""`` lists a game that is not built yet ("coming soon")."""

    id: str
    name: str
    tagline: str
    rules: str = ""
    page: str = ""
    cli: str = ""
    modes: tuple[str, ...] = ()
    menu: bool = False  # the page has its own menu at ``#/<id>`` (the home links there)
    stylesheet: str = ""
    options: tuple[Option, ...] = ()  # listed for games not built yet; else RULES' own
    texts: str = ""
    howto: str = ""
    flags: tuple[Flag, ...] = ()

    @property
    def playable(self) -> bool:
        return bool(self.rules)

    def load_rules(self) -> Rules:
        if not self.rules:
            raise LookupError(f"{self.id} is not built yet")
        return importlib.import_module(self.rules).RULES

    @property
    def has_page(self) -> bool:
        return bool(self.page)

    def load_page(self) -> type:
        module, _, cls = self.page.partition(":")
        return getattr(importlib.import_module(module), cls)

    def load_cli(self) -> Any:
        return importlib.import_module(self.cli) if self.cli else None

    def load_texts(self) -> None:
        """Register the game's texts on the catalogue (its ``texts`` module), if it has one."""
        if self.texts:
            importlib.import_module(self.texts)

    @property
    def howto_module(self) -> str:
        """Its How to play module: ``howto``, else ``howto`` beside its page's module."""
        return self.howto or f"{self.page.partition(':')[0].rpartition('.')[0]}.howto"

    def to_json(self) -> dict:
        rules = self.load_rules() if self.playable else None
        options = rules.options if rules else self.options
        out: dict[str, Any] = {"id": self.id, "name": self.name, "options": [o.to_json() for o in options],
                               "playable": self.playable, "modes": list(self.modes)}
        if rules:
            out["players"] = {"min": rules.min_players, "max": rules.max_players}
            out["bots"] = sorted(rules.bots)
        return out


GAMES: tuple[GameEntry, ...] = (
    GameEntry("simili", "SIMILI", "home.simili.tagline", rules="similarium.games.simili.protocol",
              page="similarium.ui.simili.controller:SimiliController", cli="similarium.games.simili.cli",
              modes=("solo", "daily", "table"), stylesheet="static/css/simili.css",
              flags=(Flag("variant", "SIMILI: classic or modern (default classic)", default="classic"),)),
    GameEntry("sb", "SB", "home.sb.tagline", rules="similarium.games.sb.protocol",
              page="similarium.ui.sb.controller:Controller", cli="similarium.games.sb.cli",
              modes=("solo", "table", "daily"), menu=True, stylesheet="static/css/sb.css",
              flags=(Flag("players", "SB: number of players, 1 to 8 (default 2)", default=2, kind=int),)),
    GameEntry("similo", "Similo", "home.similo.tagline", rules="similarium.games.similo.protocol",
              page="similarium.ui.similo.controller:Controller", cli="similarium.games.similo.cli",
              modes=("guess", "give", "table", "daily"), menu=True, stylesheet="static/css/similo.css",
              flags=(Flag("rules", "Similo: classic or remove"),
                     Flag("advanced", "Similo: the remove rules' advanced variant", switch=True),
                     Flag("characters", "Similo: the character deck"),
                     Flag("clues", "Similo: the clue deck (two-deck play)"))),
    GameEntry("similis", "Similis", "home.similis.tagline", rules="similarium.games.similis.protocol",
              page="similarium.ui.similis.controller:Controller", cli="similarium.games.similis.cli",
              modes=("solo", "table", "daily"), menu=True, stylesheet="static/css/similis.css",
              flags=(Flag("players", "Similis: number of players, 3 to 6 (default 4)", default=4, kind=int),
                     Flag("banned", "Similis: the banned-card variant", switch=True))),
)

BY_ID = {g.id: g for g in GAMES}
SHIPPED = frozenset(BY_ID)  # the games of this file: what the site is built with and serves
for _game in GAMES:  # the names storage's sentences use ("your SIMILI match")
    kv.register_name(_game.id, _game.name)


def register(entry: GameEntry) -> None:
    """Add ``entry`` (or put it in place of the entry with its id): a game kept outside the
    package, e.g. the tests' sample game. Everything that reads the registry sees it."""
    global GAMES
    GAMES = (*(g for g in GAMES if g.id != entry.id), entry)
    BY_ID[entry.id] = entry
    kv.register_name(entry.id, entry.name)


def unregister(game_id: str) -> None:
    """Take the entry of ``game_id`` out again (what :func:`register` added)."""
    global GAMES
    GAMES = tuple(g for g in GAMES if g.id != game_id)
    BY_ID.pop(game_id, None)
    kv.register_name(game_id, None)


def get(game_id: str) -> GameEntry:
    """The game with this id (KeyError if none)."""
    return BY_ID[game_id]


def playable() -> tuple[GameEntry, ...]:
    return tuple(g for g in GAMES if g.playable)


def with_page() -> tuple[GameEntry, ...]:
    return tuple(g for g in GAMES if g.has_page)


def served() -> tuple[GameEntry, ...]:
    """The games the site serves (this file's, with a page): a game added by :func:`register`
    (the tests' sample games) exists only in the process that added it, never in the browser."""
    return tuple(g for g in with_page() if g.id in SHIPPED)


def stylesheets() -> tuple[str, ...]:
    return tuple(g.stylesheet for g in GAMES if g.stylesheet)


def to_json() -> dict:
    return {"games": [g.to_json() for g in GAMES]}
