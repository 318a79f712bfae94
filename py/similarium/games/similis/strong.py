"""Similis's strong bot: plans its own hand to the end and races the opponent closest to
winning, from its seat's observation only (``docs/similis-bots.md``).

- **The unseen cards.** The deck minus what the seat has seen: its hand, the market, the cards
  laid, the banned cards seen going under the pile, the cards it gave (they are in some hand).
  When the view holds cards that are not the app's deck (``advise`` takes any values) the
  unseen cards are every combination of the values seen, if that is a small set, or nothing.
  Banned cards never reach the market and are left out.
- **A hand's smoothness** ``W`` (0..1): the chance of going out in ``ceil(n / 4)`` turns
  without help. A hand keeps its options by choosing, each turn, which 4 cards leave (a series
  and the gifts after it); ``W`` is the best over those choices, searched exhaustively over the
  next turns (depth 2 for up to 10 cards, 1 up to 12, then the hand alone; at most 1200 sub-hands a decision), and at a hand with no
  series it is the chance that one of 3 market cards drawn from the unseen cards completes one
  (computed exactly over the unseen cards, by bit masks per attribute projection).
- **The race.** Each player's finishing time in turns from now: ``(turns to go out - 1)``
  rounds plus its place in the seat order, plus a round when its hand is not smooth (an
  opponent's smoothness is a guess from its size and whether it just had to draw). A move's
  value is the earliest opponent's finishing time minus its own, plus the smoothness; a gift
  goes to the opponent it delays the most (the earliest finisher, most of all one with
  ``4k`` cards, whom one card costs a turn), and the cards given are those the plan keeps
  least: banned ones first (nobody can ever lay them).

Deterministic: no chance is drawn; a decision takes a few milliseconds.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from itertools import combinations, product
from typing import Any

from .cards import DECK, Card
from .rules import Gift, Lay, TurnBot
from .series import _PROJECTIONS, Banned, Series, can_lay, is_banned, series_options

_DECK_SET = frozenset(DECK)
_PROJ = {k: tuple(combinations(range(4), k)) for k in (1, 2, 3)}  # attributes shared -> projections
_NEED = {3: 1, 2: 2, 1: 3}  # attributes shared -> hand cards needed beside one market card
MAX_UNIVERSE = 3000
MARKET = 3
# the completing projections in order (3 attributes shared, then 2, then 1) and the hand cards each needs
_ORDER = tuple(attrs for k in (3, 2, 1) for attrs in _PROJ[k])
_ORDER_NEED = tuple(_NEED[len(attrs)] for attrs in _ORDER)
_ONES = _ORDER_NEED.count(1)  # the first projections: one hand card and the market card
assert _ORDER_NEED[:_ONES] == (1,) * _ONES
_KEYS: dict[Card, tuple[tuple, ...]] = {}  # a deck card -> its value on each projection of _ORDER
_DECK_TABLES: list[list[dict[tuple, int]]] = []


def _keys(card: Card) -> tuple[tuple, ...]:
    got = _KEYS.get(card)
    if got is None:
        v = card.values
        got = tuple(tuple(v[a] for a in attrs) for attrs in _ORDER)
        if card in _DECK_SET:  # other cards (``advise`` takes any values) are not kept
            _KEYS[card] = got
    return got


def _tables(cards: Sequence[Card]) -> list[dict[tuple, int]]:
    """For each projection of ``_ORDER``: a value -> the mask of the ``cards`` (by position) that have it."""
    tables: list[dict[tuple, int]] = [{} for _ in _ORDER]
    for i, card in enumerate(cards):
        for table, key in zip(tables, _keys(card), strict=True):
            table[key] = table.get(key, 0) | (1 << i)
    return tables


_DECK_BIT = {c: 1 << i for i, c in enumerate(DECK)}
_DECK_ONE: dict[Card, int] = {}  # a deck card -> the deck cards it makes a series of 2 with
_DECK_ALL = (1 << len(DECK)) - 1


@functools.lru_cache(maxsize=8)
def _banned_mask(banned: Banned | None) -> int:
    """The deck's banned cards, as a mask over it."""
    return sum(1 << i for i, c in enumerate(DECK) if is_banned(c, banned))


def _deck_tables() -> list[dict[tuple, int]]:
    if not _DECK_TABLES:
        _DECK_TABLES.append(_tables(DECK))
    return _DECK_TABLES[0]


BIG = 12  # hands above this size: series listed up to PER_GROUP per group, gifts chosen simply
PER_GROUP = 24
NODES = 1200  # the search's budget in sub-hands listed (a decision's time, the same every run)
CANDIDATES = 40  # big hands: the series weighed, those shedding the most first


def _series(hand: Sequence[Card], market: Sequence[Card], banned: Banned | None) -> list[Series]:
    """The legal series (:func:`.series.series_options`); for a big hand only the first
    ``PER_GROUP`` of each group of cards alike (a hand of 40 cards alike on one attribute makes
    ninety thousand series of 4)."""
    if len(hand) <= BIG:
        return series_options(hand, market, banned)
    pool = [(c, False) for c in hand if not is_banned(c, banned)] + [
        (c, True) for c in market if not is_banned(c, banned)]
    out: dict[tuple, Series] = {}
    for size in (2, 3, 4):
        for attrs in _PROJECTIONS[size]:
            groups: dict[tuple, list[int]] = {}
            for i, (card, _) in enumerate(pool):
                groups.setdefault(tuple(card.values[a] for a in attrs), []).append(i)
            for group in groups.values():
                taken = 0
                for combo in combinations(group, size):
                    if sum(pool[i][1] for i in combo) > 1:
                        continue
                    own = tuple(sorted((pool[i][0] for i in combo if not pool[i][1]), key=hand.index))
                    market_card = next((pool[i][0] for i in combo if pool[i][1]), None)
                    out.setdefault((own, market_card), Series(own, market_card))
                    taken += 1
                    if taken >= PER_GROUP:
                        break
    return list(out.values())


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Unseen:
    """The cards the seat has not seen (possible market cards), as bit masks per projection."""

    def __init__(self, observation: Any) -> None:
        banned = observation.banned
        seen = [*observation.hand, *observation.market, *observation.laid, *observation.pile_bottom]
        gave = [e.cards[0] for e in observation.history
                if e.kind == "gift" and e.seat == observation.seat and e.cards]
        known = set(seen) | set(gave)
        if all(c in _DECK_SET for c in known):
            universe: Sequence[Card] = DECK
        else:
            values = [sorted({c.values[i] for c in known}, key=repr) for i in range(4)]
            size = math.prod(len(v) for v in values)
            universe = [Card(*v) for v in product(*values)] if size <= MAX_UNIVERSE else ()
        self.banned = banned
        if universe is DECK:  # the deck's tables, built once; the unseen cards are a mask over them
            self.tables = _deck_tables()
            self._one = _DECK_ONE
            seen_mask = 0
            for c in known:
                seen_mask |= _DECK_BIT[c]
            self.unseen = _DECK_ALL & ~seen_mask & ~_banned_mask(banned)
        else:
            cards = [c for c in universe if c not in known and not is_banned(c, banned)]
            self.tables = _tables(cards)
            self._one: dict[Card, int] = {}
            self.unseen = (1 << len(cards)) - 1
        self.count = self.unseen.bit_count()

    def one(self, card: Card) -> int:
        """The unseen cards (a mask over the tables) ``card`` alone makes a series of 2 with."""
        got = self._one.get(card)
        if got is None:
            ks, tables, got = _keys(card), self.tables, 0
            for j in range(_ONES):
                got |= tables[j].get(ks[j], 0)
            self._one[card] = got
        return got


class Planner:
    """Smoothness of the sub-hands of ``hand`` (sub-hands as bit masks over its positions)."""

    def __init__(self, hand: Sequence[Card], banned: Banned | None, unseen: Unseen) -> None:
        self.hand, self.banned, self.unseen = list(hand), banned, unseen
        self.series: list[int] = []
        for s in _series(self.hand, (), banned):
            mask, used = 0, set()
            for card in s.cards:
                i = next(j for j, c in enumerate(self.hand) if c == card and j not in used)
                used.add(i)
                mask |= 1 << i
            self.series.append(mask)
        self.memo: dict[tuple[int, int], float] = {}
        self.nodes = 0  # sub-hands listed so far: past NODES the search looks no further ahead
        self.count = [sum(s >> i & 1 for s in self.series) for i in range(len(self.hand))]
        self.free = 0  # banned cards: the first to give
        for i, card in enumerate(self.hand):
            if is_banned(card, banned):
                self.free |= 1 << i
        # which unseen cards complete a series with a sub-hand, as masks: what each card alone
        # completes, and the groups of cards alike on a projection that can reach the number it needs
        self._one = [0 if self.free >> i & 1 else unseen.one(c) for i, c in enumerate(self.hand)]
        groups: dict[tuple[int, tuple], int] = {}
        for i, card in enumerate(self.hand):
            if not self.free >> i & 1:
                ks = _keys(card)
                for j in range(_ONES, len(_ORDER)):
                    groups[(j, ks[j])] = groups.get((j, ks[j]), 0) | 1 << i
        self._groups = [(alike, _ORDER_NEED[j], unseen.tables[j][key]) for (j, key), alike in groups.items()
                        if alike.bit_count() >= _ORDER_NEED[j] and key in unseen.tables[j]]

    def market_chance(self, mask: int) -> float:
        """The chance that one of the 3 market cards completes a series with the sub-hand ``mask``
        (its banned cards left out): 1 - (1 - share of the unseen cards that complete one) ** 3."""
        unseen = self.unseen
        mask &= ~self.free
        if not unseen.count or not mask:
            return 0.0
        hit, one = 0, self._one
        for i in _bits(mask):
            hit |= one[i]
        for alike, need, table in self._groups:
            if (mask & alike).bit_count() >= need:
                hit |= table
        return 1.0 - (1.0 - (hit & unseen.unseen).bit_count() / unseen.count) ** MARKET

    def cards(self, mask: int) -> list[Card]:
        return [self.hand[i] for i in _bits(mask)]

    def has_series(self, mask: int) -> bool:
        return any(s & mask == s for s in self.series)

    def removals(self, mask: int) -> dict[int, int]:
        """The sub-hands one turn can leave from ``mask`` (a series laid, then its gifts, as far
        as cards remain), each with the most gifts it allows."""
        out: dict[int, int] = {}
        for s in self.series:
            if s & mask != s:
                continue
            rest = mask & ~s
            size = s.bit_count()
            need = min(4 - size, rest.bit_count())
            for extra in combinations(_bits(rest), need):
                child = rest
                for i in extra:
                    child &= ~(1 << i)
                if out.get(child, -1) < need:
                    out[child] = need
        self.nodes += len(out)
        return out

    def depth(self, size: int) -> int:
        return 2 if size <= 10 else 1 if size <= BIG else 0

    def value(self, mask: int, depth: int | None = None) -> float:
        """``W``: the chance of going out smoothly from the sub-hand ``mask``."""
        if depth is None:
            depth = self.depth(mask.bit_count())
        if self.nodes > NODES:
            depth = 0
        if not mask:
            return 1.0
        key = (mask, depth)
        if key in self.memo:
            return self.memo[key]
        if not self.has_series(mask):
            n = mask.bit_count()
            v = self.market_chance(mask) * (1.0 if n <= 3 else 0.5)
        elif depth == 0 or mask.bit_count() <= 4:
            v = 1.0
        else:
            v = max(self.value(child, depth - 1) for child in self.removals(mask))
        self.memo[key] = v
        return v

    def best_keep(self, mask: int, give: int) -> int:
        """The sub-hand to keep when ``give`` cards of ``mask`` must go: the smoothest (banned
        cards given first, then the most cards given from those the plan keeps least)."""
        best, best_key = mask, None
        for out in combinations(_bits(mask), give):
            child = mask
            for i in out:
                child &= ~(1 << i)
            key = (self.value(child), (mask & ~child & self.free).bit_count())
            if best_key is None or key > best_key:
                best, best_key = child, key
        return best


# -- the race ---------------------------------------------------------------------------------


STEP = 0.5  # how much of a player's turns to go out is the step ceil(n / 4) (the rest: n / 4)


def _turns(n: int) -> float:
    return STEP * math.ceil(n / 4) + (1 - STEP) * n / 4


def _just_drew(observation: Any) -> set[int]:
    """Opponents whose last turn was a draw or a pass (their hand had no series then)."""
    last: dict[int, str] = {}
    for e in observation.history:
        if e.kind in ("lay", "draw", "pass") and e.seat is not None:
            last[e.seat] = e.kind
    return {q for q, kind in last.items() if kind != "lay"}


def finish_times(observation: Any, sizes: Sequence[int]) -> list[tuple[float, int]]:
    """Each opponent's estimated finishing time in turns from now (earliest first), with its seat."""
    seat, players = observation.seat, observation.players
    drew = _just_drew(observation)
    out = []
    for q in range(players):
        if q == seat:
            continue
        n = sizes[q]
        place = (q - seat) % players
        smooth = 0.55 if q in drew else (0.9 if n <= 4 else 0.8)
        out.append(((_turns(n) - 1 + (1 - smooth)) * players + place, q))
    return sorted(out)


def pick_receiver(observation: Any, sizes: Sequence[int]) -> int:
    """The opponent a card delays the most: the finishing times sorted, earliest first, made as
    late as possible (ties: the fewest cards, then the next in seat order)."""
    seat, players = observation.seat, observation.players

    def key(q: int) -> tuple:
        after = list(sizes)
        after[q] += 1
        return (tuple(t for t, _ in finish_times(observation, after)), -sizes[q], -((q - seat) % players))

    return max((q for q in range(players) if q != seat), key=key)


class StrongBot(TurnBot):
    """Plans its hand and races the leader; see the module's text."""

    name = "strong"

    def gift(self, observation: Any) -> Gift:
        return choose_gift(observation)

    def lay(self, observation: Any, legal: Sequence[Any]) -> Lay:
        return choose_lay(observation)[0]


def choose_gift(observation: Any) -> Gift:
    hand = list(observation.hand)
    plan = Planner(hand, observation.banned, Unseen(observation))
    full = (1 << len(hand)) - 1
    due = min(observation.gifts_due, len(hand))
    keep = plan.best_keep(full, due) if len(hand) <= BIG else _cheap_keep(plan, full, due)
    out = _bits(full & ~keep)
    i = min(out, key=lambda j: (not is_banned(hand[j], observation.banned), j))
    return Gift(hand[i], pick_receiver(observation, observation.hand_sizes))


def choose_lay(observation: Any) -> tuple[Lay, float]:
    """The series to lay (and its value): every turn the hand allows (a series from the hand
    with the gifts that keep the best hand, or one with a market card) scored by the race."""
    hand, market, banned = list(observation.hand), tuple(observation.market), observation.banned
    plan = Planner(hand, banned, Unseen(observation))
    full = (1 << len(hand)) - 1
    seat, players = observation.seat, observation.players
    sizes = list(observation.hand_sizes)
    candidates: list[tuple[Lay, int, int]] = []  # (move, kept mask, gifts)
    big = len(hand) > BIG
    options = _series(hand, market, banned)
    if big:
        options = sorted(options, key=lambda s: (s.market is not None, -s.gifts))[:CANDIDATES]
    for s in options:
        mask, used = 0, set()
        for card in s.cards:
            i = next(j for j, c in enumerate(hand) if c == card and j not in used)
            used.add(i)
            mask |= 1 << i
        rest = full & ~mask
        gifts = min(s.gifts, rest.bit_count())
        if big:
            keep = _cheap_keep(plan, rest, gifts)
        else:
            keep = plan.best_keep(rest, gifts) if gifts else rest
        candidates.append((Lay(s.cards, s.market), keep, gifts))
    best: tuple[float, Lay] | None = None
    base_depth = None if not big else 0
    for move, keep, gifts in candidates:
        v = _score(observation, plan, keep, gifts, sizes, seat, players, base_depth)
        if best is None or v > best[0]:
            best = (v, move)
    assert best is not None, "choose_lay needs a series"
    return best[1], best[0]


def _cheap_keep(plan: Planner, rest: int, gifts: int) -> int:
    """For big hands: give the banned cards, then those in the fewest series."""
    order = sorted(_bits(rest), key=lambda i: (not (plan.free >> i & 1), plan.count[i], i))
    keep = rest
    for i in order[:gifts]:
        keep &= ~(1 << i)
    return keep


WIN = 1e6


def _score(observation: Any, plan: Planner, keep: int, gifts: int, sizes: list[int], seat: int,
           players: int, depth: int | None) -> float:
    n = keep.bit_count()
    if n == 0:
        return WIN
    after = list(sizes)
    after[seat] = n
    for _ in range(gifts):
        after[pick_receiver(observation, after)] += 1
    smooth = plan.value(keep, depth)
    mine = (_turns(n) - 1 + (1 - smooth)) * players + players
    theirs = finish_times(observation, after)
    return theirs[0][0] - mine + 0.3 * (theirs[1][0] if len(theirs) > 1 else 0) / players + 2 * smooth


def strong_turn(observation: Any) -> dict:
    """The strong bot's whole turn for ``observation`` (the play phase), in the command line's
    turn format: ``{"series", "market", "gifts": [{"card", "to"}]}`` or ``{"draw": true}``."""
    hand, market, banned = list(observation.hand), tuple(observation.market), observation.banned
    if not can_lay(hand, market, banned):
        return {"draw": True}
    return StrongBot().whole_turn(observation, choose_lay(observation)[0])
