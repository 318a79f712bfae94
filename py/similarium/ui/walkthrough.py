"""The first-move walkthrough: a short, dismissable panel above a game's view the first time a
person plays that game (its three steps ``walkthrough.<game>.1..3``: below for the games of the
package, in the texts module of its registry entry for a game kept elsewhere). "Got it" (action ``walkthrough-dismiss``) remembers it in the settings
record (``prefs["walkthrough.<game>"] = True``), so it never shows again on that device."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, t
from similarium.games import registry
from similarium.ui.html import button, esc

STEPS = 3
SLOT = "<!--walkthrough-->"  # a game's view may hold this where the panel goes (else it goes above)
NB = "\u00a0"

EN = {
    "walkthrough.title": "Your first move",
    "walkthrough.dismiss": "Got it",
    "walkthrough.simili.1": "Circle a category: Sequence, Matching or Ladder.",
    "walkthrough.simili.1.keys": "Keys: S, M, L.",
    "walkthrough.simili.2": "Roll: the three digits go into the bank.",
    "walkthrough.simili.3": "Pick a digit of the bank, then one of the spaces that light up; confirm the round when you are done.",
    "walkthrough.sb.1": "Roll the 8 Base dice and the 2 Keys.",
    "walkthrough.sb.2": "Select dice to set aside: the line under the roll says whether they can be and what they would score.",
    "walkthrough.sb.3": "Roll again to score more, or stop to bank your points; a roll with nothing to set aside is a bust.",
    "walkthrough.similo.1": "Read the clue: played vertically, the secret is like it; horizontally, unlike it.",
    "walkthrough.similo.2": "Select as many characters as the round removes (1, 2, 3, 4, then 1).",
    "walkthrough.similo.3": "Confirm. Keep the secret on the table until the end: removing it loses at once.",
    "walkthrough.similis.1": "Select cards of your hand (and at most one of the market) that are alike.",
    "walkthrough.similis.2": "Lay the series: 4 cards alike in 1 attribute, 3 in 2 (give 1 card), 2 in 3 (give 2).",
    "walkthrough.similis.3": "No series possible, even with the market? Draw one card. Empty your hand first to win.",
}
FR = {
    "walkthrough.title": "Votre premier coup",
    "walkthrough.dismiss": "Compris",
    "walkthrough.simili.1": f"Entourez une catégorie{NB}: Séquence, Identiques ou Échelle.",
    "walkthrough.simili.1.keys": f"Touches{NB}: S, I, E.",
    "walkthrough.simili.2": f"Lancez{NB}: les trois chiffres vont dans la réserve.",
    "walkthrough.simili.3": "Choisissez un chiffre de la réserve, puis une des cases qui s’allument ; "
                            "validez la manche quand vous avez fini.".replace(" ;", f"{NB};"),
    "walkthrough.sb.1": "Lancez les 8 dés Base et les 2 Clés.",
    "walkthrough.sb.2": f"Choisissez les dés à mettre de côté{NB}: la ligne sous le lancer dit si c’est permis "
                        "et ce qu’ils rapporteraient.",
    "walkthrough.sb.3": "Relancez pour marquer davantage, ou arrêtez-vous pour encaisser vos points ; un lancer "
                        "sans rien à mettre de côté est raté.".replace(" ;", f"{NB};"),
    "walkthrough.similo.1": f"Lisez l’indice{NB}: à la verticale, le secret lui ressemble{NB}; à l’horizontale, "
                            "il ne lui ressemble pas.",
    "walkthrough.similo.2": "Sélectionnez autant de personnages que la manche en retire (1, 2, 3, 4, puis 1).",
    "walkthrough.similo.3": f"Confirmez. Gardez le secret sur la table jusqu’au bout{NB}: le retirer fait perdre "
                            "aussitôt.",
    "walkthrough.similis.1": "Sélectionnez des cartes de votre main (et au plus une du marché) qui se ressemblent.",
    "walkthrough.similis.2": f"Posez la série{NB}: 4 cartes pareilles sur 1 attribut, 3 sur 2 (donnez 1 carte), "
                             "2 sur 3 (donnez-en 2).",
    "walkthrough.similis.3": f"Aucune série possible, même avec le marché{NB}? Piochez une carte. Videz votre main "
                             "le premier pour gagner.",
}
CATALOGUE.register("en", EN)
CATALOGUE.register("fr", FR)


def pref_name(game: str) -> str:
    return f"walkthrough.{game}"


def has_steps(game: str) -> bool:
    """Whether ``game`` has first-move steps (``walkthrough.<game>.1..3``, here or in the texts
    module of its registry entry)."""
    entry = registry.BY_ID.get(game)
    if entry is not None:
        entry.load_texts()
    return CATALOGUE.has(f"walkthrough.{game}.1")


def _keys(key: str) -> str:
    """A step's keyboard keys, if it has any: hidden on a touch screen (no keys to press)."""
    return f' <span class="keys">{esc(t(key))}</span>' if CATALOGUE.has(key) else ""


def render(game: str, variant: str = "") -> str:
    """The panel for ``game`` (empty for a game without steps); ``variant`` picks the steps
    ``walkthrough.<game>.<variant>.<n>`` (a role, a rule family) when the catalogue has them."""
    if not has_steps(game):
        return ""
    prefix = f"walkthrough.{game}.{variant}" if variant and CATALOGUE.has(f"walkthrough.{game}.{variant}.1") else f"walkthrough.{game}"
    steps = "".join(f"<li>{esc(t(f'{prefix}.{i}'))}{_keys(f'{prefix}.{i}.keys')}</li>" for i in range(1, STEPS + 1))
    return (f'<aside class="walkthrough" data-testid="walkthrough" data-game="{esc(game)}" data-variant="{esc(variant)}" '
            f'aria-labelledby="walkthrough-title"><h3 id="walkthrough-title">{esc(t("walkthrough.title"))}</h3>'
            f'<ol>{steps}</ol>{button(t("walkthrough.dismiss"), "walkthrough-dismiss", game, cls="small", testid="walkthrough-dismiss")}'
            f"</aside>")
