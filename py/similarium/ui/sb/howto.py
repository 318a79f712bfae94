"""How to play SB (``#/how/sb``): the goal, a turn, a bust, scoring (Split Keys, Key Sandwich),
the end of the game, the modes and the daily, in the project's words and the game screens' terms
(Base dice, Keys, set aside, bust; dés Base, Clés, mettre de côté, raté…).

The pictures (a Split Keys and a Key Sandwich) are inline SVG drawn here with the pips of
:mod:`similarium.ui.sb.dice`: Base dice ivory, Keys dark red and rounder, as on the game page.
Every text is under ``howto.sb.*``, English and French.
"""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, t
from similarium.games.sb.daily import PAR, TURNS
from similarium.games.sb.rules import TARGET
from similarium.ui.howto import game_section
from similarium.ui.html import attrs, esc
from similarium.ui.sb.dice import PIPS

EN = {
    "howto.sb.goal.h": "The goal",
    "howto.sb.goal.p": "Push your luck with 8 Base dice and 2 Keys. The first to reach {target} points "
                       "starts the end of the game; the highest score wins.",
    "howto.sb.turn.h": "A turn",
    "howto.sb.turn.1": "Roll all 10 dice: 8 Base dice (ivory) and 2 Keys (dark red).",
    "howto.sb.turn.2": "From each roll, set aside one or both Keys, or one or more groups of 2 or more "
                       "equal Base dice. Never Keys and groups from the same roll.",
    "howto.sb.turn.3": "Dice set aside stay aside until the end of the turn.",
    "howto.sb.turn.4": "Roll again the dice left, or stop and score. While a Key is still out you must "
                       "roll again; with all 10 dice aside the turn scores.",
    "howto.sb.turn.bust.word": "Bust",
    "howto.sb.turn.bust": "if nothing in a roll can be set aside, the turn scores 0, whatever was "
                          "already aside. It can only happen once both Keys are aside and the roll has "
                          "no pair.",
    "howto.sb.colon": ": ",
    "howto.sb.scoring.h": "Scoring",
    "howto.sb.scoring.only": "Only the Base dice set aside count.",
    "howto.sb.scoring.split": "Split Keys (two different Keys): 2 points a Base die between them, 1 point "
                              "outside them, 0 for a die equal to a Key. Full Split, all 8 between: 20 "
                              "points.",
    "howto.sb.scoring.sandwich": "Key Sandwich (two equal Keys): 4 points a Base die equal to the Keys, 0 "
                                 "for the others. Full Sandwich, all 8 equal: 40 points.",
    "howto.sb.svg.split.label": "Split Keys: Keys 2 and 5. The Base dice 1 1 are outside, 1 point each; "
                                "3 3 4 4 are between, 2 points each; 5 5 equal a Key, 0. Total 10 points.",
    "howto.sb.svg.sandwich.label": "Key Sandwich: both Keys are 4. The Base dice 4 4 4 equal the Keys, 4 "
                                   "points each; 2 2 score 0. Total 12 points.",
    "howto.sb.svg.split.title": "Split Keys",
    "howto.sb.svg.sandwich.title": "Key Sandwich",
    "howto.sb.svg.outside": "outside: 1 each",
    "howto.sb.svg.between": "between: 2 each",
    "howto.sb.svg.equal": "equal: 0",
    "howto.sb.svg.matching": "like the Keys: 4 each",
    "howto.sb.svg.other": "other: 0",
    "howto.sb.svg.total": "= {points} points",
    "howto.sb.variants.h": "End of the game, modes",
    "howto.sb.variants.end": "End: the first to reach {target} is the leader. Every other player takes "
                             "exactly one more turn; if the leader is then not strictly ahead, the leader "
                             "takes one more turn. Equal highest scores share the win.",
    "howto.sb.variants.solo": "Solo: you against one bot. Table: 2 to 6 players on this device, any of "
                              "them a bot.",
    "howto.sb.variants.daily": "Daily challenge: {turns} turns alone on today's dice, the same for "
                               "everyone. Score {par} or more to win. One attempt a day.",
    "howto.sb.variants.advice": "Advice shows the exact expected score of each choice for the rest of the "
                                "turn. It is refused during today's daily challenge (the button says why), "
                                "and allowed when you replay a past day, which is not recorded.",
    "howto.sb.keys.h": "Keys",
    "howto.sb.keys.intro": "Every action has a key; Tab also reaches every control, and the arrow keys "
                           "move between the dice.",
    "howto.sb.keys.dice": "select or unselect the die with that number (0 is the tenth)",
    "howto.sb.keys.arrows": "move between the dice (Space selects the one with the focus)",
    "howto.sb.keys.enter": "set aside the dice selected",
    "howto.sb.keys.r": "roll",
    "howto.sb.keys.s": "stop and score",
    "howto.sb.keys.u": "take back the last die selected",
    "howto.sb.keys.esc": "clear the selection",
    "howto.sb.keys.a": "show or hide the advice",
    "howto.sb.keys.name.dice": "1-9, 0",
    "howto.sb.keys.name.enter": "Enter",
    "howto.sb.keys.name.esc": "Esc",
    "howto.sb.keys.name.a": "A, ?",
}
FR = {
    "howto.sb.goal.h": "Le but",
    "howto.sb.goal.p": "Tentez votre chance avec 8 dés Base et 2 Clés. Le premier à atteindre {target} "
                       "points déclenche la fin de la partie\u00a0; le plus haut score gagne.",
    "howto.sb.turn.h": "Un tour",
    "howto.sb.turn.1": "Lancez les 10 dés\u00a0: 8 dés Base (ivoire) et 2 Clés (rouge sombre).",
    "howto.sb.turn.2": "À chaque lancer, mettez de côté une Clé ou les deux, ou un ou plusieurs groupes "
                       "d’au moins 2 dés Base égaux. Jamais des Clés et des groupes d’un même lancer.",
    "howto.sb.turn.3": "Les dés mis de côté y restent jusqu’à la fin du tour.",
    "howto.sb.turn.4": "Relancez les dés restants, ou arrêtez-vous et marquez. Tant qu’une Clé n’est pas "
                       "de côté, il faut relancer\u00a0; quand les 10 dés sont de côté, le tour compte.",
    "howto.sb.turn.bust.word": "Raté",
    "howto.sb.turn.bust": "si rien ne peut être mis de côté dans un lancer, le tour rapporte 0, "
                          "quels que soient les dés déjà de côté. Cela n’arrive qu’une fois les deux "
                          "Clés de côté, sur un lancer sans paire.",
    "howto.sb.colon": "\u00a0: ",
    "howto.sb.scoring.h": "Les points",
    "howto.sb.scoring.only": "Seuls les dés Base mis de côté comptent.",
    "howto.sb.scoring.split": "Clés séparées (deux Clés différentes)\u00a0: 2 points par dé Base entre "
                              "elles, 1 point à l’extérieur, 0 s’il est égal à une Clé. Séparation "
                              "parfaite, les 8 entre elles\u00a0: 20 points.",
    "howto.sb.scoring.sandwich": "Sandwich de Clés (deux Clés égales)\u00a0: 4 points par dé Base égal aux "
                                 "Clés, 0 pour les autres. Sandwich parfait, les 8 égaux\u00a0: 40 points.",
    "howto.sb.svg.split.label": "Clés séparées\u00a0: Clés 2 et 5. Les dés Base 1 1 sont à l’extérieur, "
                                "1 point chacun\u00a0; 3 3 4 4 sont entre elles, 2 points chacun\u00a0; "
                                "5 5 égalent une Clé, 0. Total 10 points.",
    "howto.sb.svg.sandwich.label": "Sandwich de Clés\u00a0: les deux Clés font 4. Les dés Base 4 4 4 "
                                   "égalent les Clés, 4 points chacun\u00a0; 2 2 rapportent 0. Total "
                                   "12 points.",
    "howto.sb.svg.split.title": "Clés séparées",
    "howto.sb.svg.sandwich.title": "Sandwich de Clés",
    "howto.sb.svg.outside": "extérieur\u00a0: 1 chacun",
    "howto.sb.svg.between": "entre\u00a0: 2 chacun",
    "howto.sb.svg.equal": "égal\u00a0: 0",
    "howto.sb.svg.matching": "comme les Clés\u00a0: 4 chacun",
    "howto.sb.svg.other": "autres\u00a0: 0",
    "howto.sb.svg.total": "= {points} points",
    "howto.sb.variants.h": "Fin de partie, modes",
    "howto.sb.variants.end": "Fin\u00a0: le premier à atteindre {target} est le meneur. Chacun des autres "
                             "joueurs joue exactement un tour de plus\u00a0; si le meneur n’est alors pas "
                             "strictement en tête, il rejoue un tour. En cas d’égalité en tête, la "
                             "victoire est partagée.",
    "howto.sb.variants.solo": "En solo\u00a0: vous contre un robot. À plusieurs\u00a0: de 2 à 6 joueurs "
                              "sur cet appareil, chacun pouvant être un robot.",
    "howto.sb.variants.daily": "Défi du jour\u00a0: {turns} tours en solitaire avec les dés du jour, les "
                               "mêmes pour tous. Faites {par} ou plus pour gagner. Une tentative par jour.",
    "howto.sb.variants.advice": "Le Conseil donne le score moyen exact de chaque choix jusqu’à la fin du "
                                "tour. Il est refusé pendant le défi du jour (le bouton dit pourquoi), et "
                                "permis quand vous rejouez un jour passé, qui n’est pas enregistré.",
    "howto.sb.keys.h": "Touches",
    "howto.sb.keys.intro": "Chaque action a sa touche\u00a0; Tab atteint aussi chaque commande, et les "
                           "flèches passent d’un dé à l’autre.",
    "howto.sb.keys.dice": "choisir ou rendre le dé qui porte ce numéro (0 est le dixième)",
    "howto.sb.keys.arrows": "passer d’un dé à l’autre (Espace choisit celui qui a le focus)",
    "howto.sb.keys.enter": "mettre de côté les dés choisis",
    "howto.sb.keys.r": "lancer",
    "howto.sb.keys.s": "s’arrêter et marquer",
    "howto.sb.keys.u": "reprendre le dernier dé choisi",
    "howto.sb.keys.esc": "tout désélectionner",
    "howto.sb.keys.a": "montrer ou masquer le conseil",
    "howto.sb.keys.name.dice": "1–9, 0",
    "howto.sb.keys.name.enter": "Entrée",
    "howto.sb.keys.name.esc": "Échap",
    "howto.sb.keys.name.a": "A,\u00a0?",
}
CATALOGUE.register("en", EN)
CATALOGUE.register("fr", FR)

SECTIONS = ("goal", "turn", "scoring", "variants", "keys")

FACE = {"base": ("#fffdf6", "#8a8170", "#1d2733", 14), "key": ("#8e1b2c", "#4d0b16", "#ffd66b", 30)}
INK, OK = "#1d2733", "#2e7d32"
SIZE, STEP, PAD = 30, 34, 34  # a die's side and the distance from one die to the next, in SVG units


def die(kind: str, value: int, x: float, y: float) -> str:
    """A die as in :func:`similarium.ui.sb.dice.face_svg` (the same pips, a Key rounder and dark red),
    its colours as attributes so the picture needs no stylesheet."""
    face, edge, pip, rx = FACE[kind]
    pips = "".join(f'<circle cx="{px}" cy="{py}" r="9" fill="{pip}"/>' for px, py in PIPS[value])
    return (f'<g transform="translate({x} {y}) scale({SIZE / 100})"><rect x="3" y="3" width="94" height="94" '
            f'rx="{rx}" fill="{face}" stroke="{edge}" stroke-width="5"/>{pips}</g>')


def _brace(x0: float, x1: float, y: float, text: str, colour: str) -> str:
    """A bracket under the dice from ``x0`` to ``x1`` and its words under it."""
    mid = (x0 + x1) / 2
    return (f'<path d="M{x0} {y} v5 H{x1} v-5" fill="none" stroke="{colour}" stroke-width="1.5"/>'
            f'<text x="{mid}" y="{y + 18}" text-anchor="middle" font-size="11" fill="{colour}">{esc(text)}</text>')


def dice_svg(which: str, dice: list[tuple[str, int]], braces: list[tuple[int, int, str, str]], points: int) -> str:
    """A row of dice with its title, brackets (first die, last die, text key, colour) and total."""
    width = 2 * PAD + len(dice) * STEP - (STEP - SIZE)
    parts = [f'<text x="{PAD}" y="16" font-size="14" font-weight="700" fill="{INK}">'
             f'{esc(t(f"howto.sb.svg.{which}.title"))}</text>']
    parts += [die(kind, value, PAD + i * STEP, 26) for i, (kind, value) in enumerate(dice)]
    for first, last, key, colour in braces:
        parts.append(_brace(PAD + first * STEP, PAD + last * STEP + SIZE, 62, t(key), colour))
    parts.append(f'<text x="{width - PAD}" y="16" text-anchor="end" font-size="14" font-weight="700" '
                 f'fill="{OK}">{esc(t("howto.sb.svg.total", points=points))}</text>')
    a = attrs(class_="howto-pic howto-strip", viewBox=f"0 0 {width} 96", width=width, height=96, role="img",
              aria_label=t(f"howto.sb.svg.{which}.label"), data_testid="howto-svg",
              font_family="system-ui, sans-serif")
    return f'<svg xmlns="http://www.w3.org/2000/svg"{a}>{"".join(parts)}</svg>'


def split_svg() -> str:
    """Keys 2 and 5 with 1 1 outside, 3 3 4 4 between and 5 5 equal to a Key: 2 + 8 + 0 = 10."""
    dice = [("base", 1), ("base", 1), ("key", 2), ("base", 3), ("base", 3), ("base", 4), ("base", 4),
            ("key", 5), ("base", 5), ("base", 5)]
    braces = [(0, 1, "howto.sb.svg.outside", INK), (3, 6, "howto.sb.svg.between", OK),
              (8, 9, "howto.sb.svg.equal", "#777")]
    return dice_svg("split", dice, braces, 10)


def sandwich_svg() -> str:
    """Two Keys of 4 around 4 4 4, and 2 2 beside: 3 × 4 = 12."""
    dice = [("base", 2), ("base", 2), ("key", 4), ("base", 4), ("base", 4), ("base", 4), ("key", 4)]
    braces = [(0, 1, "howto.sb.svg.other", "#777"), (2, 6, "howto.sb.svg.matching", OK)]
    return dice_svg("sandwich", dice, braces, 12)


def _li(key: str, **params: object) -> str:
    return f"<li>{esc(t(key, **params))}</li>"


# The game page's keys (ui/sb/controller.py KEYS; digits toggle a die; arrows: ui/focus.py), each
# a key name (a catalogue text when it is a word) and what it does.
KEYS = (("howto.sb.keys.name.dice", "dice"), ("\u2190 \u2192 \u2191 \u2193", "arrows"),
        ("howto.sb.keys.name.enter", "enter"), ("R", "r"), ("S", "s"), ("U", "u"),
        ("howto.sb.keys.name.esc", "esc"), ("howto.sb.keys.name.a", "a"))


def keys_list() -> str:
    rows = []
    for name, what in KEYS:
        shown = t(name) if name.startswith("howto.") else name
        rows.append(f'<li data-key="{what}"><kbd>{esc(shown)}</kbd>{esc(t("howto.sb.colon"))}'
                    f'{esc(t(f"howto.sb.keys.{what}"))}</li>')
    return f'<p>{esc(t("howto.sb.keys.intro"))}</p><ul class="howto-keys" data-testid="howto-keys">{"".join(rows)}</ul>'


def render() -> str:
    p = "howto.sb."
    turn = ("<ol>" + "".join(_li(f"{p}turn.{i}") for i in range(1, 5)) + "</ol>"
            + f'<p class="howto-note"><strong>{esc(t(p + "turn.bust.word"))}</strong>{esc(t("howto.sb.colon"))}'
            f'{esc(t(p + "turn.bust"))}</p>')
    scoring = ("<ul>" + "".join(_li(p + k) for k in ("scoring.only", "scoring.split", "scoring.sandwich"))
               + "</ul>" + f'<figure class="howto-figure howto-row">{split_svg()}{sandwich_svg()}</figure>')
    variants = ("<ul>" + _li(p + "variants.end", target=TARGET) + _li(p + "variants.solo")
                + _li(p + "variants.daily", turns=TURNS, par=PAR) + _li(p + "variants.advice") + "</ul>")
    return "".join((
        game_section("sb", "goal", f'<p>{esc(t(p + "goal.p", target=TARGET))}</p>'),
        game_section("sb", "turn", turn),
        game_section("sb", "scoring", scoring),
        game_section("sb", "variants", variants),
        game_section("sb", "keys", keys_list()),
    ))
