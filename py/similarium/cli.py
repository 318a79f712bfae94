"""Command-line entry: ``python -m similarium replay|advise|simulate GAME ...``.

Each game package may provide ``similarium.games.<game>.cli`` with functions
``replay(path) -> int``, ``advise(path) -> int`` and ``simulate(args) -> int``
(``args`` is the parsed :class:`argparse.Namespace`). They print JSON on stdout,
reasons on stderr, and return the exit status (2 for an illegal action or bad input).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from types import ModuleType

GAMES = ("simili", "sb")


def _game_cli(game: str) -> ModuleType:
    return importlib.import_module(f"similarium.games.{game}.cli")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m similarium",
        description="Similarium rules engine: replay game logs, analyse positions, simulate bots.",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    replay = sub.add_parser("replay", help="replay a game log and print the result as JSON")
    replay.add_argument("game", choices=GAMES)
    replay.add_argument("file", help="game log (JSON); '-' reads standard input")

    advise = sub.add_parser("advise", help="analyse a position and print the odds as JSON")
    advise.add_argument("game", choices=GAMES)
    advise.add_argument("file", help="position (JSON); '-' reads standard input")

    simulate = sub.add_parser("simulate", help="play bot games and print statistics as JSON")
    simulate.add_argument("game", choices=GAMES)
    simulate.add_argument("--games", type=int, default=100, help="number of games")
    simulate.add_argument("--seed", type=int, default=1, help="seed of the first game")
    simulate.add_argument("--variant", default="classic", help="SIMILI: classic or modern")
    simulate.add_argument("--players", type=int, default=2, help="SB: number of players")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
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
