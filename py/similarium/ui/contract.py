"""What the app (:mod:`similarium.ui.app`) uses of a game's page, and nothing more: the
:class:`Page` protocol. :class:`similarium.ui.page.GamePage` implements it for every game (a
game's controller subclasses it and fills in :class:`similarium.ui.hooks.PageHooks`).

A test builds every registered page as the app does (``Page(repo, today)``) and checks it is a
:class:`Page`, and reads ``app.py`` to check that it uses of a page only what is listed here
(no ``getattr`` with a default: a page that lacks a member fails a host test, not the browser)."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from similarium.core.daily import DailyResult
    from similarium.core.resultlink import SharedResult
    from similarium.core.storage import Repository
    from similarium.ui.page import SlowAction


@runtime_checkable
class Page(Protocol):
    """A game's page as the app sees it: it routes to it, renders it, hands it the player's
    clicks and keys, runs its slow work, and tells it about other tabs and the language."""

    view: str  # what is shown: "menu", "setup", "game", "review", "link", "daily-done", "archive"
    BOT_PACE: bool  # its bots play at the player's pace (the pace control is shown under the game)
    failure: str  # the catalogue text of an action cancelled by the guard ("" when none)
    failure_reason: str  # its exception in one line, folded under the text
    failure_detail: str  # its traceback, for the browser console

    def open(self, mode: str, query: dict[str, str]) -> None:
        """Show ``#/<game>/<mode>?<query>``."""

    def act(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        """A click or key's action, guarded (an exception cancels it, nothing is lost); a
        returned route replaces the URL."""

    def render(self) -> str:
        """The view's HTML (escaped: see :mod:`similarium.ui.html`)."""

    def key(self, key: str) -> tuple[str, str] | None:
        """The action of a key press in the game view (None: the key means nothing here)."""

    def enter_on(self, action: str) -> tuple[str, str] | None:
        """Enter on a focused piece of the table: the action that confirms the move, or None."""

    def slow(self, action: str, arg: str = "") -> SlowAction | None:
        """Begin a slow action on the game shown now (None: not a slow action here)."""

    def slow_steps(self, action: str) -> Any:
        """The slow part of ``action``, a step at a time (the page is painted between steps)."""

    def current(self, work: SlowAction) -> bool:
        """True while the page still shows the game and position ``work`` started on."""

    def complete(self, work: SlowAction) -> bool:
        """Finish ``work`` if it is still current (True); else drop it (False)."""

    def guarded(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` guarded as :meth:`act` is."""

    def warm_up(self) -> None:
        """Fill slow tables ahead of need (called when the page is idle after boot)."""

    def walkthrough_variant(self) -> str | None:
        """Which first-move steps to show ("": the game's own; None: no panel now)."""

    def external_change(self, key: str) -> bool:
        """Another tab wrote ``key``: True when the view changed (the app renders it again)."""

    def language_changed(self) -> None:
        """The page now speaks another language: drop the lines said in the old one."""

    def daily_share(self, day: _dt.date, result: DailyResult) -> str:
        """The share text of a daily's result (its first line heads a result link's view)."""

    def open_shared(self, result: SharedResult) -> None:
        """Show a result link's game, replayed and read-only (LinkError: nothing changes)."""


PageFactory = Callable[["Repository", Callable[[], _dt.date]], Page]  # a page class, as the app builds it
