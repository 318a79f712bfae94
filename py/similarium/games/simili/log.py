"""The SIMILI game-log format used by ``python -m similarium replay simili FILE``.

::

    {"game": "simili", "variant": "classic" | "modern",
     "rounds": [{"category": "sequence" | "matching" | "ladder", "roll": [d, d, d],
                 "books": [{"digit": d, "category": c, "row": 0-4, "space": 0-3,
                            "free": false}, ...]}, ...]}

Every listed round is played and confirmed; fewer than 10 rounds is a game in
progress. Rolls are explicit, so the game is replayed with typed-in dice.
"""

from __future__ import annotations

from dataclasses import dataclass

from similarium.core.errors import BadInput, IllegalMove
from similarium.core.refusals import OVER, printed
from similarium.games.simili.game import TYPED, Book, Choose, Confirm, Game, Move, Options, Roll
from similarium.games.simili.sheet import VARIANTS


@dataclass(frozen=True)
class Step:
    """One move of a log, with where it stands (for error messages)."""

    round: int
    action: str
    move: Move


# The shared refusals under the code and words this command line has always printed.
PRINTED = {OVER: ("simili.game_over", "The game is over: all 10 rounds have been played.")}


class ReplayError(ValueError):
    """An illegal action in a log: which round, which action, which rule."""

    def __init__(self, step: Step, error: IllegalMove) -> None:
        shown = printed(error, PRINTED)
        super().__init__(f"round {step.round}, {step.action}: {shown.reason} [rule {shown.code}]")
        self.step = step
        self.error = error


def _int(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadInput(f"{what} must be an integer, got {value!r}")
    return value


def parse_log(data: object) -> tuple[Options, list[Step]]:
    """Check the log's shape and turn it into moves (rules are checked by :func:`replay_log`)."""
    if not isinstance(data, dict):
        raise BadInput("a SIMILI log is a JSON object")
    if data.get("game", "simili") != "simili":
        raise BadInput(f"not a SIMILI log: game is {data.get('game')!r}")
    variant = data.get("variant", "classic")
    if variant not in VARIANTS:
        raise BadInput(f"variant must be one of {', '.join(VARIANTS)}, got {variant!r}")
    rounds = data.get("rounds", [])
    if not isinstance(rounds, list):
        raise BadInput("rounds must be a list")
    if len(rounds) > 10:
        raise BadInput(f"a game has 10 rounds, the log has {len(rounds)}")
    steps: list[Step] = []
    for n, rnd in enumerate(rounds, start=1):
        if not isinstance(rnd, dict):
            raise BadInput(f"round {n} must be an object")
        steps.append(Step(n, f"category {rnd.get('category')!r}", Choose(str(rnd.get("category")))))
        roll = rnd.get("roll")
        if not isinstance(roll, list):
            raise BadInput(f"round {n}: roll must be a list of three digits")
        steps.append(Step(n, f"roll {roll}", Roll(tuple(_int(d, f"round {n} roll") for d in roll))))  # type: ignore[arg-type]
        books = rnd.get("books", [])
        if not isinstance(books, list):
            raise BadInput(f"round {n}: books must be a list")
        for k, b in enumerate(books, start=1):
            if not isinstance(b, dict):
                raise BadInput(f"round {n}, book {k} must be an object")
            move = Book(
                _int(b.get("digit"), f"round {n} book {k} digit"),
                str(b.get("category")),
                _int(b.get("row"), f"round {n} book {k} row"),
                _int(b.get("space"), f"round {n} book {k} space"),
                bool(b.get("free", False)),
            )
            label = (f"book {k} (digit {move.digit} into {move.category} row {move.row} "
                     f"space {move.space}{', free' if move.free else ''})")
            steps.append(Step(n, label, move))
        steps.append(Step(n, "confirm", Confirm()))
    return Options(variant=variant, dice=TYPED), steps


def replay_log(data: object) -> Game:
    """Replay a log; raise :class:`ReplayError` at the first illegal action."""
    options, steps = parse_log(data)
    game = Game.new(options)
    for step in steps:
        try:
            game = game.apply(step.move)
        except IllegalMove as err:
            raise ReplayError(step, err) from err
    return game


def game_to_log(game: Game) -> dict:
    """The log of a game's completed rounds (the inverse of :func:`replay_log`)."""
    return {
        "game": "simili",
        "variant": game.variant,
        "rounds": [
            {"category": r.category, "roll": list(r.roll),
             "books": [{"digit": b.digit, "category": b.category, "row": b.row, "space": b.space,
                        "free": b.free} for b in r.books]}
            for r in game.history
        ],
    }


def summary(game: Game) -> dict:
    score = game.score
    return {
        "score": score.total,
        "finished": game.finished,
        "won": game.won,
        "rounds_played": len(game.history),
        "by_category": score.by_category,
        "bonus_iii": score.bonus_iii,
        "free_books_left": game.free_books,
        "bank": game.bank_digits(),
        "sheet": game.sheet.to_json(),
    }
