"""Similo's AI: guessers that read clues the way a person does (shared traits), and a clue
giver that plays the clue most kinds of readers would read right.

Reading a clue (both rule families point the same way about the secret):
- classic, vertical: the secret shares something with the clue → cards sharing many traits
  with it gain; horizontal: the secret differs from it → cards sharing traits lose;
- remove rules, horizontal: the clue looks like the cards to remove → the same as a classic
  horizontal clue for the secret; advanced, vertical: the clue differs from the cards to
  remove → the secret looks like it, as a classic vertical clue.
A card's evidence is what it shares with the clue as a person reads it (:mod:`.reading`):
each shared trait by how plainly the picture shows it (a story-only trait counts less) and by
what it singles out on the table (the fewer cards have it, the more it says; a trait every card
has says nothing), a near-synonym (gold/yellow, sea/river) counting in part. The guessers add the
giver's intent (:func:`intent`): how likely a giver keeping each card safe would have played
each clue rather than another card of the clue deck. Not knowing what kind of giver plays
(:data:`GIVER_KINDS`: one reading the stories, one seeing only the pictures, ...), they weigh
each kind by how well its intent explains the clues. Belief = softmax(BETA × the log-mixture).

The giver does not count on one reading: for each clue and orientation it asks an ensemble of
readers (:data:`READERS`: count of shared traits, share in common, rare traits, a reader of the
pictures alone, weighted most, and the guessers' own reading) whether the secret survives this
round and whether it can still be kept next round with the cards left in its hand, and plays the
best weighted sum. Its win chance is :mod:`.chance`. Cross-play, the picture-only reader and the
calibration of the win chance: ``docs/similo-ai.md``.

Pure functions over :class:`~.decks.Card` values: no game state, no secret for guessers.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from . import reading
from .decks import Card, load
from .reading import rarity

VERTICAL, HORIZONTAL = "vertical", "horizontal"
BETA = 1.0
REMOVALS = (1, 2, 3, 4, 1)
GAMMA = 1.0  # the giver's intent next to the literal evidence
ALPHA = 4.0  # how surely a giver plays the clue that saves the secret (softmax over survival)


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


# The giver the guessers imagine when they read its intent: it keeps the secret safe for
# readers counting shared traits, taking their share, going by the rare ones, looking at the
# pictures alone.
INTENT_READERS: tuple[reading.Reader, ...] = (reading.count, reading.share, reading.telling, reading.pictures)


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


# The kinds of giver the guessers consider, each a reader of the giver's ensemble: how such a
# giver means its clues (the literal reading) and how it chooses them (its intent's reader).
# One reads the stories and counts shared traits, one takes their share, one sees only the
# pictures (it never means a trait written under the name).
GIVER_KINDS: tuple[tuple[reading.Reader, reading.Reader], ...] = (
    (reading.person, reading.count), (reading.person, reading.share), (reading.looking, reading.pictures))


def _logsumexp(values: Iterable[float]) -> float:
    values = list(values)
    top = max(values)
    return top + math.log(sum(math.exp(v - top) for v in values))


def scores(candidates: Sequence[Card], clues: Iterable[PlayedClue],
           orientations: Sequence[str] | None = None) -> dict[str, float]:
    """log P(each candidate is the secret | the clues), the guessers not knowing what kind of
    giver they play with (:data:`GIVER_KINDS`, equally likely at first): under each kind, the
    literal evidence plus GAMMA × why that giver would have played these clues were each
    candidate the secret (:func:`intent`); the kinds weighed by how well they explain the clues
    (the intent's likelihood, averaged over the candidates). Without a known clue deck: the
    literal evidence alone."""
    clues = list(clues)
    if not GAMMA or not clues or not candidates:
        return literal(candidates, clues)
    kinds = []
    for means, chooses in GIVER_KINDS:
        why = intent(clues, orientations, (chooses,))
        if not why:
            return literal(candidates, clues)
        lit = literal(candidates, clues, means)
        joint = {c.id: lit[c.id] + GAMMA * why.get(c.id, 0.0) for c in candidates}
        evidence = _logsumexp(GAMMA * why.get(c.id, 0.0) for c in candidates)
        kinds.append((evidence - _logsumexp(joint.values()), joint))
    return {c.id: _logsumexp(w + joint[c.id] for w, joint in kinds) for c in candidates}


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
# The giver's ensemble, each with its weight: the pictures' reader counts most.
READERS: tuple[Reader, ...] = (reading.count, reading.share, reading.telling, reading.pictures, reading.person)
WEIGHTS: tuple[float, ...] = (1.0, 1.0, 1.0, 6.0, 1.0)
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


def _survivals(values: dict[str, float], count: int) -> dict[str, float]:
    """Every card's chance to survive ``count`` removals of the lowest values (random ties)."""
    order = sorted(values.values())
    out = {}
    for c, v in values.items():
        below = bisect_left(order, v - EPS)
        tied = bisect_right(order, v + EPS) - below
        need = count - below
        out[c] = 1.0 if need <= 0 else max(0.0, 1 - need / tied)
    return out


def _pool(clues: Sequence[PlayedClue], t: int) -> list[Card] | None:
    """The clue cards the giver may have held at clue ``t``: its deck, less the grid and the
    clues played before (None when the deck is not known)."""
    deck = load().get(clues[t].card.deck)
    if deck is None:
        return None
    seen = {c.id for c in clues[0].table} | {k.card.id for k in clues[:t]}
    return [c for c in deck.cards if c.id not in seen]


@lru_cache(maxsize=256)
def _intent_round(clues: tuple[PlayedClue, ...], orientations: tuple[str, ...],
                  readers: tuple[reading.Reader, ...]) -> tuple[tuple[str, float], ...]:
    """log P(the giver plays the last clue | each card on its table is the secret), for a giver
    that keeps the secret out of the removals under the readers' average reading and picks
    among its clues with a softmax (ALPHA): the clue it played against the clues it could have
    held instead (the pool's average)."""
    t = len(clues) - 1
    last = clues[t]
    pool = _pool(clues, t)
    if pool is None or t >= len(REMOVALS):
        return ()
    table = last.table
    count = REMOVALS[t]
    w_now = rarity(table)
    bases = []
    for r in readers:
        b = {c.id: 0.0 for c in table}
        for k in clues[:t]:
            w, s = rarity(k.table), sign(k.orientation)
            for c in table:
                b[c.id] += s * r(c, k.card, w)
        bases.append(b)

    def utility(card: Card, o: str) -> dict[str, float]:
        s = sign(o)
        total = {c.id: 0.0 for c in table}
        for r, b in zip(readers, bases, strict=True):
            for c, p in _survivals({c.id: b[c.id] + s * r(c, card, w_now) for c in table}, count).items():
                total[c] += p / len(readers)
        return total

    chosen = utility(last.card, last.orientation)
    z = {c.id: 0.0 for c in table}
    options = [(k, o) for k in pool for o in orientations]
    for k, o in options:
        for c, u in utility(k, o).items():
            z[c] += math.exp(ALPHA * u) / len(options)
    return tuple((c.id, ALPHA * chosen[c.id] - math.log(z[c.id])) for c in table)


def intent(clues: Sequence[PlayedClue], orientations: Sequence[str] | None = None,
           readers: tuple[reading.Reader, ...] | None = None) -> dict[str, float]:
    """Summed over the clues: how likely a giver keeping each card safe would have played them."""
    if orientations is None:
        orientations = (VERTICAL, HORIZONTAL) if any(k.orientation == VERTICAL for k in clues) else (HORIZONTAL,)
    out: dict[str, float] = {}
    clues = tuple(clues)
    for t in range(len(clues)):
        for c, v in _intent_round(clues[:t + 1], tuple(orientations), readers or INTENT_READERS):
            out[c] = out.get(c, 0.0) + v
    return out


def choose_clue(secret: Card, candidates: Sequence[Card], clues: Sequence[PlayedClue], hand: Sequence[Card],
                count: int, orientations: Sequence[str] = (VERTICAL, HORIZONTAL),
                lookahead: bool | None = None) -> GiverChoice:
    """The clue and orientation after which the secret most often survives this round's
    ``count`` removals, averaged over the readers (then: whether the hand left can still keep it
    next round, then the worst reader's margin)."""
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
        for o in orientations:
            s = sign(o)
            survive_sum, margins, later = 0.0, [], 0.0
            for r, weight, b in zip(READERS, WEIGHTS, base, strict=True):
                values = {i: v + s * r(by_id[i], card, w_now) for i, v in b.items()}
                p, m = _survival(values, secret.id, count)
                survive_sum += weight * p
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
        for o in orientations:
            s = sign(o)
            v = {c.id: values[c.id] + s * r(c, card, w) for c in table}
            p, _ = _survival(v, secret.id, count)
            best = max(best, p)
            if best >= 1.0:
                return best
    return best


def meaning(choice: GiverChoice) -> str:
    """``vertical: the secret also has: crown, royalty`` (English, for the command line)."""
    traits = ", ".join(choice.traits) or "nothing in particular"
    if choice.orientation == VERTICAL:
        return f"vertical: the secret also has: {traits}"
    return f"horizontal: the secret is unlike this card in: {traits}"
