"""Series: which cards may be laid together, and every series a hand and the market allow.

A series is exactly 4 cards equal on at least 1 attribute, 3 cards equal on at least 2, or 2
cards equal on at least 3 (``COMMON``); "equal on an attribute" means every card of the series
has the same value there, so the attributes are the same for all of them. At most one card of
a series comes from the market. Banned cards (the variant) never enter a series.

:func:`series_options` enumerates them all by grouping the cards on each set of attributes
(4 + 6 + 4 projections) and taking the combinations inside each group: for a hand of 30 it
lists about a thousand series in a few milliseconds. :func:`can_lay` answers "is there any?"
from the group sizes alone, without listing them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from operator import itemgetter
from typing import Any

from .cards import Card

COMMON = {4: 1, 3: 2, 2: 3}  # series size -> attributes all its cards share (at least)
SIZES = tuple(COMMON)
_PROJECTIONS = {size: tuple(combinations(range(4), k)) for size, k in COMMON.items()}
_GETTERS = {attrs: itemgetter(*attrs) for k in range(1, 5) for attrs in combinations(range(4), k)}


@dataclass(frozen=True)
class Banned:
    """The banned variant's pair: cards with this symbol AND this colour are banned."""

    symbol: str
    colour: str

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card.symbol == self.symbol and card.colour == self.colour

    def to_json(self) -> dict:
        return {"symbol": self.symbol, "colour": self.colour}


def is_banned(card: Card, banned: Banned | None) -> bool:
    return banned is not None and card in banned


def shared(cards: Sequence[Card]) -> tuple[int, ...]:
    """The attributes (indices into ``Card.values``) on which all ``cards`` are equal."""
    first = cards[0].values
    return tuple(i for i in range(4) if all(c.values[i] == first[i] for c in cards[1:]))


def is_series(cards: Sequence[Card]) -> bool:
    """Exactly 4 cards equal on >= 1 attribute, 3 on >= 2, or 2 on >= 3."""
    return len(cards) in COMMON and len(shared(cards)) >= COMMON[len(cards)]


def gifts_after(size: int, left: int) -> int:
    """Cards given after laying a series of ``size``: 4 minus its size, as far as the hand
    allows (``left``: the cards still in hand once it is laid)."""
    return max(0, min(4 - size, left))


@dataclass(frozen=True)
class SeriesCheck:
    """Whether some cards (hand and market) are a series, and why not: a banned card among them,
    the attributes they all share, whether their number can be a series, the attributes needed."""

    banned: Card | None
    common: tuple[int, ...]
    size_ok: bool
    needed: int

    @property
    def ok(self) -> bool:
        return self.banned is None and self.size_ok and len(self.common) >= self.needed


def check_series(cards: Sequence[Card], banned: Banned | None = None) -> SeriesCheck:
    """The series rule on ``cards`` (at least one), with its reasons (:class:`SeriesCheck`)."""
    bad = next((c for c in cards if is_banned(c, banned)), None)
    common = shared(cards) if len(cards) > 1 else tuple(range(4))
    return SeriesCheck(bad, common, len(cards) in COMMON, COMMON.get(len(cards), 0))


@dataclass(frozen=True)
class Series:
    """A legal series: ``cards`` from the hand (in hand order) and at most one market card."""

    cards: tuple[Card, ...]
    market: Card | None = None

    @property
    def size(self) -> int:
        return len(self.cards) + (self.market is not None)

    @property
    def gifts(self) -> int:
        """Cards to give after it: 4 minus its size (before "as far as cards remain")."""
        return 4 - self.size


def _pool(hand: Sequence[Card], market: Iterable[Card], banned: Banned | None
          ) -> tuple[list[Card], list[bool]]:
    cards, from_market = [], []
    for source, flag in ((hand, False), (market, True)):
        for card in source:
            if not is_banned(card, banned):
                cards.append(card)
                from_market.append(flag)
    return cards, from_market


def _groups(cards: Sequence[Card], attrs: tuple[int, ...]) -> Iterable[list[int]]:
    """The positions of ``cards`` alike on ``attrs``, group by group (in order of first card)."""
    groups: dict[Any, list[int]] = {}
    get = _GETTERS[attrs]
    for i, card in enumerate(cards):
        key = get(card.values)
        found = groups.get(key)
        if found is None:
            groups[key] = [i]
        else:
            found.append(i)
    return groups.values()


def series_options(hand: Sequence[Card], market: Sequence[Card] = (), banned: Banned | None = None,
                   sizes: Sequence[int] = SIZES) -> list[Series]:
    """Every legal series from ``hand`` plus at most one ``market`` card, each once, banned
    cards left out; hand cards in hand order. (A hand holding two equal cards is a multiset:
    a series uses each copy at most once.)"""
    cards, from_market = _pool(hand, market, banned)
    position = {}
    for i, card in enumerate(hand):
        position.setdefault(card, i)
    seen: set[tuple[tuple[Card, ...], Card | None]] = set()
    out: list[Series] = []
    for size in sizes:
        for attrs in _PROJECTIONS[size]:
            for group in _groups(cards, attrs):
                if len(group) < size:
                    continue
                for combo in combinations(group, size):
                    taken = [i for i in combo if from_market[i]]
                    if len(taken) > 1:
                        continue
                    own = tuple(sorted((cards[i] for i in combo if not from_market[i]), key=position.__getitem__))
                    key = (own, cards[taken[0]] if taken else None)
                    if key not in seen:
                        seen.add(key)
                        out.append(Series(*key))
    return out


def can_lay(hand: Sequence[Card], market: Sequence[Card] = (), banned: Banned | None = None) -> bool:
    """Whether any series is possible (the market included): the draw is allowed only if not."""
    cards, from_market = _pool(hand, market, banned)
    for size, projections in _PROJECTIONS.items():
        if len(cards) < size:
            continue
        for attrs in projections:
            for group in _groups(cards, attrs):
                own = sum(not from_market[i] for i in group)
                if own >= size or (own == size - 1 and len(group) > own):
                    return True
    return False


def usefulness(hand: Sequence[Card], market: Sequence[Card] = (), banned: Banned | None = None) -> dict[Card, int]:
    """For each hand card, how many legal series it belongs to (0: it makes none)."""
    count = dict.fromkeys(hand, 0)
    for s in series_options(hand, market, banned):
        for card in s.cards:
            count[card] += 1
    return count
