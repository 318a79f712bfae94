"""``python -m similarium replay similis FILE``: a Similis game given as its deal and its turns::

    {"game": "similis", "players": P, "banned": null | {"symbol": s, "colour": c},
     "hands": [[card, ...] per seat], "market": [card, ...], "pile": [card, ... top first],
     "turns": [{"player": p, "series": [cards from the hand], "market": card | null,
                "gifts": [{"card": card, "to": q}]} | {"player": p, "draw": true}]}

A card is ``[number, symbol, colour, background]``, any values: the rules are checked on the
deal as given (any hand sizes, up to 3 market cards; S12). Prints ``{"finished", "winner"
(seat, or null: not over or a shared stall), "hand_sizes", "scores" (null until finished)}``.
An illegal turn exits 2 with the turn, the player and the rule on stderr; so does malformed
JSON, with the reason.

``advise similis FILE`` reads one seat's view ``{"game", "players", "banned", "seat", "hand",
"market", "hand_sizes", "pile_size"}`` and prints the best bot's turn (the turn format without
``player``); ``simulate similis --games N --seed S --players P [--banned]`` plays the bot
levels against each other, seats rotated (``--players`` 3 to 6, 4 when not given).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from similarium.core.cli_input import answer, check_fields, shown
from similarium.core.errors import BadInput, IllegalMove
from similarium.core.refusals import NOT_A_SEAT, NOT_YOUR_TURN, OVER, not_a_seat, printed

from .bots import advise_move
from .cards import Card
from .messages import illegal
from .rules import MAX_PLAYERS, MIN_PLAYERS, PLAY, Draw, Game, Gift, Lay
from .series import Banned

DEFAULT_PLAYERS = 4  # simulate similis without --players (the registry's default too)
DEAL_FIELDS = ("game", "players", "banned", "hands", "market", "pile", "turns")
VIEW_FIELDS = ("game", "players", "banned", "seat", "hand", "market", "hand_sizes", "pile_size")


# The shared refusals under the codes and words this command line has always printed.
PRINTED = {OVER: ("similis.game_over", "The game is over: nothing more can be played."),
           NOT_A_SEAT: ("similis.not_a_seat", "There is no seat {seat} at this table."),
           NOT_YOUR_TURN: ("similis.not_your_turn", "It is seat {to_move}'s turn, not seat {seat}'s.")}


class TurnError(ValueError):
    """A refused turn: which one (1-based), whose, and the rule."""

    def __init__(self, number: int, player: Any, error: IllegalMove) -> None:
        shown = printed(error, PRINTED)
        super().__init__(f"turn {number} (player {player}): {shown.reason} [rule {shown.code}]")
        self.number, self.player, self.error = number, player, error


def _card(value: Any, where: str) -> Card:
    try:
        return Card.from_json(value)
    except ValueError as err:
        raise BadInput(f"{where}: {err}") from err


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise BadInput(f"{where} must be a list of cards [number, symbol, colour, background]")
    return tuple(_card(v, f"{where}[{i}]") for i, v in enumerate(value))


def _whole(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadInput(f"{where} must be a whole number, not {value!r}"[:200])
    return value


def _fields(data: Any, fields: tuple[str, ...], what: str) -> dict:
    data = check_fields(data, fields, ("similis", "Similis"), what, optional=("banned",))
    players = _whole(data["players"], "players")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise BadInput(f"Similis is played by {MIN_PLAYERS} to {MAX_PLAYERS}, not {players}")
    return data


def _banned(value: Any) -> Banned | None:
    if value is None:
        return None
    if (not isinstance(value, dict) or set(value) != {"symbol", "colour"}
            or not all(isinstance(v, str) for v in value.values())):
        raise BadInput(f"banned is null or {{'symbol': s, 'colour': c}}, not {value!r}"[:200])
    return Banned(value["symbol"], value["colour"])


Turn = tuple[Any, Lay | Draw, tuple[Gift, ...]]


def _turn(raw: Any, number: int) -> Turn:
    where = f"turn {number}"
    if not isinstance(raw, dict) or "player" not in raw:
        raise BadInput(f"{where}: a turn is an object with 'player' and 'series' or 'draw'")
    if "draw" in raw:
        if set(raw) != {"player", "draw"} or raw["draw"] is not True:
            raise BadInput(f"{where}: a draw is {{'player': p, 'draw': true}} and nothing else")
        return raw["player"], Draw(), ()
    extra = sorted(set(raw) - {"player", "series", "market", "gifts"})
    if extra or "series" not in raw:
        raise BadInput(f"{where}: unknown field(s) {', '.join(extra)}" if extra else f"{where}: no 'series'")
    market = raw.get("market")
    gifts_raw = raw.get("gifts", [])
    if not isinstance(gifts_raw, list):
        raise BadInput(f"{where}: 'gifts' must be a list of {{'card': card, 'to': seat}}")
    gifts = []
    for i, g in enumerate(gifts_raw):
        if not isinstance(g, dict) or set(g) != {"card", "to"}:
            raise BadInput(f"{where}: gift {i + 1} is {{'card': card, 'to': seat}}")
        gifts.append(Gift(_card(g["card"], f"{where} gift {i + 1}"), _whole(g["to"], f"{where} gift {i + 1} 'to'")))
    lay = Lay(_cards(raw["series"], f"{where} series"), None if market is None else _card(market, f"{where} market"))
    return raw["player"], lay, tuple(gifts)


def read_game(data: Any) -> tuple[Game, list[Turn]]:
    """The file's shape checked (BadInput with the reason); the turns are checked by :func:`play`."""
    data = _fields(data, DEAL_FIELDS, "a Similis game")
    players = data["players"]
    if not isinstance(data["hands"], list) or len(data["hands"]) != players:
        raise BadInput(f"hands must be a list of {players} hands (one per seat)")
    hands = [_cards(h, f"hands[{i}]") for i, h in enumerate(data["hands"])]
    market = _cards(data["market"], "market")
    if len(market) > 3:
        raise BadInput(f"the market holds 3 cards at most, not {len(market)}")
    game = Game.start(hands, market, _cards(data["pile"], "pile"), _banned(data.get("banned")))
    if not isinstance(data["turns"], list):
        raise BadInput("turns must be a list")
    return game, [_turn(t, n) for n, t in enumerate(data["turns"], start=1)]


def play(game: Game, turns: list[Turn]) -> Game:
    """The game after ``turns``; TurnError at the first rule broken."""
    for number, (player, action, gifts) in enumerate(turns, start=1):
        try:
            if isinstance(player, bool) or not isinstance(player, int):
                raise not_a_seat(player)
            game = game.apply(player, action)
            due = game.gifts_due if game.to_move == player and not game.over else 0
            if isinstance(action, Lay) and len(gifts) != due:
                size = len(action.series) + (action.market is not None)
                raise illegal("similis.gift_count", size=size, due=due, count=len(gifts))
            for gift in gifts:
                game = game.apply(player, gift)
        except IllegalMove as err:
            raise TurnError(number, player, err) from err
    return game


def summary(game: Game) -> dict:
    winners = game.winners()
    return {"finished": game.over, "winner": winners[0] if len(winners) == 1 else None,
            "hand_sizes": list(game.hand_sizes), "scores": None if game.scores() is None else list(game.scores())}


def replay(path: str) -> int:
    return answer(path, lambda data: summary(play(*read_game(data))), what="the game", illegal=(TurnError,))


def read_view(data: Any) -> Any:
    """One seat's view as an observation (BadInput with the reason)."""
    from .protocol import SimilisObservation

    data = _fields(data, VIEW_FIELDS, "a Similis view")
    players, seat = data["players"], _whole(data["seat"], "seat")
    if not 0 <= seat < players:
        raise BadInput(f"seat is 0 to {players - 1}, not {seat}")
    hand, market = _cards(data["hand"], "hand"), _cards(data["market"], "market")
    if not hand:
        raise BadInput("an empty hand has already won: there is no move to advise")
    sizes = data["hand_sizes"]
    if not isinstance(sizes, list) or len(sizes) != players:
        raise BadInput(f"hand_sizes must be a list of {players} whole numbers")
    sizes = [_whole(n, f"hand_sizes[{i}]") for i, n in enumerate(sizes)]
    sizes[seat] = len(hand)
    pile = _whole(data["pile_size"], "pile_size")
    return SimilisObservation(seat, players, _banned(data.get("banned")), PLAY, seat, 0, hand, market,
                              tuple(sizes), pile, (), (), (), None)


def advise(path: str) -> int:
    """``python -m similarium advise similis FILE``: the best bot's turn for the view."""
    return answer(path, lambda data: advise_move(read_view(data)), what="the game", illegal=(TurnError,))


def simulate(args: Any) -> int:
    """``python -m similarium simulate similis --games N --seed S --players P [--banned]``: the
    bot levels (seats rotated: seat s of game g is level (g + s) mod levels) over N seeded deals:
    win rates with 95% intervals, game length in turns, forced draws, passes, stalls."""
    from .bots import BOTS
    from .cards import DECK
    from .sim import run

    players = args.players if getattr(args, "players", None) is not None else DEFAULT_PLAYERS
    banned = bool(getattr(args, "banned", False))
    if args.games < 1:
        print(f"simulate similis: --games must be at least 1, not {shown(str(args.games), 12)}", file=sys.stderr)
        return 2
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        print(f"simulate similis: --players must be between {MIN_PLAYERS} and {MAX_PLAYERS}, "
              f"not {shown(str(players), 12)}", file=sys.stderr)
        return 2
    figures = run(args.games, args.seed, players, banned)
    print(json.dumps({"game": "similis", "games": args.games, "seed": args.seed, "players": players,
                      "banned": banned, "deck": len(DECK), "levels": list(BOTS), **figures.to_json()}))
    return 0
