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
    "nim.setup.title": "Nim",
    "nim.mode.solo": "Solo",
    "nim.mode.solo.help": "You against the nim-sum bot; you move first.",
    "nim.menu.rules": "Take one or more counters from one heap; whoever takes the last one wins.",
    "nim.setup.start": "Start",
    "nim.back": "Back",
    "nim.heaps_unknown": "Choose the heaps: 3-4-5 or 1-3-5-7.",
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
    "nim.setup.title": "Nim",
    "nim.mode.solo": "Solo",
    "nim.mode.solo.help": "Vous contre le robot nim-sum\u00a0; vous jouez en premier.",
    "nim.menu.rules": "Prenez un jeton ou plus dans un tas\u00a0; qui prend le dernier gagne.",
    "nim.setup.start": "Commencer",
    "nim.back": "Retour",
    "nim.heaps_unknown": "Choisissez les tas\u00a0: 3-4-5 ou 1-3-5-7.",
}
CATALOGUE.register("en", EN)
CATALOGUE.register("fr", FR)
register("nim", EN)
