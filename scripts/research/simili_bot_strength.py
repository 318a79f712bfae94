"""A test of strength for the SIMILI bot on fixed seeds (host only; not shipped to the page).

Choosing the category greedily (the most points this round) in rounds 1-8 costs the bot about
5 points of win rate, and whole games show it only over thousands of games (minutes). So the
strength test (``tests/simili_advisor/test_strength.py``) plays rounds 1-9 of ``SEEDS`` fixed deals
and scores each game by its *round-10 chance*: the exact chance of finishing with 100+ from the
position before the tenth roll (``roundnine.last_round_chances``, the bot's round 10 is exact
anyway; 1.0 if already 100+). That removes the last roll's luck, which is most of a game's
noise, and costs about 11 ms a game. The bot plays without round 9's exact category search
(``exact_nine=False``: 10x faster; ``test_round_nine.py`` tests that search), its round-9 books
still by exact round-10 odds.

Weakened bots (``MUTANTS``: rounds 1-8's category greedily, at random, always Matching, or from
plans missing at most one digit) show what the test catches: ``compare`` plays the bot and
each of them on the same deals (paired) and prints the mean round-10 chance, the paired
difference with its 95% interval and z; ``games`` plays whole games (the full bot, with round 9's
search), the win rate as ``simulate simili`` counts it.

    PYTHONPATH=py python3 scripts/research/simili_bot_strength.py compare            # the test's seeds
    PYTHONPATH=py python3 scripts/research/simili_bot_strength.py compare --games 2000 --seed 610001
    PYTHONPATH=py python3 scripts/research/simili_bot_strength.py games --games 1000 --seed 500001
    PYTHONPATH=py python3 scripts/research/simili_bot_strength.py games --games 2000 --seed 500001 --mutants no-eight
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from similarium.games.simili.advisor.policy import Greedy, Policy  # noqa: E402
from similarium.games.simili.advisor.position import Position  # noqa: E402
from similarium.games.simili.advisor.roundnine import last_round_chances  # noqa: E402
from similarium.games.simili.combos import CATEGORIES, MATCHING  # noqa: E402
from similarium.games.simili.game import ROUNDS, Game, Options, draw_rolls  # noqa: E402
from similarium.games.simili.sheet import VARIANTS, WIN_SCORE  # noqa: E402

SEED, GAMES = 600001, 600  # the test's deals: seeds 600001..600600, Classic on odd seeds, Modern on even
_GREEDY = Greedy()
_SHALLOW = Policy(lookahead=0, max_deficit=1)  # the hint's playout policy


def deals(games: int = GAMES, seed: int = SEED) -> list[tuple[int, str]]:
    return [(s, "classic" if s % 2 else "modern") for s in range(seed, seed + games)]


# --- weakened bots ----------------------------------------------------------------------------
class GreedyEarly(Policy):
    """The bot, but rounds 1-8's category by the most expected points this round."""

    def choose(self, pos: Position) -> str:
        return _GREEDY.choose(pos) if pos.round <= ROUNDS - 2 else super().choose(pos)


class RandomEarly(Policy):
    """The bot, but rounds 1-8's category at random (seeded by the position)."""

    def choose(self, pos: Position) -> str:
        if pos.round <= ROUNDS - 2:
            return random.Random(repr((pos.rows, pos.bank, pos.round))).choice(CATEGORIES)
        return super().choose(pos)


class MatchingEarly(Policy):
    """The bot, but Matching in every round 1-8."""

    def choose(self, pos: Position) -> str:
        return MATCHING if pos.round <= ROUNDS - 2 else super().choose(pos)


class ShallowEarly(Policy):
    """The bot, but rounds 1-8's category from plans missing at most one digit (as the playouts)."""

    def choose(self, pos: Position) -> str:
        return _SHALLOW.choose(pos) if pos.round <= ROUNDS - 2 else super().choose(pos)


class NoEight(Policy):
    """The bot before 2026-11-29: round 8's booking by the plan values alone (no round-9 search)."""

    def __init__(self, exact_nine: bool = False) -> None:
        super().__init__(exact_nine=exact_nine, exact_eight=False)


MUTANTS = {"greedy-early": GreedyEarly, "random-early": RandomEarly,
           "matching-early": MatchingEarly, "shallow-early": ShallowEarly, "no-eight": NoEight}


def make(name: str, exact_nine: bool = False) -> Policy:
    return Policy(exact_nine=exact_nine) if name == "bot" else MUTANTS[name](exact_nine=exact_nine)


# --- the measure ------------------------------------------------------------------------------
def round_ten_chance(bot: Policy, seed: int, variant: str) -> float:
    """Rounds 1-9 of the seeded deal played by ``bot``; then the exact chance of 100+."""
    pos = Position.from_game(Game.new(Options(variant=variant, seed=seed)))
    for roll in draw_rolls(seed)[: ROUNDS - 1]:
        after = pos.rolled(bot.choose(pos), roll)
        pos = after.after_books(bot.books(after))
    return 1.0 if pos.score >= WIN_SCORE else last_round_chances(pos)[0]


def final_score(bot: Policy, seed: int, variant: str) -> tuple[int, float]:
    """The whole game's score, and its round-10 chance (the exact chance of 100+ before the
    tenth roll: the win's expectation without the last roll's luck, both bots playing round 10
    exactly)."""
    pos = Position.from_game(Game.new(Options(variant=variant, seed=seed)))
    chance = 0.0
    for roll in draw_rolls(seed):
        if pos.round == ROUNDS:
            chance = 1.0 if pos.score >= WIN_SCORE else last_round_chances(pos)[0]
        after = pos.rolled(bot.choose(pos), roll)
        pos = after.after_books(bot.books(after))
    return pos.score, chance


def paired(a: list[float], b: list[float]) -> tuple[float, float, float]:
    """Mean of ``a - b``, the half-width of its 95% interval, and its z."""
    n = len(a)
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1))
    se = sd / math.sqrt(n)
    return mean, 1.96 * se, mean / se if se else 0.0


def _job(args: tuple) -> list:
    name, chunk, whole = args
    if whole:
        bot = make(name, exact_nine=True)
        return [final_score(bot, s, v) for s, v in chunk]
    bot = make(name)
    return [round_ten_chance(bot, s, v) for s, v in chunk]


def _play(names: list[str], games: list[tuple[int, str]], whole: bool, workers: int) -> dict[str, list]:
    jobs = [(n, games[i:i + 25], whole) for n in names for i in range(0, len(games), 25)]
    out: dict[str, list] = {n: [] for n in names}
    with Pool(workers) as pool:
        for (n, _, _), values in zip(jobs, pool.map(_job, jobs), strict=True):
            out[n].extend(values)
    return out


def compare(args: argparse.Namespace) -> None:
    names = ["bot", *args.mutants]
    res = _play(names, deals(args.games, args.seed), False, args.workers)
    for n in names:
        line = f"{n:15s} mean round-10 chance {sum(res[n]) / len(res[n]):.4f}"
        if n != "bot":
            mean, half, z = paired(res[n], res["bot"])
            line += f" | vs bot {mean:+.4f} +- {half:.4f} (95%), z {z:.2f}"
        print(line, flush=True)


def games(args: argparse.Namespace) -> None:
    names = ["bot", *args.mutants]
    res = _play(names, [(s, args.variant) for s in range(args.seed, args.seed + args.games)], True,
                args.workers)
    scores = {n: [float(x) for x, _ in res[n]] for n in names}
    chances = {n: [c for _, c in res[n]] for n in names}
    for n in names:
        wins = [float(x >= WIN_SCORE) for x in scores[n]]
        line = (f"{n:15s} wins {int(sum(wins))}/{len(wins)} mean {sum(scores[n]) / len(wins):.2f} "
                f"round-10 chance {sum(chances[n]) / len(wins):.4f}")
        if n != "bot":
            mean, half, z = paired(wins, [float(x >= WIN_SCORE) for x in scores["bot"]])
            ms, mh, _ = paired(scores[n], scores["bot"])
            cs, ch, cz = paired(chances[n], chances["bot"])
            line += (f" | vs bot: win rate {mean:+.4f} +- {half:.4f} (95%), z {z:.2f}; mean {ms:+.2f} +- {mh:.2f}; "
                     f"round-10 chance {cs:+.4f} +- {ch:.4f}, z {cz:.2f}")
        print(line, flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("compare", help="mean round-10 chance, bot vs mutants, on the same deals")
    c.add_argument("--games", type=int, default=GAMES)
    c.add_argument("--seed", type=int, default=SEED)
    g = sub.add_parser("games", help="whole games (full bot, round 9's search on), win rates")
    g.add_argument("--games", type=int, default=1000)
    g.add_argument("--seed", type=int, default=500001)
    g.add_argument("--variant", default="classic", choices=VARIANTS)
    for p in (c, g):
        p.add_argument("--mutants", nargs="*", default=sorted(MUTANTS), choices=sorted(MUTANTS))
        p.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    (compare if args.cmd == "compare" else games)(args)


if __name__ == "__main__":
    main()
