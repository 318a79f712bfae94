"""Race to 21's texts, English and French (the registry entry's ``texts``)."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE
from similarium.core.refusals import register

EN = {
    "race21.add_range": "Add 1, 2 or 3, not {add}.",
    "race21.past_target": "Adding {add} goes past {target}: the total is {total}.",
    "home.race21.tagline": "Add 1, 2 or 3 in turn; whoever reaches the target wins.",
    "walkthrough.race21.1": "See the total.",
    "walkthrough.race21.2": "Add 1, 2 or 3 to it.",
    "walkthrough.race21.3": "Reach the target exactly to win.",
    "howto.race21.goal": "Bring the total exactly to the target.",
    "race21.total": "Total: {total} of {target}",
    "race21.add": "Add {add}",
    "race21.setup.title": "Race to 21",
    "race21.mode.solo": "Solo",
    "race21.mode.solo.help": "You against the counting bot; you add first.",
    "race21.menu.rules": "Add 1, 2 or 3 in turn; whoever reaches the target exactly wins.",
    "race21.setup.start": "Start",
    "race21.back": "Back",
}
FR = {
    "race21.add_range": "Ajoutez 1, 2 ou 3, pas {add}.",
    "race21.past_target": "Ajouter {add} dépasse {target}\u00a0: le total est {total}.",
    "home.race21.tagline": "Ajoutez 1, 2 ou 3 à tour de rôle\u00a0; qui atteint la cible gagne.",
    "walkthrough.race21.1": "Regardez le total.",
    "walkthrough.race21.2": "Ajoutez-y 1, 2 ou 3.",
    "walkthrough.race21.3": "Atteignez la cible exactement pour gagner.",
    "howto.race21.goal": "Amener le total exactement à la cible.",
    "race21.total": "Total\u00a0: {total} sur {target}",
    "race21.add": "Ajouter {add}",
    "race21.setup.title": "Course à 21",
    "race21.mode.solo": "Solo",
    "race21.mode.solo.help": "Vous contre le robot qui compte\u00a0; vous commencez.",
    "race21.menu.rules": "Ajoutez 1, 2 ou 3 à tour de rôle\u00a0; qui atteint la cible exactement gagne.",
    "race21.setup.start": "Commencer",
    "race21.back": "Retour",
}
CATALOGUE.register("en", EN)
CATALOGUE.register("fr", FR)
register("race21", EN)
