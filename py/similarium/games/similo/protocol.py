"""Similo behind the game protocol (:mod:`similarium.core.protocol`): ``RULES``.

Seat 0 is the clue giver, seats 1..N the guessers (2 to 7 players). The guessers are one
team: while cards are due any guesser seat may remove one, so ``turn()`` lists them all.
Options: ``rules`` (classic; remove; remove-advanced: the remove rules with vertical clues
allowed), ``characters`` (the deck of the grid) and ``clues`` (``same``: one-deck play, the
hand from the rest of that deck; a deck id: two-deck play). The giver sees the secret and the
hand; guessers see the grid, the clues with their orientation and the removals, and the
secret once the game is over; nobody sees the draw order or the seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import ClassVar

from similarium.core import protocol as core
from similarium.core.errors import BadInput
from similarium.core.i18n import CATALOGUE
from similarium.games.similo import decks, messages
from similarium.games.similo.bots import RandomBot, TraitsBot, played_clues
from similarium.games.similo.explain import clue_meaning
from similarium.games.similo.messages import illegal
from similarium.games.similo.rules import (
    CLASSIC,
    OVER,
    REMOVE,
    REMOVE_PHASE,
    WON,
    Clue,
    Deal,
    Game,
    Move,
    PlayedClue,
    Remove,
    Variant,
)

CATALOGUE.register("en", messages.EN)  # the rule codes' texts

ADVANCED = "remove-advanced"
RULE_CHOICES = (CLASSIC, REMOVE, ADVANCED)
SAME = "same"
DECK_ORDER = ("fables", "myths", "history", "animals")  # the default deck first
GIVER = 0
MIN_PLAYERS, MAX_PLAYERS = 2, 7


def deck_ids() -> tuple[str, ...]:
    known = tuple(decks.load())
    return tuple(d for d in DECK_ORDER if d in known) + tuple(sorted(d for d in known if d not in DECK_ORDER))


def variant_of(options: dict) -> Variant:
    rules = options["rules"]
    return Variant(REMOVE if rules == ADVANCED else rules, rules == ADVANCED)


@dataclass(frozen=True)
class SimiloObservation:
    """What a seat sees. ``hand`` is the giver's alone; ``secret`` the giver's, and everybody's
    once the game is over; the draw pile only as a count."""

    seat: int
    role: str  # "giver" | "guesser"
    rules: str
    advanced: bool
    characters: str
    clue_deck: str
    round: int
    phase: str
    due: int
    grid: tuple[str, ...]
    remaining: tuple[str, ...]
    clues: tuple[PlayedClue, ...]
    removed: tuple[tuple[str, ...], ...]
    hand_size: int
    draw_pile_size: int
    hand: tuple[str, ...] | None
    secret: str | None
    result: str | None

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def variant(self) -> Variant:
        return Variant(self.rules, self.advanced)

    def to_json(self) -> dict:
        return {"seat": self.seat, "role": self.role, "rules": self.rules, "advanced": self.advanced,
                "characters": self.characters, "clue_deck": self.clue_deck, "round": self.round,
                "phase": self.phase, "due": self.due, "grid": list(self.grid), "remaining": list(self.remaining),
                "clues": [c.to_json() for c in self.clues], "removed": [list(r) for r in self.removed],
                "hand_size": self.hand_size, "draw_pile_size": self.draw_pile_size,
                "hand": None if self.hand is None else list(self.hand), "secret": self.secret,
                "result": self.result}


@dataclass(frozen=True)
class SimiloState(core.DealtState):
    game: Game

    @property
    def guessers(self) -> tuple[int, ...]:
        return tuple(range(1, len(self.players)))

    def turn(self) -> core.Turn:
        phase = self.game.phase
        if phase == OVER:
            return core.Turn((), OVER)
        return core.Turn(self.guessers if phase == REMOVE_PHASE else (GIVER,), phase)

    def legal_moves(self, seat: int) -> list[Move]:
        if seat == GIVER:
            return list(self.game.legal_clues())
        if seat in self.guessers:
            return list(self.game.legal_removals())
        return []

    GAME: ClassVar[str] = "similo"
    MOVES: ClassVar[tuple[type, ...]] = (Clue, Remove)

    def play(self, seat: int, move: Move) -> tuple[SimiloState, Move]:
        """Similo's rules (the shared checks are made by :func:`~similarium.core.protocol.checked_apply`)."""
        if isinstance(move, Clue) and seat != GIVER:  # the roles: at the guessers' turn
            raise illegal("similo.giver_only")
        if isinstance(move, Remove) and seat == GIVER:
            raise illegal("similo.guessers_only")
        done = self.game.completed(move)
        return replace(self, game=self.game.apply(done)), done

    def outcome(self) -> core.Outcome | None:
        if not self.game.over:
            return None
        won = self.game.result == WON
        seats = tuple(range(len(self.players)))
        return core.Outcome(tuple(int(won) for _ in seats), seats if won else ())

    def observation(self, seat: int) -> SimiloObservation:
        g = self.game
        giver = seat == GIVER
        return SimiloObservation(
            seat, "giver" if giver else "guesser", g.variant.rules, g.variant.advanced, g.characters, g.clue_deck,
            g.round, g.phase, g.due, g.grid, g.remaining, g.clues, g.removed, len(g.hand), len(g.draw_pile),
            g.hand if giver else None, g.secret if giver or g.over else None, g.result)

    def clue_meaning(self, seat: int, n: int, explained: bool = False) -> tuple[str, list[str]] | None:
        """What clue ``n`` (1-based) meant, as ``seat`` may know it, else None. The giver knows
        every clue's meaning (it sees the secret); a guesser once the game is over, or, when the
        giver explains its clues (``explained``: the page's AI giver, on request), once the
        guessers have removed the cards of that clue's round."""
        g = self.game
        if not 1 <= n <= len(g.clues):
            return None
        round_over = n < len(g.clues) or g.phase != REMOVE_PHASE or g.over
        if not (seat == GIVER or g.over or (explained and round_over)):
            return None
        return clue_meaning(decks.cards()[g.secret], played_clues(g)[n - 1])

    def log(self) -> core.GameLog:
        return core.played_log("similo", dict(self.options), self, move_to_json)


def new_state(options: dict, seed: int | None, players: tuple[str, ...]) -> SimiloState:
    seed = core.dealt_from(seed, "Similo")
    known = decks.load()
    characters = known[options["characters"]]
    clues = None if options["clues"] == SAME else known[options["clues"]]
    deal = Deal.from_seed(characters, clues, seed)
    return SimiloState(Game.new(variant_of(options), deal), seed, tuple(players), tuple(sorted(options.items())))


def move_to_json(move: Move) -> dict:
    if isinstance(move, Clue):
        return {"clue": move.card, "orientation": move.orientation, "drawn": move.drawn}
    return {"remove": move.card}


def move_from_json(data: object) -> Move:
    if isinstance(data, dict) and set(data) == {"remove"} and isinstance(data["remove"], str):
        return Remove(data["remove"])
    if (isinstance(data, dict) and set(data) in ({"clue", "orientation"}, {"clue", "orientation", "drawn"})
            and isinstance(data["clue"], str) and isinstance(data["orientation"], str)
            and (data.get("drawn") is None or isinstance(data["drawn"], str))):
        return Clue(data["clue"], data["orientation"], data.get("drawn"))
    raise BadInput(f"a Similo move is {{'clue': id, 'orientation': o}} or {{'remove': id}}, not {data!r}")


def notation(move: Move) -> str:
    """``V animals-owl`` / ``H animals-owl`` (a clue, ``+card`` drawn), ``x animals-owl`` (removed)."""
    if isinstance(move, Clue):
        return f"{move.orientation[0].upper()} {move.card}" + (f" +{move.drawn}" if move.drawn else "")
    return f"x {move.card}"


def resample(state: SimiloState, seat: int, seed: int) -> SimiloState:
    """What ``seat`` cannot see, dealt again: the draw order (everybody), and for a guesser the
    giver's hand and, while the game lasts, the secret among the cards on the table."""
    rng = random.Random(seed)
    g = state.game
    if seat == GIVER:
        pile = list(g.draw_pile)
        rng.shuffle(pile)
        return replace(state, game=replace(g, draw_pile=tuple(pile)), seed=seed)
    pool = list(g.hand + g.draw_pile)
    rng.shuffle(pool)
    secret = g.secret if g.over else g.remaining[rng.randrange(len(g.remaining))]
    game = replace(g, hand=tuple(pool[:len(g.hand)]), draw_pile=tuple(pool[len(g.hand):]), secret=secret)
    return replace(state, game=game, seed=seed)


RULES = core.Rules(
    game="similo",
    options=(core.Option("rules", RULE_CHOICES), core.Option("characters", deck_ids()),
             core.Option("clues", (SAME, *deck_ids()))),
    # The giver sees the secret and the hand; the guessers are one team with the giver (all win or
    # all lose); the seed deals the grid and the draws, so a log needs it.
    facts=core.GameFacts(core.Information.IMPERFECT, core.Chance.SEEDED, team=True, min_players=MIN_PLAYERS,
                    max_players=MAX_PLAYERS, replays_without_seed=False, daily=True),
    new_state=new_state,
    move_to_json=move_to_json,
    move_from_json=move_from_json,
    notation=notation,
    bots={"random": RandomBot, "traits": TraitsBot},
    resample=resample,
    review="similarium.games.similo.review",
)
