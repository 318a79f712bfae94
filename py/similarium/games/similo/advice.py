"""Advice for a Similo game (the CLI's ``advise similo`` and the page's suggestion both call it):
the :mod:`.ai` giver's clue with its meaning and win chance, or the AI guessers' removals and
belief. Plain Python: the rules' :class:`~.rules.Game`, no page, no command line."""

from __future__ import annotations

from dataclasses import replace

from similarium.core.errors import BadInput
from similarium.games.similo import decks
from similarium.games.similo.rules import REMOVALS, Clue, Game

WIN_SAMPLES = 40  # draw orders the giver's win chance averages over (it does not know the pile)


def _playout(game: Game) -> bool:
    """Play ``game`` to its end with the :mod:`.ai` giver and guessers; True when won."""
    from similarium.games.similo import ai
    from similarium.games.similo.bots import played_clues

    cards = decks.cards()
    while not game.over:
        candidates = [cards[c] for c in game.remaining]
        if game.phase == "clue":
            choice = ai.choose_clue(cards[game.secret], candidates, played_clues(game),
                                    [cards[c] for c in game.hand], REMOVALS[game.round - 1],
                                    game.variant.orientations)
            game = game.play_clue(Clue(choice.card.id, choice.orientation))
        else:
            game = game.remove(ai.removals(candidates, played_clues(game), 1)[0])
    return game.status == "won"


def giver_advice(game: Game) -> dict:
    """The AI's clue for the giver, what it means, and its chance to win with the AI guessers
    (averaged over draw orders: the giver does not know the pile's)."""
    import random

    from similarium.games.similo import ai
    from similarium.games.similo.bots import played_clues

    if game.over or game.phase != "clue":
        raise BadInput("the giver is advised before a clue: every round so far must be complete")
    cards = decks.cards()
    choice = ai.choose_clue(cards[game.secret], [cards[c] for c in game.remaining], played_clues(game),
                            [cards[c] for c in game.hand], REMOVALS[game.round - 1], game.variant.orientations)
    after = game.play_clue(Clue(choice.card.id, choice.orientation))
    rng, wins = random.Random(0), 0
    for _ in range(WIN_SAMPLES):
        pile = list(after.draw_pile)
        rng.shuffle(pile)
        wins += _playout(replace(after, draw_pile=tuple(pile)))
    return {"clue": choice.card.id, "orientation": choice.orientation, "meaning": ai.meaning(choice),
            "win_chance": round(wins / WIN_SAMPLES, 4)}


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
