"""SB's win models read at run time from the shipped tables (``race.json``), shared by the hint
(:mod:`.advice`) and the review (:mod:`.review`):

* :func:`race_values`: the 2-player race's win chances. :class:`.race.RaceModel`'s search over 52
  policies costs seconds in the page; this follows the shipped arg-max policies in one linear
  pass (a 0-point turn couples two states: solved in closed form), equal to the search to 1e-12.
* :func:`daily_model`: the daily's chance to reach its points in the turns left.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from . import daily
from .rules import MAX_TURN_SCORE, TARGET

POINTS = MAX_TURN_SCORE + 1


@dataclass(frozen=True)
class RaceValues:
    """The race model's values (same layout as :class:`.race.RaceModel`): ``lead[d]``,
    ``final[b][L - 60]``, ``race[a][b]``."""

    lead: list[float]
    final: list[list[float]]
    race: list[list[float]]


@lru_cache(maxsize=1)
def race_values() -> RaceValues:
    from .race import LAST, TOP, load

    data = load()
    dists, lead_p, final_p, race_p = (data["distributions"], data["lead_policy"], data["final_policy"],
                                      data["race_policy"])
    lead = [sum(p[d + 1:]) + p[d] / 2 for d, p in ((d, dists[lead_p[d]]) for d in range(POINTS))]

    def after_final(s: int, leader: int) -> float:
        return 0.0 if s < leader else 1.0 - lead[s - leader]

    final = [[sum(pk * after_final(b + k, L) for k, pk in enumerate(dists[final_p[b][L - TARGET]]))
              for L in range(TARGET, TOP + 1)] for b in range(TARGET)]
    race = [[0.5] * TARGET for _ in range(TARGET)]

    def rest(p: list[float], a: int, b: int) -> float:
        return sum(p[k] * (1.0 - final[b][a + k - TARGET] if a + k >= TARGET else 1.0 - race[b][a + k])
                   for k in range(1, POINTS))

    for total in range(2 * LAST, -1, -1):
        for a in range(max(0, total - LAST), min(LAST, total) + 1):
            b = total - a
            if a > b:
                continue
            pa, pb = dists[race_p[a][b]], dists[race_p[b][a]]
            ra, rb, za, zb = rest(pa, a, b), rest(pb, b, a), pa[0], pb[0]
            # wa = ra + za (1 - wb), wb = rb + zb (1 - wa)
            wa = (ra + za - za * (rb + zb)) / (1.0 - za * zb)
            race[a][b], race[b][a] = wa, rb + zb * (1.0 - wa)
    return RaceValues(lead, final, race)


@lru_cache(maxsize=1)
def daily_model() -> list[list[float]]:
    """``R[t][s]``: P(total >= PAR after ``t`` more turns from ``s`` points), each turn the best
    of the 52 policies' distributions (:mod:`.race`); ``s`` capped at PAR."""
    from .race import load

    dists = load()["distributions"]
    par = daily.PAR
    table = [[1.0 if s >= par else 0.0 for s in range(par + 1)]]
    for _ in range(daily.TURNS):
        prev = table[-1]
        table.append([max(sum(p[k] * prev[min(par, s + k)] for k in range(POINTS)) for p in dists)
                      for s in range(par + 1)])
    return table
