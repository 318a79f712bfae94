"""HTML of a SIMILI session: the digital scoresheet, its controls, the turn log.

Pure functions of the observation the device shows (every sheet; not the seed) and the page's
own state (:class:`~.session.Ui`), never the session, so they are tested on the host; the page
sets ``innerHTML`` with the result. Every element a test or
the keyboard reaches has a ``data-testid`` or ``data-action``.
"""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE, format_date, t, tn
from similarium.games.simili import messages
from similarium.games.simili.combos import CATEGORIES, ROWS, SEQUENCE, SPACES, describe_space
from similarium.games.simili.game import BOOK, CHOOSE, OVER, ROLL, ROUNDS, Game
from similarium.games.simili.protocol import SimiliObservation
from similarium.games.simili.sheet import MODERN
from similarium.ui.html import attrs, button, esc
from similarium.ui.motion import mark
from similarium.ui.page import ARCHIVE, DAILY, SOLO, TABLE, Feedback
from similarium.ui.pieces import announce, feedback_line
from similarium.ui.simili.hintview import render_hint  # noqa: F401  (tests and the page import it here)
from similarium.ui.simili.moves import category_gain
from similarium.ui.simili.session import Ui
from similarium.ui.simili.stage import render_stage

CATALOGUE.register("en", messages.EN)
CATALOGUE.register("fr", messages.FR)

POINTS = {"sequence": "10/15", "matching": "15/20", "ladder": "20"}  # a row of three / of four


def over(view: SimiliObservation) -> bool:
    return view.stage == OVER


def games(view: SimiliObservation) -> list[Game]:
    """Every player's sheet, in seat order (all public)."""
    return [sheet.game for sheet in view.sheets]


def names(view: SimiliObservation) -> list[str]:
    return [sheet.player for sheet in view.sheets]


def cat_name(c: str) -> str:
    return t(f"simili.category.{c}")


# --- sheet ------------------------------------------------------------------------------

def render_rounds(game: Game) -> str:
    rows = []
    for n in range(1, ROUNDS + 1):
        rec = game.history[n - 1] if n <= len(game.history) else None
        current = n == game.round and not game.finished
        chosen = rec.category if rec else (game.category if current else None)
        roll = rec.roll if rec else (game.roll if current else None)
        letters = "".join(
            f'<span class="circle{" on" if chosen == c else ""}">{t(f"simili.key.{c}")}</span>' for c in CATEGORIES)
        digits = "".join(f"<span>{d}</span>" for d in roll) if roll else "<span></span>" * 3
        rows.append(f'<li{attrs(class_="current" if current else None, aria_current="step" if current else None)}><span class="n">{n}</span>'
                    f'<span class="sml">{letters}</span><span class="roll">{digits}</span></li>')
    return f'<ol class="rounds" aria-label="{esc(t("simili.round.short"))}">{"".join(rows)}</ol>'


def render_track(total: int) -> str:
    tens = "".join(f'<span{attrs(class_="x" if v < total else None)}>{v:02d}</span>' for v in range(0, 101, 10))
    fives = "".join(f'<span{attrs(class_="x" if v < total else None)}>{v:02d}</span>' for v in range(5, 100, 10))
    star = f'<span{attrs(class_="x" if total > 100 else None)}>♥</span>'
    return (f'<div class="track" aria-label="{esc(t("simili.track"))}"><div>{tens}</div>'
            f'<div>{fives}{star}</div><output data-testid="score">{total}</output></div>')


def render_category(game: Game, category: str, targets: set[tuple[str, int, int]], active: bool,
                    suggested: dict[tuple[str, int, int], tuple[int, int, bool]] | None = None,
                    readonly: bool = False) -> str:
    name, points = t(f"simili.combo.{category}"), POINTS[category]
    # the rules' notation is shown as on the paper sheet, and said in words (legend: render_legend)
    out = [f'<section class="cat {category}{" active" if active else ""}" aria-label="{esc(cat_name(category))}">'
           f'<h3>{esc(cat_name(category))} <small class="notation" aria-hidden="true">{esc(name)} · {points}</small>'
           f'<span class="sr-only">{esc(t(f"simili.cat.points.{category}"))}</span>'
           f'<b data-testid="cat-score-{category}"{_flourish(game, category)}>{game.score.by_category[category]}</b>'
           f'</h3><table>']
    for r in range(ROWS):
        row = game.sheet.rows(category)[r]
        allowed = game.sheet.allowed(category, r)
        partly = any(d is not None for d in row)
        out.append("<tr>")
        for s in range(SPACES):
            d = row[s]
            is_target = (category, r, s) in targets
            cls = "space" + (" filled" if d is not None else "") + (" target" if is_target else "")
            booked_now = any(b.category == category and b.row == r and b.space == s for b in game.books)
            if booked_now:
                cls += " fresh"
            label = str(d) if d is not None else (
                f'<small class="can">{describe_space(allowed[s])}</small>' if partly else "")
            if not allowed[s] and d is None:
                cls += " dead"
            content = d if d is not None else (describe_space(allowed[s]) or t("simili.space.empty"))
            if suggested and (category, r, s) in suggested and d is None:
                step, digit, free = suggested[(category, r, s)]
                cls += " suggested"
                star = "★" if free else ""
                label = (f'<small class="step" aria-hidden="true">{step}</small>'
                         f'<small class="ghost" aria-hidden="true">{digit}{star}</small>')
                content = t("simili.space.suggested.free" if free else "simili.space.suggested", n=step, digit=digit)
            if is_target:  # the diamond seen on it, said
                content = t("simili.space.target", content=content)
            aria = t("simili.space.label", category=cat_name(category), row=r + 1, space=s + 1, content=content)
            a = attrs(class_=cls, data_testid="space", data_action=None if readonly else "book",
                      data_arg=f"{category}:{r}:{s}", data_cat=category, data_row=r, data_space=s, aria_label=aria,
                      disabled=readonly)
            moves = mark("settle", f"simili-space:{category}:{r}:{s}:{d}") if booked_now else ""
            out.append(f'<td><button type="button"{a}{moves}>{label}</button></td>')
        out.append("</tr>")
    out.append("</table></section>")
    return "".join(out)


def _flourish(game: Game, category: str) -> str:
    """A category that scored this round: its score flourishes with the points (ui.motion)."""
    gain = category_gain(game, category)
    score = game.score.by_category[category]
    return mark("flourish", f"simili-cat:{category}:{score}") + f' data-gain="+{gain}"' if gain > 0 else ""


def bonus_items(game: Game) -> list[tuple[str, bool, str]]:
    """The S Bonus track's spaces: (key, unlocked, label), in the variant's order."""
    sheet = game.sheet
    threes, fours = sheet.sequences_of_three, sheet.sequences_of_four
    items = [("i", threes >= 1, t("simili.bonus.i"))]
    if game.variant == MODERN:
        items += [("iia", threes >= 5, t("simili.bonus.iia")), ("iib", fours >= 4, t("simili.bonus.iib"))]
    else:
        items += [("ii", threes >= 5, t("simili.bonus.ii"))]
    return items + [("iii", sheet.is_full(SEQUENCE), t("simili.bonus.iii"))]


def render_bar_bonus(game: Game) -> str:
    """The S Bonus track in short (I ✓ II III) beside the total in the controls, for phones, where
    the track under the sheet is out of view while the bottom categories are booked (CSS)."""
    cells = "".join(
        f'<span{attrs(class_="on" if on else None, data_testid=f"bar-bonus-{k}", title=label)}>'
        f'<span aria-hidden="true">{esc(t(f"simili.bonus.short.{k}"))}</span><span class="sr-only">'
        f'{esc(t("simili.bonus.state.on" if on else "simili.bonus.state.off", bonus=label))}</span></span>'
        for k, on, label in bonus_items(game))
    return (f'<div class="bar-bonus" data-testid="bar-bonus" role="group" aria-label="{esc(t("simili.bonus"))}">'
            f'<span class="name" aria-hidden="true">{esc(t("simili.bonus"))}</span>{cells}</div>')


def render_bonus(game: Game) -> str:
    sheet = game.sheet
    threes, fours = sheet.sequences_of_three, sheet.sequences_of_four
    items = bonus_items(game)
    cells = "".join(f'<li{attrs(class_="on" if on else None, data_testid=f"bonus-{k}")}>{esc(label)}</li>'
                    for k, on, label in items)
    markers = ""
    if game.variant == MODERN:
        used = game.free_used
        q = f'<span class="circle{" on" if used else ""}" title="{esc(t("simili.bonus.marker.first"))}">?</span>'
        s_ = f'<span class="circle{" on" if len(used) > 1 or (used and used[0] == SEQUENCE) else ""}">S</span>'
        m = f'<span class="circle{" on" if sheet.is_full("matching") else ""}">M</span>'
        l_ = f'<span class="circle{" on" if sheet.is_full("ladder") else ""}">L</span>'
        markers = f'<p class="markers">{q}{s_} · {m}{l_}</p>'
    counts = tn("simili.bonus.count", threes, threes=threes, fours=fours)
    return (f'<div class="bonus"><h3>{esc(t("simili.bonus"))} <small aria-hidden="true">{threes}×3 · {fours}×4</small>'
            f'<span class="sr-only" data-testid="bonus-count">{esc(counts)}</span></h3>'
            f'<ol>{cells}</ol>{markers}</div>')


LEGEND = ("sequence", "matching", "ladder", "can", "bonus", "free", "ghost")


def render_legend() -> str:
    """The sheet's notation in words, folded under "What does this mean?" (visible on phones too,
    where a tooltip is not)."""
    items = "".join(f"<li>{esc(t(f'simili.legend.{k}'))}</li>" for k in LEGEND)
    return (f'<details class="legend" data-testid="sheet-legend"><summary>{esc(t("simili.legend"))}</summary>'
            f"<ul>{items}</ul></details>")


def render_sheet(game: Game, targets: set[tuple[str, int, int]] | None = None,
                 suggested: dict[tuple[str, int, int], tuple[int, int, bool]] | None = None,
                 readonly: bool = False, legend: bool = True) -> str:
    """The sheet; ``suggested``: space -> (step, digit, free) of the advisor's booking;
    ``readonly``: a finished day's sheet, its spaces not clickable; ``legend``: its "What does
    this mean?" (once a page)."""
    targets = targets or set()
    cats = "".join(render_category(game, c, targets, game.category == c, suggested, readonly) for c in CATEGORIES)
    return (f'<div class="sheet" data-testid="sheet" data-arrows>{render_rounds(game)}'
            f'<div class="sheet-main">{render_track(game.total)}<div class="cats">{cats}</div>'
            f'{render_bonus(game)}{render_legend() if legend else ""}</div></div>')


# --- controls -------------------------------------------------------------------------------

def _bank(view: SimiliObservation, ui: Ui) -> str:
    game = view.game
    digits = game.bank_digits()
    if not digits:
        return f'<p class="bank empty" data-testid="bank">{esc(t("simili.bank.empty"))}</p>'
    can_book = game.phase == BOOK
    buttons = []
    count: dict[int, int] = {}
    for i, d in enumerate(digits):
        first_of_value = i == 0 or digits[i - 1] != d
        count[d] = count.get(d, 0) + 1  # the n-th d keeps its key when another digit is booked
        sel = ui.selected == d and first_of_value
        a = attrs(class_="digit" + (" selected" if sel else ""), data_testid="bank-digit", data_action="select",
                  data_arg=d, data_digit=d, aria_pressed="true" if sel else "false", disabled=not can_book)
        moves = mark("roll", f"simili-roll:{game.round}:{d}#{count[d]}")  # the roll tumbles once
        buttons.append(f'<button type="button"{a}{moves}>{d}</button>')
    return (f'<div class="bank" data-testid="bank" data-arrows role="group" aria-label="{esc(t("simili.bank"))}">'
            f'<span class="label">{esc(t("simili.bank"))}</span>{"".join(buttons)}</div>')


def render_controls(view: SimiliObservation, ui: Ui) -> str:
    game = view.game
    stage = view.stage
    parts = [render_stage(view, ui)]  # one prompt and one row at every step: the controls keep their height
    # the running total and the S Bonus track beside the bank: on a phone the controls stay at the top
    # of the screen while the sheet (its scoring and bonus tracks far below) scrolls under them (CSS)
    total = f'<p class="bar-total" data-testid="bar-total">{esc(t("simili.total", n=game.total))}</p>'
    parts.append(f'<div class="bank-line">{_bank(view, ui)}<div class="bar-score">{total}{render_bar_bonus(game)}</div></div>')
    if stage == BOOK:
        row = []  # the free book's toggle is beside the circled category (ui/simili/stage.py)
        row.append(button(t("simili.undo"), "undo", testid="undo", disabled=not game.can_undo(), title="Ctrl+Z"))
        row.append(button(t("simili.hint"), "hint", testid="hint", title="?"))
        row.append(button(t("simili.confirm"), "confirm", cls="primary", testid="confirm", title=t("simili.key.enter")))
        parts.append(f'<div class="actions">{"".join(row)}</div>')
    elif stage in (CHOOSE, ROLL):
        row = [button(t("simili.undo"), "undo", testid="undo", disabled=not any(g.can_undo() for g in games(view))),
               button(t("simili.hint"), "hint", testid="hint", title="?")]  # still offered once circled
        parts.append(f'<div class="actions">{"".join(row)}</div>')
    return f'<div class="controls" data-stage="{stage}">{"".join(parts)}</div>'


def render_feedback(view: SimiliObservation, ui: Ui, targets: set | None = None) -> str:
    """``targets``: the spaces lit for the selected digit (none lit: the line says so)."""
    fb = ui.feedback
    if ui.selected is not None and fb is None and view.stage == BOOK:
        if targets is not None and not targets:  # nothing lit: never "Highlighted spaces can take it"
            text = t("simili.book.selected.nowhere", digit=ui.selected) + " " + _nowhere_next(view, ui)
        else:
            text = t("simili.book.selected", digit=ui.selected)
        if ui.free_mode:
            text += " " + t("simili.free.on")
        fb = Feedback("info", text)
    return feedback_line(fb)


def _nowhere_next(view: SimiliObservation, ui: Ui) -> str:
    """What to do when the selected digit can go nowhere: pick another that can, else confirm."""
    game = view.game
    others = any(game.targets(d, ui.free_mode) for d in set(game.bank_digits()) if d != ui.selected)
    return t("simili.book.nowhere.other" if others else "simili.book.nowhere.confirm")


def render_log(game: Game) -> str:
    items = []
    for rec in reversed(game.history):
        books = ", ".join(
            f"{b.digit}→{t(f'simili.key.{b.category}')}{b.row + 1}" + ("★" if b.free else "") for b in rec.books
        ) or t("simili.log.none")
        text = tn("simili.log.round", rec.score_after, round=rec.number, category=cat_name(rec.category),
                  roll=" ".join(map(str, rec.roll)), books=books, score=rec.score_after)
        items.append(f"<li>{esc(text)}</li>")
    return (f'<details class="log" open><summary>{esc(t("simili.log"))}</summary>'
            f'<ol data-testid="log" reversed>{"".join(items)}</ol></details>')


def render_players(view: SimiliObservation, ui: Ui) -> str:
    if len(view.sheets) == 1:
        return ""
    chips = []
    for i, (name, g) in enumerate((sheet.player, sheet.game) for sheet in view.sheets):
        status = "" if over(view) else g.category and t(f"simili.key.{g.category}") or "…"  # no wait mark at the end
        active = i == view.seat and not over(view)
        chips.append(f'<li{attrs(class_="active" if active else None, aria_current="true" if active else None, data_testid="player")}>'
                     f'<b>{esc(name)}</b> <span>{g.total}</span> <small>{status}</small></li>')
    return f'<ul class="players" aria-label="{esc(t("simili.players"))}">{"".join(chips)}</ul>'


def render_header(view: SimiliObservation, ui: Ui) -> str:
    mode = t("daily.archive.mode") if ui.mode == ARCHIVE else t(f"simili.mode.{ui.mode}")
    # today's daily never shows its seed: it must not be practised elsewhere before the day is over
    shown = ui.seed is not None and ui.mode != DAILY
    seed = f' · <span data-testid="seed">{esc(t("simili.seed", seed=ui.seed))}</span>' if shown else ""
    day = f" · {format_date(ui.day)}" if ui.day else ""
    if ui.mode == DAILY and ui.hints:
        day += f' · <span data-testid="hints-used">{esc(t("daily.help.hints_used", n=ui.hints))}</span>'

    rnd = t("simili.round", n=view.round) if not over(view) else t("simili.over.header")
    links = ""
    if ui.seed is not None and ui.mode in (SOLO, TABLE):
        href = f"#/simili/{ui.mode}?seed={ui.seed}&variant={view.variant}"
        links += f' · <a href="{esc(href)}" data-testid="share-link" title="{esc(t("simili.link.title"))}">{esc(t("simili.link"))}</a>'
    if ui.mode in (SOLO, TABLE) and not over(view):
        links += " " + button(t("simili.new_game"), "setup", cls="small", testid="new-game")
    return (f'<header class="game-bar"><h2>SIMILI <small>{esc(t(f"simili.variant.{view.variant}"))}</small></h2>'
            f'<p>{esc(mode)}{day}{seed} · <span data-testid="round">{esc(rnd)}</span>{links}</p></header>')


def render_result(view: SimiliObservation, ui: Ui) -> str:
    """The result in words: a heading (celebrating a win), then each sheet's score and outcome,
    labelled (one sheet: a list of label and value; a table: a table with a header row)."""
    sheets = games(view)
    winners = [name for name, g in zip(names(view), sheets, strict=True) if g.won]
    if len(sheets) == 1:
        title = t("simili.over.title.won" if winners else "simili.over.title.lost")
    else:
        title = t("simili.over.title.winners", players=", ".join(winners)) if winners else t("simili.over.title.none")
    head = f'<h2 class="result-title" data-testid="result-title">{esc(title)}</h2>'

    def outcome(g: Game) -> str:
        return t("simili.over.result.won" if g.won else "simili.over.result.lost")

    if len(sheets) == 1:
        g = sheets[0]
        body = (f'<dl class="result" data-testid="result"><dt>{esc(t("simili.over.score"))}</dt>'
                f'<dd data-testid="result-score">{esc(tn("simili.over.points", g.total))}</dd>'
                f'<dt>{esc(t("simili.over.result"))}</dt><dd data-testid="result-outcome">{esc(outcome(g))}</dd></dl>')
    else:
        rows = "".join(f'<tr{attrs(class_="won" if g.won else None)}><th scope="row">{esc(name)}</th>'
                       f'<td>{esc(tn("simili.over.points", g.total))}</td><td>{esc(outcome(g))}</td></tr>'
                       for name, g in zip(names(view), sheets, strict=True))
        body = (f'<table class="result" data-testid="result"><tr><th scope="col">{esc(t("simili.over.player.h"))}</th>'
                f'<th scope="col">{esc(t("simili.over.score"))}</th><th scope="col">{esc(t("simili.over.result"))}</th>'
                f"</tr>{rows}</table>")
    return head + body


def render_over(view: SimiliObservation, ui: Ui, extra_html: str = "") -> str:
    won = any(g.won for g in games(view))
    # after a daily or a past day, "Play another game" would deal a random game with no setup
    # and drop the day's page from the history: the day's panel offers the archive and the setup
    again = "" if ui.mode in (DAILY, ARCHIVE) else button(t("simili.over.next"), "next-game", cls="primary",
                                                                testid="next-game")
    buttons = again + button(t("simili.over.home"), "home", testid="home")
    return (f'<div{attrs(class_="over" + (" won" if won else ""), data_testid="summary", data_result="won" if won else "lost")}>'
            f'{render_result(view, ui)}'
            f'{extra_html}<div class="actions">{buttons}</div></div>')




def _owner(view: SimiliObservation, i: int) -> str:
    """Whose sheet it is, with its score ("Ann’s sheet: 30 points"), escaped."""
    sheet = view.sheets[i]
    return esc(t("simili.over.sheet_of", player=sheet.player, points=tn("simili.over.points", sheet.game.total)))


def render_every_sheet(view: SimiliObservation, shown: str) -> str:
    """The end of a table game: the sheet shown under its player's name, then every other player's
    sheet, each opened from its name and score (issue 30: the sheets are open to everyone)."""
    others = []
    for i, sheet in enumerate(view.sheets):
        if i != view.seat:
            body = render_sheet(sheet.game, readonly=True, legend=False).replace(' data-testid="sheet"', "", 1)
            others.append(f'<details class="sheet-of" data-testid="sheet-of" data-seat="{i}">'
                          f'<summary>{_owner(view, i)}</summary>{body}</details>')
    return f'<h3 class="sheet-owner" data-testid="sheet-owner">{_owner(view, view.seat)}</h3>{shown}{"".join(others)}'


def render_peek(view: SimiliObservation, ui: Ui) -> str:
    """During a table game, under the sheet in play: a button for each other player's sheet, and
    the one asked for (read only; one at a time, so a click renders at most two sheets)."""
    buttons = "".join(button(view.sheets[i].player, "peek", str(i), cls="small", testid="peek",
                             pressed=ui.peek == i)
                      for i in range(len(view.sheets)) if i != view.seat)
    shown = ""
    if ui.peek is not None and ui.peek != view.seat and ui.peek < len(view.sheets):
        body = render_sheet(view.sheets[ui.peek].game, readonly=True, legend=False)
        shown = (f'<h3 class="sheet-owner" data-testid="peek-owner">{_owner(view, ui.peek)}</h3>'
                 + body.replace(' data-testid="sheet"', ' data-testid="peek-sheet"', 1))
    return (f'<div class="sheets-of" data-testid="sheets-of"><p class="actions"><span>{esc(t("simili.peek"))}</span> '
            f'{buttons}</p>{shown}</div>')


def render_session(view: SimiliObservation, ui: Ui, over_extra: str = "") -> str:
    """The page of the seat the device acts for, its sheets from that seat's observation."""
    game = view.game
    targets: set[tuple[str, int, int]] = set()
    if ui.selected is not None:
        targets = set(game.targets(ui.selected, ui.free_mode))
    body = render_over(view, ui, over_extra) if over(view) else render_controls(view, ui)
    suggested = None
    if ui.hint and ui.hint.get("phase") == "book":
        suggested = {(c, r, sp): (i, d, bool(free))
                     for i, (d, c, r, sp, free) in enumerate(ui.hint.get("books", []), 1)}
    sheet = render_sheet(game, targets, suggested)
    if not over(view):  # the sheet in play stays put on the screen when what is above it changes
        sheet = sheet.replace('<div class="sheet" ', f'<div class="sheet" data-anchor="simili-{view.seat}" ', 1)
    elif len(view.sheets) > 1:
        sheet = render_every_sheet(view, sheet)
    if not over(view) and len(view.sheets) > 1:
        sheet += render_peek(view, ui)
    return (f'<div class="simili-game dice-game" data-testid="simili" data-mode="{ui.mode}" '
            f'data-active="{view.seat}">{render_header(view, ui)}{render_players(view, ui)}{body}'
            f'{announce(ui.said)}{render_feedback(view, ui, targets)}{render_hint(ui.hint)}{sheet}'
            f'{render_log(game)}<p class="keys">{t("simili.keys")}</p></div>')
