"""The reasons of SB's advice (``advice.sb.*``), English and French: one plain sentence each, with
parameters (dice as the page writes them, a win chance in percent, points)."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, register_french

EN = {
    "advice.sb.only": "{best} is the only set-aside this roll allows.",
    "advice.sb.race":
        "Near the end the chance to win counts, not the points: {best} wins {chance}% ({points} points "
        "expected); {other} would score more, {other_points}, but wins {other_chance}%.",
    "advice.sb.net.win":
        "{best} leaves a Key out, so this turn cannot bust yet; {other} takes the last Key and removes "
        "that net: {chance}% to win against {other_chance}%.",
    "advice.sb.net.points":
        "{best} leaves a Key out, so this turn cannot bust yet; {other} takes the last Key and removes "
        "that net: {expected} points expected against {other_expected}.",
    "advice.sb.most.win": "{best} keeps the best chance to win, {chance}%; {other}, the next best, {other_chance}%.",
    "advice.sb.most.points":
        "{best} keeps the most points, {expected} expected; {other}, the next best, {other_expected}.",
    "advice.sb.key_out": "A Key is still out: you cannot stop yet, and this roll cannot bust.",
    "advice.sb.stop_only": "Every die is set aside: stop and bank {points} points.",
    "advice.sb.stop.win":
        "Stop and bank {points} points: {chance}% to win, against {other_chance}% if you roll again, "
        "which busts on {bust} rolls in 100.",
    "advice.sb.stop.points":
        "Stop and bank {points} points: rolling again expects only {other_expected}, and busts on {bust} "
        "rolls in 100.",
    "advice.sb.roll.win":
        "Roll again: {chance}% to win, against {other_chance}% if you stop at {points} points; the roll "
        "busts on {bust} rolls in 100.",
    "advice.sb.roll.points":
        "Roll again: {expected} points expected against the {points} you would bank now; the roll busts on "
        "{bust} rolls in 100.",
    "sb.advice.title.win": "Advice: your chance to win the race",
    "sb.advice.title.target": "Advice: your chance to reach 40",
    "sb.advice.win": "win",
    "sb.advice.target": "reach 40",
    "sb.advice.recommended.win": "Recommended: {choice}, {chance} to win ({points} points expected).",
    "sb.advice.recommended.target": "Recommended: {choice}, {chance} to reach 40 ({points} points expected).",
    "sb.advice.recommended.points": "Recommended: {choice}, {points} points expected this turn.",
    "sb.advice.model.win": "win: the chance to win the race from here, played the race model's way "
                           "(exact for this turn); expected points: this turn's, exact.",
    "sb.advice.model.target": "reach 40: the chance to end the daily's 5 turns with 40 or more, played "
                              "the best way (exact for this turn); expected points: this turn's, exact.",
}

FR = {
    "advice.sb.only": "{best} est la seule mise de côté que ce lancer permet.",
    "advice.sb.race":
        "En fin de partie, c’est la chance de gagner qui compte, pas les points : {best} gagne {chance} % "
        "({points} points en moyenne) ; {other} marquerait plus, {other_points}, mais gagne {other_chance} %.",
    "advice.sb.net.win":
        "{best} laisse une Clé dehors, donc ce tour ne peut pas encore chuter ; {other} prend la dernière Clé "
        "et retire ce filet : {chance} % de chances de gagner contre {other_chance} %.",
    "advice.sb.net.points":
        "{best} laisse une Clé dehors, donc ce tour ne peut pas encore chuter ; {other} prend la dernière Clé "
        "et retire ce filet : {expected} points en moyenne contre {other_expected}.",
    "advice.sb.most.win":
        "{best} garde la meilleure chance de gagner, {chance} % ; {other}, le suivant, {other_chance} %.",
    "advice.sb.most.points":
        "{best} garde le plus de points, {expected} en moyenne ; {other}, le suivant, {other_expected}.",
    "advice.sb.key_out": "Une Clé est encore dehors : vous ne pouvez pas encore vous arrêter, et ce lancer ne "
                         "peut pas chuter.",
    "advice.sb.stop_only": "Tous les dés sont mis de côté : arrêtez-vous et encaissez {points} points.",
    "advice.sb.stop.win":
        "Arrêtez-vous et encaissez {points} points : {chance} % de chances de gagner, contre {other_chance} % "
        "en relançant, qui chute sur {bust} lancers sur 100.",
    "advice.sb.stop.points":
        "Arrêtez-vous et encaissez {points} points : relancer n’en promet que {other_expected} en moyenne, et "
        "chute sur {bust} lancers sur 100.",
    "advice.sb.roll.win":
        "Relancez : {chance} % de chances de gagner, contre {other_chance} % en vous arrêtant à {points} "
        "points ; le lancer chute sur {bust} lancers sur 100.",
    "advice.sb.roll.points":
        "Relancez : {expected} points en moyenne contre les {points} que vous encaisseriez maintenant ; le "
        "lancer chute sur {bust} lancers sur 100.",
    "sb.advice.title.win": "Conseil : votre chance de gagner la course",
    "sb.advice.title.target": "Conseil : votre chance d’atteindre 40",
    "sb.advice.win": "victoire",
    "sb.advice.target": "atteindre 40",
    "sb.advice.recommended.win": "Conseillé : {choice}, {chance} de chances de gagner ({points} points en moyenne).",
    "sb.advice.recommended.target": "Conseillé : {choice}, {chance} de chances d’atteindre 40 ({points} points "
                                    "en moyenne).",
    "sb.advice.recommended.points": "Conseillé : {choice}, {points} points en moyenne sur ce tour.",
    "sb.advice.model.win": "victoire : la chance de gagner la course d’ici, jouée à la manière du modèle de "
                           "course (exacte pour ce tour) ; points en moyenne : ceux de ce tour, exacts.",
    "sb.advice.model.target": "atteindre 40 : la chance de finir les 5 tours du défi avec 40 ou plus, joués au "
                              "mieux (exacte pour ce tour) ; points en moyenne : ceux de ce tour, exacts.",
}

CATALOGUE.register("en", EN)
register_french(FR)
