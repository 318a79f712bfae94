"""The skeleton of every game page, minus the DOM: :class:`GamePage` owns the life of a game
page, and a game's controller supplies only what differs.

What the app (:mod:`similarium.ui.app`) uses of a game page is the
:class:`~similarium.ui.contract.Page` protocol (built as ``Page(repo, today)``; ``today()``: the
player's local date); ``GamePage`` implements it, in three parts: this module (keys, slow
actions, the guarded actions, the views), :mod:`similarium.ui.opening` (which view a URL shows)
and :mod:`similarium.ui.recording` (a game started, saved, recorded, resumed).

What GamePage does for every game
---------------------------------
- **open**: the mode menu (``#/<game>``), a mode's setup, the saved game of a mode's slot
  (resumed), a share link's game (started, or the player's choice when another game is in
  progress), today's daily (resumed, started, or "already played"), the archive of past days;
- **save** after every move (:meth:`save`), **record** a finished game in its match or the
  daily record BEFORE its save is cleared (:meth:`_record_end`), and **resume** a finished
  game whose recording failed: it is shown again and recorded once (:meth:`resume_finished`);
- the common actions: the link choice, the archive, ``next-game``, ``setup``, ``new-match``;
- the views' frame: link choice, archive, daily panel, "already played", menu, setup.

What a game's controller supplies (:class:`~similarium.ui.hooks.PageHooks`)
----------------------------------------------------------------------
``GAME`` (storage id), ``TITLE`` (share text), ``MATCH_IDS`` (mode -> match id),
``PLAY_MODES`` (modes with a setup; the first is the default), ``VALIDATOR`` (its saved data);
its sessions (``mode``, ``day``, ``players``, ``finished``, ``recorded``, ``feedback``,
``moves_json()``), how a session is started, rebuilt and saved, how it scores, its setup
fields, its moves (:meth:`play`), its keys and its renderer.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from similarium.core.challenge import Claim
from similarium.core.dailystats import game_stats
from similarium.core.rng import random_seed
from similarium.core.schema import SavedGame
from similarium.core.storage import Repository
from similarium.ui import (
    challenge,
    dailypar,
    dailyview,
    matchreview,
    pieces,
    reviewing,
    safety,
    sharedgame,
    slots,
)
from similarium.ui.hooks import ARCHIVE, ARCHIVE_ACTIONS, DAILY, MODES, SOLO, TABLE
from similarium.ui.opening import Opening
from similarium.ui.pieces import Feedback
from similarium.ui.recording import Recording

__all__ = ["ARCHIVE", "ARCHIVE_ACTIONS", "DAILY", "MODES", "SOLO", "TABLE", "Feedback", "GamePage", "SlowAction",
           "check_day", "saved_day"]


@dataclass(frozen=True)
class SlowAction:
    """A slow action (a hint, advice, a suggestion, a bot's first step) under way: ``action`` on
    ``session`` when it had ``moves`` moves. It finishes only on that game at that position
    (:meth:`GamePage.complete`)."""

    action: str
    session: Any
    moves: int


def saved_day(saved: SavedGame | None) -> _dt.date | None:
    """The day of a saved daily or archive game (None: another game, or no save)."""
    day = saved.options.get("day") if saved is not None else None
    return _dt.date.fromisoformat(day) if day else None


def check_day(options: dict) -> None:
    """A saved game's ``day`` option, if any, is a date (ValueError otherwise)."""
    if options.get("day") is not None:
        _dt.date.fromisoformat(str(options["day"]))


class GamePage(Opening, Recording):
    """The life of a game page (see the module's docstring); a game fills in the hooks of
    :class:`~similarium.ui.hooks.PageHooks`. Which view a URL shows is in
    :class:`~similarium.ui.opening.Opening`; starting, saving and recording a game in
    :class:`~similarium.ui.recording.Recording`."""

    def __init__(self, repo: Repository, today: Callable[[], _dt.date],
                 seed_source: Callable[[], int] = random_seed):
        self.repo = repo
        self.today = today
        self.seed_source = seed_source
        if self.VALIDATOR is not None:
            repo.register_game(self.GAME, self.VALIDATOR)
        self.session: Any = None
        self.view = "menu" if self.MENU else "setup"
        self.mode = "" if self.MENU else self.PLAY_MODES[0]
        self.fast = False  # ``?fast=1``: bots move without a pause (tests)
        self.setup_error = ""
        self.setup_seed = 0
        self.share = ""
        self.link: safety.LinkChoice | None = None  # a share link's game waiting for the player's choice
        self.setup_from: Any = None  # the game whose setup "New game" opened (its options fill the form)
        self.failure = ""  # the catalogue text of an action cancelled by :func:`safety.guarded`
        self.failure_detail = ""  # its traceback, for the browser console
        self.failure_reason = ""  # its exception in one line, folded under the text
        self.reviewing: reviewing.Reviewing | None = None  # the review of a finished game (issue 27)
        self.pars: dict[tuple[str, str], Any] = {}  # the par of a finished daily (issue 29), by game and day
        self.done: tuple[_dt.date, Any] | None = None  # the "already played" daily, rebuilt once a day
        self.archive_month = ""  # ``#/<game>/archive?month=YYYY-MM``: the calendar's month
        self.challenge: challenge.Friend | None = None  # a friend's result, from the link that started the game
        self.shared: tuple[Any, Any] | None = None  # a result link's replayed game (ui.sharedgame): (result, session)
        self.answer: challenge.Answer | None = None  # your game beside a friend's link on its deal (ui.challenge)

    # --- keys and slow work ------------------------------------------------------------------
    def key(self, key: str) -> tuple[str, str] | None:
        """The action of a key press in the game view (None: the key means nothing here)."""
        if self.view != "game" or self.session is None or self.covered():
            return None
        return self.game_key(key)

    # --- slow actions, bound to the game that started them -----------------------------------
    def slow(self, action: str, arg: str = "") -> SlowAction | None:
        """:meth:`begin` ``action`` on the game shown now; the :class:`SlowAction` that binds the
        work to that game and position (None: not a slow action here)."""
        s = self.session
        if action == "review":  # the review of the finished game shown: every game's, here
            return SlowAction(action, s, len(s.moves_json())) if reviewing.begin(self) else None
        if action in ("challenge-review", matchreview.ACTION):  # a friend's game, a past game of the match
            theirs = challenge.review_friend(self) if action == "challenge-review" else matchreview.game(self, arg)
            ok = theirs is not None and reviewing.begin(self, theirs)
            return SlowAction("review", s, len(s.moves_json())) if ok else None
        if action == dailypar.ACTION:  # the par of the finished daily shown: every game's, here
            shown = self.shown_daily()
            return SlowAction(action, shown, len(shown.moves_json())) if dailypar.begin(self) else None
        if s is None or self.view != "game" or not self.begin(action):
            return None
        return SlowAction(action, s, len(s.moves_json()))

    def slow_steps(self, action: str) -> Any:
        """The slow part of ``action`` a step at a time (the review's, or the game's :meth:`steps`)."""
        if action == dailypar.ACTION:
            return dailypar.steps(self)
        return reviewing.steps(self) if action == "review" else self.steps(action)

    def current(self, work: SlowAction) -> bool:
        """True while the page still shows the game and position ``work`` started on (not another
        game, another mode, the daily, a reloaded copy of the slot, or a later move)."""
        if work.action == dailypar.ACTION:
            s = self.shown_daily()
            return s is work.session and len(s.moves_json()) == work.moves
        s = self.session
        view = "review" if work.action == "review" else "game"
        return s is work.session and self.view == view and len(s.moves_json()) == work.moves

    def complete(self, work: SlowAction) -> bool:
        """:meth:`finish` ``work`` if the page still shows its game and position (True); else its
        result is dropped, never applied to the game shown now (False)."""
        if not self.current(work):
            self.drop(work)
            return False
        if work.action == "review":
            reviewing.finish(self)
        elif work.action == dailypar.ACTION:
            dailypar.finish(self)
        else:
            self.finish(work.action)
        return True

    def drop(self, work: SlowAction) -> None:
        """``work`` will not finish (the page moved on): clear what :meth:`begin` marked on its
        session, in case that game is shown again."""
        s = work.session
        if work.action == dailypar.ACTION:
            dailypar.drop(self, s)
            return
        for name in ("pending", "hint"):
            value = getattr(s, name, None)
            if value == "" or value is None:
                continue
            if name == "hint" and not (isinstance(value, dict) and value.get("pending")):
                continue
            setattr(s, name, "" if name == "pending" else None)

    # --- guarded entry points: an unexpected exception cancels the action, nothing is lost ----
    def act(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        """:meth:`handle`, guarded (:func:`similarium.ui.safety.guarded`)."""
        return safety.guarded(self, self.handle, action, arg, fields)

    def guarded(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` guarded like :meth:`act` (e.g. a slow action's ``finish``)."""
        return safety.guarded(self, fn, *args)

    # --- actions --------------------------------------------------------------------------------
    def handle(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        """Do a click or key's action; return a route to navigate to, if any."""
        fields = fields or {}
        if self.link_action(action):
            return self.route()  # without the link's query: a reload resumes
        if action in ARCHIVE_ACTIONS:
            return self.archive_action(action, fields, "fast=1" if self.fast else "")
        if action in self.SETUP_ACTIONS:
            if self.view != "setup" or self.mode not in self.PLAY_MODES:
                return None
            self.setup_error = ""
            return self.setup_action(action, fields)
        if action == "next-game" and self.session is not None:
            s = self.session
            self.mode = s.mode if s.mode in self.PLAY_MODES else self.PLAY_MODES[0]
            self._start(self.next_session(s, self.mode))
            return self.route()
        if action == "setup":  # "New game": the setup filled from this game, which is kept
            s = self.session
            mode = s.mode if s is not None and s.mode in self.PLAY_MODES else self.mode
            if mode not in self.PLAY_MODES:
                return None
            self.mode = mode
            self.open_setup(s)
            return self.setup_route()
        if action in (*reviewing.ACTIONS, "challenge-review", matchreview.ACTION):  # the last two: slow, here if refused
            return reviewing.act(self, action, arg)  # (:meth:`slow` said why); nothing to do for them
        if action == challenge.PLAY:
            return self.route() if challenge.play_again(self) else None
        if action == "new-match":
            if self.mode in self.MATCH_IDS:
                self.repo.delete_match(self.MATCH_IDS[self.mode])
            return None
        if self.session is None or self.view != "game":
            return None
        return self.play(self.session, action, arg, fields)

    # --- a friend's challenge (issue 29; ui.challenge): what a game declares ------------------
    def challenge_of(self, s: Any) -> tuple[str, int, dict[str, str], Claim] | None:
        """A finished game a friend can be challenged on: (mode, seed, options, your result)."""
        return None

    def challenge_text(self, claim: Claim) -> str:
        return challenge.points_text(claim)

    def challenge_rank(self, claim: Claim) -> tuple:
        return (claim.score,)

    def language_changed(self) -> None:
        """The page now speaks another language: the lines already said in the old one (the last
        moves in words, a refusal or a note under the game) are dropped, never left in the wrong
        language (issue 30); a failed recording's warning stays until it is dealt with."""
        if hasattr(self, "announce"):
            self.announce = ""
        s = self.session
        feedback = getattr(s, "feedback", None)
        if feedback is not None and not str(getattr(feedback, "code", "") or "").startswith("record."):
            s.feedback = None
        self.setup_error = ""

    # --- views ------------------------------------------------------------------------------------
    def render(self) -> str:
        if self.view == "link" and self.link is not None:
            return slots.render_choice(self) or safety.render_link_choice(
                self.TITLE, self.describe(self.link.saved), self.describe(self.link.wanted))
        if self.view == "game" and self.session is not None:
            return (reviewing.banner(self, self.session) + sharedgame.banner(self, self.session)
                    + challenge.answer_banner(self, self.session) + self.render_game(self.session))
        if self.view == "review":
            return reviewing.render(self)
        if self.view == "daily-done":
            day = self.today()
            res = self.repo.load_daily(self.GAME).result_for(day)
            return self.daily_done(day, res, self.already_played(day, res))
        if self.view == "archive":
            resume = saved_day(self.repo.load_game(self.GAME, ARCHIVE))
            return pieces.archive_view(self.GAME, self.title(), self.repo.load_daily(self.GAME), self.today(),
                                       error=self.setup_error, resume=resume, month=self.archive_month)
        if self.view == "setup" or not self.MENU:
            return self.render_setup()
        return self.render_menu()

    def open_shared(self, result: Any) -> None:
        """Show a result link's game (``result``: a :class:`~similarium.ui.sharedgame.SharedResult`),
        replayed and read-only (:func:`similarium.ui.sharedgame.open_shared`)."""
        sharedgame.open_shared(self, result)

    def external_change(self, key: str) -> bool:
        """Another tab wrote ``key`` (a ``storage`` event): if it is this page's slot, show what
        is stored now and say so. True when the view changed."""
        return slots.external_change(self, key)

    def over_extra(self) -> str:
        """Under a finished game: the archive's note, the daily panel, or the match panel."""
        s = self.session
        if s is None or not s.finished:
            return ""
        if getattr(s, "practice", None) is not None:
            return reviewing.over_html(self, s)
        review = reviewing.over_html(self, s)
        return review + self._over_extra(s)

    def _over_extra(self, s: Any) -> str:
        if sharedgame.shown(self, s):  # a result link's game, replayed: not the reader's daily
            return sharedgame.panel(self)
        if s.mode == ARCHIVE and s.day is not None:
            return pieces.archive_over(self.GAME, s.day, self.archive_score(s)) + self.after_daily(archive=False)
        if s.mode == DAILY and s.day is not None:
            return (self.daily_panel(s.day) + self.after_daily()
                    + (pieces.back_links(self.GAME) if self.DAILY_BACK_LINKS else ""))
        return challenge.panel(self, s, dailyview.SITE["base"]) + self.match_html() + matchreview.panel(self)

    def walkthrough_variant(self) -> str | None:
        """Which first-move steps the page shows above the game ("": the game's own); None at
        the end of a game: a finished game's result comes first (issue 21). A game may override."""
        s = self.session
        return None if s is not None and s.finished else ""

    def after_daily(self, *, archive: bool = True) -> str:
        """Under a finished daily (or past day): the archive and a new game of the first play
        mode through its setup, as links (the daily's page stays in the history)."""
        mode = self.PLAY_MODES[0]
        return pieces.after_daily(self.GAME, mode, resume=self.resume_map((mode,))[mode], archive=archive)

    def resume_map(self, modes: tuple[str, ...]) -> dict[str, bool]:
        """For the menu: which of ``modes`` has a game saved in its slot."""
        slots = set(self.repo.save_slots(self.GAME))
        return {m: m in slots for m in modes}

    def daily_panel(self, day: _dt.date) -> str:
        """The daily of ``day``'s share text (just recorded, or from its record) and statistics."""
        record = self.repo.load_daily(self.GAME)
        res = record.result_for(day)
        share = self.share or (self.daily_share(day, res) if res is not None else "")
        moves = res.summary.get("moves") if res is not None and isinstance(res.summary, dict) else None
        link = dailyview.result_link(dailyview.SITE["base"], self.GAME, day, res, self.share_grid(res.summary),
                                     moves) if share and res is not None else ""
        share = f"{share}\n{link}" if link else share
        return (dailyview.way_on(self.repo, self.GAME, self.today())
                + pieces.daily_panel(self.GAME, record, self.today(), share, note=self.daily_note())
                + dailypar.panel(self, day)
                + dailyview.distribution(game_stats(record, self.today(), mark=day), self.title()))
