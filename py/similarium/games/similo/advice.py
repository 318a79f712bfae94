"""Advice for a Similo game (the CLI's ``advise similo`` and the page's suggestion both call it):
the :mod:`.ai` giver's clue with its meaning and win chance, or the AI guessers' removals and
belief. Plain Python: the rules' :class:`~.rules.Game`, no page, no command line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from similarium.core.errors import BadInput
from similarium.games.similo import decks
from similarium.games.similo.rules import REMOVALS, Game

if TYPE_CHECKING:
    from similarium.games.similo.protocol import SimiloObservation


def giver_advice(game: Game | SimiloObservation) -> dict:
    """The AI's clue for the giver, what it means, and its chance to win with guessers like
    its readers (:mod:`.chance`; the giver does not know the pile's order): from the game, or
    from the giver's observation (what the page's suggestion reads: the secret is the giver's)."""
    from similarium.games.similo import ai, chance
    from similarium.games.similo.bots import played_clues

    if game.over or game.phase != "clue":
        raise BadInput("the giver is advised before a clue: every round so far must be complete")
    cards = decks.cards()
    table, clues = [cards[c] for c in game.remaining], played_clues(game)
    hand = [cards[c] for c in game.hand]
    choice = ai.choose_clue(cards[game.secret], table, clues, hand, REMOVALS[game.round - 1], game.variant.orientations)
    p = chance.win_chance(cards[game.secret], table, clues, hand, choice, game.variant.orientations)
    return {"clue": choice.card.id, "orientation": choice.orientation, "meaning": ai.meaning(choice),
            "win_chance": round(p, 4)}


def guesser_advice(game: Game) -> dict:
    """The cards the AI guessers remove now (as many as the round requires), and their belief."""
    from similarium.games.similo import ai
    from similarium.games.similo.bots import played_clues

    if game.over or game.phase != "remove":
        raise BadInput("the guessers are advised after a clue: the last round's clue played, its 'remove' []")
    cards = decks.cards()
    candidates = [cards[c] for c in game.remaining]
    belief = ai.belief(candidates, played_clues(game))
    return {"remove": ai.removals(candidates, played_clues(game), game.due),
            "belief": {c: round(belief[c], 4) for c in game.remaining}}
