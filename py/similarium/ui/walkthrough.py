"""The first-move walkthrough: a short, dismissable panel above a game's view the first time a
person plays that game (its three steps ``walkthrough.<game>.1..3``, in the game's own texts,
English and French). "Got it" (action ``walkthrough-dismiss``) remembers it in the settings record
(``prefs["walkthrough.<game>"] = True``), so it never shows again on that device."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, t
from similarium.games import registry
from similarium.ui.html import button, esc

STEPS = 3
SLOT = "<!--walkthrough-->"  # a game's view may hold this where the panel goes (else it goes above)

EN = {
    "walkthrough.title": "Your first move",
    "walkthrough.dismiss": "Got it",
}
FR = {
    "walkthrough.title": "Votre premier coup",
    "walkthrough.dismiss": "Compris",
}
CATALOGUE.register("en", EN)
CATALOGUE.register("fr", FR)


def pref_name(game: str) -> str:
    return f"walkthrough.{game}"


def has_steps(game: str) -> bool:
    """Whether ``game`` has first-move steps (``walkthrough.<game>.1..3``, among the texts its
    page registers, or in the texts module of its registry entry)."""
    entry = registry.BY_ID.get(game)
    if entry is not None:
        entry.load_texts()
        if entry.has_page:  # the panel is drawn on the game's page: its texts are loaded with it
            entry.load_page()
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
