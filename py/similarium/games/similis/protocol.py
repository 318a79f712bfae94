"""Similis behind the game protocol (:mod:`similarium.core.protocol`): ``RULES``.

3 to 6 players (the players list), seat 0 first. Option ``banned``: ``off`` or ``on`` (the
banned-card variant). A turn is one move in the ``play`` phase (:class:`~.rules.Lay` or
:class:`~.rules.Draw`), then, after a series of 3 or 2, one :class:`~.rules.Gift` move a card in
the ``gift`` phase. Hidden information (S9): a seat sees its own hand, the market, every hand's
size, the pile's size and the banned cards everybody saw go under it, the banned pair, and
the history (series laid, draws and passes; a gift's card only if it gave or got it; a drawn
card only if it drew it); never another hand, the pile's order or the seed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from similarium.core import protocol as core
from similarium.core.errors import BadInput
from similarium.core.i18n import CATALOGUE

from . import messages
from .bots import BOTS
from .cards import Card
from .rules import MAX_PLAYERS, MIN_PLAYERS, OVER, Draw, Event, Game, Gift, Lay, Move
from .series import Banned

CATALOGUE.register("en", messages.EN)  # the rule codes' texts


@dataclass(frozen=True)
class SimilisObservation:
    """What one seat sees (see the module's text)."""

    seat: int
    players: int
    banned: Banned | None
    phase: str
    to_move: int | None
    gifts_due: int
    hand: tuple[Card, ...]
    market: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    pile_bottom: tuple[Card, ...]
    laid: tuple[Card, ...]
    history: tuple[Event, ...]
    scores: tuple[int, ...] | None
    winner: int | None = None  # the seat whose hand emptied (the end)
    winners: tuple[int, ...] = ()  # the winner, or at a stall those with the fewest cards

    def to_json(self) -> dict:
        cards = lambda cs: [c.to_json() for c in cs]  # noqa: E731
        return {"seat": self.seat, "players": self.players,
                "banned": None if self.banned is None else self.banned.to_json(), "phase": self.phase,
                "to_move": self.to_move, "gifts_due": self.gifts_due, "hand": cards(self.hand),
                "market": cards(self.market), "hand_sizes": list(self.hand_sizes), "pile_size": self.pile_size,
                "pile_bottom": cards(self.pile_bottom), "laid": cards(self.laid),
                "history": [e.to_json() for e in self.history],
                "scores": None if self.scores is None else list(self.scores),
                "winner": self.winner, "winners": list(self.winners)}


def observe(game: Game, seat: int | None) -> SimilisObservation:
    """What ``seat`` sees; ``None``: what everybody sees (no hand, no gift's or drawn card)."""
    known = game.pile[len(game.pile) - game.bottom_known:] if game.bottom_known else ()
    seen = -1 if seat is None else seat
    return SimilisObservation(
        seen, game.players, game.banned, game.phase, None if game.over else game.to_move, game.gifts_due,
        () if seat is None else game.hands[seat], game.market, game.hand_sizes, len(game.pile), known, game.laid,
        tuple(e.seen_by(seen) for e in game.history), game.scores(), game.winner, game.winners())


@dataclass(frozen=True)
class SimilisState(core.DealtState):
    game: Game

    def turn(self) -> core.Turn:
        if self.game.over:
            return core.Turn((), OVER)
        return core.Turn((self.game.to_move,), self.game.phase)

    def legal_moves(self, seat: int) -> list[Move]:
        return self.game.legal_moves() if seat == self.game.to_move and not self.game.over else []

    GAME: ClassVar[str] = "similis"
    MOVES: ClassVar[tuple[type, ...]] = (Lay, Gift, Draw)

    def play(self, seat: int, move: Move) -> tuple[SimilisState, Move]:
        """Similis's rules (the shared checks are made by :func:`~similarium.core.protocol.checked_apply`)."""
        game, done = self.game.play(seat, move)
        return replace(self, game=game), done

    def outcome(self) -> core.Outcome | None:
        scores = self.game.scores()
        return None if scores is None else core.Outcome(scores, self.game.winners())

    def observation(self, seat: int) -> SimilisObservation:
        return observe(self.game, seat)

    def public_observation(self) -> SimilisObservation:
        """What every seat sees (the table when the device is between two people): ``seat`` -1."""
        return observe(self.game, None)

    def log(self) -> core.GameLog:
        return core.played_log("similis", dict(self.options), self, move_to_json)


def new_state(options: dict, seed: int | None, players: tuple[str, ...]) -> SimilisState:
    game = Game.deal(len(players), core.dealt_from(seed, "Similis"), options["banned"] == "on")
    return SimilisState(game, seed, tuple(players), tuple(sorted(options.items())))


def _card(data: Any) -> Card:
    try:
        return Card.from_json(data)
    except ValueError as err:
        raise BadInput(str(err)) from err


def _json(card: Card | None) -> list | None:
    return None if card is None else card.to_json()


def _maybe(data: Any) -> Card | None:
    return None if data is None else _card(data)


def move_to_json(move: Move) -> dict:
    if isinstance(move, Lay):
        return {"series": [c.to_json() for c in move.series], "market": _json(move.market), "turned": _json(move.turned)}
    if isinstance(move, Gift):
        return {"gift": move.card.to_json(), "to": move.to, "turned": _json(move.turned)}
    return {"draw": True, "card": None if move.card is None else move.card.to_json()}


def move_from_json(data: Any) -> Move:
    if isinstance(data, dict) and {"series"} <= set(data) <= {"series", "market", "turned"} and isinstance(
            data["series"], list):
        return Lay(tuple(_card(c) for c in data["series"]), _maybe(data.get("market")), _maybe(data.get("turned")))
    if (isinstance(data, dict) and {"gift", "to"} <= set(data) <= {"gift", "to", "turned"}
            and isinstance(data["to"], int) and not isinstance(data["to"], bool)):
        return Gift(_card(data["gift"]), data["to"], _maybe(data.get("turned")))
    if isinstance(data, dict) and set(data) in ({"draw"}, {"draw", "card"}) and data["draw"] is True:
        card = data.get("card")
        return Draw(None if card is None else _card(card))
    raise BadInput("a Similis move is {'series': [cards], 'market': card | null}, {'gift': card, 'to': seat} "
                   f"or {{'draw': true}}, not {data!r}"[:300])


def notation(move: Move) -> str:
    """``lay 1-ankh-blue-stone 1-eye-blue-stone +m 1-lotus-blue-stone``, ``give 3-eye-red-sand >2``,
    ``draw 4-lotus-green-sand`` (``draw`` alone: not yet drawn, or a pass on an empty pile)."""
    if isinstance(move, Lay):
        text = "lay " + " ".join(c.id for c in move.series) + (f" +m {move.market.id}" if move.market else "")
    elif isinstance(move, Gift):
        text = f"give {move.card.id} >{move.to}"
    else:
        return "draw" + (f" {move.card.id}" if move.card else "")
    return text + (f" (market +{move.turned.id})" if move.turned else "")


def _known_gifts(game: Game, seat: int) -> tuple[dict[int, Counter], Counter]:
    """Cards ``seat`` gave that another seat still holds (neither back in its hand nor laid:
    cards never return to the pile): pinned to the last receiver while that seat has given
    nothing since, otherwise "loose" (somewhere in the other hands)."""
    last: dict[Card, tuple[int, int]] = {}
    gave: dict[int, int] = {}
    for i, event in enumerate(game.history):
        if event.kind == "gift":
            gave[event.seat] = i
            if event.seat == seat:
                last[event.cards[0]] = (event.to, i)
    pinned: dict[int, Counter] = {q: Counter() for q in range(game.players) if q != seat}
    loose: Counter = Counter()
    gone = set(game.hands[seat]) | set(game.laid)
    for card, (to, i) in last.items():
        if card in gone:
            continue
        if gave.get(to, -1) < i and card in game.hands[to]:
            pinned[to][card] += 1
        elif any(card in game.hands[q] for q in pinned):
            loose[card] += 1
    return pinned, loose


def redeal(game: Game, seat: int, seed: int, key: Callable[[Card], Any] | None = None) -> Game:
    """``game`` with what ``seat`` cannot see dealt again from ``seed``: the other hands (their
    sizes kept, the cards it gave kept where it knows they are, or at least in a hand) and the
    pile above the banned cards seen going under it. With a ``key``, the unseen cards are sorted
    by it before the shuffle, so that only what the seat saw decides the deal (the review's
    determinizations); without, they are taken in the order they lie (the strong bot's)."""
    order: Callable[[Any], list] = (lambda cards: sorted(cards, key=key)) if key is not None else list
    rng = random.Random(seed)
    others = [q for q in range(game.players) if q != seat]
    cut = len(game.pile) - game.bottom_known
    pinned, loose = _known_gifts(game, seat)
    pool = Counter(c for q in others for c in game.hands[q]) + Counter(game.pile[:cut])
    pool -= loose
    hands: dict[int, list[Card]] = {}
    for q in others:
        pool -= pinned[q]
        hands[q] = order(pinned[q].elements())
    for card in order(loose.elements()):
        room = [q for q in others if len(hands[q]) < len(game.hands[q])]
        hands[rng.choice(room)].append(card)
    rest = order(pool.elements())
    rng.shuffle(rest)
    for q in others:
        need = len(game.hands[q]) - len(hands[q])
        hands[q] += rest[:need]
        rest = rest[need:]
        rng.shuffle(hands[q])
    new_hands = tuple(game.hands[q] if q == seat else tuple(hands[q]) for q in range(game.players))
    return replace(game, hands=new_hands, pile=tuple(rest) + game.pile[cut:])


def resample(state: SimilisState, seat: int, seed: int) -> SimilisState:
    """What ``seat`` cannot see, dealt again (:func:`redeal`), the seed kept for what follows."""
    return replace(state, game=redeal(state.game, seat, seed), seed=seed)


RULES = core.Rules(
    game="similis",
    options=(core.Option("banned", ("off", "on")),),
    # Hands are hidden; the seed deals them and decides every draw and market refill, so a log
    # needs it.
    facts=core.GameFacts(core.Information.IMPERFECT, core.Chance.SEEDED, team=False, min_players=MIN_PLAYERS,
                    max_players=MAX_PLAYERS, replays_without_seed=False, daily=True),
    new_state=new_state,
    move_to_json=move_to_json,
    move_from_json=move_from_json,
    notation=notation,
    bots=dict(BOTS),
    resample=resample,
    review="similarium.games.similis.review",
)
