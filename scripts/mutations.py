#!/usr/bin/env python3
"""Apply, one by one, the mutations issue 28's audit found surviving, and say which test catches each.

    python3 scripts/mutations.py            # every mutation
    python3 scripts/mutations.py --list     # what each one changes, and the tests named for it
    python3 scripts/mutations.py read-back depth   # only these (by name)

A mutation is a text patch on one file (of ``py/similarium`` or ``scripts``) (the exact text, found once, replaced);
the tests named for it run with that patch in place (``pytest -x``, host CPython, from the
repository's ``.venv`` when it has one). The file is put back byte for byte afterwards, whatever
happens (a failed run, Ctrl-C, SIGTERM). Prints one line a mutation: ``caught by <test>`` or
``SURVIVED``; exits 1 when one survived or could not be applied (its text is gone: the code
moved on, update the patch here).
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Mutation:
    name: str
    what: str  # the audit's words
    path: str  # from the repository root
    old: str
    new: str
    tests: tuple[str, ...]  # pytest node ids or files, from the repository root


MUTATIONS: tuple[Mutation, ...] = (
    Mutation("read-back", "a save that is not read back", "py/similarium/core/storage.py",
             '            if self.store.get(key) != text:\n                raise OSError("what was written did not read back")\n',
             "",
             ("tests/core/test_bounds.py::test_a_write_that_does_not_read_back_is_not_counted_and_is_kept",)),
    Mutation("match-players", "a match's players bound loosened 10x", "py/similarium/core/match.py",
             "MAX_PLAYERS = 64\n", "MAX_PLAYERS = 640\n",
             ("tests/core/test_bounds.py::test_a_match_holds_64_players_not_65",)),
    Mutation("match-games", "a match's games bound loosened 10x", "py/similarium/core/match.py",
             "MAX_GAMES = 5_000\n", "MAX_GAMES = 50_000\n",
             ("tests/core/test_bounds.py::test_a_match_holds_5000_games_not_5001",)),
    Mutation("save-players", "a save's players bound loosened 10x", "py/similarium/core/schema.py",
             "MAX_PLAYERS = 64\n", "MAX_PLAYERS = 640\n",
             ("tests/core/test_bounds.py::test_a_save_holds_64_players_and_10000_moves_not_one_more",)),
    Mutation("depth", "the JSON text depth bound loosened 10x", "py/similarium/core/validate.py",
             "MAX_TEXT_DEPTH = 100 ", "MAX_TEXT_DEPTH = 1000 ",
             ("tests/core/test_bounds.py::test_stored_text_is_read_100_levels_deep_not_101",)),
    Mutation("digits", "the command line's number digits bound loosened 10x", "py/similarium/core/cli_input.py",
             "MAX_DIGITS = 40 ", "MAX_DIGITS = 400 ",
             ("tests/core/test_bounds.py::test_a_command_line_number_has_40_digits_not_41",)),
    Mutation("bool-seat", "True / False accepted as a seat", "py/similarium/core/refusals.py",
             "return not isinstance(seat, bool) and isinstance(seat, int) and 0 <= seat < seats",
             "return isinstance(seat, int) and 0 <= seat < seats",
             ("tests/core/test_conformance.py",)),
    Mutation("similis-archive", "today's Similis daily dealt in the archive", "py/similarium/ui/similis/controller.py",
             'return Session.start(mode, names, kinds, daily_seed(GAME, day), {"banned": "off"}, day=day)',
             'return Session.start(mode, names, kinds, daily_seed(GAME, self.today()), {"banned": "off"}, day=day)',
             ("tests/ui/test_archive_seed.py",)),
    Mutation("similo-archive", "today's Similo daily dealt in the archive", "py/similarium/ui/similo/controller.py",
             "return Session.start(mode, players, kinds, daily_seed(GAME, day), daily_options(day), day=day)",
             "return Session.start(mode, players, kinds, daily_seed(GAME, self.today()), daily_options(day), day=day)",
             ("tests/ui/test_archive_seed.py",)),
    Mutation("announce-gifts", "the screen-reader announcement reading out other seats' gifts",
             "py/similarium/ui/similis/controller.py",  # the renderer sees only what it is given: the view
             "self.announce = render.announcement(*s.shown(), before) if moved else \"\"",
             "self.announce = render.announcement(s.state.observation(s.game.history[-1].seat), s.ui(), before) "
             "if moved else \"\"",
             ("tests/ui_similis/test_announce_leak.py",)),
    Mutation("card-id-raw", "a card named by its id said raw in a refusal (issue 28: refusals worded by refusal_text)",
             "py/similarium/ui/similis/session.py",
             "return next((c for c in deck() if c.id == card_id), card_id[:40])",
             "return card_id[:40]",
             ("tests/ui/test_refusals_worded.py",)),
    Mutation("wait-restated", "Similo's page asking the rules the wrong side's move (its own answer, not the rules')",
             "py/similarium/ui/similo/session.py",
             'move = Remove("") if self.game.phase == CLUE_PHASE else Clue("", VERTICAL)',
             'move = Clue("", VERTICAL) if self.game.phase == CLUE_PHASE else Remove("")',
             ("tests/ui/test_refusals_worded.py",)),
    Mutation("giver-noise", "the giver's this-round noise removed", "py/similarium/games/similo/ai.py",
             "survive_sum += weight * (_noisy(values, secret.id, count, NOISE) if NOISE else p)",
             "survive_sum += weight * p",
             ("tests/similo/test_giver_noise.py",)),
    Mutation("hint-work", "the hint's work multiplied by 4", "py/similarium/games/simili/advisor/hints.py",
             "WORK = 300 ", "WORK = 1200 ",
             ("tests/simili_advisor/test_hint_work.py",)),
    Mutation("offline-picture", "a card picture left out of the offline list", "scripts/build_site.py",
             'SKIP_FILES = {"static/vendor/pyodide/python_stdlib.zip"}',
             'SKIP_FILES = {"static/vendor/pyodide/python_stdlib.zip", "static/img/similis/1-ankh-blue-stone.svg"}',
             ("tests/test_offline_pictures.py",)),
)


def python() -> str:
    venv = ROOT / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


def first_failure(output: str) -> str:
    """The node id of the first failed test in pytest's ``-rf`` summary."""
    found = re.search(r"^(?:FAILED|ERROR) (\S+)", output, re.M)
    return found.group(1) if found else "(a failure pytest did not name)"


def run(m: Mutation, verbose: bool) -> tuple[bool, str]:
    """Apply ``m``, run its tests, put the file back. (caught, by which test or why not)."""
    path = ROOT / m.path
    original = path.read_bytes()
    text = original.decode("utf-8")
    if text.count(m.old) != 1:
        return False, f"NOT APPLIED: its text is found {text.count(m.old)} times in {m.path}"
    try:
        path.write_text(text.replace(m.old, m.new), encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": str(ROOT / "py"), "PYTHONDONTWRITEBYTECODE": "1"}
        done = subprocess.run([python(), "-m", "pytest", "-x", "-q", "-rf", "-p", "no:cacheprovider", *m.tests],
                              cwd=ROOT, env=env, capture_output=True, text=True)
        if verbose:
            print(done.stdout[-3000:], done.stderr[-2000:], sep="\n")
    finally:
        path.write_bytes(original)
    if done.returncode == 0:
        return False, "SURVIVED"
    if done.returncode not in (1,):  # 2: interrupted or collection error, 5: no tests
        return False, f"NOT RUN (pytest exit {done.returncode}): {done.stdout.strip().splitlines()[-1:]}"
    return True, f"caught by {first_failure(done.stdout)}"


def _stop(signum: int, frame: object) -> None:
    raise KeyboardInterrupt  # the finally in run() puts the file back


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="only these mutations (default: all)")
    parser.add_argument("--list", action="store_true", help="list the mutations and their tests")
    parser.add_argument("-v", "--verbose", action="store_true", help="show pytest's output")
    args = parser.parse_args(argv)
    chosen = [m for m in MUTATIONS if not args.names or m.name in args.names]
    unknown = set(args.names) - {m.name for m in MUTATIONS}
    if unknown:
        parser.error(f"no mutation named {', '.join(sorted(unknown))}")
    if args.list:
        for m in chosen:
            print(f"{m.name}: {m.what} ({m.path}) -> {' '.join(m.tests)}")
        return 0
    signal.signal(signal.SIGTERM, _stop)
    survived = 0
    for m in chosen:
        try:
            caught, said = run(m, args.verbose)
        except KeyboardInterrupt:
            print(f"interrupted during {m.name}: {m.path} put back as it was", file=sys.stderr)
            return 130
        survived += not caught
        print(f"{m.name:16} {m.what}: {said}", flush=True)
    print(f"{len(chosen) - survived} of {len(chosen)} caught")
    return 1 if survived else 0


if __name__ == "__main__":
    sys.exit(main())
