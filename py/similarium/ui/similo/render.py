"""HTML of a Similo session: the clues in a row (turned the way they were played), the 4x3
table of characters, the giver's secret and hand, the controls, the AI's reasons, the log.

Pure functions producing strings, each given the viewer's observation and the page's own state
(:class:`~.session.Ui`), never the session: ``ui.viewer`` says whose view it is (``"giver"``,
``"guessers"`` or ``"all"``: the game is over). What that view may show (the secret, the hand, a
clue's meaning) is that seat's observation and the meanings the rules let it be told
(:meth:`~similarium.games.similo.protocol.SimiloState.clue_meaning`, in ``ui.told``): the rules
decide, the page draws.
"""

from __future__ import annotations

from similarium.core.i18n import format_date, format_percent, t, tn
from similarium.games.similo import ai, decks
from similarium.games.similo.bots import played_clues
from similarium.games.similo.explain import removal_reason
from similarium.games.similo.protocol import SimiloObservation
from similarium.games.similo.rules import HORIZONTAL, PLAYING, REMOVE_PHASE, ROUNDS, VERTICAL, WON
from similarium.games.similo.vocabulary import GROUPS, TOLD_GROUPS
from similarium.ui.html import attrs, button, esc, spoken
from similarium.ui.lineup import shown
from similarium.ui.motion import mark
from similarium.ui.page import ARCHIVE, DAILY
from similarium.ui.pieces import announce as announce_line
from similarium.ui.pieces import feedback_line, sentences
from similarium.ui.similo import detail
from similarium.ui.similo.advice_view import removal_hint, suggestion_reason
from similarium.ui.similo.detail import meaning_text, removed_round, rule_meaning
from similarium.ui.similo.session import (
    AI,
    GIVE,
    GIVER,
    HUMAN,
    KEYS_GRID,
    card_name,
    traits_text,
)
from similarium.ui.similo.shown import ALL, GIVER_VIEW, GUESSERS_VIEW, Ui  # noqa: F401 - the views, named through this module
from similarium.ui.walkthrough import SLOT as WALKTHROUGH_SLOT


def over(view: SimiloObservation) -> bool:
    return view.result is not None


def to_act(view: SimiloObservation) -> int | None:
    """The seat to act: the giver (0) before a clue, the guessers (1, the team) after it."""
    return None if over(view) else 1 if view.phase == REMOVE_PHASE else GIVER


def lost_round(view: SimiloObservation) -> int:
    """The round the secret was removed in (0: not removed), from an observation that shows it."""
    return next((r for r, removed in enumerate(view.removed, 1) if view.secret in removed), 0)


def score(view: SimiloObservation) -> int:
    """Rounds survived: 5 for a win; a loss in round r scores r - 1."""
    if view.result == WON:
        return ROUNDS
    return len(view.clues) - (1 if over(view) else 0) if view.clues else 0


def orientation_text(o: str) -> str:
    return t(f"similo.clue.{o}")


def card_traits(card_id: str) -> str:
    """What the picture shows, in words (for screen readers): the card's traits."""
    return traits_text(sorted(decks.cards()[card_id].traits))


def card_label(card_id: str) -> str:
    """A card as a screen reader names it: its name, then its traits."""
    return t("similo.card.label", name=card_name(card_id), traits=card_traits(card_id))


def card_art(card_id: str, alt: str = "") -> str:
    """The picture, its drawn name banner cropped off (the name below comes from the catalogue).
    ``alt``: the picture's text (empty when a control or a visible name already says it)."""
    card = decks.cards()[card_id]
    return (f'<span class="art"><img src="{esc(card.art)}" alt="{esc(alt)}" width="200" height="280" '
            f'draggable="false"></span>')


def told_traits(card_id: str) -> list[str]:
    """The card's traits its picture does not draw (role, era, region), in that order: the card
    says them in words under its name."""
    traits = decks.cards()[card_id].traits
    return [x for grp in TOLD_GROUPS for x in GROUPS[grp] if x in traits]


def card_told(card_id: str) -> str:
    told = told_traits(card_id)
    if not told:
        return ""
    words = " · ".join(t(f"similo.trait.{x}") for x in told)
    return f'<span class="told" data-testid="told">{esc(words)}</span>'


def card_face(card_id: str, alt: str = "", told: bool = True) -> str:
    """The picture and the name; ``told``: the traits the picture does not draw, in words (the
    learning setting; by default a card is its picture and its name, as in the box)."""
    words = card_told(card_id) if told else ""
    return f'{card_art(card_id, alt)}<span class="name">{esc(card_name(card_id))}</span>{words}'



# --- header, clues ------------------------------------------------------------------------

def mode_label(mode: str) -> str:
    return t("daily.archive.mode") if mode == ARCHIVE else t(f"similo.mode.{mode}")


def render_header(view: SimiloObservation, ui: Ui) -> str:
    g = view
    if over(view):
        where = ""
    elif g.phase == REMOVE_PHASE:
        where = tn("similo.round.remove", g.due, round=g.round, due=g.due)
    else:
        where = t("similo.round", round=g.round)
    extra = f" · {esc(format_date(ui.day))}" if ui.day else f' · <span data-testid="seed">{esc(t("similo.seed", seed=ui.seed))}</span>'
    links = ""
    if ui.mode in PLAY and not ui.day:
        links = f' · <a{attrs(href=share_href(ui), data_testid="share-link", title=t("similo.link.title"))}>{esc(t("similo.link"))}</a>'
        if not over(view):
            links += " " + button(t("similo.new_game"), "setup", cls="small", testid="new-game")
    clues = t("similo.setup.same") if ui.options["clues"] == "same" else t(f"similo.deck.{ui.options['clues']}")
    decks_line = t("similo.decks", characters=t(f"similo.deck.{ui.options['characters']}"), clues=clues)
    hints = f' · <span data-testid="hints">{esc(t("similo.hint.used", n=ui.hints))}</span>' if ui.hints else ""
    return (f'<header class="game-bar"><h2>{esc(t("similo.title"))} <small>{esc(t(f"similo.rules.{rules_id(ui)}"))}'
            f'</small></h2><p>{esc(mode_label(ui.mode))}{extra} · {esc(decks_line)}{hints}'
            f'{" · " if where else ""}<span data-testid="round">{esc(where)}</span>{links}</p></header>')


PLAY = ("guess", "give", "table")


def share_href(ui: Ui) -> str:
    """This game's link: its seed and every option (rules, decks; the table's names), so that the
    link deals exactly this game (issue 30)."""
    o = ui.options
    href = f"#/similo/{ui.mode}?seed={ui.seed}&rules={o['rules']}&characters={o['characters']}&clues={o['clues']}"
    if ui.mode == "table":
        from urllib.parse import quote

        href += f"&giver={quote(ui.players[0])}&guessers={quote(','.join(ui.players[1:]))}"
    return href


def rules_id(ui: Ui) -> str:
    return ui.options["rules"]


def challenge(view: SimiloObservation, ui: Ui) -> bool:
    """The AI giver's clue meanings are told only at the end: the daily (and a past one), or the
    person's setting."""
    return not over(view) and (ui.mode in (DAILY, ARCHIVE) or ui.reveal == "end")


def render_reveal(view: SimiloObservation, ui: Ui) -> str:
    """The remembered learning setting (issue 30): off, the table is pictures and names and the
    AI giver's meanings are told at the end; on, every card says its traits in words and each
    meaning may be asked for after its round. Not in a daily (one honest attempt)."""
    if over(view) or ui.mode in (DAILY, ARCHIVE):
        return ""
    on = ui.learning
    toggle = button(t("similo.learning"), "learning", "off" if on else "on", cls="small", testid="learning",
                    pressed=on)
    note = t("similo.learning.on" if on else "similo.learning.off")
    return f'<p class="reveal" data-testid="learning-setting">{toggle} <span class="note">{esc(note)}</span></p>'


def render_clues(view: SimiloObservation, ui: Ui, readonly: bool = False) -> str:
    items = []
    for n, clue in enumerate(view.clues, 1):
        label = t("similo.clue.label", n=n, name=card_name(clue.card), orientation=orientation_text(clue.orientation))
        told = ""
        meaning = detail.shown_meaning(ui, n)
        if meaning is not None:
            told = f'<p class="meaning" data-testid="meaning">{esc(meaning_text(*meaning))}</p>'
        elif ui.askable[n - 1] and not challenge(view, ui):  # the AI giver tells what a clue meant, when asked
            told = button(t("similo.meaning.ask"), "meaning", n, cls="small ask", testid="ask-meaning")
        items.append(f'<li{attrs(class_=f"clue {clue.orientation}", data_testid="clue", data_card=clue.card, data_orientation=clue.orientation, aria_label=label)}>'
                     f'<span class="n">{n}</span>{clue_frame(clue.card, readonly)}{not_like(clue.orientation)}'
                     f'<span class="name">{esc(card_name(clue.card))}</span>{card_told(clue.card) if ui.learning else ""}'
                     f'<small class="how sr-only">{esc(rule_meaning(ui, clue.orientation))}</small>{told}</li>')
    body = "".join(items) if items else f'<li class="none">{esc(t("similo.clues.none"))}</li>'
    legend = " · ".join(rule_meaning(ui, o) for o in (VERTICAL, HORIZONTAL) if o in ui.variant.orientations)
    return (f'<section class="clues" aria-label="{esc(t("similo.clues"))}"><h3>{esc(t("similo.clues"))} '
            f'<small class="legend" aria-hidden="true">{esc(legend)}</small></h3>'
            f'<ol class="clue-row" data-arrows>{body}</ol></section>')


def not_like(orientation: str) -> str:
    """A horizontal clue's mark: on a phone the picture stands upright, as readable as any other
    clue, and this "≠" says how it was played (issue 30); the clue's label says it in words."""
    return '<span class="not-like" aria-hidden="true" data-testid="not-like">≠</span>' if orientation == HORIZONTAL else ""


def clue_frame(card_id: str, readonly: bool) -> str:
    """A played clue's picture: a button that opens the card's detail (a clue is never selected)."""
    if readonly:
        return f'<span class="frame">{card_art(card_id, card_traits(card_id))}</span>'
    a = attrs(type="button", class_="frame", data_action=detail.OPEN, data_arg=card_id, data_detail=card_id,
              data_testid="clue-info", aria_haspopup="dialog")
    return f'<button{a}>{spoken(t("similo.detail.open", name=card_label(card_id)), card_art(card_id))}</button>'


# --- the table ------------------------------------------------------------------------------

def render_grid(view: SimiloObservation, ui: Ui, readonly: bool = False) -> str:
    """The 12 places (``readonly``: a finished game shown again, every card disabled); the secret
    marked if the viewer's observation shows it."""
    out = removed_round(view)
    belief = {}
    if ui.hint_round and ui.hint_round == view.round and view.role == "guesser" and not over(view):
        cards = decks.cards()
        belief = ai.belief([cards[c] for c in view.remaining], played_clues(view))
    secret = view.secret
    show_secret = secret is not None
    cells = []
    for i, cid in enumerate(view.grid):
        name = card_name(cid)
        state = "out" if cid in out else ("selected" if cid in ui.selection else "in")
        classes = ["card", state]
        if show_secret and cid == secret:
            classes.append("secret")
        if state == "out":
            label = t("similo.card.removed", name=name, round=out[cid])
        elif state == "selected":
            label = t("similo.card.selected", name=name)
        elif show_secret and cid == secret:
            label = t("similo.card.secret", name=name)
        else:
            label = name
        if state != "out":
            label = t("similo.card.with_traits", label=label, traits=card_traits(cid))
        extra = ""
        if state == "out":
            extra += f'<span class="out-mark">✗ {out[cid]}</span>'
        if cid in belief:
            extra += f'<span class="belief" data-testid="belief">{esc(format_percent(belief[cid]))}</span>'
        if show_secret and cid == secret:
            extra += f'<span class="secret-mark">{esc(t("similo.secret"))}</span>'
        # the giver never selects on the table: a tap there opens the card's detail
        looks = view.role == "giver" and not over(view) and not readonly
        a = attrs(type="button", class_=" ".join(classes), data_action=detail.OPEN if looks else "pick", data_arg=cid,
                  data_testid="grid-card", data_card=cid, data_state=state, data_detail=None if readonly else cid,
                  aria_pressed=None if looks else ("true" if state == "selected" else "false"),
                  aria_haspopup="dialog" if looks else None,
                  aria_disabled="true" if (state == "out" and not looks) or readonly else None)
        seen = f'<kbd class="key">{KEYS_GRID[i].upper()}</kbd>{card_face(cid, told=ui.learning)}{extra}'
        # the same "i" as the guessers' for the giver (issue 30); the hover's traits only when learning
        info = "" if readonly else detail.opener(cid) + (detail.peek(cid) if ui.learning else "")
        moves = mark("turn", f"similo-out:{cid}") if state == "out" else ""  # a removed card turns over
        cells.append(f'<li><button{a}{moves}>{spoken(label, seen)}</button>{info}</li>')
    return (f'<section class="table" aria-label="{esc(t("similo.grid"))}"><ol class="grid" data-testid="grid" data-arrows>'
            f'{"".join(cells)}</ol></section>')


# --- the giver's side -----------------------------------------------------------------------

def render_giver(view: SimiloObservation, ui: Ui) -> str:
    """The giver's secret and hand, from the giver's observation."""
    g = view
    hand = []
    for i, cid in enumerate(view.hand or (), 1):
        chosen = cid == ui.pick
        suggested = ui.suggestion is not None and ui.suggestion.get("clue") == cid and ui.suggestion["round"] == g.round
        cls = "card hand-card" + (" picked" if chosen else "") + (" suggested" if suggested else "")
        cls += f" {ui.orientation}" if chosen and ui.orientation else ""
        a = attrs(type="button", class_=cls, data_action="hand", data_arg=cid, data_testid="hand-card", data_card=cid,
                  data_detail=cid, aria_pressed="true" if chosen else "false")
        seen = f'<kbd class="key">{i}</kbd>{card_face(cid, told=ui.learning)}'
        hand.append(f'<li><button{a}>{spoken(card_label(cid), seen)}</button>{detail.opener(cid)}</li>')
    secret = (f'<div class="secret-card" data-testid="secret" data-card="{esc(view.secret)}"><h3>{esc(t("similo.secret"))}'
              f'</h3><div class="pin"><div class="card">{card_face(view.secret, card_traits(view.secret), ui.learning)}</div>'
              f'{detail.opener(view.secret)}</div></div>')
    controls = ""
    if to_act(view) == GIVER and ui.kinds[GIVER] == HUMAN:
        allowed = ui.variant.orientations
        orient = "".join(
            button(t(f"similo.play.{o}"), "orient", o, cls="orient" + ("" if o in allowed else " unavailable"),
                   testid=f"orient-{o}", pressed=ui.orientation == o)
            for o in (VERTICAL, HORIZONTAL))
        if ui.pick and ui.orientation:
            line = t("similo.play.ready", name=card_name(ui.pick), orientation=orientation_text(ui.orientation),
                     meaning=rule_meaning(ui, ui.orientation))
        else:
            line = t("similo.play.pick")
        sugg = ""
        if ui.pending == "suggest":
            sugg = f'<p class="hint" role="status" data-testid="progress"><span class="spinner dark"></span> {esc(t("similo.suggest.working"))}</p>'
        elif ui.suggestion is not None and ui.suggestion["round"] == g.round:
            sg = ui.suggestion
            sugg = (f'<p class="hint" data-testid="suggestion" data-card="{esc(sg["clue"])}" '
                    f'data-orientation="{esc(sg["orientation"])}" data-chance="{sg["win_chance"]}">'
                    f'{esc(t("similo.suggest.text", name=card_name(sg["clue"]), orientation=orientation_text(sg["orientation"]), meaning=meaning_text(sg["kind"], sg["traits"]), chance=round(100 * sg["win_chance"])))}</p>{suggestion_reason(view, ui)}')
        controls = (f'<div class="controls"><p class="prompt" data-testid="prompt">{esc(line)}</p>'
                    f'<div class="actions">{orient}'
                    f'{button(t("similo.confirm"), "confirm", cls="primary", testid="confirm")}'
                    f'{button(t("similo.undo"), "undo", testid="undo")}'
                    f'{button(t("similo.suggest"), "suggest", testid="suggest")}</div>{sugg}</div>')
    return (f'<section class="giver" aria-label="{esc(t("similo.hand"))}">{secret}<div class="hand-box"><h3>'
            f'{esc(t("similo.hand"))}</h3><ol class="hand" data-testid="hand" data-arrows>{"".join(hand)}</ol>{controls}</div></section>')


# --- the guessers' side ---------------------------------------------------------------------

def render_guess_controls(view: SimiloObservation, ui: Ui) -> str:
    g = view
    if to_act(view) != 1 or ui.kinds[1] != HUMAN:
        return ""
    due = g.due
    count = t("similo.pick.count", n=len(ui.selection), due=due)
    hint = button(t("similo.hint"), "hint", testid="hint", pressed=ui.hint_round == g.round)
    return (f'<div class="controls"><p class="prompt" data-testid="prompt">{esc(tn("similo.pick.remove", due, due=due))} '
            f'<span data-testid="pick-count">{esc(count)}</span></p><div class="actions">'
            f'{button(t("similo.confirm.remove", n=due), "confirm", cls="primary", testid="confirm")}'
            f'{button(t("similo.undo"), "undo", testid="undo")}{button(t("similo.clear"), "clear", testid="clear")}'
            f'{hint}</div>{removal_hint(view, ui)}</div>')


def reasons(view: SimiloObservation, ui: Ui) -> list[tuple[int, str, str]]:
    """(round, card, text) for every removal by AI guessers: the clue and traits they read."""
    g = view
    if not ui.ai_guessers():
        return []
    cards = decks.cards()
    clues = played_clues(g)
    out = []
    for r, removed in enumerate(g.removed, 1):
        for cid in removed:
            why = removal_reason(cards[cid], clues[:r])
            clue = card_name(clues[why.clue].card.id) if why.clue >= 0 else ""
            text = {"shares": "similo.reason.shares", "lacks": "similo.reason.lacks",
                    "unlike": "similo.reason.unlike"}.get(why.kind, "similo.reason.weak")
            out.append((r, cid, t("similo.reason.removed", guesser=t("similo.ai.guessers"), name=card_name(cid),
                                  why=t(text, traits=traits_text(why.traits), clue=clue))))
    return out


def render_reasons(view: SimiloObservation, ui: Ui) -> str:
    items = reasons(view, ui)
    if not items:
        return ""
    lis = "".join(f'<li data-testid="reason" data-card="{esc(c)}"><b>{r}</b> {esc(text)}</li>' for r, c, text in items[::-1])
    return f'<section class="reasons"><h3>{esc(t("similo.ai.guessers"))}</h3><ol>{lis}</ol></section>'


# --- log, end, whole view ---------------------------------------------------------------------

def log_lines(view: SimiloObservation, ui: Ui, why_too: bool = False) -> list[str]:
    """Every move in words: each clue, each removal (``why_too``: with the AI guessers' reason)."""
    g = view
    lines = []
    giver = shown(ui.players[GIVER])
    why = {(r, c): text for r, c, text in reasons(view, ui)} if why_too else {}
    for r, (clue, removed) in enumerate(zip(g.clues, g.removed, strict=True), 1):
        lines.append(t("similo.log.clue", round=r, giver=giver, name=card_name(clue.card),
                       orientation=orientation_text(clue.orientation)))
        who = ", ".join(shown(p) for p in ui.players[1:])
        lines.extend(why.get((r, c)) or t("similo.log.remove", who=who, name=card_name(c)) for c in removed)
    return lines


def render_log(view: SimiloObservation, ui: Ui) -> str:
    lines = log_lines(view, ui)
    if not lines:
        return ""
    items = "".join(f"<li>{esc(x)}</li>" for x in lines)
    return f'<details class="log" data-testid="log"><summary>{esc(t("similo.log"))}</summary><ol>{items}</ol></details>'


def render_over(view: SimiloObservation, ui: Ui, extra_html: str, readonly: bool = False) -> str:
    """The end: a heading (a cheer for a win), the result in words, the secret, what next."""
    secret = end_secret(view)
    won = view.result == WON
    if won:
        head = t("similo.over.won", name=card_name(secret))
        title = t("similo.over.cheer")
    else:
        head = t("similo.over.lost", name=card_name(secret), round=lost_round(view))
        title = t("similo.over.title.lost")
    again = ""
    if ui.mode not in (DAILY, ARCHIVE):
        again = button(t("similo.again"), "next-game", cls="primary", testid="next-game").replace(
            "<button ", "<button data-focus ", 1)  # the focus lands here, the end in view
        again += " " + button(t("similo.new_game"), "setup", testid="setup")  # the setup, filled in
    points = t("similo.over.score", score=score(view))
    return (f'<section class="over" data-testid="over" data-result="{esc(view.result or PLAYING)}" aria-labelledby="over-title">'
            f'<h3 id="over-title" class="{"celebrate" if won else "over-title"}" data-testid="over-title">'
            f'{esc(title)}</h3><p data-testid="result">{esc(head)}</p>'
            f'<p class="score" data-testid="over-score">{esc(points)}</p>'
            f'<div class="secret-card"><div class="pin"><div class="card">{card_face(secret, card_traits(secret), ui.learning)}</div>'
            f'{"" if readonly else detail.opener(secret)}</div></div>'
            f'{again}</section>{extra_html}')


def end_secret(view: SimiloObservation) -> str:
    """The secret as every seat sees it once the game is over."""
    assert view.secret is not None, "the secret is shown once the game is over"
    return view.secret


def announcement(view: SimiloObservation, ui: Ui, before: int) -> str:
    """What changed since the log had ``before`` lines (the clue played, the cards removed and
    why, the end), for the live region."""
    lines = log_lines(view, ui, why_too=True)[before:]
    if over(view):
        lines.append(t("similo.over.won", name=card_name(end_secret(view))) if view.result == WON else
                     t("similo.over.lost", name=card_name(end_secret(view)), round=lost_round(view)))
    return sentences(lines)




def keys_line(viewer: str) -> str:
    key = "similo.keys.give" if viewer == GIVER_VIEW else "similo.keys.guess"
    return f'<p class="keys">{esc(t(key))}</p>'


def render_session(view: SimiloObservation, ui: Ui, over_extra: str = "", delay_ms: int = 700, announce: str = "",
                   readonly: bool = False, shown: str = "") -> str:
    """The view of ``ui.viewer`` (``view``: its observation, everybody's once the game is over);
    ``shown``: a card whose detail is open over it (the view behind is inert)."""
    g = view
    viewer = ui.viewer
    step = ""
    seat = to_act(view)
    if seat is not None and ui.kinds[seat] == AI and not ui.pending:
        step = (f'<p class="thinking" role="status" data-autostep="ai-step" data-delay="{delay_ms}" '
                f'data-testid="ai-thinking"><span class="spinner dark"></span> {esc(t("similo.ai.thinking"))}</p>')
    parts = [render_header(view, ui)]
    if over(view):
        parts.append(render_over(view, ui, over_extra, readonly))
    # the side of the table: what was played, then what to do now (all on screen with the grid)
    top = [announce_line(announce, visible=True), render_clues(view, ui, readonly), step,
           render_giver(view, ui) if viewer == GIVER_VIEW else render_guess_controls(view, ui)]
    bottom = [WALKTHROUGH_SLOT, render_reveal(view, ui), render_reasons(view, ui), render_log(view, ui),
              "" if over(view) else keys_line(viewer)]
    # the refusal next to where the player acted: under the controls beside the grid, and on a
    # phone (one column) right under the grid, never above it out of view (issue 21)
    parts.append(f'<div class="board"><div class="side top">{"".join(top)}</div>{render_grid(view, ui, readonly)}'
                 f'<div class="act-feedback">{feedback_line(ui.feedback)}</div>'
                 f'<div class="side bottom">{"".join(bottom)}</div></div>')
    data = attrs(class_="simili-game similo-game", data_testid="similo", data_mode=ui.mode, data_phase=g.phase,
                 data_round=g.round, data_viewer=viewer, data_due=g.due,
                 data_result=g.result or PLAYING, data_rules=ui.options["rules"])
    dialog = detail.render_detail(view, ui, shown) if shown and not readonly else ""
    inert = " inert" if dialog else ""
    return f"<div{data}><div class=\"view\"{inert}>{''.join(parts)}</div>{dialog}</div>"


__all__ = ["GIVE", "render_session"]
