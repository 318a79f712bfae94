"""Similis's rules as immutable values: the deal, a turn (lay a series then give, or draw), the
end of a game, its scores, and a match of several games to more than 50 points.

The rule text (``similis.fr.txt``) and where it is silent, our decisions (``docs/rules.md``,
Similis, S1-S14):

- Deal: 10 cards each, 3 face-up market cards, the rest is the pile (top first); seat 0 (the
  youngest) starts and turns go in seat order. Banned variant: two cards drawn at random, the
  first names a symbol, the second a colour; they go back and the whole deck is shuffled
  before the deal (S3). A banned card turned up for the market goes to the bottom of the pile
  and the next is turned up (at the deal too); if only banned cards are left in the pile the
  slot stays empty (S4).
- A turn is one action: LAY a series (:mod:`.series`; at most one market card), then GIVE
  ``min(4 - size, cards left)`` cards one at a time to opponents of the player's choice (the
  gift phase), then the market card taken is replaced from the pile (end of the turn, after
  the gifts: S5); or DRAW the top card, only when no series is possible, the market included.
- A hand that runs out wins at once (no refill, no gifts beyond the hand). An empty pile when a
  player must draw: the player passes (S6); a full round of passes (every seat in a row) ends
  the game as a stall: the fewest cards in hand win, shared on a tie (S7).
- Score: the winner(s) 0, everybody else the cards left in hand. A match adds games up until
  a total is above 50; the lowest total wins, ties broken by games won, then shared (S8).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from similarium.core.errors import IllegalMove
from similarium.core.refusals import (
    chance_mismatch,
    is_seat,
    not_a_move,
    not_a_seat,
    not_your_turn,
    over,
)

from .cards import DECK, Card
from .messages import illegal
from .series import (
    Banned,
    can_lay,
    check_series,
    gifts_after,
    is_banned,
    series_options,
)

HAND_SIZE, MARKET_SIZE, TARGET = 10, 3, 50
MIN_PLAYERS, MAX_PLAYERS = 3, 6
PLAY, GIFT, OVER = "play", "gift", "over"


@dataclass(frozen=True)
class Lay:
    """Lay ``series`` (cards from the hand) with at most one ``market`` card. ``turned`` is the
    card the market's refill turned up when this move ends the turn (completed by the rules)."""

    series: tuple[Card, ...]
    market: Card | None = None
    turned: Card | None = None


@dataclass(frozen=True)
class Gift:
    """Give ``card`` from the hand to seat ``to`` (after a series of 3 or 2); ``turned`` as
    for :class:`Lay` (the last gift ends the turn)."""

    card: Card
    to: int
    turned: Card | None = None


@dataclass(frozen=True)
class Draw:
    """Draw the top card of the pile; ``card`` is what came up (left ``None`` by a player, the
    rules complete it; still ``None`` with an empty pile: the player passes)."""

    card: Card | None = None


Move = Lay | Gift | Draw


class TurnBot:
    """What every Similis bot does with its legal moves, which are all of one kind: the draw (the
    only move when no series can be laid), the gifts, or the series to lay. A bot says which gift
    (:meth:`gift`) and which series (:meth:`lay`) it picks; a pick that is not legal gives way to
    the first legal move."""

    def choose(self, observation: Any, legal: Sequence[Move]) -> Move:
        first = legal[0]
        if isinstance(first, Draw):
            return first
        move: Move = self.gift(observation) if isinstance(first, Gift) else self.lay(observation, legal)
        return move if move in legal else first

    def gift(self, observation: Any) -> Gift:
        """The card to give and to whom (the gift phase)."""
        raise NotImplementedError

    def whole_turn(self, observation: Any, lay: Lay) -> dict:
        """The whole turn that lays ``lay`` from ``observation`` (the play phase), in the command
        line's turn format ``{"series", "market", "gifts": [{"card", "to"}]}``: then the gifts
        the series asks, as far as cards remain, each this bot's :meth:`gift` from the view the
        previous one left (its hand, the market, the hand sizes)."""
        hand, market = list(observation.hand), tuple(observation.market)
        for card in lay.series:
            hand.remove(card)
        if lay.market is not None:
            market = tuple(c for i, c in enumerate(market) if i != market.index(lay.market))
        sizes = list(observation.hand_sizes)
        sizes[observation.seat] = len(hand)
        due = min(4 - len(lay.series) - (lay.market is not None), len(hand))
        gifts = []
        while due and hand:
            view = replace(observation, phase=GIFT, gifts_due=due, hand=tuple(hand), market=market,
                           hand_sizes=tuple(sizes))
            gift = self.gift(view)
            hand.remove(gift.card)
            sizes[gift.to] += 1
            sizes[observation.seat] -= 1
            due -= 1
            gifts.append({"card": gift.card.to_json(), "to": gift.to})
        return {"series": [c.to_json() for c in lay.series],
                "market": None if lay.market is None else lay.market.to_json(), "gifts": gifts}

    def lay(self, observation: Any, legal: Sequence[Move]) -> Lay:
        """The series to lay among ``legal`` (the play phase, a series possible)."""
        raise NotImplementedError


@dataclass(frozen=True)
class Event:
    """Something that happened at the table: ``lay`` (``cards`` and the ``market`` card),
    ``gift`` (``cards`` = the card, ``to``), ``draw`` (``cards`` = the card), ``pass``,
    ``turned`` (a card turned up into the market), ``bottom`` (a banned card turned up for the
    market, sent under the pile); ``seat`` is None at the deal."""

    kind: str
    seat: int | None
    cards: tuple[Card, ...] = ()
    market: Card | None = None
    to: int | None = None

    def seen_by(self, viewer: int) -> Event:
        """The event as ``viewer`` sees it: a gift's card only by its giver and receiver (S9),
        a drawn card only by the drawer."""
        if (self.kind == "gift" and viewer not in (self.seat, self.to)) or (self.kind == "draw" and viewer != self.seat):
            return replace(self, cards=())
        return self

    def to_json(self) -> dict:
        out: dict = {"kind": self.kind, "seat": self.seat}
        if self.kind != "pass":
            out["cards"] = [c.to_json() for c in self.cards]
        if self.kind == "lay":
            out["market"] = None if self.market is None else self.market.to_json()
        if self.kind == "gift":
            out["to"] = self.to
        return out


def _without(cards: tuple[Card, ...], gone: Sequence[Card]) -> tuple[Card, ...]:
    left = list(cards)
    for card in gone:
        left.remove(card)
    return tuple(left)


@dataclass(frozen=True)
class Game:
    """One Similis game. ``pile`` is top first; ``bottom_known`` counts the cards at its bottom
    that everybody saw go there (banned cards); ``passes`` the passes in a row."""

    hands: tuple[tuple[Card, ...], ...]
    market: tuple[Card, ...]
    pile: tuple[Card, ...]
    banned: Banned | None = None
    to_move: int = 0
    gifts_due: int = 0
    series_size: int = 0  # the size of the series whose gifts are due
    refill_due: bool = False
    passes: int = 0
    bottom_known: int = 0
    laid: tuple[Card, ...] = ()
    history: tuple[Event, ...] = ()
    winner: int | None = None
    stalled: bool = False

    # -- the deal --------------------------------------------------------------------------

    @classmethod
    def deal(cls, players: int, seed: int, banned: bool = False, deck: Sequence[Card] = DECK) -> Game:
        """Shuffle ``deck`` and deal; with ``banned``, first draw the symbol and the colour."""
        rng = random.Random(seed)
        cards = list(deck)
        pair = None
        if banned:
            first, second = rng.sample(cards, 2)
            pair = Banned(first.symbol, second.colour)
        rng.shuffle(cards)
        hands = tuple(tuple(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(players))
        return cls.start(hands, (), tuple(cards[players * HAND_SIZE:]), pair, fill_market=True)

    @classmethod
    def start(cls, hands: Sequence[Sequence[Card]], market: Sequence[Card], pile: Sequence[Card],
              banned: Banned | None = None, fill_market: bool = False) -> Game:
        """A game from a deal as given (the command line's); ``fill_market`` turns the market
        up from the pile's top."""
        game = cls(tuple(tuple(h) for h in hands), tuple(market), tuple(pile), banned)
        while fill_market and len(game.market) < MARKET_SIZE and game.pile:
            before = game
            game = game._turn_up(None)
            if game.market == before.market:
                break
        return game

    # -- where the game stands -------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def over(self) -> bool:
        return self.winner is not None or self.stalled

    @property
    def phase(self) -> str:
        return OVER if self.over else GIFT if self.gifts_due else PLAY

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self.hands)

    @property
    def turns(self) -> int:
        """Turns played (a lay with its gifts, a draw or a pass each count one)."""
        return sum(e.kind in ("lay", "draw", "pass") for e in self.history)

    def winners(self) -> tuple[int, ...]:
        if self.winner is not None:
            return (self.winner,)
        if self.stalled:
            fewest = min(self.hand_sizes)
            return tuple(s for s, n in enumerate(self.hand_sizes) if n == fewest)
        return ()

    def scores(self) -> tuple[int, ...] | None:
        """Once over: 0 for the winner(s), the cards left in hand for everybody else."""
        if not self.over:
            return None
        won = self.winners()
        return tuple(0 if s in won else len(h) for s, h in enumerate(self.hands))

    # -- moves -----------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """The player to move's moves: every series (as laid), the draw when none, or a gift."""
        if self.over:
            return []
        hand = self.hands[self.to_move]
        if self.gifts_due:
            return [Gift(c, q) for c in dict.fromkeys(hand) for q in range(self.players) if q != self.to_move]
        lays: list[Move] = [Lay(s.cards, s.market) for s in series_options(hand, self.market, self.banned)]
        return lays or [Draw()]

    def can_lay(self) -> bool:
        return can_lay(self.hands[self.to_move], self.market, self.banned)

    def play(self, seat: int, move: Move) -> tuple[Game, Move]:
        """The game after ``seat`` plays ``move``, and the move as the log keeps it (a series in
        hand order, the card drawn, the card the market's refill turned up); IllegalMove (and
        this game unchanged) if the rules refuse it."""
        self._check_turn(seat)
        hand = self.hands[seat]
        refused = self.out_of_step(type(move))
        if refused is not None:
            raise refused
        if isinstance(move, Gift):
            after = self._give(replace(move, turned=None))
        elif isinstance(move, Lay):
            after = self._lay(replace(move, turned=None))
        elif isinstance(move, Draw):
            return self._draw(move)
        else:
            raise not_a_move("similis", move)
        new = after.history[len(self.history):]
        turned = next((e.cards[0] for e in new if e.kind == "turned"), None)
        if move.turned is not None and move.turned != turned:
            raise chance_mismatch("similis", turned, move.turned)
        if isinstance(move, Lay):
            return after, Lay(tuple(sorted(move.series, key=hand.index)), move.market, turned)
        return after, replace(move, turned=turned)

    def out_of_step(self, kind: type) -> IllegalMove | None:
        """The rules' refusal of any move of ``kind`` by the player to move now, whatever its
        cards: a gift when none is due, anything else while gifts are (None: a move of this kind
        may be legal). What a page asks before a selection is a whole move."""
        if kind is Gift:
            return None if self.gifts_due else illegal("similis.no_gift_due")
        return illegal("similis.give_first", seat=self.to_move, due=self.gifts_due) if self.gifts_due else None

    def _check_turn(self, seat: int) -> None:
        if self.over:
            raise over()
        if not is_seat(seat, self.players):
            raise not_a_seat(seat)
        if seat != self.to_move:
            raise not_your_turn(seat, (self.to_move,))

    def apply(self, seat: int, move: Move) -> Game:
        """The game after ``seat`` plays ``move`` (:meth:`play`)."""
        return self.play(seat, move)[0]

    def _lay(self, move: Lay) -> Game:
        seat, hand = self.to_move, self.hands[self.to_move]
        cards = (*move.series, *(() if move.market is None else (move.market,)))
        shown = {"cards": cards, "banned": self.banned}  # data for a page's words: what the cards share
        if len(cards) not in (2, 3, 4):
            raise illegal("similis.series_size", size=len(cards), **shown)
        have = Counter(hand)
        for card, n in Counter(move.series).items():
            if have[card] < n:
                raise illegal("similis.not_in_hand", card=card, seat=seat)
        if move.market is not None and move.market not in self.market:
            raise illegal("similis.not_in_market", card=move.market)
        for card in cards:
            if is_banned(card, self.banned):
                raise illegal("similis.banned_in_series", card=card, **shown)
        check = check_series(cards, self.banned)
        if not check.ok:
            raise illegal("similis.not_a_series", size=len(cards), common=len(check.common), needed=check.needed,
                          **shown)
        series = tuple(sorted(move.series, key=hand.index))
        left = _without(hand, series)
        market = self.market if move.market is None else _without(self.market, (move.market,))
        game = replace(self, hands=self._with_hand(seat, left), market=market, laid=self.laid + cards,
                       history=(*self.history, Event("lay", seat, series, move.market)), passes=0)
        if not left:
            return replace(game, winner=seat)
        due = gifts_after(len(cards), len(left))
        if due:
            return replace(game, gifts_due=due, series_size=len(cards), refill_due=move.market is not None)
        return game._end_turn(move.market is not None)

    def _give(self, move: Gift) -> Game:
        seat, hand = self.to_move, self.hands[self.to_move]
        if move.to == seat:
            raise illegal("similis.gift_to_self")
        if not is_seat(move.to, self.players):
            raise not_a_seat(move.to)
        if move.card not in hand:
            raise illegal("similis.not_in_hand", card=move.card, seat=seat)
        hands = list(self.hands)
        hands[seat] = _without(hand, (move.card,))
        hands[move.to] = (*hands[move.to], move.card)
        game = replace(self, hands=tuple(hands), gifts_due=self.gifts_due - 1,
                       history=(*self.history, Event("gift", seat, (move.card,), to=move.to)))
        if not hands[seat]:
            return replace(game, winner=seat, gifts_due=0)
        return game if game.gifts_due else game._end_turn(self.refill_due)

    def _draw(self, move: Draw) -> tuple[Game, Move]:
        seat = self.to_move
        if self.can_lay():
            raise illegal("similis.draw_while_series",
                          series=series_options(self.hands[seat], self.market, self.banned)[0])
        if not self.pile:
            if move.card is not None:
                raise chance_mismatch("similis", None, move.card)
            game = replace(self, passes=self.passes + 1, history=(*self.history, Event("pass", seat)))
            if game.passes >= self.players:
                return replace(game, stalled=True), Draw()
            return game._end_turn(False), Draw()
        top = self.pile[0]
        if move.card is not None and move.card != top:
            raise chance_mismatch("similis", top, move.card)
        game = replace(self, hands=self._with_hand(seat, (*self.hands[seat], top)), pile=self.pile[1:],
                       bottom_known=min(self.bottom_known, len(self.pile) - 1), passes=0,
                       history=(*self.history, Event("draw", seat, (top,))))
        return game._end_turn(False), Draw(top)

    # -- helpers ---------------------------------------------------------------------------

    def _with_hand(self, seat: int, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
        return (*self.hands[:seat], hand, *self.hands[seat + 1:])

    def _turn_up(self, seat: int | None) -> Game:
        """One card from the pile into the market; banned ones go under the pile (while the pile
        holds any other card)."""
        pile, known, events = list(self.pile), self.bottom_known, list(self.history)
        while pile and not all(is_banned(c, self.banned) for c in pile):
            card = pile.pop(0)
            known = min(known, len(pile))
            if not is_banned(card, self.banned):
                return replace(self, market=(*self.market, card), pile=tuple(pile), bottom_known=known,
                               history=(*events, Event("turned", seat, (card,))))
            pile.append(card)
            known += 1
            events.append(Event("bottom", seat, (card,)))
        return replace(self, pile=tuple(pile), bottom_known=known, history=tuple(events))

    def _end_turn(self, refill: bool) -> Game:
        game = self._turn_up(self.to_move) if refill else self
        return replace(game, to_move=(self.to_move + 1) % self.players, gifts_due=0, series_size=0,
                       refill_due=False)


@dataclass(frozen=True)
class Match:
    """Games between the same players until a total is above 50 (S8). ``totals`` and ``wins``
    per seat; the lowest total leads, ties broken by games won, then shared."""

    totals: tuple[int, ...]
    wins: tuple[int, ...]
    games: int = 0

    @classmethod
    def new(cls, players: int) -> Match:
        return cls((0,) * players, (0,) * players)

    def add(self, scores: Sequence[int], winners: Sequence[int]) -> Match:
        return Match(tuple(t + s for t, s in zip(self.totals, scores, strict=True)),
                     tuple(w + (i in winners) for i, w in enumerate(self.wins)), self.games + 1)

    @property
    def over(self) -> bool:
        return any(t > TARGET for t in self.totals)

    def leaders(self) -> tuple[int, ...]:
        """The seats ahead (the match's winners once it is over)."""
        best = min((t, -w) for t, w in zip(self.totals, self.wins, strict=True))
        return tuple(i for i, tw in enumerate(zip(self.totals, self.wins, strict=True)) if (tw[0], -tw[1]) == best)
