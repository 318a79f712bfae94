"""``python -m similarium replay similo FILE``: a Similo game given as its deal and its rounds::

    {"game": "similo", "rules": "classic" | "remove", "advanced": false, "characters": DECK_ID,
     "clues": DECK_ID, "grid": [12 ids], "secret": id, "hand": [5 ids], "draws": [refills in order],
     "rounds": [{"clue": id, "orientation": "vertical" | "horizontal", "remove": [ids]}, ...]}

prints ``{"result": "won" | "lost" | "playing", "remaining": [ids]}``. The last round may
remove fewer cards than due (a game in progress). A deal or a round the rules refuse exits 2
with the round and the rule on stderr; so does malformed JSON, with the reason.

``advise similo FILE`` (the same format plus ``"role"``) prints the :mod:`.ai`'s move: the
giver's clue, what it means and its win chance, or the guessers' removals and belief;
``simulate similo`` the ``traits`` bot's win rate over seeded deals, with baselines.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from similarium.core.cli_input import answer, check_fields, shown
from similarium.core.errors import BadInput, IllegalMove
from similarium.core.refusals import OVER, printed
from similarium.games.similo import decks
from similarium.games.similo.advice import giver_advice, guesser_advice
from similarium.games.similo.messages import illegal
from similarium.games.similo.rules import (
    CLASSIC,
    REMOVALS,
    REMOVE,
    ROUNDS,
    Clue,
    Deal,
    Game,
    Variant,
)

FIELDS = ("game", "rules", "advanced", "characters", "clues", "grid", "secret", "hand", "draws", "rounds")


# The shared refusals under the code and words this command line has always printed.
PRINTED = {OVER: ("similo.game_over", "The game is over ({result}): nothing more can be played.")}


class RoundError(ValueError):
    """A refused deal (``round`` 0) or round: which one, and the rule."""

    def __init__(self, round_no: int, error: IllegalMove) -> None:
        where = "the deal" if round_no == 0 else f"round {round_no}"
        shown = printed(error, PRINTED)
        super().__init__(f"{where}: {shown.reason} [rule {shown.code}]")
        self.round, self.error = round_no, error


def _ids(data: dict, name: str) -> tuple[str, ...]:
    value = data[name]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise BadInput(f"{name!r} must be a list of card ids")
    return tuple(value)


def _text(data: dict, name: str, where: str = "") -> str:
    if not isinstance(data.get(name), str):
        raise BadInput(f"{where}{name!r} must be a text, not {data.get(name)!r}")
    return data[name]


def read_game(data: Any) -> tuple[Variant, Deal, list[tuple[str, str, tuple[str, ...]]]]:
    """The file's shape checked (BadInput with the reason); its rules are checked by :func:`play`."""
    data = check_fields(data, FIELDS, ("similo", "Similo"), "a Similo game")
    rules = _text(data, "rules")
    if rules not in (CLASSIC, REMOVE):
        raise BadInput(f"rules is 'classic' or 'remove', not {rules!r}")
    if not isinstance(data["advanced"], bool):
        raise BadInput(f"advanced is true or false, not {data['advanced']!r}")
    characters, clue_deck = _text(data, "characters"), _text(data, "clues")
    deal = Deal(characters, characters if clue_deck == "same" else clue_deck, _ids(data, "grid"),
                _text(data, "secret"), _ids(data, "hand"), _ids(data, "draws"))
    if not isinstance(data["rounds"], list):
        raise BadInput("'rounds' must be a list")
    rounds = []
    for i, r in enumerate(data["rounds"], start=1):
        where = f"round {i}: "
        if not isinstance(r, dict):
            raise BadInput(f"{where}a round is an object with 'clue', 'orientation' and 'remove'")
        extra = sorted(set(r) - {"clue", "orientation", "remove"})
        if extra:
            raise BadInput(f"{where}unknown field(s): {', '.join(extra)}")
        removes = r.get("remove", [])
        if not isinstance(removes, list) or not all(isinstance(c, str) for c in removes):
            raise BadInput(f"{where}'remove' must be a list of card ids")
        rounds.append((_text(r, "clue", where), _text(r, "orientation", where), tuple(removes)))
    return Variant(rules, data["advanced"]), deal, rounds


def play(variant: Variant, deal: Deal, rounds: list[tuple[str, str, tuple[str, ...]]]) -> Game:
    """The game after ``rounds``; RoundError at the first rule broken."""
    known = decks.cards()
    try:
        deal.check(decks.load())
    except IllegalMove as err:
        raise RoundError(0, err) from err
    game = Game.new(variant, deal)
    for n, (clue, orientation, removes) in enumerate(rounds, start=1):
        try:
            if n > ROUNDS:
                raise illegal("similo.sixth_round", round=n)
            for card in (clue, *removes):
                if card not in known:
                    raise illegal("similo.unknown_card", card=card)
            game = game.play_clue(Clue(clue, orientation))
            for count, card in enumerate(removes, start=1):
                if not game.over and count > REMOVALS[n - 1]:
                    raise illegal("similo.round_count", round=n, due=REMOVALS[n - 1], count=len(removes))
                game = game.remove(card)
            last = n == len(rounds)
            if not last and not game.over and len(removes) != REMOVALS[n - 1]:
                raise illegal("similo.round_count", round=n, due=REMOVALS[n - 1], count=len(removes))
        except IllegalMove as err:
            raise RoundError(n, err) from err
    return game


def summary(game: Game) -> dict:
    return {"result": game.status, "remaining": list(game.remaining)}


def replay(path: str) -> int:
    return answer(path, lambda data: summary(play(*read_game(data))), what="the game", illegal=(RoundError,))


def _stand_in_secret(data: dict) -> str:
    """A guesser's file has ``"secret": null``: replay it with a card no round removed (the
    advice reads only what the guessers see)."""
    rounds = data.get("rounds")
    gone = {c for r in (rounds if isinstance(rounds, list) else []) if isinstance(r, dict)
            for c in (r.get("remove") if isinstance(r.get("remove"), list) else []) if isinstance(c, str)}
    grid = data.get("grid")
    return next((c for c in grid if isinstance(c, str) and c not in gone), "") if isinstance(grid, list) else ""


def _advice(data: Any) -> dict:
    role = data.pop("role", None) if isinstance(data, dict) else None
    if role not in ("giver", "guesser"):
        raise BadInput(f"'role' is 'giver' or 'guesser', not {role!r}")
    if role == "guesser":
        if data.get("secret") is not None:
            raise BadInput("the guessers do not know the secret: give 'secret': null")
        data["secret"] = _stand_in_secret(data)
    game = play(*read_game(data))
    return giver_advice(game) if role == "giver" else guesser_advice(game)


def advise(path: str) -> int:
    """``python -m similarium advise similo FILE``: the replay format plus ``"role"``: ``"giver"``
    prints ``{"clue", "orientation", "meaning", "win_chance"}``; ``"guesser"`` (``"secret": null``,
    the last round's clue played with ``"remove": []``) prints ``{"remove", "belief"}``."""
    return answer(path, _advice, what="the game", illegal=(RoundError,))


def simulate(args: Any) -> int:
    """``python -m similarium simulate similo --games N --seed S --rules classic|remove [--advanced]
    [--characters DECK] [--clues DECK]``: the ``traits`` bot as giver and guesser over N seeded
    deals (seeds S..S+N-1), with its win rate, a 95% interval, and the baselines over the same
    deals: random guessers (1 in 12 exactly, whatever the clues) and the random bot."""
    import math

    from similarium.core.protocol import play as play_out
    from similarium.games.similo.protocol import ADVANCED, RULES, SAME, deck_ids

    rules = getattr(args, "rules", None) or CLASSIC
    advanced = bool(getattr(args, "advanced", False))
    characters = getattr(args, "characters", None) or deck_ids()[0]
    clues = getattr(args, "clues", None) or SAME
    if args.games < 1:
        print(f"simulate similo: --games must be at least 1, not {shown(str(args.games), 12)}", file=sys.stderr)
        return 2
    if rules not in (CLASSIC, REMOVE):
        print(f"simulate similo: --rules must be classic or remove, not {shown(rules)!r}", file=sys.stderr)
        return 2
    for name, value, allowed in (("characters", characters, deck_ids()), ("clues", clues, (SAME, *deck_ids()))):
        if value not in allowed:
            print(f"simulate similo: --{name} must name a deck ({', '.join(deck_ids())}), not {shown(value)!r}",
                  file=sys.stderr)
            return 2
    option = ADVANCED if rules == REMOVE and advanced else rules
    options = {"rules": option, "characters": characters, "clues": SAME if clues == characters else clues}
    seeds = range(args.seed, args.seed + args.games)

    def wins(bot: str) -> int:
        make = RULES.bots[bot]
        return sum(play_out(RULES.new(options, seed, ("Giver", "Guesser")), {0: make(), 1: make()}).game.result
                   == "won" for seed in seeds)

    won = wins("traits")
    p = won / args.games
    half = 1.96 * math.sqrt(p * (1 - p) / args.games)
    rand = wins("random") / args.games
    print(json.dumps({"game": "similo", "rules": rules, "advanced": advanced and rules == REMOVE,
                      "characters": characters, "clues": clues, "games": args.games, "seed": args.seed,
                      "bot": "traits", "win_rate": round(p, 4), "ci95": [round(max(0.0, p - half), 4),
                                                                          round(min(1.0, p + half), 4)],
                      "baseline": {"random_guessers": round(1 / 12, 4), "random_bots": round(rand, 4)}}))
    return 0

