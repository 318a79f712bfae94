"""Similo's rules: the deal, the clues, the removals, the end.

Classic rules: each round the clue giver plays one clue from the hand, vertical (its
character has something SIMILAR to the secret) or horizontal (something DIFFERENT); every
clue stays valid. The guessers then remove 1, 2, 3, 4, 1 characters in rounds 1-5; removing
the secret loses at once, the secret being the last card standing wins. The giver draws 1
card after each clue while the draw pile allows.

Remove rules (the French text): clues are played horizontally and are similar to one or more
cards the giver wants removed; advanced variant: a vertical clue is different from the cards
to remove. Two-deck play, in both families: the grid from deck A, the hand and every refill
from deck B (:class:`Deal`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace

from similarium.core.refusals import chance_mismatch, not_a_move, over

from .decks import Deck
from .messages import illegal

CLASSIC, REMOVE = "classic", "remove"
VERTICAL, HORIZONTAL = "vertical", "horizontal"
ORIENTATIONS = (VERTICAL, HORIZONTAL)
REMOVALS = (1, 2, 3, 4, 1)  # cards removed in rounds 1..5
ROUNDS = len(REMOVALS)
GRID_SIZE, HAND_SIZE = 12, 5
CLUE_PHASE, REMOVE_PHASE, OVER = "clue", "remove", "over"
WON, LOST, PLAYING = "won", "lost", "playing"

MEANINGS = {
    (CLASSIC, VERTICAL): "similar to the secret",
    (CLASSIC, HORIZONTAL): "different from the secret",
    (REMOVE, HORIZONTAL): "similar to one or more cards to remove",
    (REMOVE, VERTICAL): "different from the cards to remove",
}


@dataclass(frozen=True)
class Variant:
    """The rule family (classic or remove) and, for the remove rules, the advanced variant."""

    rules: str = CLASSIC
    advanced: bool = False

    @property
    def orientations(self) -> tuple[str, ...]:
        """How a clue may be played: both ways, except under the plain remove rules."""
        return ORIENTATIONS if self.rules == CLASSIC or self.advanced else (HORIZONTAL,)

    def meaning(self, orientation: str) -> str:
        """What a clue played this way says (the rule text's sentence)."""
        return MEANINGS[self.rules, orientation]


@dataclass(frozen=True)
class Deal:
    """A game's cards: the 12-card grid and its secret from the character deck; the giver's
    hand of 5 and the draw pile (the refills, in order) from the clue deck (the same deck, its
    remaining cards, in one-deck play)."""

    characters: str
    clues: str
    grid: tuple[str, ...]
    secret: str
    hand: tuple[str, ...]
    draws: tuple[str, ...]

    @classmethod
    def from_seed(cls, characters: Deck, clues: Deck | None, seed: int) -> Deal:
        """Shuffle and deal: the grid is the first 12 characters, the secret one of them; the
        hand and the draw pile come from the rest of the deck or from the clue deck."""
        rng = random.Random(seed)
        people = list(characters.ids)
        rng.shuffle(people)
        grid = tuple(people[:GRID_SIZE])
        secret = grid[rng.randrange(GRID_SIZE)]
        if clues is None or clues.id == characters.id:
            pile, clue_deck = people[GRID_SIZE:], characters.id
        else:
            pile, clue_deck = list(clues.ids), clues.id
            rng.shuffle(pile)
        return cls(characters.id, clue_deck, grid, secret, tuple(pile[:HAND_SIZE]), tuple(pile[HAND_SIZE:]))

    @property
    def same_deck(self) -> bool:
        return self.characters == self.clues

    def check(self, decks: Mapping[str, Deck]) -> None:
        """IllegalMove (a ``similo.*`` setup rule) unless this deal can be dealt from ``decks``."""
        for deck in (self.characters, self.clues):
            if deck not in decks:
                raise illegal("similo.unknown_deck", deck=deck)
        known = {c for d in decks.values() for c in d.ids}
        everything = (*self.grid, self.secret, *self.hand, *self.draws)
        for card in everything:
            if card not in known:
                raise illegal("similo.unknown_card", card=card)
        seen: set[str] = set()
        for card in (*self.grid, *self.hand, *self.draws):
            if card in seen:
                raise illegal("similo.card_twice", card=card)
            seen.add(card)
        people = set(decks[self.characters].ids)
        if len(self.grid) != GRID_SIZE:
            raise illegal("similo.bad_grid", deck=self.characters, why="size", count=len(self.grid))
        for card in self.grid:
            if card not in people:
                raise illegal("similo.bad_grid", deck=self.characters, why="foreign", card=card)
        if self.secret not in self.grid:
            raise illegal("similo.secret_off_grid", card=self.secret)
        if len(self.hand) != HAND_SIZE:
            raise illegal("similo.bad_hand", count=len(self.hand))
        clue_cards = set(decks[self.clues].ids)
        for card in (*self.hand, *self.draws):
            if card not in clue_cards:
                raise illegal("similo.not_clue_deck", card=card, deck=self.clues)


@dataclass(frozen=True)
class Clue:
    """The giver plays ``card`` from the hand; ``drawn`` is the refill that came up (left
    ``None`` by a player: the rules complete it from the draw pile)."""

    card: str
    orientation: str
    drawn: str | None = None


@dataclass(frozen=True)
class Remove:
    """The guessers remove one character from the table."""

    card: str


Move = Clue | Remove


@dataclass(frozen=True)
class PlayedClue:
    """A clue on the table, as everybody sees it."""

    card: str
    orientation: str

    def to_json(self) -> dict:
        return {"card": self.card, "orientation": self.orientation}


@dataclass(frozen=True)
class Game:
    """A Similo game between one clue giver and the guessers (one team)."""

    variant: Variant
    characters: str
    clue_deck: str
    grid: tuple[str, ...]
    secret: str
    hand: tuple[str, ...]
    draw_pile: tuple[str, ...]
    clues: tuple[PlayedClue, ...] = ()
    removed: tuple[tuple[str, ...], ...] = ()  # per round, aligned with ``clues``
    result: str | None = None

    @classmethod
    def new(cls, variant: Variant, deal: Deal) -> Game:
        return cls(variant, deal.characters, deal.clues, deal.grid, deal.secret, deal.hand, deal.draws)

    # -- where the game stands ---------------------------------------------------------

    @property
    def phase(self) -> str:
        if self.result is not None:
            return OVER
        if self.clues and len(self.removed[-1]) < REMOVALS[len(self.clues) - 1]:
            return REMOVE_PHASE
        return CLUE_PHASE

    @property
    def round(self) -> int:
        """The round being played (1-5): a clue opens it, its removals close it."""
        return len(self.clues) + (self.phase == CLUE_PHASE)

    @property
    def due(self) -> int:
        """Cards the guessers still remove this round (0 before its clue and once over)."""
        if self.phase != REMOVE_PHASE:
            return 0
        return REMOVALS[len(self.clues) - 1] - len(self.removed[-1])

    @property
    def remaining(self) -> tuple[str, ...]:
        """The characters still on the table, in grid order."""
        gone = {c for r in self.removed for c in r}
        return tuple(c for c in self.grid if c not in gone)

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def status(self) -> str:
        return self.result or PLAYING

    # -- moves -------------------------------------------------------------------------

    def legal_clues(self) -> list[Clue]:
        if self.phase != CLUE_PHASE:
            return []
        return [Clue(c, o) for c in self.hand for o in self.variant.orientations]

    def legal_removals(self) -> list[Remove]:
        if self.phase != REMOVE_PHASE:
            return []
        return [Remove(c) for c in self.remaining]

    def play_clue(self, clue: Clue) -> Game:
        """The giver plays a clue and draws 1 card (if the draw pile allows); a new round."""
        if self.over:
            raise over(result=self.result, game="similo")
        if self.phase == REMOVE_PHASE:
            raise illegal("similo.remove_first", round=self.round, due=self.due)
        if clue.orientation not in ORIENTATIONS:
            raise illegal("similo.bad_orientation", orientation=clue.orientation)
        if clue.orientation not in self.variant.orientations:
            raise illegal("similo.horizontal_only")
        if clue.card not in self.hand:
            raise illegal("similo.not_in_hand", card=clue.card)
        top = self.draw_pile[0] if self.draw_pile else None
        if clue.drawn is not None and clue.drawn != top:
            raise chance_mismatch("similo", top, clue.drawn)
        hand = tuple(c for c in self.hand if c != clue.card) + ((top,) if top else ())
        return replace(self, hand=hand, draw_pile=self.draw_pile[1:],
                       clues=(*self.clues, PlayedClue(clue.card, clue.orientation)), removed=(*self.removed, ()))

    def remove(self, card: str) -> Game:
        """The guessers remove one character: the secret loses at once; the eleventh removal
        (the end of round 5) leaves the secret alone and wins."""
        if self.over:
            raise over(result=self.result, game="similo")
        if self.phase == CLUE_PHASE:
            raise illegal("similo.clue_first", round=self.round)
        if card not in self.remaining:  # ``removed``: a card of the grid already out (data for a page)
            raise illegal("similo.not_on_table", card=card, removed=card in self.grid)
        removed = (*self.removed[:-1], (*self.removed[-1], card))
        after = replace(self, removed=removed)
        if card == self.secret:
            return replace(after, result=LOST)
        if len(self.clues) == ROUNDS and after.phase == CLUE_PHASE:
            return replace(after, result=WON)
        return after

    def apply(self, move: Move) -> Game:
        if isinstance(move, Clue):
            return self.play_clue(move)
        if isinstance(move, Remove):
            return self.remove(move.card)
        raise not_a_move("similo", move)

    def completed(self, move: Move) -> Move:
        """``move`` as the log keeps it: a clue with the card it drew."""
        if isinstance(move, Clue) and move.drawn is None and self.draw_pile:
            return replace(move, drawn=self.draw_pile[0])
        return move
