"""The reasons of Similis's review (``review.similis.*``), English and French: one plain sentence
each, with parameters (seats by number: the page shows their names)."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, register_french

EN = {
    "review.similis.lay.best":
        "Laying these {cards} cards was the best choice: {percent}% to finish first.",
    "review.similis.lay.better_lay":
        "Another series of {best_cards} cards kept {best_percent}% to finish first; yours of {played_cards} "
        "kept {played_percent}%.",
    "review.similis.gift.best":
        "Giving this card to seat {to} was the best choice: {percent}% to finish first.",
    "review.similis.gift.better_gift":
        "Another gift, to seat {best_to}, kept {best_percent}% to finish first; yours to seat {played_to} "
        "kept {played_percent}%.",
}

FR = {
    "review.similis.lay.best":
        "Poser ces {cards} cartes était le meilleur choix : {percent} % de chances de finir premier.",
    "review.similis.lay.better_lay":
        "Une autre série de {best_cards} cartes gardait {best_percent} % de chances de finir premier ; la vôtre "
        "de {played_cards}, {played_percent} %.",
    "review.similis.gift.best":
        "Donner cette carte au siège {to} était le meilleur choix : {percent} % de chances de finir premier.",
    "review.similis.gift.better_gift":
        "Un autre don, au siège {best_to}, gardait {best_percent} % de chances de finir premier ; le vôtre au "
        "siège {played_to}, {played_percent} %.",
}

CATALOGUE.register("en", EN)
register_french(FR)
