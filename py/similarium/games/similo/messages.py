"""English texts of Similo's rules: the reason of every refused move or deal (keyed by its rule
code ``similo.<rule>``), registered on the catalogue by :mod:`.protocol`."""

from __future__ import annotations

from typing import Any

from similarium.core.errors import IllegalMove

EN: dict[str, str] = {
    # Setting up (a deal given from outside: the command line).
    "similo.unknown_deck": "There is no deck {deck!r}.",
    "similo.unknown_card": "There is no card {card!r} in any deck.",
    "similo.card_twice": "The card {card} is dealt twice: every card is in one place only.",
    "similo.bad_grid": "The grid is 12 different cards of the character deck ({deck}); {why}.",
    "similo.secret_off_grid": "The secret {card} is not one of the 12 characters on the grid.",
    "similo.bad_hand": "The clue giver's starting hand is 5 cards, not {count}.",
    "similo.not_clue_deck": "The card {card} is not from the clue deck ({deck}): the hand and the draw pile are.",
    # Playing.
    "similo.game_over": "The game is over ({result}): nothing more can be played.",
    "similo.not_a_seat": "There is no seat {seat} at this table.",
    "similo.giver_only": "Only the clue giver (seat 0) plays clues.",
    "similo.guessers_only": "Only the guessers remove characters; the clue giver plays clues.",
    "similo.remove_first": "Round {round}: the guessers still remove {due} card(s) before the next clue.",
    "similo.clue_first": "Round {round} has no clue yet: the clue giver plays one before anything is removed.",
    "similo.bad_orientation": "A clue is played vertical or horizontal, not {orientation!r}.",
    "similo.horizontal_only": "Under the remove rules clues are played horizontally (vertical clues are the advanced variant).",
    "similo.not_in_hand": "The card {card} is not in the clue giver's hand.",
    "similo.draw_mismatch": "After this clue the giver draws {expected}, not {drawn}.",
    "similo.not_on_table": "The card {card} is not on the table: only the characters still there can be removed.",
    "similo.round_count": "Round {round} removes {due} card(s), not {count}.",
    "similo.sixth_round": "The game has 5 rounds: there is no round {round}.",
}


def illegal(code: str, **params: Any) -> IllegalMove:
    """An :class:`IllegalMove` whose reason is the English text of ``code``."""
    return IllegalMove(code, EN[code].format(**params), **params)
