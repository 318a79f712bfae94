"""English texts of SIMILI: illegal-action reasons (keyed by rule code) and sheet labels.

The UI registers these in the shared message catalogue; rule code ``simili.x``
is also the catalogue key of the reason shown to the player.
"""

from __future__ import annotations

from typing import Any

from similarium.core.errors import IllegalMove

EN: dict[str, str] = {
    # Reasons for illegal actions (the rule each one enforces).
    "simili.game_over": "The game is over: all 10 rounds have been played.",
    "simili.choose_first": "Choose a category (Sequence, Matching or Ladder) before the roll.",
    "simili.already_chosen": "This round's category is already chosen ({category}); it is circled before the roll.",
    "simili.roll_first": "Roll the dice first: digits are booked after the roll.",
    "simili.already_rolled": "The dice were already rolled this round.",
    "simili.not_booking": "You can only book digits after this round's roll and before you confirm it.",
    "simili.bad_category": "{category} is not a category: choose Sequence, Matching or Ladder.",
    "simili.bad_digit": "{digit} is not a digit from 0 to 9.",
    "simili.bad_roll": "A roll is three digits from 0 to 9; got {roll}.",
    "simili.roll_mismatch": "This game's dice are seeded: round {round} rolls {expected}, not {roll}.",
    "simili.bad_space": "There is no row {row}, space {space}: rows are 1-5 and spaces 1-4.",
    "simili.not_in_bank": "There is no {digit} left in your bank.",
    "simili.wrong_category": "This round's category is {category}: book into it, or spend a free book (Bonus II) to book into {target}.",
    "simili.limit_reached": "You have already booked {limit} digits this round, the most allowed{why}.",
    "simili.no_free_book": "You have no free book: Bonus II gives one after five Sequences{modern}.",
    "simili.free_must_be_sequence": "Your first free book went into {first}, so the second must go into Sequence.",
    "simili.space_taken": "That space already holds a {digit}: booked digits are permanent.",
    "simili.breaks_row": "A {digit} there would make a full {category} impossible in row {row}: that space can only take {allowed}.",
    "simili.nothing_to_undo": "Nothing to undo: only this round's bookings (or the category, before the roll) can be taken back.",
    "simili.not_confirmable": "There is nothing to confirm: roll the dice first.",
    # Labels.
    "simili.title": "SIMILI",
    "simili.tagline": "Roll & write: book digits into Sequences, Matchings and Ladders; reach 100 in 10 rounds.",
    "simili.category.sequence": "Sequence",
    "simili.category.matching": "Matching",
    "simili.category.ladder": "Ladder",
    "simili.variant.classic": "Classic",
    "simili.variant.modern": "Modern",
}


def category_name(category: str) -> str:
    return EN.get(f"simili.category.{category}", str(category))


def illegal(code: str, **params: Any) -> IllegalMove:
    """An :class:`IllegalMove` whose reason is the English text of ``code``."""
    return IllegalMove(code, EN[code].format(**params), **params)
