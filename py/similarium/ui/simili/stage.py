"""The top of SIMILI's controls through a round: one prompt and one row under it, the same two
boxes at every step (issue 30), so the controls keep one height and the sheet under them never
moves, even at the top of the page where no scrolling can make up for it.

- choose: "Circle a category for round n:", then the three categories to circle;
- roll: "Round n: roll the dice." (a table: "Everyone has chosen"), then the circled category
  and the Roll button (or the typed roll) where the categories were;
- book: how many digits are left to book, then the circled category and the round's roll, or,
  while a free book can be used, its toggle (which books outside the circled category).

The row holds one line of controls at every step (CSS ``.stage-row``); the prompt keeps room for
two lines on a phone (CSS), the longest prompt of the three steps."""

from __future__ import annotations

from similarium.core.i18n import t, tn
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import BOOK, CHOOSE, SEEDED
from similarium.games.simili.protocol import SimiliObservation
from similarium.ui.html import Markup, attrs, button, esc
from similarium.ui.simili.session import Ui


def _label(category: str) -> Markup:
    """A category as on its button: its key's letter in a circle (S, I, E in French), its name."""
    letter, name = t(f"simili.key.{category}"), t(f"simili.category.{category}")
    return Markup(f'<b>{esc(letter)}</b> <span class="name">{esc(name)}</span>')


def _choices(view: SimiliObservation, ui: Ui) -> str:
    out = []
    for c in CATEGORIES:
        letter, name = t(f"simili.key.{c}"), t(f"simili.category.{c}")
        out.append(button(_label(c), "choose", c, cls="choice", testid=f"choose-{c}", title=f"{name} ({letter})"))
    return "".join(out)


def _circled(view: SimiliObservation, ui: Ui) -> str:
    """The round's circled category, as a circled mark (not a button: it is taken back by Undo)."""
    c = view.game.category or ""
    return (f'<span class="circled" data-testid="circled" data-category="{esc(c)}">'
            f'<span class="sr-only">{esc(t("simili.circled", category=t(f"simili.category.{c}")))}</span>'
            f'<span aria-hidden="true">{_label(c)}</span></span>')


def _roll(view: SimiliObservation, ui: Ui) -> str:
    """The Roll button, or the typed roll and its button."""
    if view.dice == SEEDED:
        return button(t("simili.roll.button"), "roll", cls="primary roll", testid="roll")
    return (f'<label class="typed"><span class="typed-label">{esc(t("simili.roll.typed"))}</span> '
            f'<input data-testid="typed-roll" id="typed-roll" data-field="typed-roll" data-enter="roll" '
            f'inputmode="numeric" maxlength="7" placeholder="{esc(t("simili.roll.typed.placeholder"))}"></label>'
            + button(t("simili.roll.button.typed"), "roll", cls="primary", testid="roll"))


def _rolled(view: SimiliObservation, ui: Ui) -> str:
    """The round's roll, read only (the bank beside it shows what is left of it)."""
    roll = view.game.roll or ()
    dice = "".join(f'<span class="die">{d}</span>' for d in roll)
    return (f'<span class="rolled" data-testid="rolled"><span class="label">{esc(t("simili.rolled"))}</span>'
            f"{dice}</span>")


def _free(view: SimiliObservation, ui: Ui) -> str:
    """The free book's toggle (Bonus II), offered beside the circled category: it books outside it."""
    n = view.game.free_books
    return button(tn("simili.free.toggle", n), "free", cls="free" + (" on" if ui.free_mode else ""),
                  testid="free", pressed=ui.free_mode)


NAME = "\ue000"  # where the player's name goes in a prompt's text (a private-use character)


def _prompt(text: str, player: str, **attributes: str) -> str:
    """A prompt's markup: ``text`` escaped, the player's name (``NAME`` in it) in a span that a
    long name cannot make a third line of (CSS ``.who``: cut with "…", the whole name on hover;
    the players' list above shows it whole)."""
    who = f'<span class="who" title="{esc(player)}">{esc(player)}</span>'
    return f'<p{attrs(class_="prompt", **attributes)}><span>{esc(text).replace(NAME, who)}</span></p>'


def _book_prompt(view: SimiliObservation, ui: Ui) -> str:
    game, solo = view.game, len(view.sheets) == 1
    left = game.regular_books_left
    if left > 0:
        key = "simili.book.prompt.solo" if solo else "simili.book.prompt"
        return tn(key, left, player=NAME, left=left, category=t(f"simili.category.{game.category or ''}"))
    text = t("simili.book.none.free" if game.free_books > 0 else "simili.book.none")  # never "book up to 0 more"
    return text if solo else t("simili.for_player", player=NAME, reason=text)


def render_stage(view: SimiliObservation, ui: Ui) -> str:
    """The prompt and the row of the round's step (choose, roll or book)."""
    stage = view.stage
    if stage == CHOOSE:
        key = "simili.choose.prompt.solo" if len(view.sheets) == 1 else "simili.choose.prompt"
        prompt = _prompt(t(key, player=NAME, n=view.round), view.sheets[view.seat].player)
        return f'<div class="stage" data-step="choose">{prompt}<div class="stage-row choices">{_choices(view, ui)}</div></div>'
    if stage == BOOK:
        prompt = _prompt(_book_prompt(view, ui), view.sheets[view.seat].player, data_testid="book-prompt")
        return (f'<div class="stage" data-step="book">{prompt}'
                f'<div class="stage-row">{_circled(view, ui)}{_free(view, ui) if view.game.free_books else _rolled(view, ui)}'
                f'</div></div>')
    solo = len(view.sheets) == 1
    text = t("simili.roll.prompt.solo", n=view.round) if solo else t("simili.roll.waiting")
    return (f'<div class="stage" data-step="roll" data-testid="roll-stage"><p class="prompt">{esc(text)}</p>'
            f'<div class="stage-row">{_circled(view, ui)}{_roll(view, ui)}</div></div>')
