"""The reasons of Similo's suggestion and hint (``advice.similo.*``), English and French."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, register_french

EN = {
    "advice.similo.clue.like.one":
        "{alike} of the other {others} cards have that too; this round's one removal can come from the {rest} that do not.",
    "advice.similo.clue.like.other":
        "{alike} of the other {others} cards have that too; the {count} removals of this round can all come from the {rest} that do not.",
    "advice.similo.clue.like_tight.one":
        "{alike} of the other {others} cards have that too and none does not: this round's one removal must be a card that looks like the secret.",
    "advice.similo.clue.like_tight.other":
        "{alike} of the other {others} cards have that too and only {rest} do not: {extra} of this round's {count} removals must be cards that look like the secret.",
    "advice.similo.clue.unlike.one":
        "{pointed} of the other {others} cards have what the secret lacks, and one must be removed this round: the clue points at them, not at the secret.",
    "advice.similo.clue.unlike.other":
        "{pointed} of the other {others} cards have what the secret lacks, and {count} must be removed this round: the clue points at them, not at the secret.",
    "advice.similo.remove.one":
        "The AI would remove {cards_all}: by the clues so far the least likely to be the secret ({low}%); the most likely is {top}, {top_chance}%.",
    "advice.similo.remove.other":
        "The AI would remove {cards_all}: by the clues so far the least likely to be the secret ({low}% or less each); the most likely is {top}, {top_chance}%.",
    "advice.similo.clue.plain":
        "No trait stands out; of the cards in hand it gives the team the best chance, {chance}%.",
}

FR = {
    "advice.similo.clue.like.one":
        "{alike} des {others} autres cartes l’ont aussi ; le seul retrait de cette manche peut se faire parmi les {rest} qui ne l’ont pas.",
    "advice.similo.clue.like.other":
        "{alike} des {others} autres cartes l’ont aussi ; les {count} retraits de cette manche peuvent tous se faire parmi les {rest} qui ne l’ont pas.",
    "advice.similo.clue.like_tight.one":
        "{alike} des {others} autres cartes l’ont aussi et aucune ne s’en distingue : le seul retrait de cette manche devra toucher une carte qui ressemble au secret.",
    "advice.similo.clue.like_tight.other":
        "{alike} des {others} autres cartes l’ont aussi et seulement {rest} ne l’ont pas : {extra} des {count} retraits de cette manche devront toucher des cartes qui ressemblent au secret.",
    "advice.similo.clue.unlike.one":
        "{pointed} des {others} autres cartes ont ce qui manque au secret, et une doit partir cette manche : l’indice les désigne, pas le secret.",
    "advice.similo.clue.unlike.other":
        "{pointed} des {others} autres cartes ont ce qui manque au secret, et {count} doivent partir cette manche : l’indice les désigne, pas le secret.",
    "advice.similo.remove.one":
        "L’IA retirerait {cards_all} : d’après les indices, la moins probable pour le secret ({low} %) ; la plus probable est {top}, {top_chance} %.",
    "advice.similo.remove.other":
        "L’IA retirerait {cards_all} : d’après les indices, les moins probables pour le secret ({low} % ou moins chacune) ; la plus probable est {top}, {top_chance} %.",
    "advice.similo.clue.plain":
        "Aucun trait ne ressort ; parmi les cartes en main, c’est elle qui donne la meilleure chance à "
        "l’équipe, {chance} %.",
}

CATALOGUE.register("en", EN)
register_french(FR)
