"""The skeleton of every game page, minus the DOM: :class:`GamePage` owns the life of a game
page, and a game's controller supplies only what differs.

What the app (:mod:`similarium.ui.app`) expects of a game page
--------------------------------------------------------------
``Page(repo, today)`` (``today()``: the player's local date), then:

- ``open(mode, query)``: show ``#/<game>/<mode>?<query>``;
- ``act(action, arg, fields) -> route | None``: a click or key's action, guarded (an
  exception cancels it, nothing is lost); a returned route replaces the URL;
- ``render() -> str``: the view's HTML; ``key(key) -> (action, arg) | None``;
- ``slow(action) -> SlowAction | None`` / ``current(work)`` / ``complete(work)``: a slow action
  (marked pending by the game's ``begin``, painted, worked in ``steps``, then ``finish``ed only if
  the page still shows the game and position that started it); ``warm_up()``: fill slow tables
  when the page is idle;
- ``failure`` / ``failure_reason`` / ``failure_detail``: an action cancelled by the guard.

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
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from similarium.core.challenge import Claim
from similarium.core.daily import DailyResult
from similarium.core.dailystats import game_stats
from similarium.core.i18n import t
from similarium.core.rng import random_seed
from similarium.core.schema import SavedGame
from similarium.core.storage import Repository, Written, daily_key, match_key, save_key
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
from similarium.ui.hooks import ARCHIVE, ARCHIVE_ACTIONS, DAILY, MODES, SOLO, TABLE, PageHooks
from similarium.ui.lineup import same_lineup
from similarium.ui.pieces import Feedback

CHECKS = ("vs", "vw", "vm", "vc")  # a friend's challenge: their result and its check (issue 29)
LINK_OPTIONS = ("seed", "fast", "setup", *CHECKS)  # what every play mode's link may carry

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


class GamePage(PageHooks):
    """The life of a game page (see the module's docstring); a game fills in the hooks of
    :class:`~similarium.ui.hooks.PageHooks`."""

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

    # --- open: which view a URL shows ----------------------------------------------------------
    def route(self) -> str:
        """The URL of the current mode (``?fast=1`` kept): a reload resumes its slot."""
        return f"#/{self.GAME}/{self.mode}" + ("?fast=1" if self.fast else "")

    def open(self, mode: str, query: dict[str, str]) -> None:
        """Show ``#/<game>/<mode>?...``: the menu, today's daily, the archive, or a play mode:
        the slot's game resumed, a link's game started (or the choice), else the setup."""
        self.fast = query.get("fast") == "1"
        self.setup_error, self.share, self.shared, self.answer = "", "", None, None
        self.on_open()
        default = "" if self.MENU else self.PLAY_MODES[0]
        self.mode = mode if mode in (*self.PLAY_MODES, DAILY, ARCHIVE) else default
        if not self.mode:
            self.session, self.view = None, "menu"
            return
        if self.mode == DAILY:
            self.open_daily(lambda day: self.daily_session(DAILY, day))
            return
        if self.mode == ARCHIVE:
            self.open_archive(query)
            return
        if query.get("setup") == "1":  # "New game" (issue 30): the setup, the game in progress kept
            last = self.setup_from if getattr(self.setup_from, "mode", "") == self.mode else None
            self.open_setup(last or self.restore_slot(self.mode))
            return
        saved = self.restore_slot(self.mode)
        wanted = None if self.refuse_unknown_options(query) else self.wanted(query)
        if saved and (wanted is None or self.same_game(saved, wanted)):
            self.session, self.view = saved, "game"
            if self.setup_error:  # a refused link never goes unsaid, even over a game in progress
                saved.feedback = Feedback("error", self.setup_error, "link.refused")
            self.resume_finished()
            return
        if wanted is not None and not challenge.open_answered(self, wanted):  # else your game on its deal
            self.ask_link(saved, wanted, lambda: self._start(wanted)) if saved else self._start(wanted)
            return
        if wanted is None:
            self.show_setup()
            if self.setup_error and "seed" in query:  # a refused link's seed stays, the rest to correct
                try:
                    self.setup_seed = pieces.read_seed(query["seed"], self.GAME, self.today())
                except ValueError:
                    pass

    def show_setup(self) -> None:
        self.session, self.view = None, "setup"
        self.setup_seed = pieces.fresh_seed(self.seed_source, self.GAME, self.today())

    def open_setup(self, last: Any) -> None:
        """The setup of this mode filled with the options of ``last`` (a game in progress or just
        ended: rules, decks, seed, players, bots; None: the defaults). A game in progress stays in
        its slot: starting another one asks first (:meth:`_start`)."""
        self.show_setup()
        self.setup_from = last
        if last is not None and getattr(last, "mode", "") == self.mode:
            self.setup_seed = self.saved_seed(last) or self.setup_seed
            self.fill_setup(last)

    def setup_route(self) -> str:
        return f"#/{self.GAME}/{self.mode}?setup=1" + ("&fast=1" if self.fast else "")

    def restore_slot(self, mode: str) -> Any:
        """The session saved in slot ``mode``, or None (none there, or set aside: it does not replay)."""
        saved = self.repo.load_game(self.GAME, mode)
        if saved is None:
            return None
        try:
            session = self.session_from_saved(saved)
        except (ValueError, KeyError, TypeError) as err:
            self.repo.quarantine(save_key(self.GAME, mode), f"the moves do not replay: {err}")
            return None
        session.started = saved.created  # the same game in every tab: the same id (game_id)
        challenge.restore(self, saved.options.get(challenge.SAVED))
        return session

    def open_daily(self, build: Callable[[_dt.date], Any]) -> None:
        """``#/<game>/daily``: today's daily in progress, else "already played" (view
        ``daily-done``) once recorded, else a new one from ``build(today)``.

        A finished daily still in its slot was not recorded (storage full, an exception): it is
        shown again and recorded now (:meth:`resume_finished`), never dealt again. One of an
        earlier day that records now gives way to today's; one that still does not stays shown."""
        day = self.today()
        if not slots.open_daily(self):
            return  # a past day's daily that could not be moved aside: shown, never overwritten
        saved = self.restore_slot(DAILY)
        if saved is not None and (saved.day == day or saved.finished):
            self.session, self.view = saved, "game"
            self.resume_finished()
            if saved.day == day or not saved.recorded:
                return
        if self.repo.load_daily(self.GAME).has_played(day):
            self.session, self.view = None, "daily-done"
            return
        self._start(build(day))

    def open_archive(self, query: dict[str, str]) -> None:
        """``#/<game>/archive``: the past days; ``?day=YYYY-MM-DD``: play (or resume) that day's daily."""
        saved = self.restore_slot(ARCHIVE)
        self.session, self.view = None, "archive"
        self.archive_month = query.get("month", "")
        if "day" not in query:
            return
        try:
            day = pieces.parse_archive_day(query["day"], self.today())
        except ValueError as err:
            self.setup_error = str(err)
            return
        if saved and saved.day == day:
            self.session, self.view = saved, "game"
            self.resume_finished()
            return
        self._start(self.daily_session(ARCHIVE, day))

    def refuse_unknown_options(self, query: dict[str, str]) -> bool:
        """A link with an option this page does not read (``deck=animals`` for ``characters``) is
        refused, saying which and what it can have: never a game started without what was asked."""
        known = (*LINK_OPTIONS, *self.CHALLENGE, *self.LINK)
        unknown = [k for k in query if k not in known]
        if unknown:
            said = dict.fromkeys(("seed", *self.CHALLENGE, *self.LINK))  # the game's options, not the page's
            self.setup_error = t("link.unknown_option", option=pieces.quoted(unknown[0]), options=", ".join(said))
        return bool(unknown)

    def link_seed(self, query: dict[str, str]) -> int | None:
        """A link's ``seed`` (None: none, or refused: ``setup_error`` says why)."""
        if "seed" not in query:
            return None
        try:
            return pieces.read_seed(query["seed"], self.GAME, self.today())
        except ValueError as err:
            self.setup_error = str(err)
            return None

    def form_seed(self, fields: dict[str, str]) -> int | None:
        """The setup form's seed, or a fresh one when the box is empty (None: refused,
        ``setup_error`` says why)."""
        text = fields.get("seed", "").strip()
        try:
            return (pieces.read_seed(text, self.GAME, self.today()) if text
                    else pieces.fresh_seed(self.seed_source, self.GAME, self.today()))
        except ValueError as err:
            self.setup_error = str(err)
            return None

    # --- the life of a game: save after every move, record once finished ----------------------
    def _start(self, session: Any, confirmed: bool = False) -> None:
        over = self.view == "setup" or challenge.answer_shown(self, self.session)  # not the slot's game
        if not confirmed and over and slots.ask_in_progress(self, session):
            return  # the setup, or your game by a friend's link, over a game in progress: never lost without asking
        if not confirmed and slots.ask_first(self, session):
            return  # an unrecorded finished game or another line-up's match: the player chooses
        self.session, self.view = session, "game"
        self.on_start()
        self.save()

    def snapshot(self) -> SavedGame | None:
        """The session as the save it would write (None: no session)."""
        s = self.session
        if s is None:
            return None
        options = self.saved_options(s)
        if s.day:
            options["day"] = s.day.isoformat()
        friend = challenge.saved(self, self.saved_seed(s))
        if friend:
            options[challenge.SAVED] = friend  # a friend's challenge: still compared after a reload
        if not getattr(s, "started", ""):  # a session type of its own may not declare it
            s.started = self.repo.stamp()
        return SavedGame(game=self.GAME, mode=s.mode, seed=self.saved_seed(s), options=options,
                         moves=s.moves_json(), players=list(s.players), created=s.started)

    def game_id(self, s: Any) -> str:
        """The identity of the game ``s``, the same in every tab that shows it: a digest of its
        slot, seed, options, players and the time its save was first written. A finished game
        is recorded in its match under this id, once (:meth:`_record`)."""
        day = s.day.isoformat() if s.day else None
        text = json.dumps([self.GAME, s.mode, self.saved_seed(s), self.saved_options(s), day, list(s.players),
                           getattr(s, "started", "")],
                          sort_keys=True, ensure_ascii=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:24]

    def save(self) -> Written:
        """Write the session to its slot (after every move). A slot another tab changed since this
        page read it is not overwritten: the page shows what is stored and says so
        (:func:`slots.reload`)."""
        s = self.session
        if s is not None and (getattr(s, "practice", None) is not None or sharedgame.shown(self, s)
                              or challenge.answer_shown(self, s)):
            return Written(False)  # a practice game (issue 27), a result link's game, yours by a friend's: never saved
        saved = self.snapshot()
        if s is None or saved is None:
            return Written(False)
        written = self.repo.save_game(saved)
        if written.code == "conflict":
            slots.reload(self, s.mode)
        return written

    def after_move(self) -> str | None:
        """A move was played: a finished game is recorded (the route to reload it), else saved."""
        s = self.session
        if getattr(s, "practice", None) is not None:
            reviewing.after_move(self, s)  # never saved, never recorded
            return None
        if s.finished:
            self._record_end()
            return None if sharedgame.shown(self, s) else self.route()
        self.save()
        return None

    def _record_end(self) -> None:
        """A finished game goes into the match (or the daily record); ONLY once it reads back
        from there is its save slot cleared. If recording fails, the finished game stays saved,
        the player is told, and opening it again (:meth:`resume_finished`) retries."""
        s = self.session
        if s is None or not s.finished or s.recorded or getattr(s, "practice", None) is not None:
            return
        if self.save().code == "conflict":
            return  # finished, recorded or replaced in another tab: never recorded twice
        try:
            recorded, reason = self._record(s), "storage"
        except Exception as err:  # noqa: BLE001 - e.g. a line-up the match refuses: keep the game
            recorded, reason = False, str(err) or type(err).__name__
        if not recorded:
            # "stays saved" only when the save reads back; else say what was lost and what to do
            key = "record.failed" if self.save() else "record.failed_unsaved"
            s.feedback = Feedback("error", t(key, reason=reason), key)
            return
        s.recorded = True
        self.repo.delete_game(self.GAME, s.mode)

    def resume_finished(self) -> None:
        """A restored game that is already over was not recorded yet: record it now."""
        if self.session is not None and self.session.finished:
            self._record_end()

    def _record(self, s: Any) -> bool:
        """Add the finished game ``s`` to its record; True when it reads back from storage."""
        if s.mode == ARCHIVE:
            return True  # a past day's daily counts for nothing: no statistics, no streak, no match
        scores, won = self.final_scores(s)
        if s.mode == DAILY and s.day is not None:
            result = DailyResult(score=scores[0], won=won[0], summary=self.daily_summary(s))
            self.repo.record_daily(self.GAME, s.day, result)
            self.share = self.daily_share(s.day, result)
            return self.repo.load_daily(self.GAME).has_played(s.day) and self.repo.is_stored(daily_key(self.GAME))
        match_id, game_id = self.MATCH_IDS[s.mode], self.game_id(s)
        before = self.repo.load_match(match_id)
        players = list(s.players)
        if before is not None and same_lineup(before.match.players, players):
            players = list(before.match.players)  # "Joueur 1" is "Player 1": the same match goes on
        if before is not None and list(before.match.players) == players and before.match.has_game(game_id):
            # another tab recorded this very game between its last move and this page's turn
            self.repo.tell(match_key(match_id), "tabs.recorded")
            return True
        match = self.repo.record_match_game(match_id, players, scores, won, seed=self.match_seed(s),
                                            game_id=game_id, **matchreview.kept(self, s))  # its moves: a review
        stored = self.repo.load_match(match_id)
        return stored is not None and stored.match.without_replays() == match.without_replays() \
            and self.repo.is_stored(match_key(match_id))

    def shown_daily(self) -> Any | None:
        """The finished daily on screen: the game just played, or the one the "already played"
        view rebuilt from its record (its par is computed from it); None for anything else."""
        s = self.session
        if self.view == "game" and s is not None and s.finished and s.mode == DAILY:
            return s
        if self.view == "daily-done" and self.done is not None and self.done[0] == self.today():
            return self.done[1]
        return None

    def already_played(self, day: _dt.date, res: Any) -> Any | None:
        """The "already played" daily of ``day`` rebuilt (:meth:`finished_daily`), once: the same
        session while the view is shown, so that its par's slow work stays bound to it."""
        if self.done is None or self.done[0] != day:
            self.done = (day, self.finished_daily(day, res.summary if res is not None else None))
        return self.done[1]

    def finished_daily(self, day: _dt.date, summary: Any) -> Any | None:
        """The finished daily of ``day``, rebuilt from the moves its result's summary keeps, to
        be shown again read-only (None: a record without them, or moves that do not replay)."""
        moves = summary.get("moves") if isinstance(summary, dict) else None
        if not moves:
            return None
        try:
            session = self.restore_daily(day, summary, moves)
        except (ValueError, KeyError, TypeError):
            return None
        session.recorded = True
        return session if session.finished else None

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

    def archive_action(self, action: str, fields: dict[str, str], params: str = "") -> str | None:
        """``archive-list`` / ``archive-open`` (the day typed in ``archive-day``): the route to go
        to, with ``params`` (``"fast=1"``) kept; None and ``setup_error`` set for a refused day."""
        base = f"#/{self.GAME}/archive"
        if action == "archive-list":
            self.session, self.view, self.setup_error = None, "archive", ""
            return base + (f"?{params}" if params else "")
        try:
            day = pieces.parse_archive_day(fields.get("archive-day", ""), self.today())
        except ValueError as err:
            self.setup_error = str(err)
            return None
        return f"{base}?day={day.isoformat()}" + (f"&{params}" if params else "")

    # --- a friend's challenge (issue 29; ui.challenge): what a game declares ------------------
    def challenge_of(self, s: Any) -> tuple[str, int, dict[str, str], Claim] | None:
        """A finished game a friend can be challenged on: (mode, seed, options, your result)."""
        return None

    def challenge_text(self, claim: Claim) -> str:
        return challenge.points_text(claim)

    def challenge_rank(self, claim: Claim) -> tuple:
        return (claim.score,)

    # --- a share link asking for another game than the one in progress ---------------------------
    def ask_link(self, saved: Any, wanted: Any, start: Callable[[], None]) -> None:
        """A link asks for the game ``wanted`` while ``saved`` is in its slot. A saved game with
        no move yet is replaced (``start()``); otherwise nothing changes until the player
        chooses (view ``"link"``, actions ``link-resume`` / ``link-replace``)."""
        if not any(saved.moves_json()):
            start()
            return
        self.session, self.view, self.link = None, "link", safety.LinkChoice(saved, wanted, start)

    def link_action(self, action: str) -> bool:
        """Do ``link-resume`` / ``link-replace``; False when ``action`` is neither."""
        if action not in ("link-resume", "link-replace"):
            return False
        choice, self.link = self.link, None
        if choice is None or self.view != "link":
            return True
        if slots.choice_action(self, choice, action):
            return True
        if action == "link-resume":
            self.session, self.view = choice.saved, "game"
            self.resume_finished()
        else:
            choice.start()  # the slot's save is replaced only now
        return True

    def describe(self, session: Any) -> str:
        """A game in a few words, for the link choice: seed, players, moves played."""
        moves = len(session.moves_json())
        return t("link.progress" if moves else "link.game", seed=self.saved_seed(session),
                 players=", ".join(session.players), moves=moves)

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
