"""The reasons of Similo's review (``review.similo.*``), English and French: one plain sentence
each, with parameters (cards and orientations by id: the page shows their names)."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, register_french

EN = {
    "review.similo.clue.best":
        "Playing {clue} ({orientation}) was the best clue: {percent}% to win.",
    "review.similo.clue.better":
        "Playing {best} ({best_orientation}) kept {best_percent}% to win; {played} ({played_orientation}) "
        "kept {played_percent}%.",
    "review.similo.remove.best":
        "Removing {card} was right: {risk}% that it was the secret, {percent}% to win.",
    "review.similo.remove.better":
        "Removing {best} risked {best_risk}% and kept {best_percent}% to win; {played} risked "
        "{played_risk}% and kept {played_percent}%.",
}

FR = {
    "review.similo.clue.best":
        "Jouer {clue} ({orientation}) était le meilleur indice : {percent} % de chances de gagner.",
    "review.similo.clue.better":
        "Jouer {best} ({best_orientation}) gardait {best_percent} % de chances de gagner ; {played} "
        "({played_orientation}), {played_percent} %.",
    "review.similo.remove.best":
        "Retirer {card} était juste : {risk} % de risque que ce soit le secret, {percent} % de chances de gagner.",
    "review.similo.remove.better":
        "Retirer {best} risquait {best_risk} % et gardait {best_percent} % de chances de gagner ; {played} "
        "risquait {played_risk} % et gardait {played_percent} %.",
}

CATALOGUE.register("en", EN)
register_french(FR)
