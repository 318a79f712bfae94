"""What Similo's AI giver means: the share of story-only traits (``vocabulary.TOLD``: role, era,
region, what no picture draws) among the traits its clues point at: ``told``, what the page tells
the player the clue meant (``explain.clue_meaning``: the end screen, the learning mode), and
``giver``, the giver's own reason (``ai.GiverChoice.traits``); with its win rate beside the picture-only
reader (``similo_readers.py``: guessers who see only the pictures) on the same seeded deals.

    PYTHONPATH=py python3 scripts/research/similo_story.py --games 2000 --seed 200000 --workers 2

Classic rules, one deck, the decks in turn (as ``similo_crossplay.py``). Prints JSON: clues,
traits meant, story-only traits and their share with a 95% interval (Wilson, per trait; clues
share a deal, so read it as a figure, not a test), clues meaning at least one story-only trait,
clues meaning nothing (no trait in common, or none the table singles out), and the games won
with their interval.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "py"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from similarium.core.protocol import play  # noqa: E402
from similarium.games.similo import ai, explain  # noqa: E402
from similarium.games.similo.bots import TraitsBot  # noqa: E402
from similarium.games.similo.protocol import RULES  # noqa: E402
from similarium.games.similo.rules import CLASSIC  # noqa: E402
from similarium.games.similo.vocabulary import TOLD  # noqa: E402
from similo_crossplay import _options, wilson  # noqa: E402
from similo_readers import IndependentBot  # noqa: E402


def _job(args: tuple[int, int]) -> dict:
    """Deals ``start .. start + n - 1``: our giver, the picture guessers; what each clue meant."""
    start, n = args
    meant: dict[str, list[tuple[str, ...]]] = {"told": [], "giver": []}
    real = ai.choose_clue

    def spy(secret, candidates, *a, **k):
        choice = real(secret, candidates, *a, **k)
        meant["giver"].append(choice.traits)
        played = ai.PlayedClue(choice.card, choice.orientation, tuple(candidates))
        meant["told"].append(tuple(explain.clue_meaning(secret, played)[1]))
        return choice

    ai.choose_clue = spy
    won = 0
    try:
        for seed in range(start, start + n):
            state = RULES.new(_options(CLASSIC, seed, None, None), seed, ("Giver", "Guesser"))
            end = play(state, {0: TraitsBot(), 1: IndependentBot("picture", seed * 7 + 1)})
            won += end.game.result == "won"
    finally:
        ai.choose_clue = real
    return {"won": won, "meant": meant}


def measure(games: int, seed: int, workers: int) -> dict:
    size = max(1, games // (workers * 4))
    jobs = [(s, min(size, seed + games - s)) for s in range(seed, seed + games, size)]
    with ProcessPoolExecutor(workers) as pool:
        parts = list(pool.map(_job, jobs))
    won = sum(p["won"] for p in parts)
    out: dict = {"games": games, "seed": seed, "rules": CLASSIC, "won": won, "win_rate": round(won / games, 4),
                 "win_95": [round(x, 4) for x in wilson(won, games)]}
    for key in ("told", "giver"):
        meant = [m for p in parts for m in p["meant"][key]]
        traits = [t for m in meant for t in m]
        story = sum(t in TOLD for t in traits)
        out[key] = {
            "clues": len(meant), "traits_meant": len(traits),
            "story_only": story, "story_share": round(story / len(traits), 4) if traits else None,
            "story_share_95": [round(x, 4) for x in wilson(story, len(traits))] if traits else None,
            "clues_with_story": sum(any(t in TOLD for t in m) for m in meant),
            "clues_meaning_nothing": sum(not m for m in meant),
        }
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=200000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.games, args.seed, args.workers), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
