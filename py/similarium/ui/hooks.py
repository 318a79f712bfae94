"""What a game's page supplies to the skeleton (:class:`similarium.ui.page.GamePage`): the
class attributes and hooks of :class:`PageHooks`, each with its default when it has one.
A game's controller subclasses ``GamePage`` and overrides what differs."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable
from typing import Any

from similarium.core.daily import DailyResult
from similarium.core.i18n import CATALOGUE, t
from similarium.core.schema import GameValidator, SavedGame
from similarium.core.share import share_text
from similarium.ui import pieces

ARCHIVE_ACTIONS = ("archive-list", "archive-open")
SOLO, DAILY, TABLE = "solo", "daily", "table"
MODES = (SOLO, DAILY, TABLE)
ARCHIVE = "archive"  # a past day's daily, played under the daily rules; never recorded (see ui/pieces.py)


class PageHooks:
    """The hooks of a game page; the skeleton (:class:`~similarium.ui.page.GamePage`) calls them."""

    GAME = ""
    TITLE = ""
    MATCH_IDS: dict[str, str] = {}
    PLAY_MODES: tuple[str, ...] = (SOLO, TABLE)
    MENU_MODES: tuple[str, ...] = (SOLO, TABLE, DAILY)  # the menu's links, in order
    MENU = True  # ``#/<game>`` is a menu of modes (else: the first play mode's setup)
    SETUP_ACTIONS: tuple[str, ...] = ("start",)
    KEYS: dict[str, tuple[str, str]] = {}
    DIGIT_ACTION = ""  # a digit key's action (its argument: the digit), if any
    DAILY_BACK_LINKS = False  # the ways back (menu, home) under a finished daily
    VALIDATOR: GameValidator | None = None  # the checks of its saved data
    CHALLENGE: dict[str, str] = {}  # a friend's challenge (ui.challenge): its options and defaults; {}: none
    LINK: tuple[str, ...] = ()  # what a play mode's link may carry besides the seed (a link with more: refused)
    BOT_PACE = False  # its bots play at the player's pace (ui.pace), skippable: the pace control shows
    CHALLENGE_SAME = "deal"  # what the friend gets again: "dice" or "deal" (the challenge's texts)

    # attributes the skeleton keeps (set in ``GamePage.__init__``)
    session: Any
    mode: str
    repo: Any

    # --- its sessions ---------------------------------------------------------------------
    def session_from_saved(self, saved: SavedGame) -> Any:
        """Rebuild a session from a save (raises ValueError, KeyError or TypeError if it does not replay)."""
        raise NotImplementedError

    def saved_options(self, session: Any) -> dict:
        """The options to store with the moves (``day`` is added here)."""
        raise NotImplementedError

    def saved_seed(self, session: Any) -> int:
        return session.seed

    def daily_session(self, mode: str, day: _dt.date) -> Any:
        """A new session playing the daily of ``day`` (``mode``: DAILY, or ARCHIVE for a past day)."""
        raise NotImplementedError

    def restore_daily(self, day: _dt.date, summary: dict, moves: list) -> Any:
        """The daily of ``day`` replayed from the ``moves`` its result's summary keeps (raises
        ValueError, KeyError or TypeError when they do not replay)."""
        raise NotImplementedError

    def wanted(self, query: dict[str, str]) -> Any:
        """The game a share link's ``query`` asks for (a session, not started), or None; a refused
        link sets ``setup_error``."""
        return None

    def same_game(self, saved: Any, wanted: Any) -> bool:
        """Whether the link's ``wanted`` game is the ``saved`` one (then it is resumed); by default
        the same seed, players and saved options."""
        return (saved.seed, saved.players, self.saved_options(saved)) == (
            wanted.seed, wanted.players, self.saved_options(wanted))

    def next_session(self, session: Any, mode: str) -> Any:
        """The next game after the finished ``session``, in ``mode``: same players, a fresh seed."""
        raise NotImplementedError

    def setup_action(self, action: str, fields: dict[str, str]) -> str | None:
        """One of ``SETUP_ACTIONS`` in the setup form (``start`` starts the game)."""
        raise NotImplementedError

    def play(self, session: Any, action: str, arg: str, fields: dict[str, str]) -> str | None:
        """A move (or any other action) in the game view; return a route, if any."""
        raise NotImplementedError

    def on_open(self) -> None:
        """Forget what belonged to the previous route (e.g. cover the table's view again)."""

    def on_start(self) -> None:
        """A new game was just started in the page."""

    def fill_setup(self, session: Any) -> None:
        """Fill the setup form's fields (rules, decks, players, bots...) from ``session`` (the
        seed is filled by the page); by default nothing more."""

    def confirm_abandon(self, session: Any) -> bool:
        """Whether ``setup`` may drop ``session`` now (False: the player was asked to confirm)."""
        return True

    def final_scores(self, session: Any) -> tuple[list[int], list[bool]]:
        """Each player's score and whether they won the finished game."""
        raise NotImplementedError

    def archive_score(self, session: Any) -> int:
        """The score shown under a finished archive game."""
        return self.final_scores(session)[0][0]

    def match_seed(self, session: Any) -> int | None:
        """The seed recorded with a finished game in the match (None: no seed, e.g. typed dice)."""
        return self.saved_seed(session)

    def daily_summary(self, session: Any) -> Any:
        """What a daily result keeps besides score and outcome (e.g. the help used), or None."""
        return None

    def share_note(self, summary: Any) -> str:
        """The end of a daily's share text for that summary (e.g. "2 hints"), or ""."""
        return ""

    def share_grid(self, summary: Any) -> list[list[int]]:
        """Rows of levels 0-3 drawn as squares under the share line (e.g. one a round), or []."""
        return []

    def daily_share(self, day: _dt.date, result: DailyResult) -> str:
        return share_text(self.TITLE, day, result.score, result.won, self.share_note(result.summary),
                          self.share_grid(result.summary))

    def title(self) -> str:
        """The game's name as the page shows it."""
        return t(f"{self.GAME}.title")

    def daily_note(self) -> str:
        """A line above the daily's share text: what makes the daily fair (``<game>.daily.fair``), if any."""
        key = f"{self.GAME}.daily.fair"
        return t(key) if CATALOGUE.has(key) else ""

    def render_game(self, session: Any) -> str:
        raise NotImplementedError

    def render_setup(self) -> str:
        raise NotImplementedError

    def render_menu(self) -> str:
        return pieces.mode_menu(self.GAME, self.MENU_MODES, self.resume_map(self.MENU_MODES))

    def daily_done(self, day: _dt.date, result: DailyResult | None, final: Any) -> str:
        """The "already played" view of ``day``'s daily: its ``result`` (None: unreadable) and,
        when the record kept its moves, the ``final`` session (read-only), else None."""
        raise NotImplementedError

    def match_html(self) -> str:
        """The match panel of the current mode ("" before a first game)."""
        return ""

    # --- the review of a finished game (issue 27; ui/reviewing.py) ------------------------------
    # A game's review is drawn by its ``ui/<game>/review_view.py`` when it has one, imported when
    # a review is first shown: ``position_html(observation)``, and optionally ``move_text(move)``
    # and ``why_params(params)``; the defaults below serve what it leaves out.
    def _review_view(self, name: str) -> Any:
        """The review module's function ``name`` (None: the game has no such module or function)."""
        import importlib

        module = f"similarium.ui.{self.GAME}.review_view"
        try:
            found = importlib.import_module(module)
        except ModuleNotFoundError as err:
            if err.name not in (module, f"similarium.ui.{self.GAME}"):
                raise  # the module exists and something it imports is missing: a defect, said
            return None
        return getattr(found, name, None)

    def render_position(self, observation: Any) -> str:
        """The table as a seat saw it (its ``observation``), drawn for the review ("": none)."""
        draw = self._review_view("position_html")
        return draw(observation) if draw is not None else ""

    def review_move_text(self, move: Any) -> str:
        """A move of the review (the log's form; a list: several moves) in words."""
        words = self._review_view("move_text")
        if words is not None:
            return words(move)
        from similarium.games import registry

        rules = registry.get(self.GAME).load_rules()
        if isinstance(move, list):
            return ", ".join(self.review_move_text(m) for m in move) or t("review.nothing")
        try:
            return rules.notation(rules.move_from_json(move))
        except (ValueError, KeyError, TypeError):
            return str(move)

    def review_why_params(self, params: dict) -> dict:
        """A review reason's parameters made readable (e.g. a category's id as its name)."""
        readable = self._review_view("why_params")
        return readable(params) if readable is not None else params

    # --- keys and slow work ------------------------------------------------------------------
    PIECES: frozenset[str] = frozenset()  # actions of the table's pieces (spaces, dice, cards)

    def move_complete(self) -> bool:
        """The move shown can be confirmed as it is (each game says when)."""
        return False

    def enter_on(self, action: str) -> tuple[str, str] | None:
        """Enter on a focused piece of the table (``action``: its ``data-action``): once the move
        is complete it confirms, as Enter does elsewhere; else None (the piece acts)."""
        if action not in self.PIECES or not self.move_complete():
            return None
        return self.key("enter")

    def game_key(self, key: str) -> tuple[str, str] | None:
        if self.DIGIT_ACTION and len(key) == 1 and key.isdigit():
            return (self.DIGIT_ACTION, key)
        return self.KEYS.get(key)

    def covered(self) -> bool:
        """True while a privacy screen hides the view (its own button has the focus)."""
        return False

    def begin(self, action: str) -> bool:
        """Mark a slow action as pending (True); the page paints, then calls :meth:`finish`."""
        return False

    def steps(self, action: str) -> Iterable[Any] | None:
        """The slow part of ``action`` a step at a time (the page is painted between steps),
        before :meth:`finish`; None: nothing to do in steps."""
        return None

    def finish(self, action: str) -> None:
        """Do the slow action marked by :meth:`begin`."""

    def warm_up(self) -> None:
        """Fill slow tables ahead of need (called when the page is idle)."""
