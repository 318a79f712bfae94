"""The SB play-to-win model: turn policies, their exact turn-score distributions, and a race model.

**Turn policies.** Policy 0 maximises the expected turn score (the exact expectation
advisor); policy t = 1..40 maximises P(turn score >= t) (the shipped threshold tables);
policy 40 + i maximises E[min(turn score, c)] for the i-th cap c in ``CAPS`` (3, 5, .., 23:
bank a safe score rather than a big one; tables shipped in ``caps.bin``). Ties are broken by
the expected value. A policy's decisions are a pure function of the
position (see :func:`choose_set_aside` and :func:`choose_stop`: the best option by
``key``, the first one in the rules' option order on an exact tie, keys before groups).

**Distributions.** :func:`turn_distribution` follows one policy's decisions from the start
of a turn, pushing probability forward through the positions in order of dice set aside
(every set-aside adds dice, so one pass suffices), and returns P(turn score = k), k = 0..40.
For a roll the best set-aside is ``max(best Key choice, best group choice)``, so the pairs
(Key outcome, Base pattern) are split with a sort and a bisection instead of being enumerated.

**Race model (2 players, target 60).** With P_i the distribution of policy i:

* leader's extra turn, ``d`` = opponent - leader >= 0:
  ``E(d) = max_i P_i(k > d) + P_i(k = d) / 2``;
* non-leader's final turn at ``b`` against leader ``L``: after it at ``s``, the value is 0 if
  ``s < L``, else ``1 - E(s - L)``; ``F(b, L) = max_i sum_k P_i(k) G(b + k, L)``;
* race, player to move at ``a``, opponent at ``b`` (both < 60): after a turn of ``k`` points
  the value is ``1 - F(b, a + k)`` if ``a + k >= 60``, else ``1 - W(b, a + k)``;
  ``W(a, b) = max_i sum_k P_i(k) (that)``. States are solved by decreasing ``a + b``; a
  0-point turn links ``W(a, b)`` and ``W(b, a)``, solved together by fixed-point iteration.

A shared win counts one half. The arg-max policies are shipped in ``race.json``, built by

    PYTHONPATH=py python -m similarium.games.sb.race

(about 70 s on CPython; it also writes ``caps.bin``). ``tests/sb/test_race.py`` recomputes
a sample of both. ``--predict`` prints the model's exact win rate against the expectation
bot (:func:`predict_against`, ~15 s).
"""

from __future__ import annotations

import array
import bisect
import json
import struct
import sys
import time
import zlib
from functools import cache, lru_cache
from pathlib import Path

from .advisor import expected_advisor, threshold_advisor
from .rules import BASE_DICE, KEY_DICE, MAX_TURN_SCORE, TARGET, Dice, SetAside
from .solver import (
    KEY_OUTCOMES,
    PATTERNS,
    TurnSolver,
    counts_of,
    key_code,
    key_values,
    pack,
    roll_values,
)

DATA_PATH = Path(__file__).with_name("race.json")
CAPS_PATH = Path(__file__).with_name("caps.bin")
CAPS = tuple(range(3, 25, 2))
SCALE = 65535
POLICIES = range(0, MAX_TURN_SCORE + 1 + len(CAPS))  # 0 = expectation, t = threshold t, 40 + i = cap
POINTS = MAX_TURN_SCORE + 1  # turn scores 0..40
LAST = TARGET - 1  # highest score of a player in the race
TOP = LAST + MAX_TURN_SCORE  # highest score reachable


# --- turn policies -------------------------------------------------------------


def cap_utility(c: int) -> list[float]:
    return [float(min(k, c)) for k in range(MAX_TURN_SCORE + 1)]


def build_caps() -> bytes:
    """``caps.bin`` (zlib, little-endian): ``b"SBC1"``, uint32 N states, uint32 number of caps,
    the caps (uint32), N sorted state keys (uint32, as in ``thresholds.bin``), then per cap
    N uint16 roll values (value / c x 65535)."""
    keys, values = roll_values(((cap_utility(c), c) for c in CAPS), SCALE)
    caps, ks = array.array("I", CAPS), array.array("I", keys)
    if sys.byteorder == "big":
        for a in (caps, ks, values):
            a.byteswap()
    raw = b"SBC1" + struct.pack("<II", len(keys), len(CAPS)) + caps.tobytes() + ks.tobytes() + values.tobytes()
    return zlib.compress(raw, 9)


@lru_cache(maxsize=1)
def _caps_table() -> tuple[list[int], dict[int, array.array]]:
    """(sorted state keys, {c: roll values x 65535 / c in key order})."""
    raw = zlib.decompress(CAPS_PATH.read_bytes())
    if raw[:4] != b"SBC1":
        raise ValueError("not an SB cap table")
    n, count = struct.unpack("<II", raw[4:12])
    caps, keys, values = array.array("I"), array.array("I"), array.array("H")
    caps.frombytes(raw[12:12 + 4 * count])
    keys.frombytes(raw[12 + 4 * count:12 + 4 * count + 4 * n])
    values.frombytes(raw[12 + 4 * count + 4 * n:])
    if sys.byteorder == "big":
        for a in (caps, keys, values):
            a.byteswap()
    if tuple(caps) != CAPS or len(values) != n * count:
        raise ValueError("stale SB cap table: rebuild it")
    return list(keys), {c: values[i * n:(i + 1) * n] for i, c in enumerate(CAPS)}


@cache
def _solvers(policy: int) -> tuple[TurnSolver | None, TurnSolver]:
    expected = expected_advisor().solver
    if policy == 0:
        return None, expected
    if policy <= MAX_TURN_SCORE:
        return threshold_advisor(policy).solver, expected
    c = CAPS[policy - MAX_TURN_SCORE - 1]
    keys, tables = _caps_table()
    solver = TurnSolver(cap_utility(c))
    solver._roll.update(zip(keys, (v / SCALE * c for v in tables[c]), strict=True))
    return solver, expected


def warm_up() -> None:
    """Read the shipped tables now (bot creation) rather than during a decision."""
    load()
    _caps_table()


def policy_name(policy: int) -> str:
    if policy == 0:
        return "max expected points"
    if policy <= MAX_TURN_SCORE:
        return f"max P(turn >= {policy})"
    return f"max E[min(turn, {CAPS[policy - MAX_TURN_SCORE - 1]})]"


def _n_keys(kcode: int) -> int:
    return len(key_values(kcode))


def state_key(policy: int, code: int, n: int, kcode: int) -> tuple[float, ...]:
    """What ``policy`` maximises over the positions a set-aside can lead to."""
    target, expected = _solvers(policy)
    e = expected.value(code, n, kcode)
    return (e,) if target is None else (target.value(code, n, kcode), e)


def _stops(policy: int, code: int, n: int, kcode: int) -> bool:
    """Both Keys aside: does ``policy`` stop here?"""
    if n == 0:
        return True
    target, expected = _solvers(policy)
    stop_e, roll_e = expected.stop(code, kcode), expected.roll(code, n, kcode)
    if target is None:
        return stop_e >= roll_e
    stop_t, roll_t = target.stop(code, kcode), target.roll(code, n, kcode)
    return (stop_t, stop_e) >= (roll_t, roll_e)


def _position(aside: Dice) -> tuple[int, int, int]:
    return pack(counts_of(aside.base)), BASE_DICE - len(aside.base), key_code(aside.keys)


def choose_stop(policy: int, aside: Dice) -> bool:
    """Between rolls with both Keys aside: True = stop."""
    return _stops(policy, *_position(aside))


def choose_set_aside(policy: int, aside: Dice, roll: Dice, options: list[SetAside]) -> SetAside:
    """The set-aside ``policy`` picks among ``options`` (the rules' order: Keys first)."""
    best, best_key = options[0], None
    for option in options:
        code, n, kcode = _position(aside + option.dice)
        k = state_key(policy, code, n, kcode)
        if best_key is None or k > best_key:
            best, best_key = option, k
    return best


def turn_distribution(policy: int) -> list[float]:
    """P(turn score = k), k = 0..40, when ``policy`` is followed for a whole turn."""
    dist = [0.0] * POINTS
    layers: list[dict[tuple[int, int, int], float]] = [{} for _ in range(BASE_DICE + KEY_DICE + 1)]
    layers[0][(0, BASE_DICE, 0)] = 1.0
    target, expected = _solvers(policy)

    def key(code: int, n: int, kcode: int) -> tuple[float, ...]:
        e = expected.value(code, n, kcode)
        return (e,) if target is None else (target.value(code, n, kcode), e)

    def push(state: tuple[int, int, int], mass: float) -> None:
        layer = layers[BASE_DICE - state[1] + _n_keys(state[2])]
        layer[state] = layer.get(state, 0.0) + mass

    for layer in layers:
        for (code, n, kcode), mass in sorted(layer.items()):
            if kcode >= 7 and _stops(policy, code, n, kcode):
                dist[expected.points(code, kcode)] += mass
                continue
            # Key outcomes: best Key choice (None when both Keys are aside).
            xs: list[tuple[tuple[float, ...], float, tuple[int, int, int]]] = []
            for pk, codes in KEY_OUTCOMES[kcode]:
                bk, bs = None, None
                for kc in codes:
                    k = key(code, n, kc)
                    if bk is None or k > bk:
                        bk, bs = k, (code, n, kc)
                assert bk is not None and bs is not None
                xs.append((bk, pk, bs))
            p_no_key = 0.0 if xs else 1.0
            ys: list[tuple[tuple[float, ...], float, tuple[int, int, int]]] = []
            p_no_group = 0.0
            for pb, choices, sizes in PATTERNS[n]:
                bk, bs = None, None
                for c, size in zip(choices, sizes, strict=True):
                    k = key(code + c, n - size, kcode)
                    if bk is None or k > bk:
                        bk, bs = k, (code + c, n - size, kcode)
                if bk is None or bs is None:
                    p_no_group += pb
                else:
                    ys.append((bk, pb, bs))
            ys.sort(key=lambda y: y[0])
            xs.sort(key=lambda x: x[0])
            ykeys = [y[0] for y in ys]
            xkeys = [x[0] for x in xs]
            cum_y = [0.0]
            for y in ys:
                cum_y.append(cum_y[-1] + y[1])
            cum_x = [0.0]
            for x in xs:
                cum_x.append(cum_x[-1] + x[1])
            for xk, pk, xs_state in xs:  # the Key choice wins ties
                i = bisect.bisect_right(ykeys, xk)
                push(xs_state, mass * pk * (p_no_group + cum_y[i]))
            for yk, pb, ys_state in ys:  # groups win where no Key choice is as good
                i = bisect.bisect_left(xkeys, yk)
                push(ys_state, mass * pb * (p_no_key + cum_x[i]))
            dist[0] += mass * p_no_key * p_no_group  # bust
    return dist


# --- race model ----------------------------------------------------------------


class RaceModel:
    """Win probabilities and best policies of the 2-player race (see the module docstring).

    ``lead[d]`` / ``lead_policy[d]``: leader's extra turn, opponent ``d`` points ahead or level.
    ``final[b][L - 60]`` / ``final_policy``: non-leader at ``b`` on the final turn, leader at ``L``.
    ``race[a][b]`` / ``race_policy``: player to move at ``a``, opponent at ``b`` (both < 60).
    """

    def __init__(self, dists: list[list[float]]) -> None:
        self.dists = dists
        self._solve()

    def _best(self, values: list[float]) -> tuple[float, int]:
        best, arg = values[0], 0
        for i, v in enumerate(values):
            if v > best + 1e-12:
                best, arg = v, i
        return best, arg

    def _solve(self) -> None:
        dists = self.dists
        n_d = MAX_TURN_SCORE + 1
        self.lead, self.lead_policy = [], []
        for d in range(n_d):
            v, i = self._best([sum(p[d + 1:]) + p[d] / 2 for p in dists])
            self.lead.append(v)
            self.lead_policy.append(i)

        def after_final(s: int, leader: int) -> float:
            return 0.0 if s < leader else 1.0 - self.lead[s - leader]

        self.final = [[0.0] * (TOP - TARGET + 1) for _ in range(TARGET)]
        self.final_policy = [[0] * (TOP - TARGET + 1) for _ in range(TARGET)]
        for b in range(TARGET):
            for L in range(TARGET, TOP + 1):
                g = [after_final(b + k, L) for k in range(POINTS)]
                v, i = self._best([sum(pk * gk for pk, gk in zip(p, g, strict=True)) for p in dists])
                self.final[b][L - TARGET] = v
                self.final_policy[b][L - TARGET] = i

        race = [[0.5] * TARGET for _ in range(TARGET)]
        policy = [[0] * TARGET for _ in range(TARGET)]

        def rest(a: int, b: int) -> list[float]:
            """sum over k >= 1 of P_i(k) x value after the turn, for each policy i."""
            x = [0.0] + [1.0 - self.final[b][a + k - TARGET] if a + k >= TARGET else 1.0 - race[b][a + k]
                         for k in range(1, POINTS)]
            return [sum(pk * xk for pk, xk in zip(p[1:], x[1:], strict=True)) for p in dists]

        zero = [p[0] for p in dists]
        for total in range(2 * LAST, -1, -1):
            for a in range(max(0, total - LAST), min(LAST, total) + 1):
                b = total - a
                if a > b:
                    continue
                ra, rb = rest(a, b), rest(b, a)
                wa = wb = 0.5
                for _ in range(10000):
                    va, ia = self._best([r + z * (1.0 - wb) for r, z in zip(ra, zero, strict=True)])
                    vb, ib = self._best([r + z * (1.0 - va) for r, z in zip(rb, zero, strict=True)])
                    done = abs(va - wa) < 1e-13 and abs(vb - wb) < 1e-13
                    wa, wb = va, vb
                    if done:
                        break
                race[a][b], policy[a][b] = wa, ia
                race[b][a], policy[b][a] = wb, ib
        self.race, self.race_policy = race, policy

    def win(self, a: int, b: int) -> float:
        return self.race[a][b]


def predict_against(opponent: int = 0, sweeps: int = 25) -> float:
    """Exact win probability of the shipped tables against a bot that always plays policy
    ``opponent`` (0 = the expectation bot), averaged over the two seatings: a Markov chain
    over the scores, swept by decreasing total (0-point turns settle in a few sweeps)."""
    data = load()
    dists = data["distributions"]
    race_p, final_p, lead_p = data["race_policy"], data["final_policy"], data["lead_policy"]
    opp = dists[opponent]

    def extra(dist: list[float], d: int) -> float:  # the leader's extra turn, d behind
        return sum(dist[d + 1:]) + dist[d] / 2 if d < POINTS else 0.0

    def me_leading(b: int, lead: int) -> float:  # the opponent's final turn
        return sum(q * (1.0 if b + j < lead else extra(dists[lead_p[b + j - lead]], b + j - lead))
                   for j, q in enumerate(opp))

    def opp_leading(a: int, lead: int) -> float:  # my final turn
        return sum(q * (0.0 if a + j < lead else 1.0 - extra(opp, a + j - lead))
                   for j, q in enumerate(dists[final_p[a][lead - TARGET]]))

    mine = [[0.5] * TARGET for _ in range(TARGET)]  # I move, at a against b
    theirs = [[0.5] * TARGET for _ in range(TARGET)]  # they move
    for _ in range(sweeps):
        for total in range(2 * LAST, -1, -1):
            for a in range(max(0, total - LAST), min(LAST, total) + 1):
                b = total - a
                mine[a][b] = sum(q * (me_leading(b, a + k) if a + k >= TARGET else theirs[a + k][b])
                                 for k, q in enumerate(dists[race_p[a][b]]))
                theirs[a][b] = sum(q * (opp_leading(a, b + k) if b + k >= TARGET else mine[a][b + k])
                                   for k, q in enumerate(opp))
    return (mine[0][0] + theirs[0][0]) / 2


# --- shipped data ----------------------------------------------------------------


def _hex(values: list[int]) -> str:
    return bytes(values).hex()


def _unhex(text: str) -> list[int]:
    return list(bytes.fromhex(text))


def build() -> dict:
    """Writes ``caps.bin`` first: the distributions follow the shipped (rounded) tables."""
    CAPS_PATH.write_bytes(build_caps())
    _caps_table.cache_clear()
    _solvers.cache_clear()
    dists = [turn_distribution(i) for i in POLICIES]
    model = RaceModel(dists)
    return {
        "format": "SBR1",
        "target": TARGET,
        "policies": [policy_name(i) for i in POLICIES],
        "distributions": [[round(p, 12) for p in d] for d in dists],
        "lead_policy": _hex(model.lead_policy),
        "final_policy": [_hex(row) for row in model.final_policy],
        "race_policy": [_hex(row) for row in model.race_policy],
        "race_win_first_mover": round(model.race[0][0], 6),
    }


@lru_cache(maxsize=1)
def load() -> dict:
    """The shipped tables: distributions (lists) and policies as lists of ints."""
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    if data.get("format") != "SBR1" or data.get("target") != TARGET:
        raise ValueError("not an SB race table")
    if len(data["distributions"]) != len(POLICIES):
        raise ValueError("stale SB race table: rebuild it")
    return {
        "distributions": data["distributions"],
        "lead_policy": _unhex(data["lead_policy"]),
        "final_policy": [_unhex(row) for row in data["final_policy"]],
        "race_policy": [_unhex(row) for row in data["race_policy"]],
        "race_win_first_mover": data["race_win_first_mover"],
    }


def main() -> int:
    if sys.argv[1:] == ["--predict"]:
        print(f"predicted win rate against the expectation bot: {predict_against(0):.4f}")
        return 0
    start = time.perf_counter()
    data = build()
    text = json.dumps(data, separators=(",", ":"))
    DATA_PATH.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {CAPS_PATH} ({CAPS_PATH.stat().st_size} bytes), {DATA_PATH} ({len(text)} bytes)"
          f" in {time.perf_counter() - start:.1f} s;"
          f" P(first mover wins) = {data['race_win_first_mover']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
