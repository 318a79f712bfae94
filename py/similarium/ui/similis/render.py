"""HTML of a Similis session for one viewer (the person whose hand the device shows, or None:
the public view): the players, the market and the pile, the hand as cards, what the selection
shares, the actions the rules allow, the bots' moves as log lines, the end of the game.

Every function draws from the viewer's observation (:meth:`Session.view`: the rules say which
hand, gift and drawn card a seat may see) and the page's :class:`~.session.Ui` (names, mode,
selection, feedback): none is given the session or a game state."""

from __future__ import annotations

from similarium.core.i18n import format_date, t, tn
from similarium.games.similis.cards import Card
from similarium.games.similis.protocol import SimilisObservation
from similarium.games.similis.rules import GIFT, OVER, PLAY
from similarium.games.similis.series import is_banned
from similarium.ui.html import attrs, button, esc, spoken
from similarium.ui.motion import mark as motion_mark
from similarium.ui.page import ARCHIVE
from similarium.ui.pieces import announce as announce_line
from similarium.ui.pieces import feedback_line, sentences
from similarium.ui.similis.session import HUMAN, Ui, card_text, cards_text, sort_key
from similarium.ui.walkthrough import SLOT as WALKTHROUGH_SLOT

ART = "static/img/similis/{id}.svg"
LOG_LINES = 14


def card_img(card: Card) -> str:
    return f'<img src="{esc(ART.format(id=card.id))}" alt="" width="200" height="280" draggable="false">'


def card_button(view: SimilisObservation, card: Card, *, action: str, testid: str, key: str, pressed: bool,
                enabled: bool, moves: str = "") -> str:
    """A card of the market or a hand as a button: its picture and key letter seen, its four
    attributes in words heard; a banned card says so and carries a mark (a sign, not a colour)."""
    banned = is_banned(card, view.banned)
    a = attrs(type="button", class_="scard" + (" picked" if pressed else "") + (" banned" if banned else ""),
              data_action=action, data_arg=card.id, data_testid=testid, data_card=card.id,
              aria_pressed="true" if pressed else "false", aria_disabled=None if enabled else "true")
    text = card_text(card)
    label = t("similis.card.banned", card=text) if banned else text
    mark = '<span class="ban-mark" aria-hidden="true">\u29b8</span>' if banned else ""
    seen = f'<kbd class="key">{key}</kbd>{card_img(card)}{mark}'
    return f'<li{moves}><button{a}>{spoken(label, seen)}</button></li>'


def mode_label(mode: str) -> str:
    return t("daily.archive.mode") if mode == ARCHIVE else t(f"similis.mode.{mode}")


def over(view: SimilisObservation) -> bool:
    return view.phase == OVER


def mine(view: SimilisObservation, ui: Ui) -> bool:
    """The device shows the hand of the seat to move: its person may act."""
    return view.to_move is not None and view.to_move == ui.viewer


def render_header(view: SimilisObservation, ui: Ui) -> str:
    extra = (f" · {esc(format_date(ui.day))}" if ui.day
             else f' · <span data-testid="seed">{esc(t("similis.seed", seed=ui.seed))}</span>')
    you = len(ui.humans) == 1 and mine(view, ui)  # the one person: "Your turn", not "You to play"
    turn = "" if over(view) else " · " + (t("similis.to_move.you") if you else
                                          t("similis.to_move", player=ui.players[view.to_move]))
    new = "" if ui.daily or over(view) else " " + button(t("game.new"), "setup", cls="small", testid="new-game")
    return (f'<header class="game-bar"><h2>{esc(t("similis.title"))} <small>{esc(t("similis.subtitle"))}</small>'
            f'</h2><p>{esc(mode_label(ui.mode))}{extra}<span data-testid="turn">{esc(turn)}</span>{new}</p></header>')


def _change(last, seat: int) -> str:
    """What the last event did to ``seat``'s hand, shown over its chip as it moves (ui.motion)."""
    if last is None:
        return ""
    if last.kind == "gift" and last.to == seat:
        return ' data-gain="+1"'
    if last.seat == seat and last.kind in ("gift", "lay"):
        return f' data-gain="−{len(last.cards) if last.kind == "lay" else 1}"'
    if last.seat == seat and last.kind == "draw":
        return ' data-gain="+1"'
    return ""


def render_players(view: SimilisObservation, ui: Ui, totals: list[int] | None) -> str:
    items = []
    last = next((e for e in reversed(view.history) if e.seat is not None), None)
    for i, (name, kind) in enumerate(zip(ui.players, ui.kinds, strict=True)):
        active = view.to_move == i
        badge = f' <small class="badge">{esc(t("similis.bot.badge"))}</small>' if kind != HUMAN else ""
        n = view.hand_sizes[i]
        backs = '<span class="backs" aria-hidden="true">' + '<i></i>' * min(n, 12) + "</span>"
        total = f' <small class="total">Σ {totals[i]}</small>' if totals else ""
        moves = motion_mark("flourish", f"similis-chip:{i}:{n}") + _change(last, i)  # a gift arrives, a series goes
        items.append(f'<li{attrs(class_="active" if active else None, data_testid="player", data_seat=i, data_cards=n, aria_current="true" if active else None)}{moves}>'
                     f'<b>{esc(name)}</b>{badge} {backs}<span class="count">{esc(tn("similis.cards", n))}</span>{total}</li>')
    return f'<ul class="players similis-players">{"".join(items)}</ul>'


def render_market(view: SimilisObservation, ui: Ui) -> str:
    cells = []
    for i, card in enumerate(view.market):
        cells.append(card_button(view, card, action="market", testid="market-card", key="QWE"[i] if i < 3 else "",
                                 pressed=card == ui.market_pick, enabled=mine(view, ui) and view.phase == PLAY,
                                 moves=motion_mark("arrive", f"similis-market:{card.id}")))
    banned = ""
    if view.banned is not None:
        b = view.banned
        banned = (f'<p class="banned" data-testid="banned">{esc(t("similis.banned", symbol=t(f"similis.symbol.{b.symbol}"), colour=t(f"similis.colour.{b.colour}")))}</p>')
    return (f'<section class="market-box"><h3>{esc(t("similis.market"))} <small data-testid="pile">'
            f'{esc(t("similis.pile", n=view.pile_size))}</small></h3><ol class="market" data-testid="market" data-arrows>'
            f'{"".join(cells)}</ol>{banned}</section>')


def render_hand(view: SimilisObservation, ui: Ui) -> str:
    """The viewer's own hand, from its observation."""
    cards = []
    gift = view.phase == GIFT
    for i, card in enumerate(sorted(view.hand, key=sort_key), 1):
        chosen = card == ui.gift_card if gift else card in ui.selection
        cards.append(card_button(view, card, action="pick", testid="hand-card", key=str(i % 10) if i <= 10 else "",
                                 pressed=chosen, enabled=mine(view, ui),
                                 moves=motion_mark("arrive", f"similis-hand:{view.seat}:{card.id}")))
    title = t("similis.hand") if len(ui.humans) == 1 else t("similis.hand.of", player=ui.players[view.seat])
    return (f'<section class="hand-box"><h3>{esc(title)} <small>{esc(tn("similis.cards", len(cards)))}</small></h3>'
            f'<ol class="shand" data-testid="hand" data-arrows>{"".join(cards)}</ol></section>')


def render_controls(view: SimilisObservation, ui: Ui) -> str:
    """What the move needs: the line on the selection, the refusal line right above the buttons
    (the selection's line left out when the refusal says the same: a reason shown once, issue
    21), then the buttons; only the refusal line when it is not the viewer's turn."""
    feedback = feedback_line(ui.feedback)
    if not mine(view, ui):
        return feedback
    if view.phase == GIFT:
        buttons = "".join(button(t("similis.gift.to", player=ui.players[q]), "give", q, testid="give",
                                 cls="primary" if ui.gift_card else "")
                          for q in range(len(ui.players)) if q != view.to_move)
        return (f'<div class="controls"><p class="prompt" data-testid="prompt">'
                f'{esc(tn("similis.gift.prompt", view.gifts_due))}</p>{feedback}<div class="actions">{buttons}</div></div>')
    ok, why = ui.status
    tone = "ok" if ok else ("bad" if ui.selection or ui.market_pick else "idle")  # nothing selected: a prompt
    repeated = ui.feedback is not None and ui.feedback.kind == "error" and ui.feedback.text == why
    status = "" if repeated else (f'<p class="selection {tone}" data-testid="selection" '
                                  f'data-series="{str(ok).lower()}">{esc(why)}</p>')
    acts = [button(t("similis.lay"), "lay", cls="primary" if ok else "unavailable", testid="lay"),
            button(t("similis.clear"), "clear", testid="clear")]
    if ui.can_draw:
        label = t("similis.draw") if view.pile_size else t("similis.pass")
        acts.append(button(label, "draw", cls="primary", testid="draw"))
        status += f'<p class="note" data-testid="draw-help">{esc(t("similis.draw.help"))}</p>'
    return f'<div class="controls">{status}{feedback}<div class="actions">{"".join(acts)}</div></div>'


def event_text(ui: Ui, e) -> str:
    who = ui.players[e.seat] if e.seat is not None else ""
    if e.kind == "lay":
        market = t("similis.log.market", card=card_text(e.market)) if e.market else ""
        cards = cards_text(c for c in e.cards if c != e.market)
        return t("similis.log.lay", player=who, cards=cards, market=market)
    if e.kind == "gift":
        to = ui.players[e.to]
        if e.cards:
            return t("similis.log.gift", player=who, card=card_text(e.cards[0]), to=to)
        return t("similis.log.gift_hidden", player=who, to=to)
    if e.kind == "draw":
        return t("similis.log.draw", player=who, card=card_text(e.cards[0])) if e.cards else t(
            "similis.log.draw_hidden", player=who)
    if e.kind == "pass":
        return t("similis.log.pass", player=who)
    if e.kind == "bottom":
        return t("similis.log.bottom", card=card_text(e.cards[0]))
    return t("similis.log.turned", card=card_text(e.cards[0]))


def render_log(view: SimilisObservation, ui: Ui) -> str:
    events = [e for e in view.history if e.seat is not None]
    if not events:
        return ""
    items = "".join(f'<li data-testid="log-line" data-kind="{e.kind}"{motion_mark("arrive", f"similis-log:{k}")}>'
                    f'{esc(event_text(ui, e))}</li>'
                    for k, e in list(enumerate(events))[::-1][:LOG_LINES])
    return (f'<section class="slog" aria-live="polite"><h3>{esc(t("similis.log"))}</h3>'
            f'<ul data-testid="log">{items}</ul></section>')


def over_texts(view: SimilisObservation, ui: Ui) -> tuple[str, str]:
    """(heading, result sentence) of a finished game; the one person at the device is "you"."""
    won = view.winners
    you = ui.you()
    if view.winner is not None:
        if view.winner == you:
            return t("similis.over.cheer.you"), t("similis.over.won.you")
        head = t("similis.over.cheer", player=ui.players[view.winner]) if ui.kinds[view.winner] == HUMAN else t(
            "similis.over.title")
        return head, t("similis.over.won", player=ui.players[view.winner])
    names = [t("similis.you") if i == you else ui.players[i] for i in won]
    key = "similis.over.stall.you" if you in won else "similis.over.stall"
    head = t("similis.over.cheer.you") if you in won else t("similis.over.title")
    return head, tn(key, len(won), players=", ".join(names))


def render_over(view: SimilisObservation, ui: Ui, extra: str) -> str:
    """The end: a heading (a cheer when the person at the device or a person at the table won),
    the result in words, and each player's points in a labelled table."""
    head, result = over_texts(view, ui)
    cheer = (view.winner is not None and ui.kinds[view.winner] == HUMAN) or ui.you() in view.winners
    rows = "".join(f'<tr><th scope="row">{esc(ui.players[i])}</th><td data-testid="game-score">{sc}</td></tr>'
                   for i, sc in enumerate(view.scores or ()))
    nxt = "" if ui.daily else (button(t("similis.next"), "next-game", cls="primary", testid="next-game")
                               + " " + button(t("game.new"), "setup", testid="setup"))
    return (f'<section class="over" data-testid="over" data-result="{"won" if cheer else "lost"}" '
            f'aria-labelledby="over-title"><h3 id="over-title" class="{"celebrate" if cheer else "over-title"}" '
            f'data-testid="over-title">{esc(head)}</h3><p data-testid="result">{esc(result)}</p>'
            f'<table class="standings"><caption>{esc(t("similis.over.scores"))}</caption>'
            f'<tr><th scope="col">{esc(t("similis.over.player"))}</th><th scope="col">{esc(t("similis.over.points"))}'
            f'</th></tr>{rows}</table>{nxt}</section>{extra}')


def announcement(view: SimilisObservation, ui: Ui, before: int) -> str:
    """The moves since the table's history had ``before`` events, in words as the viewer sees
    them (the bots' moves, the cards turned up), and the end: for the live region."""
    lines = [event_text(ui, e) for e in view.history[before:] if e.seat is not None]
    if over(view):
        lines.append(over_texts(view, ui)[1])
    return sentences(lines)


def render_session(view: SimilisObservation, ui: Ui, totals: list[int] | None = None, over_extra: str = "",
                   delay_ms: int = 700, announce: str = "") -> str:
    """The page of the game as ``ui.viewer`` sees it: ``view`` is that seat's observation (or
    everybody's when no one person is at the device)."""
    step = ""
    if view.to_move is not None and ui.kinds[view.to_move] != HUMAN:
        step = (f'<p class="thinking" role="status" data-autostep="bot-step" data-delay="{delay_ms}" '
                f'data-testid="bot-thinking">{esc(t("similis.bot.thinking", player=ui.players[view.to_move]))}</p>')
    parts = [render_header(view, ui), render_players(view, ui, totals)]
    if over(view):
        parts.append(render_over(view, ui, over_extra))
    # the table a move reads and the controls that make it, on screen together (issue 21): the
    # market, the refusal and the controls in one block (beside the hand on a desktop, kept at the
    # top of a phone's screen while a long hand scrolls under it), then the hand
    top = [render_market(view, ui), step, render_controls(view, ui)]
    hand = render_hand(view, ui) if ui.viewer is not None else ""
    parts += [announce_line(announce), f'<div class="stable"><div class="stable-top">{"".join(top)}</div>{hand}</div>',
              WALKTHROUGH_SLOT, render_log(view, ui)]
    if not over(view) and mine(view, ui):
        parts.append(f'<p class="keys">{esc(t("similis.keys"))}</p>')
    data = attrs(class_="simili-game similis-game", data_testid="similis", data_mode=ui.mode, data_phase=view.phase,
                 data_to_move=view.to_move if view.to_move is not None else "",
                 data_viewer=ui.viewer if ui.viewer is not None else "")
    return f"<div{data}>{''.join(parts)}</div>"
