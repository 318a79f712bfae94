"""How to play Similo (``#/how/similo``): the goal, a round, the clue's orientation in a picture,
winning and losing, the three rule sets, the two decks, the ways to play and what the page
decides where the rule texts are silent (docs/rules.md, L1-L15). The game's own words (modes,
rule names, buttons, a clue's meaning) come from the game's catalogue, so they match its screens.
"""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, register_french, t
from similarium.ui.howto import bullets, keys_list, section
from similarium.ui.html import esc
from similarium.ui.similo import messages as _similo_messages  # noqa: F401 - the game's own words

ART = "static/img/similo/fables/{id}.svg"
TABLE_CARDS = ("fables-red-hood", "fables-grey-wolf", "fables-sleeping-princess", "fables-lamp-boy")
UPRIGHT, SIDEWAYS = "fables-cinder-girl", "fables-lamp-genie"
DECKS = ("fables", "myths", "history", "animals")
MODES = ("guess", "give", "table", "daily")

EN: dict[str, str] = {
    "howto.similo.item": "{label}: {text}",
    "howto.similo.goal.title": "The goal",
    "howto.similo.goal.text": "Similo is played together, everyone against the game. Twelve characters lie on "
                              "the table and one of them is the secret: only the clue giver knows which. Without "
                              "a word, with nothing but the cards of the hand, the clue giver leads the guessers "
                              "to remove every other character, so that the secret stands alone after round 5.",
    "howto.similo.setup.title": "The table",
    "howto.similo.setup.grid": "12 characters from the character deck, face up in a grid.",
    "howto.similo.setup.secret": "One of them is the secret, known to the clue giver only.",
    "howto.similo.setup.hand": "The clue giver holds 5 cards from the clue deck: these are the clues.",
    "howto.similo.round.title": "A round",
    "howto.similo.round.clue": "The clue giver lays one card of the hand under the table, upright (vertical) or "
                               "on its side (horizontal), then draws a card to hold 5 again.",
    "howto.similo.round.silent": "The clue giver may not speak or gesture: the cards do all the talking. Every "
                                 "clue stays on the table until the end and keeps its meaning.",
    "howto.similo.round.remove": "The guessers talk it over and remove characters they believe are not the "
                                 "secret: 1 in round 1, then 2, 3 and 4, and the last 1 in round 5.",
    "howto.similo.figure.label": "Four characters of the table; below them, a clue laid upright (vertical) and "
                                 "a clue laid on its side (horizontal).",
    "howto.similo.figure.caption": "Under the classic rules:",
    "howto.similo.end.title": "Winning and losing",
    "howto.similo.end.win": "If the secret is the last character on the table after round 5, everyone wins.",
    "howto.similo.end.lose": "If the secret is removed, at any moment, everyone loses at once, even with "
                             "characters still due that round.",
    "howto.similo.end.score": "In the daily, the score is the number of rounds survived: 5/5 for a win, 2/5 "
                              "for a secret lost in round 3. At a table, each game won counts for every player.",
    "howto.similo.rules.title": "Three sets of rules",
    "howto.similo.rules.classic": "a vertical clue is like the secret in something; a horizontal clue is "
                                  "unlike it.",
    "howto.similo.rules.remove": "clues are played horizontally only, and each is like one or more of the "
                                 "characters to remove: take out those that look most like it.",
    "howto.similo.rules.advanced": "the remove rules plus vertical clues: a vertical clue is unlike the "
                                   "characters to remove. One more way to give a clue, so a little easier to win.",
    "howto.similo.decks.title": "Two decks",
    "howto.similo.decks.text": "There are four decks: {decks}. The character deck deals the twelve characters; "
                               "the clue deck gives the clue giver's hand and every card drawn. Choose the same "
                               "deck for the usual game, or two decks to link, say, a figure of history to a "
                               "fairy tale.",
    "howto.similo.modes.title": "Ways to play",
    "howto.similo.notes.title": "Good to know",
    "howto.similo.notes.confirm": "Nothing is removed before you confirm: select exactly the round's number of "
                                  "characters (take one back or clear if you change your mind), then press "
                                  "“{confirm}”.",
    "howto.similo.notes.secret": "Confirmed characters leave in the order you selected them, and it all stops "
                                 "at the secret: the game is lost there and then.",
    "howto.similo.notes.hint": "“{hint}” shows how likely the AI finds each character to be the secret. In the "
                               "daily it is a hint: the first press asks for a second one, and the hints used "
                               "are counted in your result and share text.",
    "howto.similo.notes.meaning": "What a clue meant (the traits it pointed at) is told once its round is over, "
                                  "with “{ask}”; in the daily, only at the end of the game.",
    "howto.similo.notes.kinds": "In the pictures, a god has a halo and a gold edge to the card, a creature a "
                                "violet edge; humans and animals have a plain black edge.",
    "howto.similo.notes.privacy": "At a table, a privacy screen covers the view whenever the device passes "
                                  "between the clue giver and the guessers; the guessers' view never holds the "
                                  "secret or the hand.",
    "howto.similo.keys.title": "Keys",
    "howto.similo.keys.intro": "Every action has a key; Tab also reaches every control (with a visible focus), "
                               "and the arrow keys move between the cards of the table and of the hand.",
    "howto.similo.keys.guess": "Guessing",
    "howto.similo.keys.give": "Giving clues",
    "howto.similo.keys.letters": "select or unselect the character in that place of the table (left to right, "
                                 "top to bottom)",
    "howto.similo.keys.arrows": "move between the cards; Space or Enter selects the one with the focus",
    "howto.similo.keys.confirm": "confirm the characters to remove",
    "howto.similo.keys.undo": "take back the last choice",
    "howto.similo.keys.clear": "clear the selection",
    "howto.similo.keys.belief": "show the AI's belief",
    "howto.similo.keys.digits": "choose that card of your hand",
    "howto.similo.keys.vertical": "play it vertically",
    "howto.similo.keys.horizontal": "play it horizontally",
    "howto.similo.keys.play": "play the clue",
    "howto.similo.keys.suggest": "ask the AI for a suggestion",
    "howto.similo.keys.name.letters": "A–L",
    "howto.similo.keys.name.arrows": "← ↑ → ↓",
    "howto.similo.keys.name.enter": "Enter",
    "howto.similo.keys.name.undo": "U, Backspace",
    "howto.similo.keys.name.esc": "Esc",
    "howto.similo.keys.name.digits": "1–5",
}

FR: dict[str, str] = {
    "howto.similo.item": "{label} : {text}",
    "howto.similo.goal.title": "Le but",
    "howto.similo.goal.text": "Similo se joue ensemble, tous contre le jeu. Douze personnages sont sur la table "
                              "et l’un d’eux est le secret : seul le narrateur sait lequel. Sans un mot, avec les "
                              "seules cartes de sa main, le narrateur guide les enquêteurs pour qu’ils retirent "
                              "tous les autres personnages et que le secret reste seul après la manche 5.",
    "howto.similo.setup.title": "La mise en place",
    "howto.similo.setup.grid": "12 personnages du paquet des personnages, face visible, en grille.",
    "howto.similo.setup.secret": "L’un d’eux est le secret, que seul le narrateur connaît.",
    "howto.similo.setup.hand": "Le narrateur a en main 5 cartes du paquet des indices : ce sont ses indices.",
    "howto.similo.round.title": "Une manche",
    "howto.similo.round.clue": "Le narrateur pose une carte de sa main sous la table, debout (à la verticale) ou "
                               "couchée (à l’horizontale), puis pioche pour en avoir de nouveau 5.",
    "howto.similo.round.silent": "Le narrateur ne parle pas et ne fait aucun geste : seules les cartes parlent. "
                                 "Chaque indice reste sur la table jusqu’à la fin et garde son sens.",
    "howto.similo.round.remove": "Les enquêteurs en discutent et retirent les personnages qui, selon eux, ne "
                                 "sont pas le secret : 1 à la manche 1, puis 2, 3 et 4, et un dernier à la "
                                 "manche 5.",
    "howto.similo.figure.label": "Quatre personnages de la table ; en dessous, un indice posé debout (à la "
                                 "verticale) et un indice posé couché (à l’horizontale).",
    "howto.similo.figure.caption": "Avec les règles classiques :",
    "howto.similo.end.title": "Gagner ou perdre",
    "howto.similo.end.win": "Si le secret est le dernier personnage sur la table après la manche 5, tout le "
                            "monde gagne.",
    "howto.similo.end.lose": "Si le secret est retiré, à n’importe quel moment, tout le monde perd aussitôt, "
                             "même s’il restait des personnages à retirer dans la manche.",
    "howto.similo.end.score": "Dans la partie du jour, le score est le nombre de manches tenues : 5/5 pour une "
                              "victoire, 2/5 si le secret tombe à la manche 3. À plusieurs, chaque partie "
                              "gagnée compte pour tous les joueurs.",
    "howto.similo.rules.title": "Trois règles au choix",
    "howto.similo.rules.classic": "un indice à la verticale ressemble au secret par un point ; à l’horizontale, "
                                  "il en diffère.",
    "howto.similo.rules.remove": "les indices se jouent uniquement à l’horizontale, et chacun ressemble à un ou "
                                 "plusieurs des personnages à retirer : retirez ceux qui lui ressemblent le plus.",
    "howto.similo.rules.advanced": "les règles du retrait, plus les indices à la verticale : un indice à la "
                                   "verticale ne ressemble pas aux personnages à retirer. Une façon de plus de "
                                   "donner un indice, donc une victoire un peu plus facile.",
    "howto.similo.decks.title": "Deux paquets",
    "howto.similo.decks.text": "Il y a quatre paquets : {decks}. Le paquet des personnages fournit les douze "
                               "personnages ; le paquet des indices fournit la main du narrateur et chaque carte "
                               "piochée. Choisissez le même paquet pour la partie habituelle, ou deux paquets "
                               "pour relier, par exemple, un personnage de l’histoire à un conte.",
    "howto.similo.modes.title": "Les façons de jouer",
    "howto.similo.notes.title": "Bon à savoir",
    "howto.similo.notes.confirm": "Rien n’est retiré avant confirmation : sélectionnez exactement le nombre de "
                                  "personnages de la manche (désélectionnez-en un ou effacez tout si vous changez "
                                  "d’avis), puis appuyez sur « {confirm} ».",
    "howto.similo.notes.secret": "Les personnages confirmés sortent dans l’ordre de votre sélection, et tout "
                                 "s’arrête au secret : la partie est perdue sur-le-champ.",
    "howto.similo.notes.hint": "« {hint} » montre, pour chaque personnage, à quel point l’IA le croit être le "
                               "secret. Dans la partie du jour, c’est une aide : le premier appui en demande un "
                               "second, et les aides utilisées comptent dans votre résultat et dans le texte à "
                               "partager.",
    "howto.similo.notes.meaning": "Le sens d’un indice (les traits qu’il désignait) est révélé une fois sa manche "
                                  "terminée, avec « {ask} » ; dans la partie du jour, seulement à la fin.",
    "howto.similo.notes.kinds": "Sur les images, un dieu a une auréole et une carte bordée d’or, une créature "
                                "une carte bordée de violet ; humains et animaux ont un simple bord noir.",
    "howto.similo.notes.privacy": "À plusieurs, un écran de confidentialité couvre la vue chaque fois que "
                                  "l’appareil passe du narrateur aux enquêteurs ou l’inverse ; la vue des "
                                  "enquêteurs ne contient jamais le secret ni la main.",
    "howto.similo.keys.title": "Touches",
    "howto.similo.keys.intro": "Chaque action a sa touche ; la touche Tab atteint aussi chaque commande (avec un "
                               "repère visible), et les flèches passent d’une carte à l’autre, sur la table comme "
                               "dans la main.",
    "howto.similo.keys.guess": "Pour deviner",
    "howto.similo.keys.give": "Pour donner les indices",
    "howto.similo.keys.letters": "sélectionner ou désélectionner le personnage à cette place de la table (de "
                                 "gauche à droite, de haut en bas)",
    "howto.similo.keys.arrows": "passer d’une carte à l’autre ; Espace ou Entrée sélectionne celle qui a le focus",
    "howto.similo.keys.confirm": "confirmer les personnages à retirer",
    "howto.similo.keys.undo": "annuler le dernier choix",
    "howto.similo.keys.clear": "tout désélectionner",
    "howto.similo.keys.belief": "voir ce que pense l’IA",
    "howto.similo.keys.digits": "choisir cette carte de votre main",
    "howto.similo.keys.vertical": "la jouer à la verticale",
    "howto.similo.keys.horizontal": "la jouer à l’horizontale",
    "howto.similo.keys.play": "jouer l’indice",
    "howto.similo.keys.suggest": "demander une suggestion à l’IA",
    "howto.similo.keys.name.letters": "A–L",
    "howto.similo.keys.name.arrows": "← ↑ → ↓",
    "howto.similo.keys.name.enter": "Entrée",
    "howto.similo.keys.name.undo": "U, Retour arrière",
    "howto.similo.keys.name.esc": "Échap",
    "howto.similo.keys.name.digits": "1–5",
}

CATALOGUE.register("en", EN)
register_french(FR)


def _item(label: str, text: str) -> str:
    return t("howto.similo.item", label=f"<strong>{esc(label)}</strong>", text=esc(text))


def figure() -> str:
    """The table's characters, then a clue upright (vertical) and a clue on its side (horizontal)."""
    cards = "".join(f'<image href="{esc(ART.format(id=cid))}" x="{69 + 42 * i}" y="6" width="36" height="50" '
                    f'preserveAspectRatio="xMidYMid meet"/>' for i, cid in enumerate(TABLE_CARDS))
    svg = (f'<svg class="howto-clues" viewBox="0 0 300 204" role="img" '
           f'aria-label="{esc(t("howto.similo.figure.label"))}" xmlns="http://www.w3.org/2000/svg">'
           f'{cards}<line x1="20" y1="68" x2="280" y2="68" stroke="#b9b09d" stroke-dasharray="4 4"/>'
           f'<image href="{esc(ART.format(id=UPRIGHT))}" x="50" y="80" width="64" height="90" '
           f'preserveAspectRatio="xMidYMid meet"/>'
           f'<g transform="translate(262 93) rotate(90)"><image href="{esc(ART.format(id=SIDEWAYS))}" x="0" y="0" '
           f'width="64" height="90" preserveAspectRatio="xMidYMid meet"/></g>'
           f'<circle cx="82" cy="188" r="12" fill="#2e7d4f"/>'
           f'<text x="82" y="194" text-anchor="middle" font-size="18" font-weight="700" fill="#fff">=</text>'
           f'<circle cx="217" cy="188" r="12" fill="#b3261e"/>'
           f'<text x="217" y="194" text-anchor="middle" font-size="18" font-weight="700" fill="#fff">≠</text>'
           f'</svg>')
    caption = (f'<figcaption>{esc(t("howto.similo.figure.caption"))}<ul class="meanings">'
               f'<li><span class="badge like">=</span> {esc(t("similo.meaning.vertical.classic"))}</li>'
               f'<li><span class="badge unlike">≠</span> {esc(t("similo.meaning.horizontal.classic"))}</li>'
               f'</ul></figcaption>')
    return f'<figure class="howto-figure howto-similo-figure" data-testid="howto-figure">{svg}{caption}</figure>'


GUESS_KEYS = (("letters", "letters"), ("arrows", "arrows"), ("enter", "confirm"), ("undo", "undo"),
              ("esc", "clear"), ("?", "belief"))
GIVE_KEYS = (("digits", "digits"), ("V", "vertical"), ("H", "horizontal"), ("enter", "play"), ("undo", "undo"),
             ("esc", "clear"), ("?", "suggest"))


def keys_section() -> str:
    return (f'<p>{esc(t("howto.similo.keys.intro"))}</p><h4>{esc(t("howto.similo.keys.guess"))}</h4>'
            f'{keys_list("similo", GUESS_KEYS)}<h4>{esc(t("howto.similo.keys.give"))}</h4>'
            f'{keys_list("similo", GIVE_KEYS)}')


def render() -> str:
    decks = ", ".join(t(f"similo.deck.{d}") for d in DECKS)
    modes = [_item(t(f"similo.mode.{m}"), t(f"similo.mode.{m}.help")) for m in MODES]
    rules = [_item(t("similo.rules.classic"), t("howto.similo.rules.classic")),
             _item(t("similo.rules.remove"), t("howto.similo.rules.remove")),
             _item(t("similo.rules.remove-advanced"), t("howto.similo.rules.advanced"))]
    notes = [esc(t("howto.similo.notes.confirm", confirm=t("similo.confirm"))),
             esc(t("howto.similo.notes.secret")),
             esc(t("howto.similo.notes.hint", hint=t("similo.hint"))),
             esc(t("howto.similo.notes.meaning", ask=t("similo.meaning.ask"))),
             esc(t("howto.similo.notes.kinds")),
             esc(t("howto.similo.notes.privacy"))]
    return ('<div class="howto-body howto-similo">'
            + section("howto.similo.goal.title", f'<p>{esc(t("howto.similo.goal.text"))}</p>')
            + section("howto.similo.setup.title", bullets([esc(t(f"howto.similo.setup.{k}"))
                                                          for k in ("grid", "secret", "hand")]))
            + section("howto.similo.round.title", bullets([esc(t(f"howto.similo.round.{k}"))
                                                          for k in ("clue", "silent", "remove")]) + figure())
            + section("howto.similo.end.title", bullets([esc(t(f"howto.similo.end.{k}"))
                                                        for k in ("win", "lose", "score")]))
            + section("howto.similo.rules.title", bullets(rules))
            + section("howto.similo.decks.title", f'<p>{esc(t("howto.similo.decks.text", decks=decks))}</p>')
            + section("howto.similo.modes.title", bullets(modes))
            + section("howto.similo.notes.title", bullets(notes))
            + section("howto.similo.keys.title", keys_section())
            + "</div>")
