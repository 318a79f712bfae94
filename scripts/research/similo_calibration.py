"""Is the Similo giver's ``win_chance`` calibrated? Predicted against realised win rate, in bins,
with guessers the AI was not built with (``scripts/research/similo_readers.py``: ``picture`` by default).

    PYTHONPATH=py python3 scripts/research/similo_calibration.py --games 2000 --seed 200000 --reader picture

On each seeded deal (classic rules unless ``--rules``, the decks in turn, one-deck play), the
AI giver plays every clue and states its win chance for it (:func:`similarium.games.similo.chance.win_chance`,
as ``advise`` does); the independent guessers remove. Every giver decision is one prediction,
its outcome the game's result. Prints JSON: per bin the decisions, the mean prediction, the
realised win rate with its Wilson 95% interval; the Brier score of the predictions against that
of the best constant (the realised rate over all decisions, known only afterwards), overall and
for the first clue of each deal alone (one independent prediction a deal).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "py"))
sys.path.insert(0, HERE)

from similarium.core.protocol import play  # noqa: E402
from similarium.games.similo import ai, chance, decks  # noqa: E402
from similarium.games.similo.bots import played_clues  # noqa: E402
from similarium.games.similo.protocol import ADVANCED, RULES  # noqa: E402
from similarium.games.similo.rules import CLASSIC, REMOVALS, REMOVE, Clue, Variant  # noqa: E402
from similo_crossplay import _options, wilson  # noqa: E402
from similo_readers import READERS, IndependentBot  # noqa: E402

BINS = (0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001)


class StatingGiver:
    """The AI giver, noting the win chance it states for each clue it plays."""

    name = "traits"

    def __init__(self) -> None:
        self.said: list[float] = []

    def choose(self, observation: Any, legal: Sequence[Any]) -> Any:
        cards = decks.cards()
        table = [cards[c] for c in observation.remaining]
        clues = played_clues(observation)
        hand = [cards[c] for c in observation.hand]
        orientations = Variant(observation.rules, observation.advanced).orientations
        choice = ai.choose_clue(cards[observation.secret], table, clues, hand, REMOVALS[len(observation.clues)],
                                orientations)
        self.said.append(chance.win_chance(cards[observation.secret], table, clues, hand, choice, orientations))
        return Clue(choice.card.id, choice.orientation)


def deal(rules: str, seed: int, index: int, reader: str, clues: str | None = None) -> tuple[list[float], bool]:
    """The win chances the giver stated on one deal, and whether the game was won."""
    giver = StatingGiver()
    end = play(RULES.new(_options(rules, index, None, clues), seed, ("Giver", "Guesser")),
               {0: giver, 1: IndependentBot(reader, seed * 7 + 1)})
    return giver.said, end.game.result == "won"


def _job(args: tuple) -> tuple[list[float], bool]:
    return deal(*args)


def brier(pairs: Sequence[tuple[float, bool]]) -> dict:
    """The predictions' Brier score and the best constant's (the realised rate)."""
    n = len(pairs)
    rate = sum(w for _, w in pairs) / n
    return {"decisions": n, "realised": round(rate, 4), "mean_predicted": round(sum(p for p, _ in pairs) / n, 4),
            "brier": round(sum((p - w) ** 2 for p, w in pairs) / n, 4),
            "brier_constant": round(sum((rate - w) ** 2 for _, w in pairs) / n, 4)}


def calibration(games: int, seed: int, reader: str = "picture", rules: str = CLASSIC, clues: str | None = None,
                workers: int = 1) -> dict:
    jobs = [(rules, seed + i, i, reader, clues) for i in range(games)]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(_job, jobs, chunksize=max(1, games // (workers * 8))))
    else:
        results = [_job(j) for j in jobs]
    pairs = [(p, won) for said, won in results for p in said]
    bins = []
    for lo, hi in zip(BINS, BINS[1:], strict=False):
        inside = [(p, w) for p, w in pairs if lo <= p < hi]
        if not inside:
            continue
        wins = sum(w for _, w in inside)
        ci = wilson(wins, len(inside))
        bins.append({"bin": [lo, min(hi, 1.0)], "decisions": len(inside),
                     "predicted": round(sum(p for p, _ in inside) / len(inside), 4),
                     "realised": round(wins / len(inside), 4), "ci95": [round(ci[0], 4), round(ci[1], 4)]})
    return {"games": games, "seed": seed, "rules": rules, "reader": reader, "samples": chance.SAMPLES,
            "won": sum(w for _, w in results), "all": brier(pairs),
            "first_clue": brier([(said[0], won) for said, won in results if said]), "bins": bins}


def markdown(out: dict) -> str:
    """The bins as a Markdown table, then the Brier scores."""
    rows = ["| win chance stated | decisions | mean stated | realised [95%] |", "|---|---|---|---|"]
    for b in out["bins"]:
        rows.append(f"| {b['bin'][0]:.2f}-{b['bin'][1]:.2f} | {b['decisions']} | {b['predicted']:.3f} | "
                    f"{b['realised']:.3f} [{b['ci95'][0]:.3f}, {b['ci95'][1]:.3f}] |")
    for key, label in (("all", "every decision"), ("first_clue", "first clue of each deal")):
        a = out[key]
        rows.append(f"\n{label}: {a['decisions']} decisions, stated {a['mean_predicted']:.3f} on average, "
                    f"realised {a['realised']:.3f}; Brier {a['brier']:.4f} (best constant, known afterwards: "
                    f"{a['brier_constant']:.4f})")
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=200000)
    parser.add_argument("--reader", choices=READERS, default="picture")
    parser.add_argument("--rules", choices=(CLASSIC, REMOVE, ADVANCED), default=CLASSIC)
    parser.add_argument("--clues", choices=("same", "other"), default="same")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--markdown", action="store_true", help="print the bins as Markdown, not JSON")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games at least 1")
    out = calibration(args.games, args.seed, args.reader, args.rules, args.clues, args.workers)
    print(markdown(out) if args.markdown else json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
