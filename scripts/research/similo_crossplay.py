"""Similo's AI in cross-play: its giver with guessers it was not built with, its guessers with
givers it was not built with, on the same seeded deals.

    PYTHONPATH=py python3 scripts/research/similo_crossplay.py --games 2000 --seed 100000

The independent players are in ``scripts/research/similo_readers.py``, written apart from the AI:
``plain`` (shared traits counted), ``jaccard`` (share of traits in common) and ``picture``
(only what the card's picture shows: its ``trait-*`` groups and its scene), each a guessers +
greedy giver pair. Pairings per rule family, for each independent family F: ours/ours,
ours-giver/F-guessers, F-giver/ours-guessers, F/F. The criterion: both cross pairs win more
often than F/F, for F = ``plain`` and ``jaccard``, in every rule family, and our giver with the
``picture`` guessers wins at least 0.88 of the classic deals (when those are played); the
paired difference on the same deals is printed with its 95% interval (for ``picture`` too). Prints JSON; exit 1
when the criterion is not met. Deals cycle through the decks (one-deck play) unless
``--characters``/``--clues`` name them.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "py"))

from similarium.core.protocol import play  # noqa: E402
from similarium.games.similo.bots import TraitsBot  # noqa: E402
from similarium.games.similo.protocol import ADVANCED, RULES, SAME, deck_ids  # noqa: E402
from similarium.games.similo.rules import CLASSIC, REMOVE  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import similo_readers  # noqa: E402
from similo_readers import IndependentBot  # noqa: E402

RULE_FAMILIES = (CLASSIC, REMOVE, ADVANCED)
READERS = similo_readers.READERS
OTHER = "other"  # --clues other: two-deck play, the clues from the next deck
DEFAULT_READERS = ("plain", "jaccard", "picture")
CRITERION = ("plain", "jaccard")  # both cross pairs beat these pairs
PICTURE_TARGET = 0.88  # our giver with the picture reader's guessers, classic rules


def _options(rules: str, index: int, characters: str | None, clues: str | None) -> dict:
    """The deal's options: the named decks, or every deck in turn (one-deck play; ``clues``
    ``"other"``: the next deck's clues, two-deck play)."""
    ids = deck_ids()
    chars = characters or ids[index % len(ids)]
    clue_deck = ids[(ids.index(chars) + 1) % len(ids)] if clues == OTHER else clues or SAME
    return {"rules": rules, "characters": chars, "clues": SAME if clue_deck == chars else clue_deck}


def _bot(kind: str, seed: int) -> Any:
    return TraitsBot() if kind == "ours" else IndependentBot(kind, seed)


def play_deal(rules: str, seed: int, index: int, pairings: Sequence[tuple[str, str]],
              characters: str | None = None, clues: str | None = None) -> list[bool]:
    """Each (giver, guessers) pairing on the same deal; True where it won."""
    options = _options(rules, index, characters, clues)
    out = []
    for giver, guesser in pairings:
        state = RULES.new(options, seed, ("Giver", "Guesser"))
        end = play(state, {0: _bot(giver, seed), 1: _bot(guesser, seed * 7 + 1)})
        out.append(end.game.result == "won")
    return out


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def _paired(a: Sequence[bool], b: Sequence[bool], z: float = 1.96) -> dict:
    """a's win rate minus b's on the same deals, with a 95% interval (paired differences)."""
    n = len(a)
    d = [int(x) - int(y) for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
    half = z * math.sqrt(var / n)
    return {"diff": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)]}


def _job(args: tuple) -> list[bool]:
    return play_deal(*args)


def crossplay(games: int = 2000, seed: int = 100000, rule_families: Sequence[str] = RULE_FAMILIES,
              readers: Sequence[str] = DEFAULT_READERS, characters: str | None = None, clues: str | None = None,
              workers: int = 1) -> dict:
    """Every pairing on ``games`` seeded deals (seeds ``seed``..) per rule family: win rates with
    Wilson 95% intervals, the cross pairs' paired differences from F/F, and the criterion."""
    pairings = [("ours", "ours")]
    for r in readers:
        pairings += [("ours", r), (r, "ours"), (r, r)]
    jobs = [(rules, seed + i, i, pairings, characters, clues) for rules in rule_families for i in range(games)]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(_job, jobs, chunksize=max(1, len(jobs) // (workers * 8))))
    else:
        results = [_job(j) for j in jobs]
    out: dict[str, Any] = {"games": games, "seed": seed, "characters": characters or "every deck in turn",
                           "clues": clues or SAME, "readers": list(readers), "random_guessers": round(1 / 12, 4),
                           "rules": {}}
    met = True
    for k, rules in enumerate(rule_families):
        rows = results[k * games:(k + 1) * games]
        column = {p: [row[j] for row in rows] for j, p in enumerate(pairings)}
        table = {}
        for (giver, guesser), won in column.items():
            w = sum(won)
            lo, hi = wilson(w, games)
            table[f"{giver}/{guesser}"] = {"win_rate": round(w / games, 4), "ci95": [round(lo, 4), round(hi, 4)]}
        checks = {}
        for r in readers:
            base = column[r, r]
            giver_ok = sum(column["ours", r]) > sum(base)
            guesser_ok = sum(column[r, "ours"]) > sum(base)
            checks[r] = {"ours_giver_vs_indep": _paired(column["ours", r], base),
                         "ours_guesser_vs_indep": _paired(column[r, "ours"], base),
                         "met": giver_ok and guesser_ok}
            if r in CRITERION:
                met = met and giver_ok and guesser_ok
        out["rules"][rules] = {"pairings": table, "cross": checks}
        if rules == CLASSIC and "picture" in readers:
            picture = table["ours/picture"]["win_rate"]
            out["picture_target"] = {"ours/picture": picture, "target": PICTURE_TARGET, "met": picture >= PICTURE_TARGET}
            met = met and picture >= PICTURE_TARGET
    out["criterion_met"] = met
    return out


def markdown(out: dict) -> str:
    """The win-rate table (a row a pairing, a column a rule family) and the paired differences."""
    families = list(out["rules"])
    rows = [f"| giver / guessers | {' | '.join(families)} |", "|---|" + "---|" * len(families)]
    for pairing in out["rules"][families[0]]["pairings"]:
        cells = [out["rules"][f]["pairings"][pairing] for f in families]
        rows.append(f"| {pairing} | " + " | ".join(f"{c['win_rate']:.3f} [{c['ci95'][0]:.3f}, {c['ci95'][1]:.3f}]"
                                                  for c in cells) + " |")
    rows += ["", f"| paired, cross pair minus F/F | {' | '.join(families)} |", "|---|" + "---|" * len(families)]
    for r in out["readers"]:
        for key, label in (("ours_giver_vs_indep", f"ours giver + {r} guessers"),
                           ("ours_guesser_vs_indep", f"{r} giver + our guessers")):
            cells = [out["rules"][f]["cross"][r][key] for f in families]
            rows.append(f"| {label} | " + " | ".join(f"{c['diff']:+.3f} [{c['ci95'][0]:+.3f}, {c['ci95'][1]:+.3f}]"
                                                      for c in cells) + " |")
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--rules", choices=RULE_FAMILIES, action="append",
                        help="a rule family (repeat it; default: all three)")
    parser.add_argument("--readers", default=",".join(DEFAULT_READERS),
                        help=f"independent families, comma-separated, from {', '.join(READERS)}")
    parser.add_argument("--characters", choices=deck_ids(), help="the grid's deck (default: every deck in turn)")
    parser.add_argument("--clues", choices=(SAME, OTHER, *deck_ids()),
                        help="the clue deck (default: same; other: the next deck in turn, two-deck play)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--markdown", action="store_true", help="print the tables as Markdown, not JSON")
    args = parser.parse_args(argv)
    readers = [r for r in args.readers.split(",") if r]
    if args.games < 1 or not readers or any(r not in READERS for r in readers):
        parser.error(f"--games at least 1; --readers from {', '.join(READERS)}")
    out = crossplay(args.games, args.seed, args.rules or RULE_FAMILIES, readers, args.characters, args.clues,
                    args.workers)
    print(markdown(out) if args.markdown else json.dumps(out, indent=1))
    return 0 if out["criterion_met"] else 1


if __name__ == "__main__":
    sys.exit(main())
