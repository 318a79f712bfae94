"""A SIMILI table: one sheet per player, the rolls shared, and the order of a round.

Round order (the rule text plays every sheet on the same dice): every player circles
a category for the round, in any order (simultaneous choices); once all have, one
roll serves every sheet; then every player books from it and confirms, in any
order. Nobody circles the next round's category before everyone has confirmed.

Chance: a ``Roll()`` without digits takes the round's digits from the seed
(:func:`~similarium.games.simili.game.draw_rolls`); with digits, they must be the
seed's (or, with ``dice="typed"``, any three digits: physical dice). The sheets
themselves play typed dice, so the seed lives in the table alone: it is the hidden
information of SIMILI (it decides every future roll) and no observation shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from similarium.core.refusals import chance_mismatch
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import (
    BOOK,
    CHOOSE,
    OVER,
    ROLL,
    SEEDED,
    TYPED,
    Choose,
    Confirm,
    Game,
    Move,
    Options,
    Roll,
    draw_rolls,
)
from similarium.games.simili.messages import dice_text, illegal


@dataclass(frozen=True)
class Table:
    options: Options
    players: tuple[str, ...]
    sheets: tuple[Game, ...]

    @classmethod
    def new(cls, options: Options, players: tuple[str, ...] | list[str]) -> Table:
        typed = Options(options.variant, TYPED, None)
        return cls(options, tuple(players), tuple(Game.new(typed) for _ in players))

    # --- whose turn ------------------------------------------------------------------
    @property
    def stage(self) -> str:
        """"choose", "roll", "book" or "over" for the table as a whole."""
        phases = {g.phase for g in self.sheets}
        if phases == {OVER}:
            return OVER
        if BOOK in phases:
            return BOOK  # someone still books this round's roll
        if CHOOSE in phases:
            return CHOOSE
        return ROLL

    def seats_to_move(self) -> tuple[int, ...]:
        """Seats that may move now: those still choosing or booking; anyone may roll."""
        stage = self.stage
        if stage == OVER:
            return ()
        if stage == ROLL:
            return tuple(range(len(self.sheets)))
        return tuple(i for i, g in enumerate(self.sheets) if g.phase == stage)

    @property
    def round(self) -> int:
        return min(g.round for g in self.sheets)

    @property
    def finished(self) -> bool:
        return self.stage == OVER

    def round_roll(self) -> tuple[int, int, int] | None:
        """The seeded roll of the current round (None for typed dice)."""
        if self.options.dice != SEEDED:
            return None
        return draw_rolls(self.options.seed or 0)[self.round - 1]

    # --- moves -------------------------------------------------------------------------
    def refuse_waiting(self, seat: int, move: Move) -> None:
        """A sheet's own rule for a seat the table does not wait for, said before
        ``game.not_your_turn`` (already chosen, roll first...) while the others circle."""
        if self.stage == CHOOSE and not isinstance(move, Roll):
            self.sheets[seat].apply(move)

    def play(self, seat: int, move: Move) -> Table:
        """The table after ``seat`` plays ``move``, once the shared checks have let it through
        (:func:`~similarium.core.protocol.checked_apply`); IllegalMove (this table unchanged) if a
        rule of SIMILI refuses it."""
        if isinstance(move, Roll):
            if self.stage != ROLL:
                raise illegal("simili.choose_first" if self.stage == CHOOSE else "simili.already_rolled")
            digits = move.digits
            expected = self.round_roll()
            if digits is None:
                if expected is None:
                    raise illegal("simili.bad_roll", roll="nothing")
                digits = expected
            probe = self.sheets[seat].apply(Roll(digits))  # checks the digits' form
            if expected is not None and tuple(digits) != expected:
                raise chance_mismatch("simili", dice_text(expected), dice_text(digits), round=self.round)
            rolled = tuple(probe if i == seat else g.apply(Roll(digits)) for i, g in enumerate(self.sheets))
            return replace(self, sheets=rolled)
        sheets = list(self.sheets)
        sheets[seat] = sheets[seat].apply(move)
        return replace(self, sheets=tuple(sheets))

    def legal_moves(self, seat: int) -> list[Move]:
        """Every move ``seat`` may make now. Seeded dice: ``Roll()``, the seed says what comes up
        (listing the digits would show the future); typed dice: each of the 1000 rolls."""
        if seat not in self.seats_to_move():
            return []
        game = self.sheets[seat]
        if self.stage == ROLL:
            roll = self.round_roll()
            return [Roll()] if roll is not None else [Roll((a, b, c)) for a in range(10)
                                                         for b in range(10) for c in range(10)]
        if game.phase == CHOOSE:
            return [Choose(c) for c in CATEGORIES]
        moves: list[Move] = list(game.legal_books())
        moves.append(Confirm())
        return moves
