"""What every game page shares, minus the DOM: feedback, modes, and the life of a game in
storage (saved after every move; once finished, added to the match or the daily record).

A game's controller subclasses :class:`GamePage` and says, through a few small hooks,
what its session saves and how a finished game scores.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from similarium.core.daily import DailyResult
from similarium.core.schema import SavedGame
from similarium.core.share import share_text
from similarium.core.storage import Repository

SOLO, DAILY, TABLE = "solo", "daily", "table"
MODES = (SOLO, DAILY, TABLE)
ARCHIVE = "archive"  # a past day's daily, played under the daily rules; never recorded (see ui/pieces.py)


@dataclass
class Feedback:
    """The answer to the last action: a refusal's reason, or a piece of information."""

    kind: str  # "error" | "info"
    text: str
    code: str = ""


class GamePage:
    """Saving and recording shared by the game controllers.

    Subclasses set ``GAME`` (storage id), ``TITLE`` (share text), ``MATCH_IDS``
    (mode -> match id) and implement the hooks below; their sessions have ``mode``,
    ``day``, ``players``, ``finished``, ``recorded`` and ``moves_json()``.
    """

    GAME = ""
    TITLE = ""
    MATCH_IDS: dict[str, str] = {}

    def __init__(self, repo: Repository, today: Callable[[], _dt.date], seed_source: Callable[[], int]):
        self.repo = repo
        self.today = today
        self.seed_source = seed_source
        self.session: Any = None
        self.view = ""
        self.share = ""

    # --- hooks ---------------------------------------------------------------------------
    def saved_options(self, session: Any) -> dict:
        """The options to store with the moves (``day`` is added here)."""
        raise NotImplementedError

    def saved_seed(self, session: Any) -> int:
        raise NotImplementedError

    def final_scores(self, session: Any) -> tuple[list[int], list[bool]]:
        """Each player's score and whether they won the finished game."""
        raise NotImplementedError

    def daily_summary(self, session: Any) -> Any:
        """What a daily result keeps besides score and outcome (e.g. the help used), or None."""
        return None

    def share_note(self, summary: Any) -> str:
        """The end of a daily's share text for that summary (e.g. "2 hints"), or ""."""
        return ""

    def daily_share(self, day: _dt.date, result: DailyResult) -> str:
        return share_text(self.TITLE, day, result.score, result.won, self.share_note(result.summary))

    def match_seed(self, session: Any) -> int | None:
        """The seed recorded with a finished game in the match (None: no seed, e.g. typed dice)."""
        return self.saved_seed(session)

    # --- shared life of a game ----------------------------------------------------------------
    def _start(self, session: Any) -> None:
        self.session, self.view = session, "game"
        self.save()

    def save(self) -> None:
        s = self.session
        if s is None:
            return
        options = self.saved_options(s)
        if s.day:
            options["day"] = s.day.isoformat()
        self.repo.save_game(SavedGame(game=self.GAME, mode=s.mode, seed=self.saved_seed(s), options=options,
                                      moves=s.moves_json(), players=list(s.players)))

    def _record_end(self) -> None:
        """A finished game goes into the match (or the daily record); its save slot is cleared."""
        s = self.session
        if s is None or not s.finished or s.recorded:
            return
        s.recorded = True
        self.repo.delete_game(self.GAME, s.mode)
        if s.mode == ARCHIVE:
            return  # a past day's daily counts for nothing: no statistics, no streak, no match
        scores, won = self.final_scores(s)
        if s.mode == DAILY and s.day is not None:
            result = DailyResult(score=scores[0], won=won[0], summary=self.daily_summary(s))
            self.repo.record_daily(self.GAME, s.day, result)
            self.share = self.daily_share(s.day, result)
            return
        self.repo.record_match_game(self.MATCH_IDS[s.mode], s.players, scores, won, seed=self.match_seed(s))
