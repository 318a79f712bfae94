"""Similo's AI: guessers that read clues the way a person does (shared traits), and a clue
giver that plays the clue most kinds of readers would read right.

Reading a clue (both rule families point the same way about the secret):
- classic, vertical: the secret shares something with the clue → cards sharing many traits
  with it gain; horizontal: the secret differs from it → cards sharing traits lose;
- remove rules, horizontal: the clue looks like the cards to remove → the same as a classic
  horizontal clue for the secret; advanced, vertical: the clue differs from the cards to
  remove → the secret looks like it, as a classic vertical clue.
A card's literal evidence is what it shares with the clue as a person reads it
(:mod:`.reading`): each shared trait by how plainly the picture shows it (a story-only trait
counts less) and by what it singles out on the table, a near-synonym (gold/yellow, sea/river)
counting in part. The guessers do not stop at the literal reading: they ask why a giver would
have played each clue were each card the secret (:mod:`.inverse`: a giver plays the best clue
of its hand for its own reading, and the guessers do not know which reading, from a family of
plausible ones, nor its hand). Belief = softmax(BETA × log P(the clues | each card)).

The giver does not count on one reading: for each clue and orientation it asks an ensemble of
readers (:data:`READERS`: count of shared traits, share in common, rare traits, the pictures
read three ways (drawn traits alone, the scene behind the figure counted 1 or 2 more), weighted
most, and the guessers' own reading) how likely the secret is to survive this round when each
reader hesitates between close cards (normal noise :data:`NOISE` on each card's score), and how
likely the cards left in its hand are to keep it next round, and plays the best weighted sum.
Its win chance is :mod:`.chance`. Cross-play, the picture-only reader and the calibration of
the win chance: ``docs/similo-ai.md``.

Pure functions over :class:`~.decks.Card` values: no game state, no secret for guessers.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from . import inverse, reading
from .decks import Card
from .reading import rarity
from .rules import REMOVALS

VERTICAL, HORIZONTAL = "vertical", "horizontal"
BETA = 1.0


@dataclass(frozen=True)
class PlayedClue:
    """A clue on the table, with the characters that were on the table when it was played."""

    card: Card
    orientation: str
    table: tuple[Card, ...]


def sign(orientation: str) -> int:
    """+1 when the secret is like the clue (vertical, in every rule family), -1 otherwise."""
    return 1 if orientation == VERTICAL else -1


def _shared(card: Card, clue: Card, w: dict[str, float]) -> float:
    return reading.person(card, clue, w)


def evidence(card: Card, clue: PlayedClue) -> float:
    """How much ``clue`` says for ``card`` being the secret: the traits they share (the telling
    ones a little more), + for a clue saying "like the secret", - otherwise."""
    return sign(clue.orientation) * _shared(card, clue.card, rarity(clue.table))


def literal(candidates: Sequence[Card], clues: Iterable[PlayedClue],
            reader: reading.Reader = reading.person) -> dict[str, float]:
    """Each candidate's evidence summed over the clues (every clue stays valid)."""
    out = {c.id: 0.0 for c in candidates}
    for k in clues:
        w, s = rarity(k.table), sign(k.orientation)
        for c in candidates:
            out[c.id] += s * reader(c, k.card, w)
    return out


def _logsumexp(values: Iterable[float]) -> float:
    values = list(values)
    top = max(values)
    return top + math.log(sum(math.exp(v - top) for v in values))


def scores(candidates: Sequence[Card], clues: Iterable[PlayedClue],
           orientations: Sequence[str] | None = None) -> dict[str, float]:
    """log P(each candidate is the secret | the clues), the guessers not knowing how their giver
    reads (:mod:`.inverse`: a mixture over a family of givers, each weighed by how well it
    explains the clues). Without a known clue deck: the literal evidence alone."""
    clues = list(clues)
    if not clues or not candidates:
        return literal(candidates, clues)
    if orientations is None:
        orientations = (VERTICAL, HORIZONTAL) if any(k.orientation == VERTICAL for k in clues) else (HORIZONTAL,)
    family = inverse.likelihoods(clues, tuple(orientations))
    if family is None:
        return literal(candidates, clues)
    out = {}
    for c in candidates:
        out[c.id] = _logsumexp(ll.get(c.id, -1e9) for ll in family)
    return out


def belief(candidates: Sequence[Card], clues: Iterable[PlayedClue], beta: float = BETA,
           orientations: Sequence[str] | None = None) -> dict[str, float]:
    """Probability of each candidate being the secret, given every clue so far."""
    raw = scores(candidates, clues, orientations)
    top = max(raw.values(), default=0.0)
    exp = {i: math.exp(beta * (s - top)) for i, s in raw.items()}
    total = sum(exp.values())
    return {i: e / total for i, e in exp.items()}


def removals(candidates: Sequence[Card], clues: Iterable[PlayedClue], count: int,
             orientations: Sequence[str] | None = None) -> list[str]:
    """The ``count`` least likely candidates (ties: the order on the table)."""
    s = scores(candidates, clues, orientations)
    order = sorted(range(len(candidates)), key=lambda i: (s[candidates[i].id], i))
    return [candidates[i].id for i in order[:count]]


def unlike(card: Card, clue: PlayedClue, limit: int = 3) -> list[str]:
    """What a horizontal clue points at: its telling traits that ``card`` lacks, the ones its
    picture shows first."""
    w, shown = rarity(clue.table), reading.seen(clue.card)
    missing = sorted(clue.card.traits - card.traits, key=lambda t: (t not in shown, -w.get(t, 0.0), t))
    return [t for t in missing if w.get(t, 0.0) > 0][:limit]


def reason(card: Card, clue: PlayedClue, limit: int = 3) -> list[str]:
    """The traits a person would point at: shared with the clue, the ones both pictures show
    first, then the most telling."""
    w, shown = rarity(clue.table), reading.seen(card) & reading.seen(clue.card)
    shared = sorted(card.traits & clue.card.traits, key=lambda t: (t not in shown, -w.get(t, 0.0), t))
    return [t for t in shared if w.get(t, 0.0) > 0][:limit]


# -- the giver's readers -------------------------------------------------------------------
# Each reader: similarity(card, clue card, rarity on the table) → a number; the guessers it
# stands for remove the lowest signed sum, ties at random.

Reader = reading.Reader
# The giver's ensemble, each with its weight: the three readers of the pictures count most (6 of 10).
READERS: tuple[Reader, ...] = (reading.count, reading.share, reading.telling, reading.backdrop, reading.person,
                                reading.pictures, reading.background)
WEIGHTS: tuple[float, ...] = (1.0, 1.0, 1.0, 2.0, 1.0, 2.0, 2.0)
EPS = 1e-9


def _survival(values: dict[str, float], secret: str, count: int) -> tuple[float, float]:
    """The secret's chance to survive ``count`` removals of the lowest values (random ties),
    and its margin over the highest value removed."""
    mine = values[secret]
    others = sorted(v for c, v in values.items() if c != secret)
    below = sum(v < mine - EPS for v in others)
    tied = sum(abs(v - mine) <= EPS for v in others)
    need = count - below
    survive = 1.0 if need <= 0 else max(0.0, 1 - need / (tied + 1))
    cut = others[count - 1] if 0 < count <= len(others) else (others[-1] if others else 0.0)
    return survive, mine - cut


NOISE = 0.8  # sd of a reader's hesitation on each card's score (0: a hard rank, random ties)
LOOK_NOISE = 0.8  # the same, for next round's chance
SURE = 1.0  # next round's chance high enough to stop looking at the hand's other cards


# Gauss-Hermite nodes for the secret's own noise (in sds) and their weights
_NODES = ((-math.sqrt(3.0), 1 / 6), (0.0, 2 / 3), (math.sqrt(3.0), 1 / 6))
_CUT = 2.6  # past this many (erf units) a card is surely below or above the secret (erf 2.6 = 1 - 2e-4)


def _noisy(values: dict[str, float], secret: str, count: int, sd: float) -> float:
    """The secret's chance to survive ``count`` removals of the lowest values when each card's
    value gets normal noise of ``sd`` (a reader hesitating between close cards): given the
    secret's own noise (three Gauss-Hermite nodes), each other card falls below it on its own
    with Phi; the chance that at least ``count`` of them do."""
    if count <= 0:
        return 1.0
    mine = values[secret]
    scale = 1.0 / (sd * math.sqrt(2.0))
    far = (_CUT + _NODES[-1][0] / math.sqrt(2.0)) / scale + 1e-9  # past it: the same at every node
    below, others = 0, []
    for c, v in values.items():
        if c != secret and v > mine - far:
            if v < mine + far:
                others.append(v)
        elif c != secret:
            below += 1
    if below >= count:
        return 1.0
    total = 0.0
    for node, weight in _NODES:
        at = mine + node * sd
        need = count - below  # cards still to fall below the secret
        close = []
        for v in others:
            d = (at - v) * scale
            if d > _CUT:
                need -= 1  # below the secret whatever the noise
            elif d >= -_CUT:  # else above it whatever the noise
                close.append(0.5 * (1.0 + math.erf(d)))
        if need <= 0:
            total += weight
            continue
        if need > len(close):
            continue
        dist = [1.0] + [0.0] * need  # dist[k]: k of the close cards below (need: need or more)
        for q in close:
            top = dist[need] + dist[need - 1] * q
            for k in range(need - 1, 0, -1):
                dist[k] = dist[k] * (1 - q) + dist[k - 1] * q
            dist[0] *= 1 - q
            dist[need] = top
        total += weight * dist[need]
    return total


def _after(values: dict[str, float], secret: str, count: int) -> list[str]:
    """The cards left after ``count`` removals, the secret spared when it is tied at the cut."""
    order = sorted(values, key=lambda c: (values[c], c == secret))
    gone = set(order[:count]) - {secret}
    return [c for c in values if c not in gone]


@dataclass(frozen=True)
class GiverChoice:
    card: Card
    orientation: str
    traits: tuple[str, ...]  # what it means: the traits it points at
    margin: float  # the secret's evidence minus the highest evidence among the cards to be removed


LOOKAHEAD = True  # the giver looks one round ahead
NOW = 1.0  # next round's chance (with the hand left) next to this round's


def choose_clue(secret: Card, candidates: Sequence[Card], clues: Sequence[PlayedClue], hand: Sequence[Card],
                count: int, orientations: Sequence[str] = (VERTICAL, HORIZONTAL),
                lookahead: bool | None = None) -> GiverChoice:
    """The clue and orientation after which the secret most likely survives this round's
    ``count`` removals, each reader hesitating (:data:`NOISE`), averaged over the readers, plus
    how likely the hand left is to keep it next round (then: that chance alone, then the worst
    reader's margin)."""
    table = tuple(candidates)
    w_now = rarity(table)
    by_id = {c.id: c for c in table}
    base = []
    for r in READERS:
        b = {c.id: 0.0 for c in table}
        for k in clues:
            w, s = rarity(k.table), sign(k.orientation)
            for c in table:
                b[c.id] += s * r(c, k.card, w)
        base.append(b)
    nxt = REMOVALS[len(clues) + 1] if len(clues) + 1 < len(REMOVALS) else 0
    best: tuple[tuple[float, ...], GiverChoice] | None = None
    for card in hand:
        sims = [{i: r(by_id[i], card, w_now) for i in b} for r, b in zip(READERS, base, strict=True)]
        for o in orientations:
            s = sign(o)
            survive_sum, margins, later = 0.0, [], 0.0
            for r, weight, b, sim in zip(READERS, WEIGHTS, base, sims, strict=True):
                values = {i: v + s * sim[i] for i, v in b.items()}
                p, m = _survival(values, secret.id, count)
                survive_sum += weight * (_noisy(values, secret.id, count, NOISE) if NOISE else p)
                margins.append(m)
                if (LOOKAHEAD if lookahead is None else lookahead) and nxt and p > 0:
                    left = _after(values, secret.id, count)
                    later += weight * p * _next_best(r, values, left, secret, [h for h in hand if h is not card],
                                                     orientations, nxt, by_id)
            key = (survive_sum + NOW * later, later, min(margins))
            if best is None or key > best[0]:
                played = PlayedClue(card, o, table)
                told = reason(secret, played) if o == VERTICAL else unlike(secret, played)
                best = (key, GiverChoice(card, o, tuple(told), min(margins)))
    assert best is not None, "the giver has no card"
    return best[1]


def _next_best(r: Reader, values: dict[str, float], left: list[str], secret: Card, hand: Sequence[Card],
               orientations: Sequence[str], count: int, by_id: dict[str, Card]) -> float:
    """The secret's best chance to survive next round under reader ``r`` with ``hand``."""
    table = [by_id[i] for i in left]
    w = rarity(table)
    best = 0.0
    for card in hand:
        sim = {c.id: r(c, card, w) for c in table}
        for o in orientations:
            s = sign(o)
            v = {i: values[i] + s * x for i, x in sim.items()}
            p = _noisy(v, secret.id, count, LOOK_NOISE) if LOOK_NOISE else _survival(v, secret.id, count)[0]
            best = max(best, p)
            if best >= SURE:
                return best
    return best


def meaning(choice: GiverChoice) -> str:
    """``vertical: the secret also has: crown, royalty`` (English, for the command line)."""
    traits = ", ".join(choice.traits) or "nothing in particular"
    if choice.orientation == VERTICAL:
        return f"vertical: the secret also has: {traits}"
    return f"horizontal: the secret is unlike this card in: {traits}"
