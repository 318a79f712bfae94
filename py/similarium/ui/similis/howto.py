"""How to play Similis (``#/how/similis``): the goal, the deal, what a series is (with three of our
cards in a picture), a turn, the end of a game and the match to 50, the banned-card variant, the
ways to play and what the page decides where the rule text is silent (docs/rules.md, S1-S18).
The game's own words (modes, buttons, attributes) come from the game's catalogue.
"""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, register_french, t
from similarium.ui.howto import bullets, keys_list, section
from similarium.ui.html import esc
from similarium.ui.similis import messages as _similis_messages  # noqa: F401 - the game's own words

ART = "static/img/similis/{id}.svg"
SERIES = ("2-ankh-blue-stone", "2-ankh-green-sand", "2-ankh-red-papyrus")
MODES = ("solo", "table", "daily")

EN: dict[str, str] = {
    "howto.similis.item": "{label}: {text}",
    "howto.similis.goal.title": "The goal",
    "howto.similis.goal.text": "Be the first to get rid of all your cards, by laying them in series of cards "
                               "that look alike, and by giving some to your opponents.",
    "howto.similis.setup.title": "The deal",
    "howto.similis.setup.hand": "3 to 6 players; each holds 10 cards.",
    "howto.similis.setup.market": "3 cards lie face up in the middle: the market. The rest is the pile.",
    "howto.similis.setup.cards": "Every card has four attributes: a number, a symbol, a colour and a background.",
    "howto.similis.series.title": "A series",
    "howto.similis.series.four": "4 cards alike in at least 1 attribute;",
    "howto.similis.series.three": "3 cards alike in at least 2 attributes, then give 1 card away;",
    "howto.similis.series.two": "2 cards alike in at least 3 attributes, then give 2 cards away (to one "
                                "opponent or to two).",
    "howto.similis.series.same": "Every card of the series shares the same attributes: cards alike two by two "
                                 "are not enough. Whatever the size, 4 cards leave your hand.",
    "howto.similis.series.market": "A series may use one market card, no more; it is replaced at the end of "
                                   "your turn, after the gifts.",
    "howto.similis.figure.label": "Three cards side by side: 2 ankh blue on stone, 2 ankh green on sand, 2 ankh "
                                  "red on papyrus.",
    "howto.similis.figure.caption": "A series of 3: the same number (2) and the same symbol (ankh); colour and "
                                    "background differ. Lay it, then give 1 card.",
    "howto.similis.turn.title": "A turn",
    "howto.similis.turn.lay": "Select the cards of your series (and at most one of the market): the page says at "
                              "once what they share and whether they make a series. Then press “{lay}”.",
    "howto.similis.turn.gift": "If you owe cards, choose a card of your hand, then the opponent who gets it.",
    "howto.similis.turn.draw": "Only when no series is possible, even with the market, “{draw}” appears: you take "
                               "one card and your turn ends; you can use it from your next turn.",
    "howto.similis.end.title": "End of a game",
    "howto.similis.end.win": "The first player with an empty hand wins the game and scores 0; the others "
                             "score 1 point a card still in hand.",
    "howto.similis.end.last": "For your last cards you need not have enough cards to give, and the market card "
                              "you took is not replaced.",
    "howto.similis.match.title": "The match to 50",
    "howto.similis.match.tie": "50 itself does not end it: it takes more. On equal totals, the player with more "
                               "games won is ahead; failing that, the win is shared.",
    "howto.similis.banned.title": "The banned-card variant",
    "howto.similis.banned.draw": "Before the deal, two cards are drawn at random: the first gives a symbol, the "
                                 "second a colour. Both go back and the deck is shuffled.",
    "howto.similis.banned.example": "For example, a first card 2 ankh blue and a second 5 scarab green ban the "
                                    "green ankhs; the game shows “{banned}”.",
    "howto.similis.banned.rule": "For the whole game, the cards of that symbol and colour (any number, any "
                                 "background) never enter a series, not even from the market.",
    "howto.similis.banned.market": "A banned card turned up for the market goes under the pile, in sight of all, "
                                   "and the next card is turned up.",
    "howto.similis.banned.gift": "You may give banned cards away: that is the way to be rid of them.",
    "howto.similis.modes.title": "Ways to play",
    "howto.similis.modes.daily": "You and three bots of the strongest level, without banned cards; the share "
                                 "text says how many turns you took to win, or how many cards were left.",
    "howto.similis.notes.title": "Good to know",
    "howto.similis.notes.final": "Nothing is laid before you press the button; a laid series and a given card "
                                 "are final.",
    "howto.similis.notes.pass": "If you must draw and the pile is empty, you pass: “{pass_}”.",
    "howto.similis.notes.gifts": "Gifts come after a series of 3 (1 card) or of 2 (2 cards), as far as your hand "
                                 "allows; a series of 4 owes none.",
    "howto.similis.notes.stall": "If every player passes in a row, nothing can change any more: the game ends, "
                                 "the fewest cards in hand win (shared on a tie) and the others score their cards.",
    "howto.similis.keys.title": "Keys",
    "howto.similis.keys.intro": "Every action has a key; Tab also reaches every control (with a visible focus), "
                                "the gift buttons included, and the arrow keys move between the cards of the hand "
                                "and of the market.",
    "howto.similis.keys.digits": "select or unselect that card of your hand, in the order shown (0 is the tenth)",
    "howto.similis.keys.market": "select or unselect that card of the market",
    "howto.similis.keys.arrows": "move between the cards; Space or Enter selects the one with the focus",
    "howto.similis.keys.lay": "lay the series (during gifts: give the card chosen to the first opponent offered)",
    "howto.similis.keys.draw": "draw a card (or pass when the pile is empty), when no series is possible",
    "howto.similis.keys.undo": "take back the last card selected",
    "howto.similis.keys.clear": "clear the selection",
    "howto.similis.keys.name.digits": "1–9, 0",
    "howto.similis.keys.name.market": "Q W E",
    "howto.similis.keys.name.arrows": "← ↑ → ↓",
    "howto.similis.keys.name.enter": "Enter",
    "howto.similis.keys.name.undo": "U, Backspace",
    "howto.similis.keys.name.esc": "Esc",
    "howto.similis.colours.title": "Colours and signs",
    "howto.similis.colours.text": "Each colour has its own pattern and a sign on the swatch under the corner "
                                  "number, so no card is told by colour alone: blue ● (stripes), green ▲ (dots), "
                                  "red ■ (solid), yellow ◆ (hatching). A banned card is crossed with ⦸; a "
                                  "selected card is raised and ticked ✓.",
}

FR: dict[str, str] = {
    "howto.similis.item": "{label} : {text}",
    "howto.similis.goal.title": "Le but",
    "howto.similis.goal.text": "Être le premier à se débarrasser de toutes ses cartes, en les posant en séries de "
                               "cartes qui se ressemblent et en en donnant aux adversaires.",
    "howto.similis.setup.title": "La donne",
    "howto.similis.setup.hand": "De 3 à 6 joueurs ; chacun reçoit 10 cartes.",
    "howto.similis.setup.market": "3 cartes sont posées face visible au centre : le marché. Le reste forme la "
                                  "pioche.",
    "howto.similis.setup.cards": "Chaque carte a quatre attributs : un nombre, un symbole, une couleur et un fond.",
    "howto.similis.series.title": "Une série",
    "howto.similis.series.four": "4 cartes semblables par au moins 1 attribut ;",
    "howto.similis.series.three": "3 cartes semblables par au moins 2 attributs, puis vous donnez 1 carte ;",
    "howto.similis.series.two": "2 cartes semblables par au moins 3 attributs, puis vous donnez 2 cartes (au "
                                "même adversaire ou à deux).",
    "howto.similis.series.same": "Toutes les cartes de la série partagent les mêmes attributs : des cartes "
                                 "semblables deux à deux ne suffisent pas. Quelle que soit la taille, 4 cartes "
                                 "quittent votre main.",
    "howto.similis.series.market": "Une série peut utiliser une carte du marché, pas plus ; elle est remplacée à "
                                   "la fin de votre tour, après les dons.",
    "howto.similis.figure.label": "Trois cartes côte à côte : 2 ânkh bleu sur fond pierre, 2 ânkh vert sur fond "
                                  "sable, 2 ânkh rouge sur fond papyrus.",
    "howto.similis.figure.caption": "Une série de 3 : le même nombre (2) et le même symbole (ânkh) ; la couleur "
                                    "et le fond diffèrent. Posez-la, puis donnez 1 carte.",
    "howto.similis.turn.title": "Un tour",
    "howto.similis.turn.lay": "Sélectionnez les cartes de votre série (et une du marché au plus) : la page dit "
                              "aussitôt ce qu’elles ont en commun et si elles forment une série. Appuyez ensuite "
                              "sur « {lay} ».",
    "howto.similis.turn.gift": "Si vous devez des cartes, choisissez une carte de votre main, puis l’adversaire "
                               "qui la reçoit.",
    "howto.similis.turn.draw": "Seulement quand aucune série n’est possible, même avec le marché, « {draw} » "
                               "apparaît : vous prenez une carte et votre tour s’arrête ; vous pourrez "
                               "l’utiliser au tour suivant.",
    "howto.similis.end.title": "Fin d’une partie",
    "howto.similis.end.win": "Le premier joueur à vider sa main gagne la partie et marque 0 ; les autres "
                             "marquent 1 point par carte restée en main.",
    "howto.similis.end.last": "Pour vos dernières cartes, inutile d’avoir assez de cartes à donner, et la carte "
                              "prise au marché n’est pas remplacée.",
    "howto.similis.match.title": "Le match en 50 points",
    "howto.similis.match.tie": "50 tout juste ne suffit pas : il faut dépasser. À total égal, le joueur qui a "
                               "gagné le plus de parties passe devant ; sinon, la victoire est partagée.",
    "howto.similis.banned.title": "La variante des cartes bannies",
    "howto.similis.banned.draw": "Avant la donne, on tire deux cartes au hasard : la première donne un symbole, "
                                 "la seconde une couleur. Les deux retournent dans le paquet, qui est mélangé.",
    "howto.similis.banned.example": "Par exemple, une première carte 2 ânkh bleu et une seconde 5 scarabée vert "
                                    "bannissent les ânkhs verts ; le jeu affiche « {banned} ».",
    "howto.similis.banned.rule": "Pour toute la partie, les cartes de ce symbole et de cette couleur (quels que "
                                 "soient le nombre et le fond) n’entrent dans aucune série, pas même depuis le "
                                 "marché.",
    "howto.similis.banned.market": "Une carte bannie retournée pour le marché va sous la pioche, à la vue de tous, "
                                   "et on retourne la suivante.",
    "howto.similis.banned.gift": "Vous pouvez donner les cartes bannies : c’est le moyen de vous en débarrasser.",
    "howto.similis.modes.title": "Les façons de jouer",
    "howto.similis.modes.daily": "Vous et trois bots du meilleur niveau, sans cartes bannies ; le texte à "
                                 "partager dit en combien de tours vous avez gagné, ou combien de cartes il vous "
                                 "restait.",
    "howto.similis.notes.title": "Bon à savoir",
    "howto.similis.notes.final": "Rien n’est posé avant l’appui sur le bouton ; une série posée et une carte "
                                 "donnée sont définitives.",
    "howto.similis.notes.pass": "Si vous devez piocher et que la pioche est vide, vous passez : « {pass_} ».",
    "howto.similis.notes.gifts": "Les dons suivent une série de 3 (1 carte) ou de 2 (2 cartes), dans la limite de "
                                 "votre main ; une série de 4 n’en demande aucun.",
    "howto.similis.notes.stall": "Si tous les joueurs passent l’un après l’autre, plus rien ne peut changer : la "
                                 "partie s’arrête, le moins de cartes en main gagne (à égalité, la victoire est "
                                 "partagée) et les autres marquent leurs cartes.",
    "howto.similis.keys.title": "Touches",
    "howto.similis.keys.intro": "Chaque action a sa touche ; la touche Tab atteint aussi chaque commande (avec un "
                                "repère visible), boutons de don compris, et les flèches passent d’une carte à "
                                "l’autre, dans la main comme au marché.",
    "howto.similis.keys.digits": "sélectionner ou désélectionner cette carte de votre main, dans l’ordre affiché "
                                 "(0 est la dixième)",
    "howto.similis.keys.market": "sélectionner ou désélectionner cette carte du marché",
    "howto.similis.keys.arrows": "passer d’une carte à l’autre ; Espace ou Entrée sélectionne celle qui a le focus",
    "howto.similis.keys.lay": "poser la série (pendant les dons : donner la carte choisie au premier adversaire "
                              "proposé)",
    "howto.similis.keys.draw": "piocher une carte (ou passer si la pioche est vide), quand aucune série n’est "
                               "possible",
    "howto.similis.keys.undo": "annuler la dernière carte sélectionnée",
    "howto.similis.keys.clear": "tout désélectionner",
    "howto.similis.keys.name.digits": "1–9, 0",
    "howto.similis.keys.name.market": "Q W E",
    "howto.similis.keys.name.arrows": "← ↑ → ↓",
    "howto.similis.keys.name.enter": "Entrée",
    "howto.similis.keys.name.undo": "U, Retour arrière",
    "howto.similis.keys.name.esc": "Échap",
    "howto.similis.colours.title": "Couleurs et signes",
    "howto.similis.colours.text": "Chaque couleur a son motif et un signe sur la pastille sous le nombre du coin : "
                                  "aucune carte ne se lit à la seule couleur. Bleu ● (rayures), vert ▲ (pois), "
                                  "rouge ■ (uni), jaune ◆ (hachures). Une carte bannie est barrée de ⦸ ; une "
                                  "carte sélectionnée est surélevée et cochée ✓.",
}

CATALOGUE.register("en", EN)
register_french(FR)


def _texts(*keys: str) -> list[str]:
    return [esc(t(f"howto.similis.{k}")) for k in keys]


def figure() -> str:
    """Three of our cards side by side, a series of 3 sharing number and symbol."""
    cards = "".join(f'<image href="{esc(ART.format(id=cid))}" x="{8 + 104 * i}" y="6" width="96" height="134" '
                    f'preserveAspectRatio="xMidYMid meet"/>' for i, cid in enumerate(SERIES))
    svg = (f'<svg class="howto-series" viewBox="0 0 320 168" role="img" '
           f'aria-label="{esc(t("howto.similis.figure.label"))}" xmlns="http://www.w3.org/2000/svg">{cards}'
           f'<path d="M14 150 v8 h292 v-8" fill="none" stroke="#2e7d4f" stroke-width="3"/></svg>')
    return (f'<figure class="howto-figure howto-similis-figure" data-testid="howto-figure">{svg}'
            f'<figcaption>{esc(t("howto.similis.figure.caption"))}</figcaption></figure>')


KEYS = (("digits", "digits"), ("market", "market"), ("arrows", "arrows"), ("enter", "lay"), ("D", "draw"),
        ("undo", "undo"), ("esc", "clear"))


def keys_section() -> str:
    return f'<p>{esc(t("howto.similis.keys.intro"))}</p>{keys_list("similis", KEYS)}'


def render() -> str:
    modes = [t("howto.similis.item", label=f'<strong>{esc(t(f"similis.mode.{m}"))}</strong>',
               text=esc(t("howto.similis.modes.daily") if m == "daily" else t(f"similis.mode.{m}.help")))
             for m in MODES]
    turn = [esc(t("howto.similis.turn.lay", lay=t("similis.lay"))), esc(t("howto.similis.turn.gift")),
            esc(t("howto.similis.turn.draw", draw=t("similis.draw")))]
    notes = [esc(t("howto.similis.notes.final")), esc(t("howto.similis.notes.gifts")),
             esc(t("howto.similis.notes.pass", pass_=t("similis.pass"))), esc(t("howto.similis.notes.stall"))]
    shown = t("similis.banned", symbol=t("similis.symbol.ankh"), colour=t("similis.colour.green"))
    banned = (bullets(_texts("banned.draw"))
              + f'<p class="example">{esc(t("howto.similis.banned.example", banned=shown))}</p>'
              + bullets(_texts("banned.rule", "banned.market", "banned.gift")))
    return ('<div class="howto-body howto-similis">'
            + section("howto.similis.goal.title", f'<p>{esc(t("howto.similis.goal.text"))}</p>')
            + section("howto.similis.setup.title", bullets(_texts("setup.hand", "setup.market", "setup.cards")))
            + section("howto.similis.series.title",
                       bullets(_texts("series.four", "series.three", "series.two"))
                       + bullets(_texts("series.same", "series.market")) + figure())
            + section("howto.similis.turn.title", bullets(turn))
            + section("howto.similis.end.title", bullets(_texts("end.win", "end.last")))
            + section("howto.similis.match.title",
                       bullets([esc(t("similis.match.rule")), esc(t("howto.similis.match.tie"))]))
            + section("howto.similis.banned.title", banned)
            + section("howto.similis.modes.title", bullets(modes))
            + section("howto.similis.notes.title", bullets(notes))
            + section("howto.similis.colours.title", f'<p>{esc(t("howto.similis.colours.text"))}</p>')
            + section("howto.similis.keys.title", keys_section())
            + "</div>")
