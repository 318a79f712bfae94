"""The reasons of SIMILI's hint (``advice.simili.*``), English and French: one plain sentence each,
with parameters (a category's id and a list of digits are written by the page in its language)."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, register_french

EN = {
    "advice.simili.open":
        "{category} keeps {digits} open: a roll with one of them scores this round, {rolls} rolls in 100 "
        "({rival}: {rival_rolls}).",
    "advice.simili.bank":
        "{category} scores from the bank whatever the roll; {rival} scores on {rival_rolls} rolls in 100.",
    "advice.simili.later":
        "{category} scores this round on fewer rolls ({rolls} in 100, {rival} {rival_rolls}), but over the "
        "{left} rounds left it keeps more rows completable: it risks this round for the game.",
    "advice.simili.even":
        "{category} scores this round on fewer rolls ({rolls} in 100, {rival} {rival_rolls}); over the {left} "
        "rounds left the playouts cannot tell the two apart.",
    "advice.simili.nothing":
        "No roll lets any category score much this round; {category} risks the least for the {left} rounds left.",
    "advice.simili.reach":
        "{category} reaches 100 on {rolls} rolls in 100 with the best booking of each; {rival} on {rival_rolls}.",
    "advice.simili.won":
        "100 is reached whatever you choose: {category} gives the highest expected score, {expected}.",
    "advice.simili.lost":
        "100 is out of reach in every playout: {category} gives the highest expected score, {expected}.",
    "advice.simili.close.p_win":
        "{category} and {rival} are equal within the noise ({gap} ± {half} points of win chance): either is a "
        "sound choice; they are shown by win, then 105+, then expected score.",
    "advice.simili.close.points":
        "{category} and {rival} are equal within the noise ({gap} ± {half} points of expected score): either is a sound choice.",
    "advice.simili.book.most": "It is the booking worth the most points this roll allows: +{gain}.",
    "advice.simili.book.keep":
        "It scores +{gain} rather than the +{best} this roll allows: it keeps rows completable for the "
        "{left} rounds left instead of taking every point now.",
    "advice.simili.book.round_nine":
        "It scores +{gain} rather than the +{best} this roll allows, for round 9: the chance to reach 100 is "
        "then {chance} in 100 (round 9's best category, then the best of round 10), against {rival} in 100 "
        "after the +{best}.",
    "advice.simili.book.none":
        "Every booking of this roll would block a row for little: keep the digits in the bank for the "
        "{left} rounds left.",
    "advice.simili.book.last": "It makes the most of the last roll: +{gain}, for {score}: 100 is reached.",
    "advice.simili.book.last_short": "It makes the most of the last roll: +{gain}, for {score}, short of 100.",
    "simili.hint.value": "Recommended: {category}, {value} to reach 100.",
    "simili.hint.value.estimated": "Recommended: {category}, {value} ± {half} to reach 100.",
    "simili.hint.value.points": "Recommended: {category}, {value} points expected.",
}

FR = {
    "advice.simili.open":
        "{category} garde {digits} ouverts : un lancer avec l’un d’eux marque cette manche, {rolls} lancers sur "
        "100 ({rival} : {rival_rolls}).",
    "advice.simili.bank":
        "{category} marque avec la réserve quel que soit le lancer ; {rival} marque sur {rival_rolls} lancers "
        "sur 100.",
    "advice.simili.later":
        "{category} marque cette manche sur moins de lancers ({rolls} sur 100, {rival} {rival_rolls}), mais "
        "sur les {left} manches restantes elle garde plus de lignes complétables : elle risque cette manche "
        "pour la partie.",
    "advice.simili.even":
        "{category} marque cette manche sur moins de lancers ({rolls} sur 100, {rival} {rival_rolls}) ; sur les "
        "{left} manches restantes, les parties jouées ne les départagent pas.",
    "advice.simili.nothing":
        "Aucun lancer ne fait beaucoup marquer cette manche ; {category} risque le moins pour les {left} "
        "manches restantes.",
    "advice.simili.reach":
        "{category} atteint 100 sur {rolls} lancers sur 100 avec la meilleure inscription de chacun ; "
        "{rival} sur {rival_rolls}.",
    "advice.simili.won":
        "100 est atteint quel que soit votre choix : {category} donne le meilleur score moyen, {expected}.",
    "advice.simili.lost":
        "100 est hors d’atteinte dans toutes les parties jouées : {category} donne le meilleur score moyen, "
        "{expected}.",
    "advice.simili.close.p_win":
        "{category} et {rival} sont égales aux erreurs près ({gap} ± {half} points de chance de victoire) : "
        "l’une ou l’autre se défend ; elles sont rangées par victoire, puis 105 et +, puis moyenne.",
    "advice.simili.close.points":
        "{category} et {rival} sont égales aux erreurs près ({gap} ± {half} points de score moyen) : l’une ou l’autre se défend.",
    "advice.simili.book.most": "C’est l’inscription qui rapporte le plus avec ce lancer : +{gain}.",
    "advice.simili.book.keep":
        "Elle rapporte +{gain} plutôt que les +{best} permis par ce lancer : elle garde des lignes "
        "complétables pour les {left} manches restantes au lieu de tout prendre maintenant.",
    "advice.simili.book.round_nine":
        "Elle rapporte +{gain} plutôt que les +{best} permis par ce lancer, pour la manche 9 : la chance "
        "d’atteindre 100 est alors de {chance} sur 100 (la meilleure catégorie de la manche 9, puis le meilleur "
        "de la manche 10), contre {rival} sur 100 après les +{best}.",
    "advice.simili.book.none":
        "Toute inscription de ce lancer bloquerait une ligne pour peu : gardez les chiffres dans la réserve "
        "pour les {left} manches restantes.",
    "advice.simili.book.last": "Elle tire le meilleur du dernier lancer : +{gain}, pour {score} : 100 est atteint.",
    "advice.simili.book.last_short": "Elle tire le meilleur du dernier lancer : +{gain}, pour {score}, sous 100.",
    "simili.hint.value": "Conseillé : {category}, {value} pour atteindre 100.",
    "simili.hint.value.estimated": "Conseillé : {category}, {value} ± {half} pour atteindre 100.",
    "simili.hint.value.points": "Conseillé : {category}, score moyen {value}.",
}

CATALOGUE.register("en", EN)
register_french(FR)
