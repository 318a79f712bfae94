"""Nim's texts, English and French: its rules' refusals, its home card, its first-move steps and
its How to play page (the registry entry's ``texts`` module: imported when they are needed)."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE
from similarium.core.refusals import register

EN = {
    "nim.no_such_heap": "There is no heap {heap}.",
    "nim.take_count": "Take 1 to {left} counters from heap {heap}, not {count}.",
    "home.nim.tagline": "Take counters from the heaps; whoever takes the last one wins.",
    "walkthrough.nim.1": "Pick a heap.",
    "walkthrough.nim.2": "Take one or more counters from it.",
    "walkthrough.nim.3": "Take the last counter to win.",
    "howto.nim.goal": "Take the last counter.",
    "nim.take": "Take {count} from heap {heap}",
    "nim.heap": "Heap {heap}: {n}",
    "nim.winner": "{player} took the last counter and wins.",
}
FR = {
    "nim.no_such_heap": "Il n’y a pas de tas {heap}.",
    "nim.take_count": "Prenez de 1 à {left} jetons du tas {heap}, pas {count}.",
    "home.nim.tagline": "Prenez des jetons dans les tas\u00a0; qui prend le dernier gagne.",
    "walkthrough.nim.1": "Choisissez un tas.",
    "walkthrough.nim.2": "Prenez-y un jeton ou plus.",
    "walkthrough.nim.3": "Prenez le dernier jeton pour gagner.",
    "howto.nim.goal": "Prendre le dernier jeton.",
    "nim.take": "Prendre {count} du tas {heap}",
    "nim.heap": "Tas {heap}\u00a0: {n}",
    "nim.winner": "{player} a pris le dernier jeton et gagne.",
}
CATALOGUE.register("en", EN)
CATALOGUE.register("fr", FR)
register("nim", EN)
