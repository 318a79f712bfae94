"""Command-line entry: ``python -m similarium games|replay|advise|review|simulate GAME ...``.

``games`` prints the registry (:mod:`similarium.games.registry`) as JSON; ``decks`` the Similo
decks (:mod:`similarium.games.similo.decks`). ``replay GAME
FILE`` also reads the one log format of every game (:class:`similarium.core.protocol.GameLog`,
``{"log": 1, ...}``) and prints ``{"game", "finished", "outcome", "to_move", "moves"}``.
Otherwise each game's ``cli`` module (named in the registry) provides
``replay(path) -> int``, ``advise(path) -> int`` and ``simulate(args) -> int``
(``args`` is the parsed :class:`argparse.Namespace`). They print JSON on stdout,
reasons on stderr, and return the exit status (2 for an illegal action or bad input).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from types import ModuleType

from similarium.core.cli_input import short_line, shown
from similarium.games import registry

MAX_SEED = 2**32 - 1  # the games' seeds (core/rng.py)
MAX_GAMES = 1_000_000  # simulate: games in one run (seeds S to S+N-1)


def games() -> tuple[str, ...]:
    """The ids of the registry's playable games (read when the command line is parsed)."""
    return tuple(g.id for g in registry.playable())


def _game_cli(game: str) -> ModuleType:
    module = registry.get(game).load_cli()
    if module is None:
        raise ModuleNotFoundError(game)
    return module


class _Parser(argparse.ArgumentParser):
    """Usage errors in one line on stderr (exit 2), like every other refusal."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {short_line(message)} (see --help)\n")


def whole(text: str) -> int:
    """A whole number typed on the command line (ASCII digits, an optional sign); the value
    is quoted cut short in the refusal, and a 5,000-digit one never reaches ``int``'s limit."""
    digits = text.strip()
    body = digits[1:] if digits[:1] in "+-" else digits
    if not body or not body.isascii() or not body.isdigit():
        raise argparse.ArgumentTypeError(f"not a whole number: {shown(text)!r}")
    if len(body) > 40:  # out of every range, as the range check will say (quoting what was typed)
        return _Huge(-(10**40) if digits.startswith("-") else 10**40, digits)
    return int(digits)


class _Huge(int):
    """A number typed with more than 40 digits: beyond every range; ``str`` is what was typed."""

    text: str

    def __new__(cls, value: int, text: str) -> _Huge:
        self = super().__new__(cls, value)
        self.text = text
        return self

    def __str__(self) -> str:
        return self.text


def simulate_range_error(args: argparse.Namespace) -> str:
    """Why ``--games``/``--seed`` cannot be simulated ("" if they can): the games use the seeds
    S to S+N-1, each from 0 to 2**32-1."""
    if not 1 <= args.games <= MAX_GAMES:
        return f"--games must be between 1 and {MAX_GAMES}, not {shown(str(args.games), 12)}"
    if not 0 <= args.seed <= MAX_SEED:
        return f"--seed must be between 0 and {MAX_SEED}, not {shown(str(args.seed), 12)}"
    if args.seed + args.games - 1 > MAX_SEED:
        return (f"--seed plus --games goes past seed {MAX_SEED} (the games use the seeds {args.seed} to "
                f"{args.seed + args.games - 1}): lower --seed or --games")
    return ""


def game_defaults(game: str, args: argparse.Namespace) -> argparse.Namespace:
    """``args`` with each of ``game``'s own options not given set to that game's default (a
    flag several games read, like ``--players``, has one default a game)."""
    values = vars(args).copy()
    for flag in registry.get(game).flags:
        if values.get(flag.name) is None and not flag.switch:
            values[flag.name] = flag.default
    return argparse.Namespace(**values)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m similarium",
        description="Similarium rules engine: replay game logs, analyse positions, simulate bots.",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    sub.add_parser("games", help="list the games (the registry) as JSON")
    sub.add_parser("decks", help="list the Similo decks (cards, traits, art) as JSON")

    replay = sub.add_parser("replay", help="replay a game log and print the result as JSON")
    replay.add_argument("game", choices=games())
    replay.add_argument("file", help="game log (JSON); '-' reads standard input")

    advise = sub.add_parser("advise", help="analyse a position and print the odds as JSON")
    advise.add_argument("game", choices=games())
    advise.add_argument("file", help="position (JSON); '-' reads standard input")

    review = sub.add_parser("review", help="review a finished game: each decision's loss, each roll's luck, as JSON")
    review.add_argument("game", choices=games())
    review.add_argument("file", help="game log (JSON), any file replay reads; '-' reads standard input")
    review.add_argument("--seat", type=whole, default=None, help="the seat to review (default 0)")

    simulate = sub.add_parser("simulate", help="play bot games and print statistics as JSON")
    simulate.add_argument("game", choices=games())
    simulate.add_argument("--games", type=whole, default=100, help=f"number of games (1 to {MAX_GAMES})")
    simulate.add_argument("--seed", type=whole, default=1, help=f"seed of the first game (0 to {MAX_SEED})")
    flags: dict[str, list[registry.Flag]] = {}
    for entry in registry.GAMES:  # each game's own options, as its registry entry lists them
        for flag in entry.flags:
            flags.setdefault(flag.name, []).append(flag)
    for name, same in flags.items():  # one option several games read: each game's help, its own default
        helps = "; ".join(f.help for f in same)
        if same[0].switch:
            simulate.add_argument(f"--{name}", action="store_true", help=helps)
        else:
            kind = whole if same[0].kind is int else same[0].kind
            simulate.add_argument(f"--{name}", type=kind, default=None, help=helps)
    return parser


def replay_game_log(game: str, text: str) -> int:
    """Replay a log in the common format; exit 2 with the move and the rule on stderr."""
    from similarium.core.cli_input import parse_json
    from similarium.core.errors import BadInput
    from similarium.core.protocol import GameLog
    from similarium.core.replay import ReplayError, replay

    try:
        log = GameLog.from_json(parse_json(text))
        if log.game != game:
            raise BadInput(f"this is a {log.game!r} log, not {game!r}")
        state = replay(registry.get(game).load_rules(), log)
    except ReplayError as err:
        print(f"illegal action: {err}", file=sys.stderr)
        return 2
    except (BadInput, ValueError) as err:
        print(f"cannot read the log: {err}", file=sys.stderr)
        return 2
    outcome = state.outcome()
    print(json.dumps({"game": game, "finished": outcome is not None,
                      "outcome": None if outcome is None else outcome.to_json(),
                      "to_move": list(state.turn().seats), "moves": len(log.moves)}))
    return 0


def review_game(game: str, path: str, seat: int | None) -> int:
    """``review GAME FILE [--seat N]``: the review its rules declare (``Rules.review``), as one
    JSON object (:mod:`similarium.core.review`); bad input as for ``replay``: exit 2, one line."""
    import importlib

    from similarium.core.cli_input import read_json
    from similarium.core.errors import BadInput, IllegalMove
    from similarium.core.replay import ReplayError
    from similarium.core.review import NotReviewable

    rules = registry.get(game).load_rules()
    if not rules.review:
        print(f"review is not available for {game} yet", file=sys.stderr)
        return 2
    try:
        data = read_json(path)
    except BadInput as err:
        print(f"cannot read the log: {err}", file=sys.stderr)
        return 2
    module = importlib.import_module(rules.review)
    try:
        result = module.review(data, seat)
    except (ReplayError, IllegalMove, *getattr(module, "ILLEGAL", ())) as err:
        print(f"illegal action: {err}", file=sys.stderr)
        return 2
    except NotReviewable as err:
        print(str(err), file=sys.stderr)
        return 2
    except (BadInput, ValueError) as err:
        print(f"cannot read the log: {err}", file=sys.stderr)
        return 2
    print(json.dumps(result.to_json()))
    return 0


def _is_game_log(text: str) -> bool:
    from similarium.core.cli_input import parse_json
    from similarium.core.errors import BadInput

    try:
        data = parse_json(text)
    except BadInput:  # the game's own reader says what is wrong
        return False
    return isinstance(data, dict) and "log" in data


def main(argv: list[str] | None = None) -> int:
    """Run one command; a refusal is exit 2 and exactly one line on stderr, never a traceback."""
    args = build_parser().parse_args(argv)
    errors = io.StringIO()
    try:
        with contextlib.redirect_stderr(errors):
            status = _run(args)
    except Exception as err:  # a bug, not bad input: still one line, exit 2 (tests/core/test_cli_fuzz.py)
        status = 2
        print(f"internal error: {type(err).__name__}: {err}", file=errors)
    if errors.getvalue():
        text = errors.getvalue()
        sys.stderr.write(f"{short_line(text)}\n" if status else text)
    return status


def _run(args: argparse.Namespace) -> int:
    if args.command == "games":
        print(json.dumps(registry.to_json()))
        return 0
    if args.command == "decks":
        from similarium.games.similo import decks

        try:
            print(json.dumps(decks.to_json()))
        except ValueError as err:
            print(f"a deck is not valid: {err}", file=sys.stderr)
            return 2
        return 0
    if args.command == "review":
        return review_game(args.game, args.file, args.seat)
    if args.command == "replay":
        from similarium.core.cli_input import read_text
        from similarium.core.errors import BadInput

        try:
            text = read_text(args.file)
        except BadInput as err:
            print(f"cannot read the log: {err}", file=sys.stderr)
            return 2
        if _is_game_log(text):
            return replay_game_log(args.game, text)
        if args.file == "-":
            sys.stdin = io.StringIO(text)  # the game's own reader reads it again
    try:
        module = _game_cli(args.game)
    except ModuleNotFoundError:
        print(f"{args.game}: no command-line support yet", file=sys.stderr)
        return 2
    handler = getattr(module, args.command, None)
    if handler is None:
        print(f"{args.game}: '{args.command}' is not available yet", file=sys.stderr)
        return 2
    if args.command == "simulate":
        refused = simulate_range_error(args)
        if refused:
            print(f"simulate {args.game}: {refused}", file=sys.stderr)
            return 2
        return int(handler(game_defaults(args.game, args)))
    return int(handler(args.file))
