"""Nim's page: a :class:`~similarium.ui.page.GamePage` that fills in the skeleton's hooks and
nothing more (the skeleton opens its URL, reads its links, saves after every move and records
the game in its match once over). ``#/nim/solo``: its setup (heaps, seed), then you against the
``nim-sum`` bot; a link ``#/nim/solo?seed=5&heaps=1-3-5-7`` starts that game. The registry
entry's ``page`` names :class:`NimPage`; ``VALIDATOR`` checks its saves."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from typing import Any

from similarium.core.errors import IllegalMove
from similarium.core.i18n import t
from similarium.core.refusals import refusal_text
from similarium.core.schema import GameValidator, SavedGame
from similarium.ui import pieces
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
    started: str = ""
    day: _dt.date | None = None
    recorded: bool = False
    feedback: Feedback | None = None
    bot: Any = field(default_factory=lambda: RULES.bots["nim-sum"]())

    @property
    def players(self) -> tuple[str, ...]:
        return self.state.players

    @property
    def seed(self) -> int:
        return self.state.seed or 0

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
    PLAY_MODES = (SOLO,)  # as its registry line says: no table, no daily
    MENU = False  # ``#/nim``: the setup
    LINK = ("heaps",)

    def new_session(self, heaps: str, seed: int) -> Session:
        return Session(RULES.new({"heaps": heaps}, seed, ("You", "Nim-sum")))

    # --- its sessions ------------------------------------------------------------------------------
    def saved_options(self, session: Session) -> dict:
        return dict(session.state.options)

    def session_from_saved(self, saved: SavedGame) -> Session:
        s = Session(RULES.new(saved.options, saved.seed, tuple(saved.players)), saved.mode)
        for i, raw in enumerate(saved.moves):
            s.state = s.state.apply(i % 2, move_from_json(raw))
        return s

    def wanted(self, query: dict[str, str]) -> Session | None:
        seed = self.link_seed(query)
        if seed is None:
            return None
        try:
            return self.new_session(pieces.link_choice(query, "heaps", tuple(HEAPS), "3-4-5"), seed)
        except ValueError as err:  # refused in words: nothing started
            self.setup_error = str(err)
            return None

    def next_session(self, session: Session, mode: str) -> Session:
        return self.new_session(dict(session.state.options)["heaps"], self.seed_source())

    def final_scores(self, session: Session) -> tuple[list[int], list[bool]]:
        outcome = session.state.outcome()
        return list(outcome.scores), [s in outcome.winners for s in range(len(outcome.scores))]

    # --- its actions ---------------------------------------------------------------------------------
    def setup_action(self, action: str, fields: dict[str, str]) -> str | None:
        seed = self.form_seed(fields)
        if seed is None or fields.get("heaps", "3-4-5") not in HEAPS:
            self.setup_error = self.setup_error or t("nim.heaps_unknown")
            return None
        self._start(self.new_session(fields.get("heaps", "3-4-5"), seed))
        return self.route()

    def play(self, session: Session, action: str, arg: str, fields: dict[str, str]) -> str | None:
        heap, _, count = arg.partition(",")
        try:
            session.play(Take(int(heap), int(count)))
        except (IllegalMove, ValueError) as err:
            reason = refusal_text(err) if isinstance(err, IllegalMove) else str(err)
            session.feedback = Feedback("error", reason, getattr(err, "code", ""))
            return None
        session.feedback = None
        return self.after_move()

    # --- its views -----------------------------------------------------------------------------------
    def render_setup(self) -> str:
        heaps = pieces.select("heaps", "3-4-5", tuple(HEAPS), lambda h: h, "heaps")
        return pieces.setup_form("nim", SOLO, [heaps], pieces.seed_field(self.setup_seed), self.setup_error, "")

    def render_game(self, s: Session) -> str:
        heaps = "".join(f'<li data-testid="heap">{esc(t("nim.heap", heap=i + 1, n=n))} '
                        + "".join(button(t("nim.take", count=c, heap=i + 1), "take", f"{i},{c}")
                                  for c in range(1, n + 1)) + "</li>"
                        for i, n in enumerate(s.state.heaps))
        end = ""
        if s.finished:
            end = f'<p data-testid="over">{esc(t("nim.winner", player=s.players[s.state.outcome().winners[0]]))}</p>'
        return (f'<section data-game="nim"><ul>{heaps}</ul>{pieces.feedback_line(s.feedback)}{end}</section>'
                + self.over_extra())
