"""Similis's bots. They decide from a seat's observation (:class:`.protocol.SimilisObservation`:
``seat``, ``hand``, ``market``, ``banned``, ``hand_sizes``, ``pile_size``, ``phase``...) and the
legal moves only: ``choose(observation, legal) -> move``.

- ``random``: any legal move, uniformly;
- ``greedy``: the series that leaves the fewest cards in hand (ties: more gifts, then laying
  the cards that make the fewest other series), then gives its least useful cards (those in
  the fewest series of its hand and the market; banned ones first) to the opponent with the
  fewest cards (ties: the next in seat order).

:func:`advise_move` is what ``advise similis`` prints: a whole turn for one seat's view, the
``ADVISOR``'s (a name in :data:`BOTS`): the ``strong`` bot (:mod:`.strong`: plans its hand over
the next turns and races the opponent closest to winning).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from similarium.core.protocol import RandomBot  # noqa: F401 - a game's random bot is the shared one

from .cards import Card
from .rules import Gift, Lay, TurnBot
from .series import Banned, Series, is_banned, series_options, usefulness
from .strong import StrongBot, strong_turn


def cards_left(hand_size: int, series: Series) -> int:
    """Cards in hand after laying ``series`` and giving what it asks (as far as cards remain)."""
    left = hand_size - len(series.cards)
    return left - min(series.gifts, left)


def best_series(hand: Sequence[Card], options: Sequence[Series], market: Sequence[Card] = (),
                banned: Banned | None = None) -> Series:
    """The greedy choice among ``options`` (not empty): fewest cards left, then more gifts, then
    the least useful cards laid (the hand keeps its best combinations)."""
    use = usefulness(hand, market, banned) if len(options) > 1 else {}
    return min(options, key=lambda s: (cards_left(len(hand), s), -s.gifts,
                                       sum(use.get(c, 0) for c in s.cards)))


def least_useful(hand: Sequence[Card], market: Sequence[Card] = (), banned: Banned | None = None) -> Card:
    """The card to give: in the fewest series of the hand (market included); banned first."""
    use = usefulness(hand, market, banned)
    return min(hand, key=lambda c: (use[c], not is_banned(c, banned), hand.index(c)))


def closest_to_winning(seat: int, hand_sizes: Sequence[int]) -> int:
    """The opponent with the fewest cards; ties go to the next in seat order after ``seat``."""
    n = len(hand_sizes)
    return min((q for q in range(n) if q != seat), key=lambda q: (hand_sizes[q], (q - seat) % n))


class GreedyBot(TurnBot):
    """Sheds the most now; see the module's text."""

    name = "greedy"

    def gift(self, observation: Any) -> Gift:
        return Gift(least_useful(list(observation.hand), observation.market, observation.banned),
                    closest_to_winning(observation.seat, observation.hand_sizes))

    def lay(self, observation: Any, legal: Sequence[Any]) -> Lay:
        pick = best_series(list(observation.hand), [Series(m.series, m.market) for m in legal],
                           observation.market, observation.banned)
        return Lay(pick.cards, pick.market)


def greedy_turn(observation: Any) -> dict:
    """The greedy bot's whole turn for ``observation`` (the play phase), in the command line's
    turn format: ``{"series", "market", "gifts": [{"card", "to"}]}`` or ``{"draw": true}``."""
    hand, market, banned = list(observation.hand), tuple(observation.market), observation.banned
    options = series_options(hand, market, banned)
    if not options:
        return {"draw": True}
    pick = best_series(hand, options, market, banned)
    return GreedyBot().whole_turn(observation, Lay(pick.cards, pick.market))


BOTS: dict[str, Callable[[], Any]] = {"random": RandomBot, "greedy": GreedyBot, "strong": StrongBot}
TURN_PLANNERS: dict[str, Callable[[Any], dict]] = {"greedy": greedy_turn, "strong": strong_turn}
ADVISOR = "strong"


def advise_move(view: Any) -> dict:
    """The best bot's turn for one seat's view (an observation in the play phase: ``seat``,
    ``hand``, ``market``, ``banned``, ``hand_sizes``, ``pile_size``), in the turn format."""
    return TURN_PLANNERS[ADVISOR](view)
