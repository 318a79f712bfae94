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
    "simili.category.sequence": "Sequence",
    "simili.category.matching": "Matching",
    "simili.category.ladder": "Ladder",
    "simili.variant.classic": "Classic",
    "simili.variant.modern": "Modern",
    "simili.mode.solo": "Solo",
    "simili.mode.daily": "Daily challenge",
    "simili.mode.table": "Table",
    "simili.mode.solo.help": "One sheet, your own dice or a seed.",
    "simili.mode.daily.help": "Today's dice, the same for everyone. One official attempt.",
    "simili.mode.table.help": "Several sheets on this device sharing the same rolls.",
    "simili.setup.title": "New SIMILI game",
    "simili.setup.variant": "Rules",
    "simili.setup.dice": "Dice",
    "simili.setup.dice.seeded": "The app rolls (seeded)",
    "simili.setup.dice.typed": "I roll real dice and type them in",
    "simili.setup.players": "Players (one name a line)",
    "simili.setup.start": "Start",
    "simili.round": "Round {n} of 10",
    "simili.round.short": "Round",
    "simili.bank": "Bank",
    "simili.bank.empty": "Your bank is empty.",
    "simili.choose.prompt": "{player}, circle a category for round {n}:",
    "simili.choose.prompt.solo": "Circle a category for round {n}:",
    "simili.roll.button": "Roll the dice",
    "simili.roll.typed": "Digits rolled",
    "simili.roll.typed.placeholder": "e.g. 3 0 7",
    "simili.roll.waiting": "Everyone has chosen: roll the dice.",
    "simili.book.prompt": "{player}: book up to {left} more into {category}; pick a digit, then a space.",
    "simili.book.prompt.solo": "Book up to {left} more into {category}: pick a digit, then a space.",
    "simili.book.selected": "Where should the {digit} go? Highlighted spaces can take it.",
    "simili.free.toggle": "Use a free book ({n} left)",
    "simili.free.on": "Free book: the next digit may go into any category.",
    "simili.undo": "Undo",
    "simili.confirm": "Confirm round",
    "simili.hint": "Hint",
    "simili.hint.computing": "Computing the odds…",
    "simili.hint.title": "Odds from here",
    "simili.hint.p_win": "win",
    "simili.hint.p_105": "105+",
    "simili.hint.expected": "expected",
    "simili.hint.recommended": "Recommended: {category}",
    "simili.hint.books": "Suggested: {books}",
    "simili.hint.unavailable": "No hint available: {reason}",
    "simili.sheet": "Scoresheet",
    "simili.track": "Scoring track",
    "simili.bonus": "S Bonus",
    "simili.bonus.i": "I (1×3): +1 book",
    "simili.bonus.ii": "II (5×3): free book",
    "simili.bonus.iia": "II-A (5×3): free book",
    "simili.bonus.iib": "II-B (4×4): free book",
    "simili.bonus.iii": "III (5×4): +5",
    "simili.log": "Turn log",
    "simili.log.round": "Round {n}: {category}, rolled {roll}; booked {books} → {score} points",
    "simili.log.none": "nothing",
    "simili.over.won": "You won with {score} points!",
    "simili.over.lost": "{score} points: 100 were needed. Lost.",
    "simili.over.player": "{player}: {score} ({result})",
    "simili.over.next": "Play another game",
    "simili.over.home": "Back to the games",
    "simili.seed": "Seed {seed}",
    "simili.players": "Players",
    "simili.taken_back": "Taken back.",
    "simili.setup.players.few": "A table needs at least two players: type one name a line.",
    "simili.setup.players.unique": "Each player needs a different name.",
    "simili.match.none_won": "No game won yet: only won games add their score to the total.",
    "simili.hint.not_built": "the advisor is not part of this build.",
    "simili.space.empty": "empty",
    "simili.space.label": "{category} row {row} space {space}: {content}",
    "simili.bonus.marker.first": "where the first free book went",
    "simili.hint.title.book": "Advisor's booking",
    "simili.hint.book_nothing": "keep everything in the bank",
    "simili.hint.gain": "(+{gain} points now; the most this round could give is +{best}).",
    "simili.hint.exact": "Exact: every one of the 1000 rolls, with the best booking after it.",
    "simili.hint.estimated": "Estimated by playing the rest of the game {n}+ times per category with the bot (± = 95% interval).",
    "simili.keys": "Keys: <kbd>S</kbd> <kbd>M</kbd> <kbd>L</kbd> category · <kbd>R</kbd> roll · <kbd>0</kbd>–<kbd>9</kbd> pick a bank digit · <kbd>F</kbd> free book · <kbd>U</kbd>/<kbd>Ctrl+Z</kbd> undo · <kbd>Enter</kbd> confirm · <kbd>?</kbd> hint · <kbd>Esc</kbd> unselect",
    "simili.abandon": "Abandon this game and start another? Click “New game” again to confirm.",
    "simili.new_game": "New game",
    "simili.link": "link to this game",
    "simili.link.title": "Same seed, same dice: copy this link to play the same game elsewhere.",
    "simili.pick_digit_first": "Select a digit from your bank first, then the space to book it in.",
}


def category_name(category: str) -> str:
    return EN.get(f"simili.category.{category}", str(category))


def illegal(code: str, **params: Any) -> IllegalMove:
    """An :class:`IllegalMove` whose reason is the English text of ``code``."""
    return IllegalMove(code, EN[code].format(**params), **params)
