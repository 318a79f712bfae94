"""The life of a game on its page (part of :class:`similarium.ui.page.GamePage`): a game started
(never over one in progress without asking), saved after every move, recorded once finished in
its match or the daily record BEFORE its save is cleared, and a finished game whose recording
failed shown again and recorded once; the finished daily shown again from its record."""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
from typing import Any

from similarium.core.daily import DailyResult
from similarium.core.schema import SavedGame
from similarium.core.storage import Written, daily_key, match_key
from similarium.ui import challenge, matchreview, reviewing, sharedgame, slots
from similarium.ui.hooks import ARCHIVE, DAILY, PageHooks
from similarium.ui.lineup import same_lineup
from similarium.ui.pieces import refused


class Recording(PageHooks):
    """Start, save, record and resume a page's game."""

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
            s.feedback = refused(key, reason=reason)
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

