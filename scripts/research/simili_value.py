"""Build and validate SIMILI's win-chance model (``games/simili/advisor/value.py``, docs/simili-value.md).

    PYTHONPATH=py python3 scripts/research/simili_value.py samples --prefixes 12000 --seed 2710001 --out s.jsonl
    PYTHONPATH=py python3 scripts/research/simili_value.py fit s.jsonl            # writes advisor/value.json
    PYTHONPATH=py python3 scripts/research/simili_value.py truth --positions 200 --seed 2700001 \
        --passes 8 --per-pass 250 --out truth.json                       # resumable, pass by pass
    PYTHONPATH=py python3 scripts/research/simili_value.py validate truth.json

Positions are drawn from played games: seeded Classic games where each round's category is the
playout policy's (60%), the greedy bot's (20%) or a random one (20%), and the booking the
playout policy's (80%) or the greedy bot's; the round is drawn uniformly in 1-9. A sample is one
such position, a category, and the outcome of one playout from it (the category this round,
then the playout policy, round 10 valued exactly: its chance of 100+, so the label is a number
in [0, 1], not a 0/1 outcome). The truth of a validation position is the mean over many such
playouts (its standard error is reported). Tuning and validation seeds are disjoint.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

from similarium.games.simili.advisor.lastround import category_odds
from similarium.games.simili.advisor.playouts import FAST
from similarium.games.simili.advisor.policy import Greedy
from similarium.games.simili.advisor.position import Position
from similarium.games.simili.advisor.value import DATA_PATH, FEATURES, features, logistic
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import ROUNDS, TYPED, Game, Options
from similarium.games.simili.sheet import WIN_SCORE

GREEDY = Greedy()
L2 = 1e-3


def roll(rng: random.Random) -> tuple[int, int, int]:
    return (rng.randrange(10), rng.randrange(10), rng.randrange(10))


def draw(rng: random.Random, variant: str = "classic") -> Position:
    """A position before the choice of a round drawn in 1-9, from a game played by the mix."""
    target = rng.randint(1, ROUNDS - 1)
    pos = Position.from_game(Game.new(Options(variant=variant, dice=TYPED)))
    while pos.round < target:
        u = rng.random()
        c = FAST.choose(pos) if u < 0.6 else GREEDY.choose(pos) if u < 0.8 else rng.choice(CATEGORIES)
        after = pos.rolled(c, roll(rng))
        pos = after.after_books(FAST.books(after) if rng.random() < 0.8 else GREEDY.books(after))
    return pos


def outcome(pos: Position, category: str, rng: random.Random) -> float:
    """One playout: ``category`` now, the playout policy to round 9, round 10's exact chance."""
    c: str | None = category
    while pos.round < ROUNDS:
        if pos.score >= WIN_SCORE:
            return 1.0
        after = pos.rolled(c or FAST.choose(pos), roll(rng))
        pos = after.after_books(FAST.books(after))
        c = None
    return max(category_odds(pos, k)["p_win"] for k in CATEGORIES)


def pos_to_json(pos: Position) -> dict:
    return {"variant": pos.variant, "round": pos.round, "bank": list(pos.bank),
            "rows": [[list(r) for r in rows] for rows in pos.rows], "free_used": pos.free_used,
            "must_sequence": pos.must_sequence, "bonus_i": pos.bonus_i}


def pos_from_json(d: dict) -> Position:
    rows = tuple(tuple(tuple(r) for r in rows) for rows in d["rows"])
    return Position(d["variant"], d["round"], tuple(d["bank"]), rows, d["free_used"],  # type: ignore[arg-type]
                    d["must_sequence"], d["bonus_i"])


def cmd_samples(a: argparse.Namespace) -> None:
    start = time.time()
    with open(a.out, "w", encoding="utf-8") as out:
        for i in range(a.prefixes):
            rng = random.Random(a.seed + i)
            pos = draw(rng)
            if pos.score >= WIN_SCORE:
                continue
            for c in CATEGORIES:
                out.write(json.dumps({"round": pos.round, "category": c, "x": features(pos, c),
                                      "y": outcome(pos, c, rng)}) + "\n")
            if i % 500 == 0:
                out.flush()
                print(f"{i} prefixes, {time.time() - start:.0f} s", file=sys.stderr, flush=True)


def cmd_refeature(a: argparse.Namespace) -> None:
    """The same samples (positions re-drawn from their seeds, labels kept) with today's features."""
    old = open(a.samples, encoding="utf-8")
    with open(a.out, "w", encoding="utf-8") as out:
        for i in range(a.prefixes):
            pos = draw(random.Random(a.seed + i))
            if pos.score >= WIN_SCORE:
                continue
            for c in CATEGORIES:
                s = json.loads(next(old))
                assert (s["round"], s["category"]) == (pos.round, c), (i, s["round"], pos.round)
                out.write(json.dumps({"round": pos.round, "category": c, "x": features(pos, c),
                                      "y": s["y"]}) + "\n")
            if i % 1000 == 0:
                print(f"{i} prefixes", file=sys.stderr, flush=True)


def solve(m: list[list[float]], v: list[float]) -> list[float]:
    n = len(v)
    a = [row[:] + [v[i]] for i, row in enumerate(m)]
    for k in range(n):
        p = max(range(k, n), key=lambda i: abs(a[i][k]))
        a[k], a[p] = a[p], a[k]
        for i in range(k + 1, n):
            f = a[i][k] / a[k][k]
            if f:
                for j in range(k, n + 1):
                    a[i][j] -= f * a[k][j]
    x = [0.0] * n
    for k in range(n - 1, -1, -1):
        x[k] = (a[k][n] - sum(a[k][j] * x[j] for j in range(k + 1, n))) / a[k][k]
    return x


def fit_round(xs: list[list[float]], ys: list[float], iters: int = 12) -> list[float]:
    """Logistic regression (cross-entropy on labels in [0, 1], a small L2) by Newton's method."""
    d = len(xs[0])
    w = [0.0] * d
    for _ in range(iters):
        h = [[0.0] * d for _ in range(d)]
        g = [0.0] * d
        for x, y in zip(xs, ys, strict=True):
            z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x, strict=True))))
            p = 1 / (1 + math.exp(-z))
            r, s = p - y, p * (1 - p)
            for i in range(d):
                xi = x[i]
                if xi:
                    g[i] += r * xi
                    sxi = s * xi
                    hi = h[i]
                    for j in range(i + 1):
                        hi[j] += sxi * x[j]
        n = len(xs)
        for i in range(d):
            for j in range(i + 1):
                h[j][i] = h[i][j]
            h[i][i] += L2 * n
            g[i] += L2 * n * w[i]
        step = solve(h, g)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return [round(c, 8) for c in w]


def dumps(data: dict) -> str:
    """The data file: one line a key, one line a round's coefficients (diffs stay readable)."""
    lines = [f" {json.dumps(k)}: {json.dumps(v)}," for k, v in data.items() if k != "rounds"]
    rounds = [f"  {json.dumps(r)}: {json.dumps(c)}" for r, c in data["rounds"].items()]
    return "{\n" + "\n".join(lines) + '\n "rounds": {\n' + ",\n".join(rounds) + "\n }\n}\n"


def pooled_design(x: list[float], rnd: int, basis: int) -> list[float]:
    """One model for rounds 1-9: each feature times (1, t, .., t^(basis-1)), t = rounds left / 9,
    and one intercept a round (the features' own bias is dropped)."""
    t = (ROUNDS - rnd) / 9
    out = [v * t ** k for k in range(basis) for v in x[1:]]
    return out + [1.0 if r == rnd else 0.0 for r in range(1, ROUNDS)]


def unpack(w: list[float], rnd: int, basis: int, d: int) -> list[float]:
    """The pooled model's coefficients for one round, in :data:`FEATURES` order."""
    t = (ROUNDS - rnd) / 9
    m = d - 1
    coefs = [w[m * basis + rnd - 1]]
    coefs += [sum(w[k * m + i] * t ** k for k in range(basis)) for i in range(m)]
    return [round(c, 8) for c in coefs]


def fit_all(by_round: dict[int, tuple[list, list]], basis: int) -> dict[str, list[float]]:
    """Per round (``basis`` 0) or pooled (:func:`pooled_design`), coefficients a round."""
    if not basis:
        return {str(r): fit_round(*by_round[r]) for r in sorted(by_round)}
    xs, ys = [], []
    for r in sorted(by_round):
        xs += [pooled_design(x, r, basis) for x in by_round[r][0]]
        ys += by_round[r][1]
    w = fit_round(xs, ys)
    d = len(FEATURES)
    return {str(r): unpack(w, r, basis, d) for r in sorted(by_round)}


def cmd_fit(a: argparse.Namespace) -> None:
    by_round: dict[int, tuple[list, list]] = {}
    lines = 0
    for line in open(a.samples, encoding="utf-8"):
        s = json.loads(line)
        xs, ys = by_round.setdefault(s["round"], ([], []))
        xs.append(s["x"])
        ys.append(s["y"])
        lines += 1
    rounds = fit_all(by_round, a.basis)
    for r in sorted(by_round):
        xs, ys = by_round[r]
        err = sum((logistic(rounds[str(r)], x) - y) ** 2 for x, y in zip(xs, ys, strict=True)) / len(ys)
        print(f"round {r}: {len(ys)} samples, mean square error {err:.4f}", file=sys.stderr)
    data = {"model": "simili-value", "version": 1, "variant": "classic",
            "value": "P(final >= 100): this round's category, then hints.FAST to round 9, round 10 exact",
            "samples": lines, "basis": a.basis, "source": a.samples_note or Path(a.samples).name,
            "features": list(FEATURES), "rounds": rounds}
    out = Path(a.out) if a.out else DATA_PATH
    out.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {out}", file=sys.stderr)


def cmd_truth(a: argparse.Namespace) -> None:
    path = Path(a.out)
    if path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
    else:
        items = []
        i = 0
        while len(items) < a.positions:
            rng = random.Random(a.seed + i)
            pos = draw(rng)
            i += 1
            if pos.score >= WIN_SCORE:
                continue
            items.append({"seed": a.seed + i - 1, "position": pos_to_json(pos),
                          "category": rng.choice(CATEGORIES), "n": 0, "sum": 0.0, "sum2": 0.0})
        data = {"seed": a.seed, "passes": 0, "items": items}
    start = time.time()
    for _ in range(a.passes):
        k = data["passes"]
        for j, it in enumerate(data["items"]):
            pos = pos_from_json(it["position"])
            rng = random.Random(f"{it['seed']}-{k}")
            for _ in range(a.per_pass):
                y = outcome(pos, it["category"], rng)
                it["n"] += 1
                it["sum"] += y
                it["sum2"] += y * y
            if j % 50 == 0:
                print(f"pass {k} item {j}, {time.time() - start:.0f} s", file=sys.stderr, flush=True)
        data["passes"] = k + 1
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        tmp.replace(path)
        print(f"pass {k} done: {data['items'][0]['n']} playouts a position, {time.time() - start:.0f} s",
              file=sys.stderr, flush=True)


def quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    k = (len(xs) - 1) * q
    lo = math.floor(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def cmd_validate(a: argparse.Namespace) -> None:
    from similarium.games.simili.advisor.value import category_chances

    data = json.loads(Path(a.truth).read_text(encoding="utf-8"))
    errs, ses, times = [], [], []
    by_round: dict[int, list[float]] = {}
    pooled: dict[str, list[float]] = {}  # the same position and category drawn twice: one truth
    for it in data["items"]:
        key = json.dumps([it["position"], it["category"]], sort_keys=True)
        acc = pooled.setdefault(key, [0, 0.0, 0.0])
        acc[0] += it["n"]
        acc[1] += it["sum"]
        acc[2] += it["sum2"]
    print(f"{len(pooled)} distinct (position, category) pairs among {len(data['items'])} drawn")
    for it in data["items"]:
        pos = pos_from_json(it["position"])
        n, total, total2 = pooled[json.dumps([it["position"], it["category"]], sort_keys=True)]
        truth = total / n
        var = max(0.0, total2 / n - truth * truth)
        ses.append(math.sqrt(var / (n - 1)) if n > 1 else 1.0)
        t = time.perf_counter()
        model = category_chances(pos)[it["category"]]
        times.append(time.perf_counter() - t)
        errs.append(abs(model - truth))
        by_round.setdefault(pos.round, []).append(abs(model - truth))
    row = lambda xs: " | ".join(f"{100 * quantile(xs, q):.2f}" for q in (0.5, 0.9, 0.95, 1.0))  # noqa: E731
    print(f"positions {len(errs)}, playouts a position {data['items'][0]['n']} (seed {data['seed']})")
    print("| | median | 90th | 95th | max |\n| --- | --- | --- | --- | --- |")
    print(f"| error (points) | {row(errs)} |")
    print(f"| truth's standard error (points) | {row(ses)} |")
    print(f"| time (ms) | {' | '.join(f'{1000 * quantile(times, q):.1f}' for q in (0.5, 0.9, 0.95, 1.0))} |")
    mse = sum(e * e for e in errs) / len(errs)
    noise = sum(v * v for v in ses) / len(ses)
    print(f"root mean square error {100 * math.sqrt(mse):.2f} points; of it the truth's noise "
          f"{100 * math.sqrt(noise):.2f}; the model's own, estimated: "
          f"{100 * math.sqrt(max(0.0, mse - noise)):.2f} (sqrt of the difference of the squares)")
    inside = sum(e <= 1.96 * v for e, v in zip(errs, ses, strict=True))
    print(f"model within the truth's 95% interval: {inside} of {len(errs)}")
    for r in sorted(by_round):
        print(f"round {r}: {len(by_round[r])} positions, median {100 * quantile(by_round[r], 0.5):.2f},"
              f" 95th {100 * quantile(by_round[r], 0.95):.2f}, max {100 * max(by_round[r]):.2f}")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("samples")
    s.add_argument("--prefixes", type=int, default=12000)
    s.add_argument("--seed", type=int, default=2710001)
    s.add_argument("--out", required=True)
    rf = sub.add_parser("refeature")
    rf.add_argument("samples")
    rf.add_argument("--prefixes", type=int, default=12000)
    rf.add_argument("--seed", type=int, default=2710001)
    rf.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("samples")
    f.add_argument("--out")
    f.add_argument("--samples-note")
    f.add_argument("--basis", type=int, default=0, help="0: one model a round; n: one pooled model, "
                   "each feature times 1, t, .., t^(n-1) (t = rounds left / 9)")
    t = sub.add_parser("truth")
    t.add_argument("--positions", type=int, default=200)
    t.add_argument("--seed", type=int, default=2700001)
    t.add_argument("--passes", type=int, default=8)
    t.add_argument("--per-pass", type=int, default=250)
    t.add_argument("--out", required=True)
    v = sub.add_parser("validate")
    v.add_argument("truth")
    a = p.parse_args(argv)
    {"samples": cmd_samples, "refeature": cmd_refeature, "fit": cmd_fit, "truth": cmd_truth, "validate": cmd_validate}[a.cmd](a)


if __name__ == "__main__":
    main()
