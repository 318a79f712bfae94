"""Similo's suggestion and belief hint, said with a reason (issue 27, item 3). Plain Python over
cards; the page renders the codes through the catalogue (``advice.similo.*``,
:mod:`.advice_texts`).

* The giver's suggested clue (its value: the team's win chance, :mod:`.chance`): what it points
  at, counted on the table. A vertical clue points at traits the secret shares with it: how many
  other cards have them too, and whether this round's removals can all come from the others. A
  horizontal clue points at traits the secret lacks: how many other cards have them.
* The guessers' hint (the AI's belief on each card): the cards the AI would remove now are the
  least likely by that same belief, so the hint never recommends removing a card shown as more
  likely than one it keeps.
"""

from __future__ import annotations

from collections.abc import Sequence

from similarium.core.advice import Advice, Choice, Reason

from .decks import Card
from .explain import clue_meaning

TEXTS = "similarium.games.similo.advice_texts"


def clue_reason(secret: Card, table: Sequence[Card], clue: Card, orientation: str, count: int,
                win_chance: float) -> Reason:
    """Why the suggested clue: ``table`` the cards still in play (the secret among them)."""
    from .ai import PlayedClue

    kind, traits = clue_meaning(secret, PlayedClue(clue, orientation, tuple(table)))
    others = [c for c in table if c.id != secret.id]
    chance = round(100 * win_chance)
    if not traits:
        return Reason("advice.similo.clue.plain", {"chance": chance})
    if kind == "shared":
        alike = sum(1 for c in others if set(traits) <= c.traits)
        rest = len(others) - alike
        code = "advice.similo.clue.like" if rest >= count else "advice.similo.clue.like_tight"
        return Reason(code, {"alike": alike, "others": len(others), "rest": rest, "count": count,
                             "extra": max(0, count - rest), "n": count})
    pointed = sum(1 for c in others if c.traits & set(traits))
    return Reason("advice.similo.clue.unlike", {"pointed": pointed, "others": len(others), "count": count, "n": count})


def removal_advice(belief: dict[str, float], removals: Sequence[str]) -> Advice:
    """The guessers' hint: every card with the AI's belief, the ones it would remove first (the
    least likely), and the reason."""
    order = list(removals) + sorted((c for c in belief if c not in removals), key=lambda c: belief[c])
    choices = tuple(Choice(c, 1.0 - belief[c], round(1.0 - belief[c], 2)) for c in order)
    top = max(belief, key=lambda c: belief[c])
    low = max(belief[c] for c in removals) if removals else 0.0
    return Advice(order[0] if order else "", "p_not_secret", choices,
                  Reason("advice.similo.remove", {"cards_all": list(removals), "low": round(100 * low),
                                                  "top": top, "top_chance": round(100 * belief[top]),
                                                  "n": len(removals)}))
