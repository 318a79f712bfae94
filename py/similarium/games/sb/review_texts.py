"""The reasons of SB's review (``review.sb.*``), English and French: one plain sentence each,
with parameters (dice as the log writes them, chances in percent)."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, register_french

EN = {
    "review.sb.aside.best": "Setting aside {dice} was the best choice: {percent}% to win.",
    "review.sb.aside.better": "Setting aside {best} kept {best_percent}% to win; {played} kept {played_percent}%.",
    "review.sb.roll.best": "Rolling again was right: {percent}% to win.",
    "review.sb.roll.better": "Stopping here kept {best_percent}% to win; rolling again {played_percent}%.",
    "review.sb.stop.best": "Stopping here was right: {percent}% to win.",
    "review.sb.stop.better": "Rolling again kept {best_percent}% to win; stopping {played_percent}%.",
}

FR = {
    "review.sb.aside.best": "Mettre de côté {dice} était le meilleur choix : {percent} % de chances de gagner.",
    "review.sb.aside.better": "Mettre de côté {best} gardait {best_percent} % de chances de gagner ; {played} "
                              "{played_percent} %.",
    "review.sb.roll.best": "Relancer était le bon choix : {percent} % de chances de gagner.",
    "review.sb.roll.better": "S’arrêter ici gardait {best_percent} % de chances de gagner ; relancer "
                             "{played_percent} %.",
    "review.sb.stop.best": "S’arrêter ici était le bon choix : {percent} % de chances de gagner.",
    "review.sb.stop.better": "Relancer gardait {best_percent} % de chances de gagner ; s’arrêter "
                             "{played_percent} %.",
}

CATALOGUE.register("en", EN)
register_french(FR)
