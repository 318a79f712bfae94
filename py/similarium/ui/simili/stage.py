"""The top of SIMILI's controls before the roll: the three choices of a category, then, once one
is circled, the roll. Both sit in one slot that is as tall as the choices (issue 30): in the roll
stage the choices are still laid out there, invisible, inert and hidden from screen readers, under
the roll button, so circling a category never shrinks the controls and the sheet under them stays
where it is, even at the top of the page where no scrolling can make up for it."""

from __future__ import annotations

from similarium.core.i18n import t
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import SEEDED
from similarium.ui.html import Markup, button, esc
from similarium.ui.simili.session import Session


def _choices(session: Session, live: bool) -> str:
    """The prompt and the three category buttons; ``live=False``: the same boxes, doing nothing
    (no action, no test id, out of the tab order), only to keep their room."""
    game = session.game
    solo = len(session.games) == 1
    key = "simili.choose.prompt.solo" if solo else "simili.choose.prompt"
    player = session.players[session.active]
    out = [f'<p class="prompt">{esc(t(key, player=player, n=game.round))}</p><div class="choices">']
    for c in CATEGORIES:
        letter = t(f"simili.key.{c}")  # the key's letter in the page's language (S, I, E in French)
        name = t(f"simili.category.{c}")
        label = Markup(f"<b>{esc(letter)}</b> {esc(name)}")
        if live:
            out.append(button(label, "choose", c, cls="choice", testid=f"choose-{c}", title=f"{name} ({letter})"))
        else:
            out.append(f'<button type="button" class="choice" tabindex="-1" disabled>{label}</button>')
    out.append("</div>")
    return "".join(out)


def _roll(session: Session) -> str:
    """The roll button (or the typed roll), after the table's prompt when several play."""
    out = []
    if len(session.games) > 1:
        out.append(f'<p class="prompt">{esc(t("simili.roll.waiting"))}</p>')
    if session.options.dice == SEEDED:
        out.append(button(t("simili.roll.button"), "roll", cls="primary", testid="roll"))
    else:
        out.append(f'<label class="typed">{esc(t("simili.roll.typed"))} <input data-testid="typed-roll" '
                   f'id="typed-roll" data-field="typed-roll" data-enter="roll" inputmode="numeric" maxlength="7" '
                   f'placeholder="{esc(t("simili.roll.typed.placeholder"))}"></label>'
                   + button(t("simili.roll.button.typed"), "roll", cls="primary", testid="roll"))
    return "".join(out)


def render_stage(session: Session, choosing: bool) -> str:
    """The slot: the live choices while ``choosing``; else the roll over the choices' room."""
    if choosing:
        return f'<div class="stage-slot"><div class="stage">{_choices(session, True)}</div></div>'
    return (f'<div class="stage-slot"><div class="stage" data-testid="roll-stage">{_roll(session)}</div>'
            f'<div class="stage reserve" aria-hidden="true" inert>{_choices(session, False)}</div></div>')
