"""A card's detail (issue 20): its bigger picture, its name, where it is for the viewer, and every
trait the AI may reason with, in words, in a dialog over the table.

Opening it plays nothing and changes nothing of the game (``detail`` / ``detail-close`` are page
actions, not moves). What it may show is read from the viewer's observation, as the table is: a
card the viewer does not see (the giver's hand, for the guessers) has no detail, the secret is
told only where that observation holds it, and a clue's meaning only where the clue row tells it.
"""

from __future__ import annotations

from similarium.core.i18n import t
from similarium.games.similo import decks
from similarium.games.similo.protocol import SimiloObservation
from similarium.games.similo.vocabulary import GROUPS
from similarium.ui.html import attrs, esc, spoken
from similarium.ui.similo.session import card_name, traits_text
from similarium.ui.similo.shown import Ui

# What the picture draws (the figure, what it wears and holds, the background), then what only
# the character's story says (written under its name on the card)
DRAWN_GROUPS = ("kind", "gender", "colour", "headwear", "hair", "held", "body", "shape", "habitat")
TOLD_GROUPS = ("role", "era", "region")
OPEN, CLOSE = "detail", "detail-close"


def visible_cards(view: SimiloObservation) -> set[str]:
    """The cards ``view`` shows its seat: the table, the clues played, the giver's hand and the
    secret where the observation holds them."""
    cards = set(view.grid) | {c.card for c in view.clues} | set(view.hand or ())
    if view.secret is not None:
        cards.add(view.secret)
    return cards


def opener(card_id: str, label: str = "") -> str:
    """The small "i" button on a card: opens its detail (a tap on the card itself still selects
    it). Out of the tab order: the keyboard opens the detail with T on the focused card."""
    a = attrs(type="button", class_="info", data_action=OPEN, data_arg=card_id, data_testid="card-info",
              aria_haspopup="dialog", tabindex="-1")
    return f'<button{a}>{spoken(label or t("similo.detail.open", name=card_name(card_id)), "i")}</button>'


def peek(card_id: str) -> str:
    """What a mouse's hover shows beside a card of the table after a moment (a desktop): its traits
    in words, drawn and told. Only seen: the card's name already says them to a screen reader."""
    traits = decks.cards()[card_id].traits
    lines = []
    for key, groups in (("similo.detail.drawn", DRAWN_GROUPS), ("similo.detail.told", TOLD_GROUPS)):
        mine = [x for grp in groups for x in GROUPS[grp] if x in traits]
        if mine:
            lines.append(f'<span class="line"><b>{esc(t(key))}</b> {esc(traits_text(mine))}</span>')
    return f'<span class="peek" aria-hidden="true" data-testid="peek">{"".join(lines)}</span>'


def rule_meaning(ui: Ui, o: str) -> str:
    family = "classic" if ui.variant.rules == "classic" else "remove"
    return t(f"similo.meaning.{o}.{family}")


def meaning_text(kind: str, traits: list[str]) -> str:
    if not traits:
        return t("similo.meaning.nothing")
    return t("similo.meaning.shared" if kind == "shared" else "similo.meaning.unlike", traits=traits_text(traits))


def removed_round(view: SimiloObservation) -> dict[str, int]:
    return {c: r for r, removed in enumerate(view.removed, 1) for c in removed}


def shown_meaning(ui: Ui, n: int) -> tuple[str, list[str]] | None:
    """Clue ``n``'s meaning if the clue row tells it to this seat now (asked for, or the end: the
    rules say which, :meth:`~.session.Session.ui`)."""
    return ui.told[n - 1] if 1 <= n <= len(ui.told) else None


def where_lines(view: SimiloObservation, ui: Ui, card_id: str) -> list[str]:
    """Where the card is, as this seat may know it."""
    lines = []
    if card_id == view.secret:
        lines.append(t("similo.detail.secret"))
    if card_id in (view.hand or ()):
        lines.append(t("similo.detail.hand"))
    if card_id in view.grid:
        out = removed_round(view)
        if card_id in out:
            lines.append(t("similo.detail.removed", round=out[card_id]))
        elif card_id in ui.selection and view.role == "guesser":
            lines.append(t("similo.detail.selected"))
        else:
            lines.append(t("similo.detail.table"))
    for n, clue in enumerate(view.clues, 1):
        if clue.card == card_id:
            lines.append(t("similo.detail.clue", n=n, meaning=rule_meaning(ui, clue.orientation)))
            meaning = shown_meaning(ui, n)
            if meaning is not None:
                lines.append(meaning_text(*meaning))
    return lines


def trait_rows(card_id: str, groups: tuple[str, ...]) -> str:
    traits = decks.cards()[card_id].traits
    rows = []
    for grp in groups:
        mine = [x for x in GROUPS[grp] if x in traits]
        if mine:
            rows.append(f'<div data-group="{esc(grp)}"><dt>{esc(t(f"similo.group.{grp}"))}</dt>'
                        f'<dd>{esc(traits_text(mine))}</dd></div>')
    return "".join(rows)


def render_detail(view: SimiloObservation, ui: Ui, card_id: str) -> str:
    """The dialog of ``card_id`` for this seat ("" when the seat does not see that card)."""
    if card_id not in visible_cards(view):
        return ""
    card = decks.cards()[card_id]
    name = card_name(card_id)
    where = "".join(f"<p>{esc(x)}</p>" for x in where_lines(view, ui, card_id))
    close = attrs(type="button", class_="close", data_action=CLOSE, data_arg=card_id, data_testid="detail-close",
                  data_focus=True)
    sections = []
    for key, groups in (("similo.detail.drawn", DRAWN_GROUPS), ("similo.detail.told", TOLD_GROUPS)):
        rows = trait_rows(card_id, groups)
        if rows:
            sections.append(f'<h3>{esc(t(key))}</h3><dl>{rows}</dl>')
    return (f'<div class="card-detail-backdrop" data-action="{CLOSE}" data-arg="{esc(card_id)}" '
            f'data-testid="detail-backdrop"></div>'
            f'<section{attrs(class_="card-detail", role="dialog", aria_modal="true", aria_labelledby="card-detail-name", data_testid="card-detail", data_card=card_id)}>'
            f'<div class="pic"><img src="{esc(card.art)}" alt="" width="200" height="280" draggable="false"></div>'
            f'<div class="words"><div class="head"><h2 id="card-detail-name">{esc(name)}</h2>'
            f'<button{close}>{spoken(t("similo.detail.close"), "✕")}</button></div>'
            f'<div class="where" data-testid="detail-where">{where}</div>'
            f'<div class="traits" data-testid="detail-traits">{"".join(sections)}</div></div></section>')
