"""Nim's page: a :class:`~similarium.ui.page.GamePage` (saved after every move, recorded in the
match once over) with its session (plain data) and a renderer. ``#/nim/solo``: you against the
``nim-sum`` bot. The registry entry's ``page`` names :class:`NimPage`; ``VALIDATOR`` checks its saves."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from typing import Any

from similarium.core.errors import IllegalMove
from similarium.core.i18n import t
from similarium.core.refusals import refusal_text
from similarium.core.schema import GameValidator, SavedGame
from similarium.ui.html import button, esc
from similarium.ui.page import SOLO, Feedback, GamePage

from .protocol import HEAPS, RULES, NimState, Take, move_from_json, move_to_json


def _check_options(options: dict) -> None:
    if options.get("heaps") not in HEAPS:
        raise ValueError(f"heaps is one of {', '.join(HEAPS)}")


def _check_moves(moves: list) -> None:
    for m in moves:
        move_from_json(m)


VALIDATOR = GameValidator(options=_check_options, moves=_check_moves)


@dataclass
class Session:
    state: NimState
    mode: str = SOLO
    day: _dt.date | None = None
    recorded: bool = False
    feedback: Feedback | None = None
    bot: Any = field(default_factory=lambda: RULES.bots["nim-sum"]())

    @property
    def players(self) -> tuple[str, ...]:
        return self.state.players

    @property
    def finished(self) -> bool:
        return self.state.outcome() is not None

    def moves_json(self) -> list:
        return [move_to_json(m) for _, m in self.state.played]

    def play(self, move: Take) -> None:
        self.state = self.state.apply(0, move)
        if not self.finished:
            self.state = self.state.apply(1, self.bot.choose(self.state.observation(1), self.state.legal_moves(1)))


class NimPage(GamePage):
    GAME = "nim"
    TITLE = "Nim"
    MATCH_IDS = {SOLO: "nim-solo"}

    def __init__(self, repo, today, seed_source=lambda: 1) -> None:
        super().__init__(repo, today, seed_source)

    # --- the page's life (GamePage's hooks) -------------------------------------------------------
    def saved_options(self, session: Session) -> dict:
        return dict(session.state.options)

    def saved_seed(self, session: Session) -> int:
        return session.state.seed or 0

    def final_scores(self, session: Session) -> tuple[list[int], list[bool]]:
        outcome = session.state.outcome()
        return list(outcome.scores), [s in outcome.winners for s in range(len(outcome.scores))]

    def session_from_saved(self, saved: SavedGame) -> Session:
        s = Session(RULES.new(saved.options, saved.seed, tuple(saved.players)), saved.mode)
        for i, raw in enumerate(saved.moves):
            s.state = s.state.apply(i % 2, move_from_json(raw))
        return s

    # --- what the app calls --------------------------------------------------------------------
    def open(self, mode: str, query: dict[str, str]) -> None:
        saved = self.restore_slot(SOLO)
        if saved is not None and not saved.finished:
            self.session, self.view = saved, "game"
            return
        self._start(Session(RULES.new({"heaps": query.get("heaps", "3-4-5")}, self.seed_source(),
                                      ("You", "Nim-sum"))))

    def handle(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        s = self.session
        if action != "take" or s is None:
            return None
        heap, _, count = arg.partition(",")
        try:
            s.play(Take(int(heap), int(count)))
        except (IllegalMove, ValueError) as err:
            reason = refusal_text(err) if isinstance(err, IllegalMove) else str(err)
            s.feedback = Feedback("error", reason, getattr(err, "code", ""))
            return None
        s.feedback = None
        self.save()
        self._record_end()
        return None

    def key(self, key: str) -> tuple[str, str] | None:
        return None

    def render(self) -> str:
        s = self.session
        if s is None:
            return ""
        heaps = "".join(f'<li data-testid="heap">{esc(t("nim.heap", heap=i + 1, n=n))} '
                        + "".join(button(t("nim.take", count=c, heap=i + 1), "take", f"{i},{c}")
                                  for c in range(1, n + 1)) + "</li>"
                        for i, n in enumerate(s.state.heaps))
        end = ""
        if s.finished:
            end = f'<p data-testid="over">{esc(t("nim.winner", player=s.players[s.state.outcome().winners[0]]))}</p>'
        said = f'<p role="alert">{esc(s.feedback.text)}</p>' if s.feedback else ""
        return f'<section data-game="nim"><ul>{heaps}</ul>{said}{end}</section>'
