"""How to play SIMILI (``#/how/simili``): the goal, a round, scoring, the Sequence bonuses, the
variants and modes, in the project's words and the game screens' terms (Sequence, Matching,
Ladder, bank, book, free book; Séquence, Identiques, Échelle, réserve, inscrire…).

The picture (a Sequence row wrapping from 9 to 0) is inline SVG drawn here, its label in the
catalogue. Every text is under ``howto.simili.*``, English and French.
"""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, t
from similarium.games.simili import messages as _messages
from similarium.ui.howto import game_section
from similarium.ui.html import attrs, esc

EN = {
    "howto.simili.goal.h": "The goal",
    "howto.simili.goal.p": "Score 100 points or more in 10 rounds. Above 100, every point counts: "
                           "it breaks ties between winners.",
    "howto.simili.turn.h": "A round",
    "howto.simili.turn.1": "Circle a category: Sequence, Matching or Ladder.",
    "howto.simili.turn.2": "Roll the dice: three digits from 0 to 9 go into your bank.",
    "howto.simili.turn.3": "Book up to 3 digits from the bank into the circled category: pick a digit, "
                           "then a space. Any rows of that category will do.",
    "howto.simili.turn.4": "Confirm the round.",
    "howto.simili.rules.h": "Good to know",
    "howto.simili.rules.bank": "The bank keeps every digit you did not book, round after round: you can "
                               "book it later, from anywhere in the bank.",
    "howto.simili.rules.undo": "Until you confirm, Undo takes back this round's bookings (and the category, "
                               "before the roll). The roll and confirmed rounds stay.",
    "howto.simili.rules.rows": "Each category has 5 rows of 4 spaces. A row must always stay completable: "
                               "a digit that would spoil it is refused, and the highlighted spaces show "
                               "where the selected digit may go.",
    "howto.simili.rules.permanent": "A booked digit stays where it is for the rest of the game.",
    "howto.simili.scoring.h": "Scoring",
    "howto.simili.scoring.sequence": "Sequence: consecutive digits, going up or down; 9 and 0 are neighbours. "
                                     "3 in adjacent spaces: 10 points; a full row: 15.",
    "howto.simili.scoring.matching": "Matching: equal digits. 3 in a row: 15 points; 4: 20.",
    "howto.simili.scoring.ladder": "Ladder: two pairs of neighbouring digits, such as 5 5 4 4 or 9 9 0 0. "
                                   "Only a full row scores: 20 points.",
    "howto.simili.svg.label": "Two Sequence rows. The first, 8 9 0 1, goes over from 9 to 0: a full "
                              "Sequence, 15 points. The second, 6 5 4 and an empty space, is a Sequence "
                              "of 3 going down: 10 points.",
    "howto.simili.svg.points": "{points} pts",
    "howto.simili.bonus.h": "S Bonus (Sequence)",
    "howto.simili.bonus.i": "I: after your first Sequence of 3 or more, you may book 4 digits in each "
                            "later round where Sequence is circled.",
    "howto.simili.bonus.ii": "II: after five Sequences of 3 or more, a free book: one digit from the bank "
                             "into any category, at once or later.",
    "howto.simili.bonus.iii": "III: all 20 Sequence spaces filled: +5 points.",
    "howto.simili.variants.h": "Classic and Modern",
    "howto.simili.variants.classic": "Classic: the bonuses above, one free book at most.",
    "howto.simili.variants.modern": "Modern: two free books, II-A after five Sequences of 3 or more and "
                                    "II-B after four Sequences of 4. If the first went outside Sequence, "
                                    "the second must go into Sequence. Bonus III also gives +5 for a full "
                                    "Matching and +5 for a full Ladder.",
    "howto.simili.modes.h": "Ways to play",
    "howto.simili.modes.solo": "Solo: one sheet. The app rolls from a seed (same seed, same dice: share the "
                               "link), or you roll real dice and type them in.",
    "howto.simili.modes.daily": "Daily challenge: today's dice, the same for everyone, Classic rules, one "
                                "official attempt. A Hint is allowed but counted: it shows in your result "
                                "and share text, and the first one asks you to press again.",
    "howto.simili.modes.table": "Table: several sheets on this device. Everyone circles a category, then one "
                                "roll serves every sheet. Each player with 100 or more wins.",
    "howto.simili.modes.hint": "Hint: your odds of winning from here with each category, and the advisor's "
                               "booking once the dice are rolled.",
}
FR = {
    "howto.simili.goal.h": "Le but",
    "howto.simili.goal.p": "Marquer 100 points ou plus en 10 manches. Au-delà de 100, chaque point "
                           "compte\u00a0: il départage les gagnants.",
    "howto.simili.turn.h": "Une manche",
    "howto.simili.turn.1": "Entourez une catégorie\u00a0: Séquence, Identiques ou Échelle.",
    "howto.simili.turn.2": "Lancez les dés\u00a0: trois chiffres de 0 à 9 rejoignent votre réserve.",
    "howto.simili.turn.3": "Inscrivez jusqu’à 3 chiffres de la réserve dans la catégorie entourée\u00a0: "
                           "choisissez un chiffre, puis une case. Toutes les lignes de la catégorie "
                           "conviennent.",
    "howto.simili.turn.4": "Validez la manche.",
    "howto.simili.rules.h": "Bon à savoir",
    "howto.simili.rules.bank": "La réserve garde chaque chiffre non inscrit, de manche en manche\u00a0: "
                               "vous pourrez l’inscrire plus tard, où qu’il soit dans la réserve.",
    "howto.simili.rules.undo": "Tant que vous n’avez pas validé, «\u00a0Revenir en arrière\u00a0» reprend les inscriptions de la "
                               "manche (et la catégorie, avant le lancer). Le lancer et les manches "
                               "validées restent.",
    "howto.simili.rules.rows": "Chaque catégorie a 5 lignes de 4 cases. Une ligne doit toujours pouvoir "
                               "être complétée\u00a0: un chiffre qui la gâcherait est refusé, et les cases "
                               "en surbrillance montrent où le chiffre choisi peut aller.",
    "howto.simili.rules.permanent": "Un chiffre inscrit reste à sa place jusqu’à la fin de la partie.",
    "howto.simili.scoring.h": "Les points",
    "howto.simili.scoring.sequence": "Séquence\u00a0: des chiffres qui se suivent, en montant ou en "
                                     "descendant\u00a0; 9 et 0 se suivent. 3 dans des cases voisines\u00a0: "
                                     "10 points\u00a0; une ligne complète\u00a0: 15.",
    "howto.simili.scoring.matching": "Identiques\u00a0: des chiffres égaux. 3 sur une ligne\u00a0: "
                                     "15 points\u00a0; 4\u00a0: 20.",
    "howto.simili.scoring.ladder": "Échelle\u00a0: deux paires de chiffres qui se suivent, comme 5 5 4 4 ou "
                                   "9 9 0 0. Seule une ligne complète rapporte\u00a0: 20 points.",
    "howto.simili.svg.label": "Deux lignes de Séquence. La première, 8 9 0 1, passe de 9 à 0\u00a0: une "
                              "Séquence complète, 15 points. La seconde, 6 5 4 et une case vide, est une "
                              "Séquence de 3 descendante\u00a0: 10 points.",
    "howto.simili.svg.points": "{points}\u00a0pts",
    "howto.simili.bonus.h": "Bonus S (Séquence)",
    "howto.simili.bonus.i": "I\u00a0: après votre première Séquence d’au moins 3 chiffres, vous pouvez "
                            "inscrire 4 chiffres lors de chaque manche suivante où Séquence est entourée.",
    "howto.simili.bonus.ii": "II\u00a0: après cinq Séquences d’au moins 3 chiffres, une inscription "
                             "libre\u00a0: un chiffre de la réserve dans n’importe quelle catégorie, tout "
                             "de suite ou plus tard.",
    "howto.simili.bonus.iii": "III\u00a0: les 20 cases de Séquence remplies\u00a0: +5 points.",
    "howto.simili.variants.h": "Classique et Moderne",
    "howto.simili.variants.classic": "Classique\u00a0: les bonus ci-dessus, une inscription libre au plus.",
    "howto.simili.variants.modern": "Moderne\u00a0: deux inscriptions libres, II-A après cinq Séquences "
                                    "d’au moins 3 chiffres et II-B après quatre Séquences de 4. Si la "
                                    "première est allée hors de Séquence, la seconde doit aller en "
                                    "Séquence. Le Bonus III donne aussi +5 pour Identiques complet et +5 "
                                    "pour Échelle complète.",
    "howto.simili.modes.h": "Façons de jouer",
    "howto.simili.modes.solo": "En solo\u00a0: une seule feuille. L’appli lance les dés à partir d’une "
                               "graine (même graine, mêmes dés\u00a0: partagez le lien), ou vous lancez "
                               "de vrais dés et tapez les chiffres.",
    "howto.simili.modes.daily": "Défi du jour\u00a0: les dés du jour, les mêmes pour tous, règles "
                                "Classique, une seule tentative officielle. L’Indice est permis mais "
                                "compté\u00a0: il figure dans votre résultat et le texte à partager, et le "
                                "premier demande d’appuyer une seconde fois.",
    "howto.simili.modes.table": "À plusieurs\u00a0: plusieurs feuilles sur cet appareil. Chacun entoure une "
                                "catégorie, puis un seul lancer sert à toutes les feuilles. Chaque joueur "
                                "à 100 ou plus gagne.",
    "howto.simili.modes.hint": "Indice\u00a0: vos chances de gagner à partir d’ici avec chaque catégorie, "
                               "et l’inscription conseillée une fois les dés lancés.",
}
CATALOGUE.register("en", EN)
CATALOGUE.register("fr", FR)
CATALOGUE.register("en", _messages.EN)  # the keys' texts (``simili.keys.*``)
CATALOGUE.register("fr", _messages.FR)

SECTIONS = ("goal", "turn", "rules", "scoring", "bonus", "variants", "modes", "keys")
# the keys of the game page, in the catalogue of SIMILI (``simili.keys.*``, games/simili/messages.py)
KEYS = ("choose", "roll", "digit", "arrows", "free", "undo", "confirm", "hint", "escape", "tab")

INK, LINE, OK = "#1d2733", "#8a8170", "#2e7d32"
BOX, GAP = 40, 6


def _row(y: int, digits: tuple[int | None, ...], points: int) -> str:
    """One row of 4 spaces at height ``y``, its digits, and its points at the right."""
    out = []
    for i, d in enumerate(digits):
        x = 10 + i * (BOX + GAP)
        out.append(f'<rect x="{x}" y="{y}" width="{BOX}" height="{BOX}" rx="5" fill="#fff" '
                   f'stroke="{LINE}" stroke-width="2"/>')
        if d is not None:
            out.append(f'<text x="{x + BOX // 2}" y="{y + 28}" text-anchor="middle" font-size="22" '
                       f'font-weight="700" fill="{INK}">{d}</text>')
    x = 10 + 4 * (BOX + GAP) + 8
    out.append(f'<text x="{x}" y="{y + 27}" font-size="16" font-weight="700" fill="{OK}">'
               f'{esc(t("howto.simili.svg.points", points=points))}</text>')
    return "".join(out)


def sequence_svg() -> str:
    """8 9 0 1 (a full Sequence over 9-0, an arc marking the wrap) above 6 5 4 _ (a Sequence of 3)."""
    x9 = 10 + 1 * (BOX + GAP) + BOX // 2
    x0 = 10 + 2 * (BOX + GAP) + BOX // 2
    arc = (f'<path d="M{x9} 24 Q{(x9 + x0) // 2} 2 {x0 - 2} 22" fill="none" stroke="{OK}" stroke-width="2.5" '
           f'marker-end="url(#simili-arrow)"/>')
    defs = (f'<defs><marker id="simili-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" '
            f'markerHeight="6" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="{OK}"/></marker></defs>')
    a = attrs(class_="howto-pic", viewBox="0 0 270 134", width="270", height="134", role="img",
              aria_label=t("howto.simili.svg.label"), data_testid="howto-svg",
              font_family="system-ui, sans-serif")
    return (f'<svg xmlns="http://www.w3.org/2000/svg"{a}>{defs}{arc}{_row(30, (8, 9, 0, 1), 15)}'
            f'{_row(86, (6, 5, 4, None), 10)}</svg>')


def _items(keys: tuple[str, ...], tag: str = "ul") -> str:
    return f"<{tag}>" + "".join(f"<li>{esc(t(k))}</li>" for k in keys) + f"</{tag}>"


def render() -> str:
    p = "howto.simili."
    return "".join((
        game_section("simili", "goal", f'<p>{esc(t(p + "goal.p"))}</p>'),
        game_section("simili", "turn", _items(tuple(f"{p}turn.{i}" for i in range(1, 5)), "ol")),
        game_section("simili", "rules", _items(tuple(p + k for k in ("rules.bank", "rules.undo", "rules.rows",
                                                       "rules.permanent")))),
        game_section("simili", "scoring", _items(tuple(p + k for k in ("scoring.sequence", "scoring.matching",
                                                         "scoring.ladder")))
                 + f'<figure class="howto-figure howto-row">{sequence_svg()}</figure>'),
        game_section("simili", "bonus", _items(tuple(p + k for k in ("bonus.i", "bonus.ii", "bonus.iii")))),
        game_section("simili", "variants", _items(tuple(p + k for k in ("variants.classic", "variants.modern")))),
        game_section("simili", "modes", _items(tuple(p + k for k in ("modes.solo", "modes.daily", "modes.table",
                                                       "modes.hint")))),
        _keys(),
    ))


def _keys() -> str:
    """The keyboard: every action of the game page has a key, or is reached by Tab."""
    items = "".join(f"<li>{esc(t(f'simili.keys.{k}'))}</li>" for k in KEYS)
    return (f'<section class="howto-section" data-section="keys" data-testid="howto-keys">'
            f'<h3>{esc(t("simili.keys.h"))}</h3><ul>{items}</ul></section>')
