"""Which view a game page's URL shows (part of :class:`similarium.ui.page.GamePage`): the mode
menu, a mode's setup, the slot's game resumed, a share link's game started (or the player's
choice when another game is in progress), today's daily, the archive of past days; the seeds of
a link and of the setup form, and the links a page refuses."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import Any

from similarium.core.i18n import t
from similarium.core.storage import save_key
from similarium.ui import challenge, pieces, safety, slots
from similarium.ui.hooks import ARCHIVE, DAILY, PageHooks
from similarium.ui.pieces import Feedback

CHECKS = ("vs", "vw", "vm", "vc")  # a friend's challenge: their result and its check (issue 29)
LINK_OPTIONS = ("seed", "fast", "setup", *CHECKS)  # what every play mode's link may carry


class Opening(PageHooks):
    """The page's ``open`` and what it needs: routes, setup, slots, links, daily and archive."""

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

