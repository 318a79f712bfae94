"""English and French texts of Similo's page (the rule breaks' texts are in
:mod:`similarium.games.similo.messages`). Card names and trait words come from the decks
and the vocabulary, registered as ``similo.card.<id>``, ``similo.deck.<id>`` and
``similo.trait.<id>``; their French is in ``names.fr.json`` beside this module."""

from __future__ import annotations

import json
from pathlib import Path

from similarium.core.i18n import CATALOGUE, register_french
from similarium.games.similo import decks
from similarium.games.similo.vocabulary import TRAITS

NAMES_FR = Path(__file__).with_name("names.fr.json")

EN: dict[str, str] = {
    "similo.share.legend": "One square a round, after its clue, by the cards still in doubt as an AI guesser reads the clues: 🟪 the secret was certain · 🟦 two or three cards · 🟧 four or more · ⬜ the round the secret was removed in, or not reached.",
    "similo.title": "Similo",
    "similo.subtitle": "find the secret character",
    "similo.back": "Back to the Similo menu",
    "similo.home": "Back to all games",
    "similo.menu.intro": "Twelve characters lie on the table; one of them is the secret. The clue giver plays "
                         "a card from the hand each round; the guessers remove 1, 2, 3, 4, then 1 character. "
                         "Remove the secret and you lose at once; keep it to the end and you win.",
    "similo.menu.rules": "Classic: a card played vertically is like the secret in something, horizontally unlike "
                         "it. Remove rules: a horizontal card is like one or more cards to remove (advanced: "
                         "a vertical card is unlike the cards to remove).",
    "similo.mode.guess": "You guess",
    "similo.mode.guess.help": "The AI gives the clues; you remove the characters.",
    "similo.mode.give": "You give clues",
    "similo.mode.give.help": "You see the secret and play the clues; AI guessers remove and say why.",
    "similo.mode.table": "Table",
    "similo.mode.table.help": "People around one device: a clue giver and the guessers, a privacy screen "
                              "between them.",
    "similo.mode.daily": "Daily",
    "similo.mode.daily.help": "The AI gives the clues; the same deal for everyone today; one attempt.",
    "similo.mode.archive": "Archive",
    "similo.setup.title": "New game",
    "similo.setup.rules": "Rules",
    "similo.rules.classic": "Classic",
    "similo.rules.remove": "Remove",
    "similo.rules.remove-advanced": "Remove, advanced",
    "similo.setup.characters": "Character deck",
    "similo.setup.clues": "Clue deck",
    "similo.setup.same": "The same deck",
    "similo.setup.giver": "Clue giver",
    "similo.setup.guessers": "Guessers (one a line, 1 to 6)",
    "similo.setup.start": "Start",
    "similo.setup.bad_option": "{option}: {value!r} is not one of the choices.",
    "similo.you": "You",
    "similo.player.giver": "Giver",
    "similo.player.guesser": "Guesser {n}",
    "similo.suggest.refused": "Only the clue giver may ask for a suggestion, before the clue.",
    "similo.ai.giver": "AI clue giver",
    "similo.ai.guessers": "AI guessers",
    "similo.giver": "Clue giver",
    "similo.guessers": "Guessers",
    "similo.privacy.role.giver": "the clue giver",
    "similo.privacy.role.guessers": "the guessers",
    "similo.privacy.show.giver": "Show the clue giver's view",
    "similo.privacy.show.guessers": "Show the guessers' view",
    "similo.seed": "Seed {seed}",
    "similo.seed.help": "Same seed and options, same deal: share them to play the same game.",
    "similo.round": "Round {round} of 5",
    "similo.challenge.won": "Won",
    "similo.challenge.lost": "Lost in round {round}",
    "similo.round.remove.one": "Round {round} of 5: remove {due} character",
    "similo.round.remove.other": "Round {round} of 5: remove {due} characters",
    "similo.decks": "{characters} · clues: {clues}",
    "similo.grid": "The table",
    "similo.clues": "Clues played",
    "similo.clues.none": "No clue yet.",
    "similo.clue.vertical": "vertical",
    "similo.clue.horizontal": "horizontal",
    "similo.clue.label": "Clue {n}: {name}, {orientation}",
    "similo.meaning.vertical.classic": "Vertical: the secret is like this card",
    "similo.meaning.horizontal.classic": "Horizontal: the secret is unlike this card",
    "similo.meaning.horizontal.remove": "Horizontal: like one or more cards to remove",
    "similo.meaning.vertical.remove": "Vertical: unlike the cards to remove",
    "similo.meaning.ask": "What did it mean?",
    "similo.meaning.shared": "it meant: the secret also has {traits}",
    "similo.meaning.unlike": "it meant: the secret has none of {traits}",
    "similo.meaning.nothing": "it meant nothing in particular",
    "similo.meaning.daily": "In the daily, what the clues meant is shown at the end.",
    "similo.meaning.after": "What a clue meant is told once its round is over.",
    "similo.learning": "Learning mode",
    "similo.learning.off": "Off: pictures and names only, as in the box; what the clues meant is told at the end.",
    "similo.learning.on": "On: each card's traits in words, and what each clue meant once its round is over.",
    "similo.meaning.end": "What the clues meant is told at the end of the game (after each round in learning mode).",
    "walkthrough.similo.give.classic.1": "You know the secret (ringed in green); the guessers do not.",
    "walkthrough.similo.give.classic.2": "Pick a card of your hand, then play it vertically (the secret is like it) "
                                         "or horizontally (the secret is unlike it).",
    "walkthrough.similo.give.classic.3": "Confirm. The guessers then remove 1, 2, 3, 4, then 1 characters: lead "
                                         "them away from the secret.",
    "walkthrough.similo.give.remove.1": "You know the secret (ringed in green); the guessers do not.",
    "walkthrough.similo.give.remove.2": "Play a card of your hand horizontally: it is like characters to remove, "
                                        "not like the secret (advanced rules: vertically, it is unlike them).",
    "walkthrough.similo.give.remove.3": "Confirm. The guessers then remove 1, 2, 3, 4, then 1 characters; the "
                                        "secret must stay to the end.",
    "walkthrough.similo.guess.remove.1": "Read the clue: played horizontally, it is like characters to remove "
                                         "(vertically, in the advanced rules: unlike them); the secret is not "
                                         "among them.",
    "walkthrough.similo.guess.remove.2": "Select as many characters as the round removes (1, 2, 3, 4, then 1).",
    "walkthrough.similo.guess.remove.3": "Confirm. Keep the secret on the table until the end: removing it loses "
                                         "at once.",
    "similo.hand": "Your hand",
    "similo.secret": "The secret",
    "similo.card.out": "out",
    "similo.card.removed": "{name}, removed in round {round}",
    "similo.card.selected": "{name}, selected to remove",
    "similo.card.secret": "{name}, the secret",
    "similo.pick.remove.one": "Select {due} character to remove, then confirm.",
    "similo.pick.remove.other": "Select {due} characters to remove, then confirm.",
    "similo.pick.count": "Selected {n} of {due}.",
    "similo.pick.full.one": "This round removes {due} character: take it back before selecting another.",
    "similo.pick.full.other": "This round removes {due} characters: take one back before selecting another.",
    "similo.pick.gone": "{card} is already out of the game.",
    "similo.pick.not_yours": "It is the clue giver's turn: choose a card of the hand, then how to play it.",
    "similo.pick.missing.one": "Select {missing} more character before confirming (this round removes {due}).",
    "similo.pick.missing.other": "Select {missing} more characters before confirming (this round removes {due}).",
    "similo.confirm": "Confirm",
    "similo.confirm.remove": "Remove {n}",
    "similo.undo": "Take back",
    "similo.undo.nothing": "Nothing to take back: confirmed moves are final.",
    "similo.clear": "Clear",
    "similo.play.pick": "Choose a card of your hand, then how to play it.",
    "similo.play.vertical": "Play vertically",
    "similo.play.horizontal": "Play horizontally",
    "similo.play.need_card": "Choose a card of your hand first.",
    "similo.play.need_orientation": "Choose vertical or horizontal first.",
    "similo.play.ready": "{name} — {meaning}. Confirm to play it.",
    "similo.hint": "Show the AI's belief",
    "similo.hint.counted": "A hint counts in your result: press again to see the AI's belief.",
    "similo.hint.used": "Hints used: {n}",
    "similo.hint.none": "There is nothing to read yet.",
    "similo.hint.giver": "Only the guessers can ask for the AI's belief.",
    "similo.belief": "AI belief",
    "similo.suggest": "Suggest a clue",
    "similo.suggest.working": "The AI is weighing the clues…",
    "similo.suggest.text": "AI suggestion: {name}, {orientation} — {meaning} (win chance {chance}%).",
    "similo.suggest.guesser": "Only the clue giver may ask for a suggestion.",
    "similo.ai.thinking": "The AI is thinking…",
    "similo.reason.removed": "{guesser} removed {name}: {why}",
    "similo.reason.shares": "it shares {traits} with the horizontal clue {clue}",
    "similo.reason.lacks": "it has none of {traits}, like the vertical clue {clue}",
    "similo.reason.unlike": "it has nothing in common with the vertical clue {clue}",
    "similo.reason.weak": "the clue {clue} says nothing plain against it, but all the clues together point least at it",
    "similo.log": "Moves",
    "similo.log.clue": "Round {round}: {giver} played {name} {orientation}.",
    "similo.log.remove": "{who} removed {name}.",
    "similo.over.won": "Won! {name} was the secret and stayed to the end.",
    "similo.over.lost": "Lost: {name} was the secret, removed in round {round}.",
    "similo.over.meanings": "What each clue meant",
    "similo.card.label": "{name}: {traits}",
    "similo.card.with_traits": "{label}: {traits}",
    "similo.over.cheer": "Well played, the secret is safe!",
    "similo.over.title.lost": "The secret is gone",
    "similo.over.score": "Rounds survived: {score} of 5.",
    "similo.again": "Play again",
    "similo.new_game": "New game…",
    "similo.link": "Link to this game",
    "similo.link.title": "This game's seed, rules and decks: the same deal wherever it is opened",
    "similo.pass.guessers": "the guessers",
    "similo.daily.fair": "The same deal and the same clues for everyone today, given the same removals.",
    "similo.daily.done.won": "You found today's secret: {score}/5.",
    "similo.daily.done.lost": "Today's secret was lost in round {round}: {score}/5.",
    "similo.record.title": "Games together",
    "similo.record.won": "{players}: {won} won of {n}.",
    "similo.record.won.you.one": "You and the AI: {won} won of {n} game.",
    "similo.record.won.you.other": "You and the AI: {won} won of {n} games.",
    "similo.record.new": "Start counting again",
    "similo.record.marks": "Game by game:",
    "similo.record.legend": "({won} won, {lost} lost)",
    "similo.keys.guess": "Keys: A-L select a character, Enter confirms, U takes back, ? shows the AI's belief, T the focused card's details.",
    "similo.keys.give": "Keys: 1-5 choose a card, V vertical, H horizontal, Enter plays, U takes back, "
                        "? suggests, T the focused card's details.",
    "similo.detail.open": "{name}: details",
    "similo.detail.close": "Close",
    "similo.detail.drawn": "In the picture",
    "similo.detail.told": "Told by its story",
    "similo.detail.table": "On the table.",
    "similo.detail.removed": "Removed in round {round}.",
    "similo.detail.selected": "Selected to remove, not confirmed yet.",
    "similo.detail.secret": "The secret character.",
    "similo.detail.hand": "In your hand.",
    "similo.detail.clue": "Clue {n}. {meaning}.",
    **{f"similo.group.{k}": v for k, v in (("kind", "Kind"), ("gender", "Figure"), ("colour", "Colours"),
       ("headwear", "On the head"), ("hair", "Hair"), ("held", "Holds"), ("body", "Body"), ("shape", "Shape"),
       ("habitat", "Place"), ("role", "Role"), ("era", "Era"), ("region", "Region"))},
    # the first-move walkthrough's three steps (ui/walkthrough.py)
    "walkthrough.similo.1": "Read the clue: played vertically, the secret is like it; horizontally, unlike it.",
    "walkthrough.similo.2": "Select as many characters as the round removes (1, 2, 3, 4, then 1).",
    "walkthrough.similo.3": "Confirm. Keep the secret on the table until the end: removing it loses at once.",
}

# The counts that go with a noun are plurals (``.one``/``.other``, picked by tn); trait words
# come as a list after a colon, so they read the same whatever their gender or number.
FR: dict[str, str] = {
    "similo.share.legend": "Un carré par manche, après son indice, selon les cartes encore en doute pour un devineur IA\u00a0: 🟪 le secret était certain · 🟦 deux ou trois cartes · 🟧 quatre ou plus · ⬜ la manche où le secret a été retiré, ou non atteinte.",
    "similo.title": "Similo",
    "similo.subtitle": "trouvez le personnage secret",
    "similo.back": "Retour au menu de Similo",
    "similo.home": "Retour à tous les jeux",
    "similo.menu.intro": "Douze personnages sont sur la table ; l’un d’eux est le secret. À chaque manche, le "
                         "narrateur joue une carte de sa main comme indice ; les enquêteurs retirent 1, 2, 3, 4, "
                         "puis 1 personnage. Retirer le secret fait perdre aussitôt ; le garder jusqu’au bout "
                         "fait gagner.",
    "similo.menu.rules": "Classique : une carte jouée à la verticale ressemble au secret par un point, à "
                         "l’horizontale elle en diffère. Retrait : une carte à l’horizontale ressemble à une ou "
                         "plusieurs cartes à retirer (avancé : une carte à la verticale diffère des cartes à "
                         "retirer).",
    "similo.mode.guess": "Vous devinez",
    "similo.mode.guess.help": "L’IA donne les indices ; vous retirez les personnages.",
    "similo.mode.give": "Vous donnez les indices",
    "similo.mode.give.help": "Vous voyez le secret et jouez les indices ; des enquêteurs IA retirent et "
                             "disent pourquoi.",
    "similo.mode.table": "À plusieurs",
    "similo.mode.table.help": "Plusieurs personnes autour d’un même appareil : un narrateur et les enquêteurs, "
                              "avec un écran de confidentialité entre eux.",
    "similo.mode.daily": "Partie du jour",
    "similo.mode.daily.help": "L’IA donne les indices ; la même donne pour tout le monde aujourd’hui ; un seul "
                              "essai.",
    "similo.mode.archive": "Archives",
    "similo.setup.title": "Nouvelle partie",
    "similo.setup.rules": "Règles",
    "similo.rules.classic": "Classique",
    "similo.rules.remove": "Retrait",
    "similo.rules.remove-advanced": "Retrait avancé",
    "similo.setup.characters": "Paquet des personnages",
    "similo.setup.clues": "Paquet des indices",
    "similo.setup.same": "Le même paquet",
    "similo.setup.giver": "Narrateur",
    "similo.setup.guessers": "Enquêteurs (un par ligne, de 1 à 6)",
    "similo.setup.start": "Commencer",
    "similo.setup.bad_option": "{option} : {value!r} ne fait pas partie des choix.",
    "similo.you": "Vous",
    "similo.player.giver": "Narrateur",
    "similo.player.guesser": "Enquêteur {n}",
    "similo.suggest.refused": "Seul le narrateur peut demander une suggestion, avant de jouer son indice.",
    "similo.ai.giver": "Narrateur IA",
    "similo.ai.guessers": "Enquêteurs IA",
    "similo.giver": "Narrateur",
    "similo.guessers": "Enquêteurs",
    "similo.privacy.role.giver": "le narrateur",
    "similo.privacy.role.guessers": "les enquêteurs",
    "similo.privacy.show.giver": "Afficher la vue du narrateur",
    "similo.privacy.show.guessers": "Afficher la vue des enquêteurs",
    "similo.seed": "Graine {seed}",
    "similo.seed.help": "Même graine et mêmes options, même donne : partagez-les pour jouer la même partie.",
    "similo.round": "Manche {round} sur 5",
    "similo.challenge.won": "Gagné",
    "similo.challenge.lost": "Perdu à la manche {round}",
    "similo.round.remove.one": "Manche {round} sur 5 : retirez {due} personnage",
    "similo.round.remove.other": "Manche {round} sur 5 : retirez {due} personnages",
    "similo.decks": "{characters} · indices : {clues}",
    "similo.grid": "La table",
    "similo.clues": "Indices joués",
    "similo.clues.none": "Aucun indice pour l’instant.",
    "similo.clue.vertical": "à la verticale",
    "similo.clue.horizontal": "à l’horizontale",
    "similo.clue.label": "Indice {n} : {name}, {orientation}",
    "similo.meaning.vertical.classic": "À la verticale : le secret ressemble à cette carte",
    "similo.meaning.horizontal.classic": "À l’horizontale : le secret ne ressemble pas à cette carte",
    "similo.meaning.horizontal.remove": "À l’horizontale : ressemble à une ou plusieurs cartes à retirer",
    "similo.meaning.vertical.remove": "À la verticale : ne ressemble pas aux cartes à retirer",
    "similo.meaning.ask": "Qu’est-ce que cela voulait dire ?",
    "similo.meaning.shared": "cela veut dire que le secret a lui aussi ces traits : {traits}",
    "similo.meaning.unlike": "cela veut dire que le secret n’a aucun de ces traits : {traits}",
    "similo.meaning.nothing": "cela ne veut rien dire de précis",
    "similo.meaning.daily": "Dans la partie du jour, le sens des indices est révélé à la fin.",
    "similo.learning": "Mode apprentissage",
    "similo.learning.off": "Désactivé : images et noms seuls, comme dans la boîte ; le sens des indices est dit à la fin.",
    "similo.learning.on": "Activé : les traits de chaque carte en toutes lettres, et le sens de chaque indice une fois sa manche finie.",
    "similo.meaning.end": "Le sens des indices est dit à la fin de la partie (après chaque manche en mode apprentissage).",
    "walkthrough.similo.give.classic.1": "Vous connaissez le secret (entouré de vert) ; les enquêteurs, non.",
    "walkthrough.similo.give.classic.2": "Choisissez une carte de votre main, puis jouez-la à la verticale (le "
                                         "secret lui ressemble) ou à l’horizontale (il ne lui ressemble pas).",
    "walkthrough.similo.give.classic.3": "Confirmez. Les enquêteurs retirent ensuite 1, 2, 3, 4, puis 1 "
                                         "personnage : écartez-les du secret.",
    "walkthrough.similo.give.remove.1": "Vous connaissez le secret (entouré de vert) ; les enquêteurs, non.",
    "walkthrough.similo.give.remove.2": "Jouez une carte de votre main à l’horizontale : elle ressemble à des "
                                        "personnages à retirer, pas au secret (règles avancées : à la verticale, "
                                        "elle ne leur ressemble pas).",
    "walkthrough.similo.give.remove.3": "Confirmez. Les enquêteurs retirent ensuite 1, 2, 3, 4, puis 1 "
                                        "personnage ; le secret doit rester jusqu’au bout.",
    "walkthrough.similo.guess.remove.1": "Lisez l’indice : à l’horizontale, il ressemble à des personnages à "
                                         "retirer (à la verticale, en règles avancées : il ne leur ressemble "
                                         "pas) ; le secret n’en fait pas partie.",
    "walkthrough.similo.guess.remove.2": "Sélectionnez autant de personnages que la manche en retire (1, 2, 3, 4, "
                                         "puis 1).",
    "walkthrough.similo.guess.remove.3": "Confirmez. Gardez le secret sur la table jusqu’au bout : le retirer "
                                         "fait perdre aussitôt.",
    "similo.meaning.after": "Le sens d’un indice est révélé une fois sa manche terminée.",
    "similo.hand": "Votre main",
    "similo.secret": "Le secret",
    "similo.card.out": "hors jeu",
    "similo.card.removed": "{name}, hors jeu depuis la manche {round}",
    "similo.card.selected": "{name}, dans la sélection à retirer",
    "similo.card.secret": "{name}, le secret",
    "similo.pick.remove.one": "Sélectionnez {due} personnage à retirer, puis confirmez.",
    "similo.pick.remove.other": "Sélectionnez {due} personnages à retirer, puis confirmez.",
    "similo.pick.count": "Sélection : {n} sur {due}.",
    "similo.pick.full.one": "Cette manche retire {due} personnage : désélectionnez-le avant d’en choisir un "
                            "autre.",
    "similo.pick.full.other": "Cette manche retire {due} personnages : désélectionnez-en un avant d’en choisir "
                              "un autre.",
    "similo.pick.gone": "{card} est déjà hors jeu.",
    "similo.pick.not_yours": "C’est au narrateur de jouer : choisissez une carte de la main, puis comment la "
                             "jouer.",
    "similo.pick.missing.one": "Sélectionnez encore {missing} personnage avant de confirmer (cette manche en "
                               "retire {due}).",
    "similo.pick.missing.other": "Sélectionnez encore {missing} personnages avant de confirmer (cette manche "
                                 "en retire {due}).",
    "similo.confirm": "Confirmer",
    "similo.confirm.remove": "Retirer {n}",
    "similo.undo": "Revenir en arrière",
    "similo.undo.nothing": "Rien à annuler : les coups confirmés sont définitifs.",
    "similo.clear": "Tout désélectionner",
    "similo.play.pick": "Choisissez une carte de votre main, puis comment la jouer.",
    "similo.play.vertical": "Jouer à la verticale",
    "similo.play.horizontal": "Jouer à l’horizontale",
    "similo.play.need_card": "Choisissez d’abord une carte de votre main.",
    "similo.play.need_orientation": "Choisissez d’abord : à la verticale ou à l’horizontale.",
    "similo.play.ready": "{name} — {meaning}. Confirmez pour la jouer.",
    "similo.hint": "Voir ce que pense l’IA",
    "similo.hint.counted": "Une aide compte dans votre résultat : appuyez de nouveau pour voir ce que pense "
                           "l’IA.",
    "similo.hint.used": "Aides utilisées : {n}",
    "similo.hint.none": "Il n’y a encore rien à lire.",
    "similo.hint.giver": "Seuls les enquêteurs peuvent demander ce que pense l’IA.",
    "similo.belief": "Ce que pense l’IA",
    "similo.suggest": "Suggérer un indice",
    "similo.suggest.working": "L’IA évalue les indices…",
    "similo.suggest.text": "Suggestion de l’IA : {name}, {orientation} — {meaning} (chances de gagner : "
                           "{chance} %).",
    "similo.suggest.guesser": "Seul le narrateur peut demander une suggestion.",
    "similo.ai.thinking": "L’IA réfléchit…",
    "similo.reason.removed": "{guesser} : {name}, hors jeu — {why}",
    "similo.reason.shares": "des points communs avec l’indice horizontal {clue} : {traits}",
    "similo.reason.lacks": "aucun des traits de l’indice vertical {clue} : {traits}",
    "similo.reason.unlike": "rien en commun avec l’indice vertical {clue}",
    "similo.reason.weak": "l’indice {clue} ne dit rien de net contre lui, mais c’est lui que tous les indices ensemble désignent le moins",
    "similo.log": "Coups joués",
    "similo.log.clue": "Manche {round} : {giver} — indice {name}, {orientation}.",
    "similo.log.remove": "{who} : {name}, hors jeu.",
    "similo.over.won": "Gagné ! {name} était le secret et n’a jamais quitté la table.",
    "similo.over.lost": "Perdu : {name} était le secret, hors jeu dès la manche {round}.",
    "similo.over.meanings": "Ce que voulait dire chaque indice",
    "similo.card.label": "{name} : {traits}",
    "similo.card.with_traits": "{label} : {traits}",
    "similo.over.cheer": "Bien joué, le secret est sauf !",
    "similo.over.title.lost": "Le secret est perdu",
    "similo.over.score": "Manches tenues : {score} sur 5.",
    "similo.again": "Rejouer",
    "similo.new_game": "Nouvelle partie…",
    "similo.link": "Lien vers cette partie",
    "similo.link.title": "La graine, les règles et les paquets de cette partie : la même donne partout où on l’ouvre",
    "similo.pass.guessers": "les enquêteurs",
    "similo.daily.fair": "La même donne et les mêmes indices pour tout le monde aujourd’hui, à retraits égaux.",
    "similo.daily.done.won": "Vous avez trouvé le secret du jour : {score}/5.",
    "similo.daily.done.lost": "Le secret du jour a été perdu à la manche {round} : {score}/5.",
    "similo.record.title": "Parties ensemble",
    "similo.record.marks": "Partie par partie\u00a0:",
    "similo.record.legend": "({won} gagnée, {lost} perdue)",
    "similo.record.won": "{players} : parties gagnées, {won} sur {n}.",
    "similo.record.won.you.one": "Vous et l’IA : {won} gagnée sur {n} partie.",
    "similo.record.won.you.other": "Vous et l’IA : {won} gagnées sur {n} parties.",
    "similo.record.new": "Remettre le compte à zéro",
    "similo.keys.guess": "Touches : A–L sélectionnent un personnage, Entrée confirme, U revient en arrière, ? montre ce "
                         "que pense l’IA, T le détail de la carte active.",
    "similo.keys.give": "Touches : 1–5 choisissent une carte, V à la verticale, H à l’horizontale, Entrée "
                        "joue, U revient en arrière, ? suggère, T le détail de la carte active.",
    "similo.detail.open": "{name} : détails",
    "similo.detail.close": "Fermer",
    "similo.detail.drawn": "Dans l’image",
    "similo.detail.told": "Raconté par son histoire",
    "similo.detail.table": "Sur la table.",
    "similo.detail.removed": "Retiré à la manche {round}.",
    "similo.detail.selected": "Sélectionné pour être retiré, pas encore confirmé.",
    "similo.detail.secret": "Le personnage secret.",
    "similo.detail.hand": "Dans votre main.",
    "similo.detail.clue": "Indice {n}. {meaning}.",
    **{f"similo.group.{k}": v for k, v in (("kind", "Nature"), ("gender", "Silhouette"), ("colour", "Couleurs"),
       ("headwear", "Sur la tête"), ("hair", "Cheveux"), ("held", "Tient"), ("body", "Corps"), ("shape", "Forme"),
       ("habitat", "Lieu"), ("role", "Rôle"), ("era", "Époque"), ("region", "Région"))},
    # the first-move walkthrough's three steps (ui/walkthrough.py)
    "walkthrough.similo.1": ("Lisez l’indice\u00a0: à la verticale, le secret lui ressemble\u00a0; à l’horizontale, il "
                             "ne lui ressemble pas."),
    "walkthrough.similo.2": "Sélectionnez autant de personnages que la manche en retire (1, 2, 3, 4, puis 1).",
    "walkthrough.similo.3": ("Confirmez. Gardez le secret sur la table jusqu’au bout\u00a0: le retirer fait perdre "
                             "aussitôt."),
}


def names_fr() -> dict[str, str]:
    """French card names, deck names and trait words (``names.fr.json``) as catalogue entries."""
    data = json.loads(NAMES_FR.read_text(encoding="utf-8"))
    return {**{f"similo.card.{k}": v for k, v in data["cards"].items()},
            **{f"similo.deck.{k}": v for k, v in data["decks"].items()},
            **{f"similo.trait.{k}": v for k, v in data["traits"].items()}}


def register() -> None:
    """The page's texts, the cards' names and the traits' words on the catalogue, in English and French."""
    CATALOGUE.register("en", EN)
    CATALOGUE.register("en", {f"similo.card.{c.id}": c.name for c in decks.cards().values()})
    CATALOGUE.register("en", {f"similo.deck.{d.id}": d.name for d in decks.load().values()})
    CATALOGUE.register("en", {f"similo.trait.{t}": t.replace("-", " ") for t in TRAITS})
    register_french(FR)
    CATALOGUE.register("fr", names_fr())


register()
