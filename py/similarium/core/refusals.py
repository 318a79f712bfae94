"""The refusals every game shares, once, and the one way to word any refusal.

Four checks are the same in every game and have one code each (texts in ``core/messages.py``):

- ``game.not_a_move``: the move is not a move of this game (a value of another type);
- ``game.not_a_seat``: the seat is not at this table;
- ``game.over``: the game has ended;
- ``game.not_your_turn``: the seat is not one of those the game waits for (named).

:func:`check_move` makes them in that order; :func:`awaited` is the answer to any move of a seat
now, before its move is known (what a page says to a person acting out of turn). One more is
shared by every game whose chance comes from its seed: ``game.chance_mismatch``
(:func:`chance_mismatch`), a move that names an outcome of chance (dice rolled, a card drawn or
turned up) other than the one the seed gives. A shared
refusal that names its ``game`` is worded as that game registered (its dice, its cards). A
game's own codes (``<game>.<rule>``) are for its own rules. :func:`illegal` builds any :class:`IllegalMove` with its English reason, and
:func:`refusal_text` words one for a player, in the current language. A game whose reasons need
more than its catalogue text filled from the parameters (a text chosen by a parameter, card ids
named) registers how (:func:`register`).

The command-line formats name a few shared refusals with the codes and words they printed before
the codes were shared (``printed``), so their output is unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from similarium.core.errors import IllegalMove
from similarium.core.messages import EN as CORE_EN

NOT_A_MOVE = "game.not_a_move"
NOT_A_SEAT = "game.not_a_seat"
OVER = "game.over"
NOT_YOUR_TURN = "game.not_your_turn"
CHANCE_MISMATCH = "game.chance_mismatch"
SHARED = (NOT_A_MOVE, NOT_A_SEAT, OVER, NOT_YOUR_TURN, CHANCE_MISMATCH)

# How a reason is worded: (code, params, text) -> the sentence, where ``text(key, **params)`` is
# the catalogue's text of ``key`` (English for a reason, the player's language for a page).
Wording = Callable[[str, dict[str, Any], Callable[..., str]], str]

_ENGLISH: dict[str, Mapping[str, str]] = {"game": CORE_EN}
_REASONS: dict[str, Wording] = {}
_WORDS: dict[str, Wording] = {}


def plain(code: str, params: dict[str, Any], text: Callable[..., str]) -> str:
    """The text of ``code`` filled from ``params`` (how most reasons are worded)."""
    return text(code, **params)


def register(game: str, english: Mapping[str, str] | None = None, *, reason: Wording | None = None,
             words: Wording | None = None) -> None:
    """Declare ``game``'s refusal texts: its English catalogue (the reasons of :func:`illegal`),
    how its English reasons are worded (``reason``) and how a page words them (``words``: card
    ids named, English words put in the player's language); both default to :func:`plain`."""
    if english is not None:
        _ENGLISH[game] = english
    if reason is not None:
        _REASONS[game] = reason
    if words is not None:
        _WORDS[game] = words


def _game(code: str) -> str:
    return code.partition(".")[0]


def _wording(code: str, params: Mapping[str, Any]) -> str:
    """Whose wording a refusal takes: its code's game, or for a shared code (``game.*``) the game
    it names (``game``), if it names one."""
    owner = _game(code)
    named = params.get("game")
    return named if owner == "game" and isinstance(named, str) else owner


def english(key: str, /, **params: Any) -> str:
    """The English text of catalogue ``key`` filled from ``params`` (KeyError if it has none)."""
    return _ENGLISH[_game(key)][key].format(**params)


def illegal(code: str, /, **params: Any) -> IllegalMove:
    """An :class:`IllegalMove` of rule ``code`` whose reason is its English text; ``params`` stay
    data (seats, cards, ids) for a page to put in its own words."""
    return IllegalMove(code, _REASONS.get(_wording(code, params), plain)(code, params, english), **params)


def refusal_text(err: IllegalMove) -> str:
    """The one text lookup: the reason of a refused move in the player's language, worded as its
    game registered; the English reason if the catalogue has no text for it."""
    from similarium.core.i18n import CATALOGUE, t, tn

    def text(key: str, **params: Any) -> str:
        if CATALOGUE.has(key):
            return t(key, **params)
        if isinstance(params.get("n"), int) and CATALOGUE.has(f"{key}.other"):  # a text with plurals
            return tn(key, params.pop("n"), **params)
        raise LookupError(key)

    try:
        return _WORDS.get(_wording(err.code, err.params), plain)(err.code, dict(err.params), text)
    except Exception:  # noqa: BLE001 - no text, or a parameter it does not expect: the English reason
        return err.reason


# -- the shared checks ----------------------------------------------------------------------------

def not_a_move(game: str, move: Any) -> IllegalMove:
    return illegal(NOT_A_MOVE, game=game, move=repr(move)[:80])


def not_a_seat(seat: Any) -> IllegalMove:
    return illegal(NOT_A_SEAT, seat=seat)


def is_seat(seat: Any, seats: int) -> bool:
    return not isinstance(seat, bool) and isinstance(seat, int) and 0 <= seat < seats


def over(**params: Any) -> IllegalMove:
    """``params``: what the game adds about its end (Similo's ``result``), data only."""
    return illegal(OVER, **params)


def not_your_turn(seat: int, waiting: Sequence[int], players: Sequence[str] | None = None,
                  **params: Any) -> IllegalMove:
    """``seat`` moved while the game waits for ``waiting``: named by ``players`` (by seat), or
    ``seat N`` when the rules know no names; ``params``: the ``game`` (worded as it registered)."""
    def name(s: int) -> str:
        return players[s] if players is not None and 0 <= s < len(players) else f"seat {s}"

    return illegal(NOT_YOUR_TURN, player=name(seat), waiting=", ".join(name(s) for s in waiting), seat=seat,
                   to_move=waiting[0] if waiting else None, **params)


def chance_mismatch(game: str, expected: Any, named: Any, **params: Any) -> IllegalMove:
    """A move of ``game`` named ``named`` as what chance gave, where the seed gives ``expected``
    (``None``: nothing, e.g. the pile is empty). Both are data, worded by ``game``; ``params``:
    what else the game says (SIMILI's ``round``)."""
    return illegal(CHANCE_MISMATCH, game=game, expected=expected, named=named, **params)


def awaited(state: Any, seat: int) -> IllegalMove | None:
    """What the rules answer any move of ``seat`` now, before looking at the move: the game over,
    or the seat not one of those the game waits for (named); None when the game waits for it."""
    turn = state.turn()
    if turn.over:
        return over()
    if seat not in turn.seats:
        return not_your_turn(seat, turn.seats, state.players, game=state.GAME)
    return None


def check_move(state: Any, seat: Any, move: Any, kinds: type | tuple[type, ...], game: str,
               waiting: Callable[[int, Any], None] | None = None) -> None:
    """The shared checks of a protocol state's ``apply``, in order: ``move`` is one of this game's
    ``kinds``, ``seat`` is at the table, the game is not over, ``seat`` is awaited (``waiting``
    may raise the game's own reason first, for a seat it does not wait for)."""
    if not isinstance(move, kinds):
        raise not_a_move(game, move)
    if not is_seat(seat, len(state.players)):
        raise not_a_seat(seat)
    refused = awaited(state, seat)
    if refused is None:
        return
    if refused.code == NOT_YOUR_TURN and waiting is not None:
        waiting(seat, move)  # the game's own reason first, if it has one
    raise refused


def printed(err: IllegalMove, names: Mapping[str, tuple[str, str]]) -> IllegalMove:
    """``err`` as a command line prints it: a shared code listed in ``names`` under the game's
    code and English words from before it was shared (``{code: (old code, old text)}``)."""
    if err.code not in names:
        return err
    code, text = names[err.code]
    return IllegalMove(code, text.format(**err.params), **err.params)
