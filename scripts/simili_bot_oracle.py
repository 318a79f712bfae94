"""A test of strength for the SIMILI bot's category choice (host only; not shipped to the page).

The bot's weak spot that no other test saw: choosing the category greedily (the most points
this round) in rounds 1-8 costs it about 5 points of win rate, and every test passed. Whole
games show that only over thousands of games (minutes), so the test judges decisions instead:

- ``label``: positions before the roll in rounds 1-8, drawn from seeded games the bot plays
  (seeds from ``--seed``, both variants, ``--per-game`` rounds picked at random per game), each
  labelled by an independent, expensive oracle: every category is tried as this round's choice
  and played out with the hint's playout policy (``Policy(lookahead=0, max_deficit=1)``: the
  category from plans missing at most one digit, no round-9 search), on the same rolls for every
  category (common random numbers), to the start of round 10, where the exact chance of 100+
  (``roundnine.last_round_chances``) is the playout's value (no dice noise from the last roll).
  Playouts come in batches of ``--batch`` up to ``--max-playouts``; a position is *clear* when
  the leader's paired ``--z`` interval against every other category excludes zero. The oracle
  never asks the bot which category it would choose. Written to
  ``tests/simili_advisor/data/oracle_positions.json`` with the command line that made it.
- ``agree``: how often the bot, and each weakened bot (``MUTANTS``), chooses the oracle's
  category on the clear positions.
- ``games``: whole seeded games of the bot and the mutants on the same rolls (paired): wins,
  mean score, the paired win difference with its z and 95% interval.

    PYTHONPATH=py python3 scripts/simili_bot_oracle.py label --games 80 --seed 700001
    PYTHONPATH=py python3 scripts/simili_bot_oracle.py agree
    PYTHONPATH=py python3 scripts/simili_bot_oracle.py games --games 1000 --seed 500001
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from similarium.games.simili.advisor.policy import Greedy, Policy  # noqa: E402
from similarium.games.simili.advisor.position import Position  # noqa: E402
from similarium.games.simili.advisor.roundnine import last_round_chances  # noqa: E402
from similarium.games.simili.combos import CATEGORIES  # noqa: E402
from similarium.games.simili.game import ROUNDS, Game, Options, draw_rolls  # noqa: E402
from similarium.games.simili.sheet import WIN_SCORE  # noqa: E402

FIXTURE = ROOT / "tests" / "simili_advisor" / "data" / "oracle_positions.json"
VARIANTS = ("classic", "modern")
ROLLOUT = Policy(lookahead=0, max_deficit=1)  # the hint's playout policy
BOT = Policy()
_GREEDY = Greedy()


# --- weakened bots (the mutations the test must catch) ----------------------------------------
class GreedyEarly(Policy):
    """The bot, but rounds 1-8's category by the most expected points this round."""

    name = "greedy-early"

    def choose(self, pos: Position) -> str:
        return _GREEDY.choose(pos) if pos.round <= ROUNDS - 2 else super().choose(pos)


class RandomEarly(Policy):
    """The bot, but rounds 1-8's category at random (seeded by the position)."""

    name = "random-early"

    def choose(self, pos: Position) -> str:
        if pos.round <= ROUNDS - 2:
            return random.Random(repr((pos.rows, pos.bank, pos.round))).choice(CATEGORIES)
        return super().choose(pos)


class ShallowEarly(Policy):
    """The bot, but rounds 1-8's category from plans missing at most one digit (as the playouts)."""

    name = "shallow-early"

    def choose(self, pos: Position) -> str:
        if pos.round <= ROUNDS - 2:
            return ROLLOUT.choose(pos)
        return super().choose(pos)


MUTANTS = {"greedy-early": GreedyEarly(), "random-early": RandomEarly(),
           "shallow-early": ShallowEarly()}


# --- positions as JSON ---------------------------------------------------------------------
def position_to_json(pos: Position) -> dict:
    return {"variant": pos.variant, "round": pos.round, "bank": list(pos.bank),
            "rows": [[list(r) for r in rows] for rows in pos.rows],
            "free_used": pos.free_used, "must_sequence": pos.must_sequence, "bonus_i": pos.bonus_i}


def position_from_json(d: dict) -> Position:
    rows = tuple(tuple(tuple(r) for r in rows) for rows in d["rows"])
    return Position(d["variant"], d["round"], tuple(d["bank"]), rows,  # type: ignore[arg-type]
                    d["free_used"], d["must_sequence"], d["bonus_i"])


# --- the oracle ----------------------------------------------------------------------------
def playout_value(pos: Position, category: str, rolls: list[tuple[int, int, int]]) -> float:
    """``category`` this round, the rollout policy to round 10, then round 10's exact chance of 100+."""
    for roll in rolls:
        c = category or ROLLOUT.choose(pos)
        category = ""
        after = pos.rolled(c, roll)
        pos = after.after_books(ROLLOUT.books(after))
    if pos.score >= WIN_SCORE:
        return 1.0
    return last_round_chances(pos)[0]


def paired(a: list[float], b: list[float], z: float) -> tuple[float, float]:
    n = len(a)
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1))
    return mean, z * sd / math.sqrt(n)


def verdict(values: dict[str, list[float]], z: float) -> tuple[str, float, float]:
    """The leader, and its smallest lead over another category with that lead's half-width."""
    leader = max(CATEGORIES, key=lambda c: sum(values[c]))
    worst = min((paired(values[leader], values[c], z) for c in CATEGORIES if c != leader),
                key=lambda gh: gh[0] - gh[1])
    return leader, worst[0], worst[1]


def label_one(args: tuple) -> dict:
    d, seed, batch, max_playouts, z = args
    pos = position_from_json(d)
    rng = random.Random(seed)
    values: dict[str, list[float]] = {c: [] for c in CATEGORIES}
    start = time.process_time()
    while True:
        for _ in range(batch):
            rolls = [(rng.randrange(10), rng.randrange(10), rng.randrange(10))
                     for _ in range(ROUNDS - pos.round)]
            for c in CATEGORIES:
                values[c].append(playout_value(pos, c, rolls))
        leader, gap, half = verdict(values, z)
        n = len(values[leader])
        if gap > half or n >= max_playouts:
            break
    return {**d, "oracle": leader, "clear": gap > half, "playouts": n, "oracle_seed": seed,
            "p_win": {c: round(sum(v) / n, 4) for c, v in values.items()},
            "gap": round(gap, 4), "half_width": round(half, 4),
            "cpu_s": round(time.process_time() - start, 1)}


def draw_positions(games: int, seed: int, others: int) -> list[dict]:
    """Positions before the roll in rounds 2-8 of the bot's seeded games (round 1 has one position
    per variant): every *contested* one (the greedy baseline's category is not the bot's: where the
    value function decides) and one in ``others`` of the rest, picked at random; each position once."""
    out, seen = [], set()
    for i in range(games):
        s = seed + i
        rng = random.Random(s)
        variant = VARIANTS[i % 2]
        pos = Position.from_game(Game.new(Options(variant=variant, seed=s)))
        for roll in draw_rolls(s)[: ROUNDS - 2]:
            c = BOT.choose(pos)
            key = (pos.variant, pos.rows, pos.bank, pos.round)
            contested = _GREEDY.choose(pos) != c
            if pos.round > 1 and key not in seen and (contested or rng.randrange(others) == 0):
                seen.add(key)
                out.append({"seed": s, "contested": contested, **position_to_json(pos)})
            after = pos.rolled(c, roll)
            pos = after.after_books(BOT.books(after))
    return out


def write(path: Path, args: argparse.Namespace, out: list[dict]) -> None:
    doc = {"command": "PYTHONPATH=py python3 scripts/simili_bot_oracle.py label " + " ".join(sys.argv[2:]),
           "oracle": "every category tried, then the hint's playout policy (Policy(lookahead=0, "
                     "max_deficit=1)) to round 10, valued by round 10's exact chance of 100+; "
                     f"common random numbers; clear when the leader's paired {args.z}-sigma "
                     "interval against every other category excludes zero",
           "batch": args.batch, "max_playouts": args.max_playouts, "z": args.z, "positions": out}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, separators=(",", ":")) + "\n", encoding="utf-8")


def label(args: argparse.Namespace) -> None:
    positions = draw_positions(args.games, args.seed, args.others)
    jobs = [(d, args.seed * 1000 + i, args.batch, args.max_playouts, args.z)
            for i, d in enumerate(positions)]
    print(f"{len(jobs)} positions, {sum(d['contested'] for d in positions)} contested", flush=True)
    out: list[dict] = []
    path = Path(args.out)
    with Pool(args.workers) as pool:
        for k, r in enumerate(pool.imap(label_one, jobs)):
            out.append(r)
            print(k, r["round"], r["contested"], r["oracle"], r["clear"], r["playouts"], r["gap"],
                  r["half_width"], r["cpu_s"], flush=True)
            if k % 10 == 9:
                write(path, args, out)  # a partial fixture survives an interrupted run
    write(path, args, out)
    print(f"wrote {path}: {len(out)} positions, {sum(r['clear'] for r in out)} clear")


def agree(args: argparse.Namespace) -> None:
    doc = json.loads(Path(args.fixture).read_text(encoding="utf-8"))
    clear = [d for d in doc["positions"] if d["clear"]]
    print(f"{len(clear)} clear of {len(doc['positions'])} positions")
    for name, bot in {"bot": BOT, **MUTANTS}.items():
        hits = sum(bot.choose(position_from_json(d)) == d["oracle"] for d in clear)
        print(f"{name:14s} agrees on {hits}/{len(clear)} = {hits / len(clear):.3f}")


# --- whole games ---------------------------------------------------------------------------
def play(bot: Policy, seed: int, variant: str) -> int:
    pos = Position.from_game(Game.new(Options(variant=variant, seed=seed)))
    for roll in draw_rolls(seed):
        after = pos.rolled(bot.choose(pos), roll)
        pos = after.after_books(bot.books(after))
    return pos.score


def _games_job(args: tuple) -> list[int]:
    name, seeds, variant = args
    bot = BOT if name == "bot" else MUTANTS[name]
    return [play(bot, s, variant) for s in seeds]


def games(args: argparse.Namespace) -> None:
    names = ["bot", *args.mutants]
    seeds = list(range(args.seed, args.seed + args.games))
    jobs = [(n, seeds[i:i + 50], args.variant) for n in names for i in range(0, len(seeds), 50)]
    res: dict[str, list[int]] = {n: [] for n in names}
    with Pool(args.workers) as pool:
        for (n, _, _), scores in zip(jobs, pool.map(_games_job, jobs), strict=True):
            res[n].extend(scores)
    base = res["bot"]
    for n in names:
        s = res[n]
        w = sum(x >= WIN_SCORE for x in s)
        line = f"{n:14s} wins {w}/{len(s)} = {w / len(s):.4f} mean {sum(s) / len(s):.2f}"
        if n != "bot":
            d = [(a >= WIN_SCORE) - (b >= WIN_SCORE) for a, b in zip(s, base, strict=True)]
            disc = sum(x != 0 for x in d)
            mean, half = paired([float(x) for x in d], [0.0] * len(d), 1.96)
            ms, mh = paired([float(a) for a in s], [float(b) for b in base], 1.96)
            line += (f" | vs bot: {sum(d):+d} wins ({mean:+.4f} +- {half:.4f}), discordant {disc}, "
                     f"z {sum(d) / math.sqrt(disc) if disc else 0:.2f}; mean {ms:+.2f} +- {mh:.2f}")
        print(line, flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    la = sub.add_parser("label")
    la.add_argument("--games", type=int, default=80)
    la.add_argument("--seed", type=int, default=700001)
    la.add_argument("--others", type=int, default=6, help="keep one in this many uncontested positions")
    la.add_argument("--batch", type=int, default=100)
    la.add_argument("--max-playouts", type=int, default=800)
    la.add_argument("--z", type=float, default=2.58)
    la.add_argument("--workers", type=int, default=2)
    la.add_argument("--out", default=str(FIXTURE))
    ag = sub.add_parser("agree")
    ag.add_argument("--fixture", default=str(FIXTURE))
    ga = sub.add_parser("games")
    ga.add_argument("--games", type=int, default=1000)
    ga.add_argument("--seed", type=int, default=500001)
    ga.add_argument("--variant", default="classic", choices=VARIANTS)
    ga.add_argument("--mutants", nargs="*", default=["greedy-early"], choices=sorted(MUTANTS))
    ga.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    {"label": label, "agree": agree, "games": games}[args.cmd](args)


if __name__ == "__main__":
    main()
