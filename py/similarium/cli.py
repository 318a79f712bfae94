"""Command-line entry: ``python -m similarium games|replay|advise|simulate GAME ...``.

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

from similarium.core.cli_input import one_line
from similarium.games import registry


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
        self.exit(2, f"{self.prog}: error: {one_line(message)} (see --help)\n")


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

    simulate = sub.add_parser("simulate", help="play bot games and print statistics as JSON")
    simulate.add_argument("game", choices=games())
    simulate.add_argument("--games", type=int, default=100, help="number of games")
    simulate.add_argument("--seed", type=int, default=1, help="seed of the first game")
    seen = {"games", "seed"}
    for entry in registry.GAMES:  # each game's own options, as its registry entry lists them
        for flag in entry.flags:
            if flag.name in seen:
                continue  # shared with a game listed before (Similis reads SB's --players)
            seen.add(flag.name)
            if flag.switch:
                simulate.add_argument(f"--{flag.name}", action="store_true", help=flag.help)
            else:
                simulate.add_argument(f"--{flag.name}", type=flag.kind, default=flag.default, help=flag.help)
    return parser


def replay_game_log(game: str, text: str) -> int:
    """Replay a log in the common format; exit 2 with the move and the rule on stderr."""
    from similarium.core.cli_input import parse_json
    from similarium.core.errors import BadInput
    from similarium.core.protocol import GameLog, ReplayError, replay

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
        sys.stderr.write(f"{one_line(text)}\n" if status else text)
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
        return int(handler(args))
    return int(handler(args.file))
