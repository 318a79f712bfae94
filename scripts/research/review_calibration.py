"""Are the review's values calibrated (issue 27 part 4)? Over seeded bot games, each value the
review states at a decision of the seat, against whether the game was then won (Similo: the
team; Similis: this seat finished first), in tenths of the stated value, with the realised
rate's Wilson 95% interval; the Brier score against the best constant (the realised rate over
every statement, known only afterwards).

    PYTHONPATH=py python3 scripts/research/review_calibration.py --game similo --games 2000 --seed 200000
    PYTHONPATH=py python3 scripts/research/review_calibration.py --game similo --fit --games 600 --seed 300000
    PYTHONPATH=py python3 scripts/research/review_calibration.py --game similis --games 2000 --seed 400000

Similo: the AI team (``traits`` in both seats, 2 players), the rule families in turn (classic,
remove, remove-advanced) and the decks in turn; the guesser's value at every removal
(``review.guesser_value``), and the giver's at one clue a deal (``review.clue_value``, the
round drawn from the seed: each costs ten playouts). ``--fit`` measures the guessers' model
instead (the belief's temperature, the chance F[r] to win after surviving round r) on other
seeds. Similis: the strong bot in every seat (3 players), the seat reviewed and the decision
drawn from the seed, its value ``review.position_value`` (determinized rollouts).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "py"))
sys.path.insert(0, HERE)

from similarium.core.protocol import play  # noqa: E402

FAMILIES = ("classic", "remove", "remove-advanced")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


# -- Similo -------------------------------------------------------------------------------------

def _similo_state(seed: int, index: int):
    from similarium.games.similo.protocol import RULES
    from similo_crossplay import _options

    options = _options(FAMILIES[index % 3], index // 3, None, None)
    return RULES.new(options, seed, ("Giver", "Guesser"))


def similo_game(args: tuple[int, int, int]) -> dict:
    """One AI game: the guesser's value at each removal, the giver's at one clue (on one deal in
    ``every``: each costs ten playouts), the result."""
    from similarium.games.similo import review as R
    from similarium.games.similo.bots import TraitsBot
    from similarium.games.similo.rules import WON, Clue

    seed, index, every = args[:3]
    state = _similo_state(seed, index)
    end = play(state, {0: TraitsBot(), 1: TraitsBot()})
    won = end.game.result == WON
    game, guesser, clues = state.game, [], []
    for _, move in end.played:
        if isinstance(move, Clue):
            clues.append((game, move))
        else:
            guesser.append(R.guesser_value(game, raw=True))  # the model's; the table maps it
        game = game.apply(move)
    giver = None
    if index % every == 0:
        g, move = clues[random.Random(seed).randrange(len(clues))]
        giver = R.clue_chance(g, move.card, move.orientation)  # the share won; the table maps it
    return {"won": won, "guesser": guesser, "giver": giver, "family": FAMILIES[index % 3]}


def similo_fit(args: tuple[int, int]) -> dict:
    """One AI game's figures for the guessers' model: the raw scores and the secret at each
    removal, and how many rounds were survived."""
    from similarium.games.similo import ai, decks
    from similarium.games.similo.bots import TraitsBot, played_clues
    from similarium.games.similo.rules import WON, Remove

    seed, index = args[:2]
    state = _similo_state(seed, index)
    end = play(state, {0: TraitsBot(), 1: TraitsBot()})
    cards = decks.cards()
    game, positions = state.game, []
    for _, move in end.played:
        if isinstance(move, Remove) and len(game.removed[-1]) == 0:  # once a round (its scores do not change)
            raw = ai.scores([cards[c] for c in game.remaining], played_clues(game), game.variant.orientations)
            positions.append((list(raw.values()), list(raw).index(game.secret)))
        game = game.apply(move)
    survived = len(end.game.clues) - (end.game.result != WON)
    return {"family": FAMILIES[index % 3], "won": end.game.result == WON, "survived": survived,
            "positions": positions}


def fit(results: Sequence[dict]) -> dict:
    out = {}
    for fam in FAMILIES:
        rows = [r for r in results if r["family"] == fam]
        if not rows:
            continue
        positions = [p for r in rows for p in r["positions"]]

        def loglik(tau: float, positions: list = positions) -> float:
            total = 0.0
            for raw, k in positions:
                top = max(raw)
                z = sum(math.exp(tau * (x - top)) for x in raw)
                total += tau * (raw[k] - top) - math.log(z)
            return total

        tau = max((t / 20 for t in range(2, 81)), key=loglik)
        f = []
        for r in range(5):
            alive = [x for x in rows if x["survived"] >= r]
            f.append(round(sum(x["won"] for x in alive) / len(alive), 4) if alive else 1.0)
        out[fam] = {"tau": tau, "F": (*f, 1.0), "games": len(rows)}
    return out


def _pool(blocks: list[list[float]]) -> None:
    """Make ``[rate, weight, mean x]`` blocks non-decreasing in rate, in place: adjacent violators
    pooled (weighted means of rate and x)."""
    i = 0
    while i < len(blocks) - 1:
        if blocks[i][0] > blocks[i + 1][0]:
            (va, wa, sa), (vb, wb, sb) = blocks[i], blocks[i + 1]
            blocks[i:i + 2] = [[(va * wa + vb * wb) / (wa + wb), wa + wb, (sa * wa + sb * wb) / (wa + wb)]]
            i = max(i - 1, 0)
        else:
            i += 1


def fit_guesser(results: Sequence[dict], bins: int = 20, shrink: float = 10.0) -> dict:
    """Similo: the rate the guessers' model's value realises (GUESSER_MAP), by rule family: every
    removal's value in twentieths, each twentieth's realised rate with ``shrink`` games at its
    mean value added (a twentieth of few values stays near the model), made non-decreasing by
    pooling adjacent violators (weighted by values); a block's knot is at its values' mean, and
    the review interpolates between knots, from (0, 0) to (1, 1)."""
    out = {}
    for fam in FAMILIES:
        pairs = [(v, float(r["won"])) for r in results if r["family"] == fam for v in r["guesser"]]
        blocks = []  # [rate, weight, mean value]
        for t in range(bins):
            inside = [(v, w) for v, w in pairs if t / bins <= v < (t + 1) / bins or (t == bins - 1 and v == 1.0)]
            if inside:
                mean = sum(v for v, _ in inside) / len(inside)
                rate = (sum(w for _, w in inside) + shrink * mean) / (len(inside) + shrink)
                blocks.append([rate, len(inside) + shrink, mean])
        _pool(blocks)
        out[fam] = [(round(s, 4), round(v, 4)) for v, _w, s in blocks]
    return out


def guesser_map(family: str, v: float) -> float:
    from similarium.games.similo.review import guesser_map as mapped

    return mapped(family, v)


def giver_map(p: float) -> float:
    from similarium.games.similo.review import giver_map as mapped

    return mapped(p)


def fit_giver(pairs: Sequence[tuple[float, float]]) -> dict:
    """logit(value) = a + b * logit(share won): maximum likelihood by a grid, then finer."""
    xs = [math.log(min(max(p, 1e-6), 1 - 1e-6) / (1 - min(max(p, 1e-6), 1 - 1e-6))) for p, _ in pairs]

    def loglik(a: float, b: float) -> float:
        total = 0.0
        for x, (_, w) in zip(xs, pairs, strict=True):
            q = 1 / (1 + math.exp(-(a + b * x)))
            total += w * math.log(max(q, 1e-12)) + (1 - w) * math.log(max(1 - q, 1e-12))
        return total

    best = max(((a / 10, b / 20) for a in range(-20, 41) for b in range(0, 41)), key=lambda ab: loglik(*ab))
    a0, b0 = best
    best = max(((a0 + i / 100, b0 + j / 200) for i in range(-10, 11) for j in range(-10, 11)),
               key=lambda ab: loglik(*ab))
    return {"a": round(best[0], 3), "b": round(best[1], 3), "n": len(pairs)}


# -- Similis ------------------------------------------------------------------------------------

def similis_game(args: tuple[int, int]) -> dict:
    """One strong-bot game, one stated value (a decision of a seat drawn from the seed)."""
    from similarium.games.similis import review as R
    from similarium.games.similis.protocol import RULES

    seed = args[0]
    players = args[3] if len(args) > 3 else 3
    bot = RULES.bots["strong"]()
    state = RULES.new({"banned": "off"}, seed, tuple("ABCDEF"[:players]))
    end = play(state, {i: bot for i in range(players)})
    rng = random.Random(seed)
    seat = rng.randrange(players)
    points = [i for i, (s, m) in enumerate(end.played) if s == seat]
    k = points[rng.randrange(len(points))]
    before = state
    for s, m in end.played[:k]:
        before = before.apply(s, m)
    game = before.game
    values = R.Values(game, seat)
    move = R.bot_move(game, seat)
    share = sum(values.results(move)) / R.ROLLOUTS
    winners = end.game.winners()
    return {"won": (1 / len(winners)) if seat in winners else 0.0, "value": values.value(move), "share": share,
            "players": players, "exact": values.exact(move)}


def _exact(r: dict) -> bool:
    """The value was exact (the move ends the game on every deal), not mapped from the share; the
    files written before the map (2026-11-29) say so by a value off the share's old formula."""
    if "exact" in r:
        return r["exact"]
    return r["share"] is None or abs(r["value"] - (8 * r["share"] + 2 / r["players"]) / 10) > 1e-9


def similis_stated(r: dict) -> float:
    """The value the review states for a recorded game: the share mapped (SHARE_MAP), as the review
    does, or the exact value."""
    from similarium.games.similis.review import stated

    return r["value"] if _exact(r) else stated(r["share"], r["players"])


def fit_share(results: Sequence[dict]) -> dict:
    """Similis: the rate a share of the rollouts realises, by number of players (SHARE_MAP): the
    games of each eighth of the share (exact values left out), their realised rate with 2 games at
    1/players added, made non-decreasing by pooling adjacent violators (weighted by games); a
    pooled block's knot is at its games' mean share, and the review interpolates between knots."""
    out = {}
    for players in sorted({r["players"] for r in results}):
        blocks = []  # [rate, weight, mean share]
        for k in range(9):
            won = [r["won"] for r in results if r["players"] == players and not _exact(r)
                   and round(r["share"] * 8) == k]
            blocks.append([(sum(won) + 2 / players) / (len(won) + 2), len(won) + 2, k / 8])
        _pool(blocks)
        out[players] = [(round(s, 3), round(v, 3)) for v, _w, s in blocks]
    return out


# -- the table ----------------------------------------------------------------------------------

def table(pairs: Sequence[tuple[float, float]]) -> dict:
    bins = []
    for t in range(10):
        lo, hi = t / 10, (t + 1) / 10
        inside = [(p, w) for p, w in pairs if lo <= p < hi or (t == 9 and p == 1.0)]
        if not inside:
            continue
        wins = sum(w for _, w in inside)
        ci = wilson(wins, len(inside))
        stated = sum(p for p, _ in inside) / len(inside)
        bins.append({"tenth": [lo, hi], "n": len(inside), "stated": round(stated, 4),
                     "realised": round(wins / len(inside), 4), "ci95": [round(ci[0], 4), round(ci[1], 4)],
                     "within": ci[0] <= stated <= ci[1]})
    n = len(pairs)
    rate = sum(w for _, w in pairs) / n
    return {"n": n, "realised": round(rate, 4), "brier": round(sum((p - w) ** 2 for p, w in pairs) / n, 4),
            "brier_constant": round(sum((rate - w) ** 2 for _, w in pairs) / n, 4), "bins": bins}


def markdown(name: str, t: dict) -> str:
    rows = [f"**{name}**: {t['n']} values; Brier {t['brier']:.4f}, best constant ({t['realised']:.3f}, known "
            f"afterwards) {t['brier_constant']:.4f}", "",
            "| stated | n | mean stated | realised [95%] | within |", "|---|---|---|---|---|"]
    for b in t["bins"]:
        rows.append(f"| {b['tenth'][0]:.1f}-{b['tenth'][1]:.1f} | {b['n']} | {b['stated']:.3f} | {b['realised']:.3f} "
                    f"[{b['ci95'][0]:.3f}, {b['ci95'][1]:.3f}] | {'yes' if b['within'] else 'no'} |")
    return "\n".join(rows)


def _append(path: str | None, result: dict) -> None:
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(json.dumps(result) + "\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("similo", "similis"), required=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=200000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--fit", action="store_true", help="Similo: fit the guessers' model instead")
    parser.add_argument("--out", help="append each game's figures to this JSON-lines file as they come")
    parser.add_argument("--table", help="print the tables of a JSON-lines file written by --out (no games played)")
    parser.add_argument("--fit-giver", action="store_true",
                        help="Similo: fit the giver's map (GIVER_MAP) on the games of --table")
    parser.add_argument("--fit-guesser", action="store_true",
                        help="Similo: fit the guessers' map (GUESSER_MAP) on the games of --table")
    parser.add_argument("--giver-every", type=int, default=1, help="Similo: the giver's value on one deal in K")
    parser.add_argument("--players", type=int, default=3, help="Similis: the players at the table (3 to 6)")
    parser.add_argument("--fit-share", action="store_true",
                        help="Similis: fit the map of the rollouts' share (SHARE_MAP) on the games of --table")
    args = parser.parse_args(argv)
    job = {"similo": similo_fit if args.fit else similo_game, "similis": similis_game}[args.game]
    jobs = [(args.seed + i, i, args.giver_every, args.players) for i in range(args.games)]
    if args.table:
        with open(args.table, encoding="utf-8") as f:
            results = [json.loads(line) for line in f if line.strip()]
        args.games = len(results)
    elif args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            results = []
            for r in pool.map(job, jobs, chunksize=4):
                results.append(r)
                _append(args.out, r)
    else:
        results = []
        for j in jobs:
            results.append(job(j))
            _append(args.out, results[-1])
    if args.fit:
        print(json.dumps(fit(results)))
        return 0
    if args.fit_share:
        print(json.dumps(fit_share(results)))
        return 0
    if args.fit_guesser:
        print(json.dumps(fit_guesser(results)))
        return 0
    if args.fit_giver:
        print(json.dumps(fit_giver([(r["giver"], float(r["won"])) for r in results if r["giver"] is not None])))
        return 0
    if args.game == "similo":
        out = {"games": args.games, "seed": args.seed, "won": sum(r["won"] for r in results),
               "guesser": table([(guesser_map(r["family"], v), float(r["won"])) for r in results for v in r["guesser"]]),
               "guesser_one": table([(guesser_map(r["family"], r["guesser"][random.Random(i).randrange(len(r["guesser"]))]),
                                      float(r["won"])) for i, r in enumerate(results) if r["guesser"]]),
               "giver": table([(giver_map(r["giver"]), float(r["won"])) for r in results if r["giver"] is not None])}
        text = "\n\n".join(markdown(k, out[k]) for k in ("guesser", "guesser_one", "giver"))
    else:
        out = {"games": args.games, "seed": args.seed,
               "value": table([(similis_stated(r), r["won"]) for r in results])}
        text = markdown("value", out["value"])
    print(json.dumps(out))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
