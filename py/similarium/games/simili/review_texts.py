"""The reasons of SIMILI's review (``review.simili.*``), English and French: one plain sentence
each, with parameters (a category's id is shown by the page with its own name)."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, register_french

EN = {
    "review.simili.category.best":
        "Circling {category} was the best choice: {percent}% to reach 100.",
    "review.simili.category.better":
        "Circling {best} kept {best_percent}% to reach 100; {played} kept {played_percent}%.",
    "review.simili.books.best":
        "Your booking kept the most open: {percent}% to reach 100.",
    "review.simili.books.better":
        "The advisor's booking kept {best_percent}% to reach 100; yours kept {played_percent}%.",
    "review.simili.books.last_best":
        "Your last booking made the most of the roll: {score} points.",
    "review.simili.books.last_better":
        "The best booking of this roll made {best_score} points; yours made {score}.",
    "review.simili.category.lost": "By then 100 was out of reach: 0.0% with every category.",
    "review.simili.category.sure": "By then 100 was sure: 100.0% with every category.",
    "review.simili.books.lost": "By then 100 was out of reach: 0.0% with your booking and with the advisor's.",
    "review.simili.books.sure": "Your booking kept 100 sure: 100.0%, as the advisor's did.",
}

FR = {
    "review.simili.category.best":
        "Entourer {category} était le meilleur choix : {percent} % de chances d’atteindre 100.",
    "review.simili.category.better":
        "Entourer {best} gardait {best_percent} % de chances d’atteindre 100 ; {played} en gardait "
        "{played_percent} %.",
    "review.simili.books.best":
        "Vos inscriptions gardaient le plus de possibilités : {percent} % de chances d’atteindre 100.",
    "review.simili.books.better":
        "Les inscriptions du conseiller gardaient {best_percent} % de chances d’atteindre 100 ; "
        "les vôtres {played_percent} %.",
    "review.simili.books.last_best":
        "Votre dernière inscription a tiré le meilleur du lancer : {score} points.",
    "review.simili.books.last_better":
        "La meilleure inscription de ce lancer faisait {best_score} points ; la vôtre {score}.",
    "review.simili.category.lost": "À ce stade, 100 était hors d’atteinte : 0,0 % quelle que soit la catégorie.",
    "review.simili.category.sure": "À ce stade, 100 était acquis : 100,0 % quelle que soit la catégorie.",
    "review.simili.books.lost": "À ce stade, 100 était hors d’atteinte : 0,0 % avec vos inscriptions comme avec celles du conseiller.",
    "review.simili.books.sure": "Avec vos inscriptions, 100 restait acquis : 100,0 %, comme avec celles du conseiller.",
}

CATALOGUE.register("en", EN)
register_french(FR)
