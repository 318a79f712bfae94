"""HTML of an SB session: players, the roll as dice buttons, the dice aside with the live
score, the controls, advice, the end-of-game rule, the turn log.

Pure functions producing strings; the page sets ``innerHTML``. Each is given the observation
the device shows (:meth:`Session.view`: SB hides only its seed) and the page's own state
(:class:`~.session.Ui`: names, mode, selection, feedback), never the session or a game state.
Everything a test or the keyboard reaches has a ``data-testid`` or ``data-action``.
"""

from __future__ import annotations

from similarium.core.i18n import format_date, t, tn
from similarium.games.sb.game import Event, Game
from similarium.games.sb.protocol import SBObservation
from similarium.games.sb.rules import Dice, Score, score
from similarium.ui.html import attrs, button, esc
from similarium.ui.lineup import shown
from similarium.ui.motion import mark
from similarium.ui.page import ARCHIVE, DAILY
from similarium.ui.pieces import announce, feedback_line
from similarium.ui.sb.advice_view import render_advice
from similarium.ui.sb.dice import dice_row, die_button
from similarium.ui.sb.session import (
    DAILY_PAR,
    DAILY_TURNS,
    HUMAN,
    Ui,
    roll_dice,
)
from similarium.ui.walkthrough import SLOT as WALKTHROUGH_SLOT


def score_text(sc: Score | None, keys_aside: int = 0) -> str:
    if sc is None:
        return t("sb.score.pending", n=keys_aside)
    if sc.kind == "sandwich":
        return tn("sb.score.sandwich_full" if sc.full else "sb.score.sandwich", sc.points, matching=sc.matching,
                  points=sc.points)
    return tn("sb.score.split_full" if sc.full else "sb.score.split", sc.points, between=sc.between,
              outside=sc.outside, points=sc.points)


def dice_score_text(d: Dice) -> str:
    return score_text(score(d.base, d.keys), len(d.keys))


def _dice_list(d: Dice) -> list[tuple[str, int]]:
    return roll_dice(d)


# --- header and players -------------------------------------------------------------------

def total(view: SBObservation) -> int:
    """The daily's total: the one person's score."""
    return view.game.scores[0]


def player(view: SBObservation, ui: Ui) -> str:
    """The name of the seat to move."""
    return ui.players[view.game.current_player]


def shown_players(view: SBObservation, ui: Ui) -> list[str]:
    """The players' names as shown now: "You" in French is "Vous" (issue 30)."""
    return [shown(p) for p in ui.players]


def mode_label(mode: str) -> str:
    return t("daily.archive.mode") if mode == ARCHIVE else t(f"sb.mode.{mode}")


def render_header(view: SBObservation, ui: Ui) -> str:
    g = view.game
    if ui.daily:
        turn = t("sb.daily.turn", n=min(len(g.history) + 1, DAILY_TURNS), turns=DAILY_TURNS)
        extra = f" · {esc(format_date(ui.day))}" if ui.day else ""
    else:
        turn = t("sb.turn", n=g.turn.number)
        extra = f' · <span data-testid="seed">{esc(t("sb.seed", seed=ui.seed))}</span>'
    turn = t("sb.over.title") if view.over else turn
    new = "" if ui.daily or view.over else " " + button(t("game.new"), "setup", cls="small", testid="new-game")
    return (f'<header class="game-bar"><h2>{esc(t("sb.title"))} <small>{esc(t("sb.subtitle"))}</small></h2>'
            f'<p>{esc(mode_label(ui.mode))}{extra} · <span data-testid="turn">{esc(turn)}</span>{new}</p></header>')


def render_players(view: SBObservation, ui: Ui) -> str:
    g = view.game
    items = []
    target = g.target
    for i, (name, kind) in enumerate(zip(shown_players(view, ui), ui.kinds, strict=True)):
        active = i == g.current_player and not view.over
        badge = f' <small class="badge">{esc(t("sb.bot.badge"))}</small>' if kind != HUMAN else ""
        star = f' <span class="leader" title="{esc(t("sb.leader"))}">★</span>' if g.leader == i else ""
        bar = "" if ui.daily else (f'<progress max="{target}" value="{min(g.scores[i], target)}" '
                                  f'aria-hidden="true"></progress>')
        last = g.history[-1] if g.history else None
        gain = f' data-gain="+{last.points}"' if last and last.player == i and last.points > 0 else ""
        pts = mark("flourish", f"sb-score:{i}:{g.scores[i]}") + gain  # a banked turn: its points rise
        items.append(f'<li{attrs(class_="active" if active else None, data_testid="player", data_seat=i, aria_current="true" if active else None)}>'
                     f'<b class="name">{esc(name)}</b>{badge}{star} <span class="pts" data-testid="player-score"{pts}>{g.scores[i]}</span>{bar}</li>')
    if ui.daily:
        items.append(f'<li class="par">{esc(tn("sb.daily.total", total(view), total=total(view), par=DAILY_PAR))}</li>')
    label = t("sb.players") + ("" if ui.daily else " · " + t("sb.target", target=target))
    return f'<ul class="players sb-players" aria-label="{esc(label)}">{"".join(items)}</ul>'


# --- end of game --------------------------------------------------------------------------

def _score_when_target_reached(view: SBObservation, seat: int) -> int:
    g = view.game
    total = 0
    for r in g.history:
        if r.player == seat:
            total += r.points
            if total >= g.target:
                return total
    return g.scores[seat]


def render_endgame(view: SBObservation, ui: Ui) -> str:
    g = view.game
    if ui.daily or g.leader is None:
        return ""
    leader = shown_players(view, ui)[g.leader]
    leader_score = _score_when_target_reached(view, g.leader)
    seats = [(g.leader + k) % len(shown_players(view, ui)) for k in range(1, len(shown_players(view, ui)))]

    def about_leader(key: str, **params: object) -> str:  # "you" when the leader is the person at the device
        return t(f"{key}.you", **params) if g.leader == ui.you else t(key, leader=leader, **params)

    if seats == [ui.you]:
        others = t("sb.end.others.you")
    else:
        others = t("sb.end.others", players=", ".join(shown_players(view, ui)[i] for i in seats))
    lines = [about_leader("sb.end.trigger", target=g.target, score=leader_score), others,
             about_leader("sb.end.rule")]
    if g.leader_extra:
        lines.append(about_leader("sb.end.extra"))
    elif g.finished:
        lines.append(about_leader("sb.end.ahead"))
    body = "".join(f"<li>{esc(x)}</li>" for x in lines)
    return (f'<section class="sb-end" data-testid="endgame" role="status"><h3>{esc(t("sb.end.title"))}</h3>'
            f"<ul>{body}</ul></section>")


def result_text(view: SBObservation, ui: Ui) -> str:
    """The end of the game in one sentence: the daily's result, or who won (you, in solo)."""
    g = view.game
    if ui.daily:
        return (t("sb.daily.done.won", total=total(view), turns=DAILY_TURNS, par=DAILY_PAR) if total(view) >= DAILY_PAR
                else tn("sb.daily.done.lost", total(view), total=total(view), turns=DAILY_TURNS, par=DAILY_PAR))
    best = max(g.scores)
    winners = list(g.winners())
    if len(winners) == 1:
        return ui.text("sb.over.winner", winners[0], score=best)
    if ui.you in winners:
        return t("sb.over.shared.you", players=", ".join(shown_players(view, ui)[i] for i in winners if i != ui.you), score=best)
    return t("sb.over.shared", players=", ".join(shown_players(view, ui)[i] for i in winners), score=best)


def over_title(view: SBObservation, ui: Ui) -> tuple[str, bool]:
    """The end screen's heading and whether it celebrates: a win by the person at the device,
    or (at a table of people) any person's win; a bot's win or a lost daily is only "Game over"."""
    g = view.game
    if ui.daily:
        return (t("sb.over.title.won"), True) if total(view) >= DAILY_PAR else (t("sb.over.title"), False)
    winners = [i for i in g.winners() if ui.kinds[i] == HUMAN]
    if ui.you is not None:
        return (t("sb.over.title.won"), True) if ui.you in winners else (t("sb.over.title"), False)
    if len(winners) > 1 or (winners and len(g.winners()) > 1):
        return t("sb.over.title.shared"), True
    if winners:
        return t("sb.over.title.winner", player=shown_players(view, ui)[winners[0]]), True
    return t("sb.over.title"), False


def render_over(view: SBObservation, ui: Ui, extra_html: str = "") -> str:
    g = view.game
    head = result_text(view, ui)
    if ui.daily:
        buttons = (f'<a class="button" href="#/sb" data-testid="sb-menu-link">{esc(t("sb.menu"))}</a>'
                   + button(t("sb.over.home"), "home", testid="home"))
    else:
        buttons = (button(t("sb.over.next"), "next-game", cls="primary", testid="next-game")
                   + button(t("sb.over.setup"), "setup", testid="setup")
                   + button(t("sb.over.home"), "home", testid="home"))
    title, won = over_title(view, ui)
    heading = f'<h3{attrs(class_="over-title" + (" celebrate" if won else ""), data_testid="over-title", data_won="true" if won else "false")}>{esc(title)}</h3>'
    rows = "".join(f'<tr><th scope="row">{esc(name)}</th><td data-testid="final-score">{g.scores[i]}</td></tr>'
                   for i, name in sorted(enumerate(shown_players(view, ui)), key=lambda p: -g.scores[p[0]]))
    table = "" if ui.daily else f'<table class="standings"><caption>{esc(t("sb.over.standings"))}</caption>{rows}</table>'
    return (f'<div class="over{" won" if won else ""}" data-testid="summary" data-result="{"won" if won else "lost"}">{heading}'
            f'<p class="result" data-testid="result">{esc(head)}</p>'
            f'{table}{extra_html}<div class="actions">{buttons}</div></div>')


# --- the table: roll, aside, controls ----------------------------------------------------------

def _last_turn_banner(view: SBObservation, ui: Ui) -> str:
    g = view.game
    if g.turn.events or not g.history:
        return ""
    r = g.history[-1]
    if r.bust:
        dice = next((e.dice for e in reversed(r.events) if e.kind == "bust"), None)
        text = ui.text("sb.last.bust", r.player, dice=str(dice))
    else:
        text = ui.text("sb.last.points", r.player, points=r.points, score=dice_score_text(r.set_aside))
    return f'<p class="last-turn{" bust" if r.bust else ""}" data-testid="last-turn" role="status">{esc(text)}</p>'


KEY_NAMES = {"Enter": "sb.key.enter", "Escape": "sb.key.escape"}  # a key's name as a person reads it
GAME_WORDS = ("Clé", "Clés", "Key", "Keys", "Base", "SB")  # the game's own capitalised words


def after_colon(sentence: str) -> str:
    """A sentence put after a colon (a tooltip's "Not now: ..."): its first letter in lower case,
    as French and English write it, unless its first word is one of the game's names (issue 30)."""
    first = sentence.split(" ", 1)[0].strip(",.:;")
    if not sentence or first in GAME_WORDS or (len(first) > 1 and first[1:2].isupper()):
        return sentence
    return sentence[:1].lower() + sentence[1:]


def _action_button(label: str, action: str, problem: str | None, *, primary: bool = False, key: str = "") -> str:
    """A control that stays clickable when not allowed: the click then says why (never a silent no-op)."""
    cls = ("primary " if primary and problem is None else "") + ("unavailable" if problem else "")
    title = (t("sb.action.why_not", reason=after_colon(problem)) if problem
             else (t(KEY_NAMES[key]) if key in KEY_NAMES else key))
    a = attrs(type="button", class_=cls.strip() or None, data_action=action, data_testid=action,
              aria_disabled="true" if problem else None, title=title or None, aria_keyshortcuts=key or None)
    return f"<button{a}>{esc(label)}</button>"


def render_table(view: SBObservation, ui: Ui) -> str:
    g = view.game
    turn = g.turn
    human = not ui.bot_turn(view)
    dice = roll_dice(view.game.turn.roll)
    parts = [_last_turn_banner(view, ui)]
    seat = g.current_player
    if not human:
        prompt = t("sb.prompt.bot", player=player(view, ui))
    elif turn.roll is not None:
        prompt = ui.text("sb.prompt.pick", seat)
    elif not turn.events:
        prompt = ui.text("sb.prompt.first_roll", seat)
    elif turn.can_stop:
        prompt = ui.text("sb.prompt.roll_or_stop", seat, points=turn.live_score.points if turn.live_score else 0)
    else:
        prompt = ui.text("sb.prompt.must_roll", seat)
    if g.is_last_turn:  # above the dice; how the end goes is told under the controls
        parts.append(f'<p class="last-call" data-testid="last-call">{esc(ui.text("sb.end.now", seat))}</p>')
    parts.append(f'<p class="prompt" data-testid="prompt">{esc(prompt)}</p>')
    # the roll
    if dice:
        roll_key = f"{turn.number}.{len(turn.events)}"  # this roll: its dice tumble once (ui.motion)
        buttons = "".join(die_button(k, v, i + 1, i in ui.selection, human, roll_key) for i, (k, v) in enumerate(dice))
        parts.append(f'<div class="roll" role="group" data-arrows aria-label="{esc(t("sb.roll.title"))}" data-testid="roll-dice">'
                     f'{buttons}</div>')
        parts.append(_selection_line(view, ui))
    # the dice aside
    aside = turn.set_aside
    live = score(aside.base, aside.keys)
    aside_html = (dice_row(_dice_list(aside), "aside", f"sb-aside:{turn.number}") if len(aside)
                  else f'<p>{esc(t("sb.aside.none"))}</p>')
    # a scoring set aside (a Key Sandwich...): the live score flourishes with its points
    flourish = (mark("flourish", f"sb-live:{turn.number}:{live.points}") + f' data-gain="{live.points}"'
                if live and live.points else "")
    parts.append(f'<div class="aside"><h3>{esc(t("sb.aside.title"))}</h3>{aside_html}'
                 f'<p class="live" data-testid="live-score" data-points="{live.points if live else ""}"{flourish}>'
                 f'{esc(t("sb.score.live", score=score_text(live, len(aside.keys))))}</p></div>')
    if human:  # the refusal next to where the player acted: right above the buttons (issue 21)
        parts += [render_feedback(view, ui), _controls(view, ui)]
    return f'<div class="controls sb-table" data-phase="{g.phase}">{"".join(parts)}</div>'


def _selection_line(view: SBObservation, ui: Ui) -> str:
    if not ui.selection:
        return f'<p class="selection" data-testid="selection">{esc(t("sb.selection.none"))}</p>'
    action = ui.selected
    problem = ui.problem
    if problem:  # its reason, unless the refusal right above the buttons says it already (issue 21)
        repeated = ui.feedback is not None and ui.feedback.kind == "error" and ui.feedback.text == problem
        text = (t("sb.selection.refused", dice=str(action.dice)) if repeated
                else t("sb.selection.bad", dice=str(action.dice), reason=problem))
        return f'<p class="selection bad" data-testid="selection" data-legal="false">{esc(text)}</p>'
    after = view.game.turn.set_aside + action.dice
    text = t("sb.selection.ok", dice=str(action.dice), aside=str(after), score=dice_score_text(after))
    pts = score(after.base, after.keys)
    return (f'<p class="selection ok" data-testid="selection" data-legal="true" '
            f'data-points="{pts.points if pts else ""}">{esc(text)}</p>')


def _controls(view: SBObservation, ui: Ui) -> str:
    g = view.game
    turn = g.turn
    rolling = turn.roll is None
    roll_problem = None if rolling else t("sb.set_aside_first", roll=str(turn.roll))
    if turn.roll is not None:
        stop_problem: str | None = t("sb.set_aside_first.stop", roll=str(turn.roll))
    elif not turn.can_stop:
        stop_problem = t("sb.stop_needs_keys", keys_left=turn.keys_left)
    else:
        stop_problem = None
    aside_problem = t("sb.roll_first") if rolling else ui.problem
    undo_problem = None if ui.selection else t("sb.ui.nothing_to_undo")
    roll_label = t("sb.action.roll_first") if not turn.events else t("sb.action.roll")
    row = []
    if rolling:
        row.append(_action_button(roll_label, "roll", roll_problem, primary=not turn.can_stop, key="R"))
        row.append(_action_button(t("sb.action.stop"), "stop", stop_problem, primary=turn.can_stop, key="S"))
    else:
        row.append(_action_button(t("sb.action.set_aside"), "set-aside", aside_problem, primary=True, key="Enter"))
        row.append(_action_button(t("sb.action.undo"), "undo", undo_problem, key="U"))
        row.append(_action_button(t("sb.action.clear"), "clear", undo_problem, key="Escape"))
    if ui.mode == DAILY:  # one honest attempt: the click says why there is no advice
        row.append(_action_button(t("sb.action.advice"), "advice", t("daily.help.refused"), key="A"))
    else:
        label = t("sb.action.advice_hide") if ui.advice else t("sb.action.advice")
        row.append(button(label, "advice", cls="advice-toggle", testid="advice", title="A",
                          pressed=ui.advice))
    return f'<div class="actions">{"".join(row)}</div>'


def render_feedback(view: SBObservation, ui: Ui) -> str:
    return feedback_line(ui.feedback)


# --- log ----------------------------------------------------------------------------------------

def event_text(e: Event) -> str:
    """One event of the turn log (data: kind, dice, score) in the player's language."""
    if e.kind == "roll":
        return t("sb.log.roll", dice=str(e.dice))
    if e.kind == "set_aside":
        return t("sb.log.set_aside", dice=str(e.dice), aside=str(e.aside))
    if e.kind == "bust":
        return t("sb.log.bust", dice=str(e.dice))
    return t("sb.log.all_aside" if e.kind == "score" else "sb.log.stop", score=score_text(e.score))


def _turn_items(events: tuple[Event, ...]) -> str:
    return "".join(f'<li class="{e.kind}">{esc(event_text(e))}</li>' for e in events)


def render_log(view: SBObservation, ui: Ui) -> str:
    g: Game = view.game
    blocks = []
    if g.turn.events and not view.over:
        head = t("sb.log.turn", n=g.turn.number, player=player(view, ui))
        blocks.append(f'<li class="current" value="{g.turn.number}" data-testid="log-turn" data-n="{g.turn.number}">'
                      f"<b>{esc(head)}</b><ol>{_turn_items(g.turn.events)}</ol></li>")
    for r in reversed(g.history):
        name = shown_players(view, ui)[r.player]
        head = (t("sb.log.turn_bust", n=r.number, player=name) if r.bust
                else tn("sb.log.turn_points", r.points, turn=r.number, player=name, points=r.points))
        blocks.append(f'<li value="{r.number}" data-testid="log-turn" data-n="{r.number}" data-points="{r.points}">'
                      f"<b>{esc(head)}</b><ol>{_turn_items(r.events)}</ol></li>")
    # newest first, each numbered by its turn (the list counts down: the numbers match the turns)
    return (f'<details class="log sb-log" open><summary>{esc(t("sb.log"))}</summary>'
            f'<ol class="turns" reversed data-testid="log">{"".join(blocks)}</ol></details>')


# --- the whole view -------------------------------------------------------------------------------

def render_session(view: SBObservation, ui: Ui, over_extra: str = "", delay_ms: int = 600) -> str:
    body = render_over(view, ui, over_extra) if view.over else render_table(view, ui)
    # the move first, on screen whole at 390x844 (issue 21): under it the advice asked for, how the
    # end goes (after the result once the game is over), then the first-move panel
    # the feedback line is always on the page: in the table above the buttons on a person's turn
    feedback = "" if not view.over and not ui.bot_turn(view) else render_feedback(view, ui)
    auto = ""
    if ui.bot_turn(view) and not ui.pending:
        auto = f'<div hidden data-autostep="bot-step" data-delay="{delay_ms}" data-testid="autostep"></div>'
    turn_kind = "over" if view.over else ("bot" if ui.bot_turn(view) else "human")
    ms = ui.bot_ms_max
    keys = "" if view.over else f'<p class="keys sb-keys" data-testid="keys">{esc(t("sb.keys"))}</p>'
    return (f'<div class="simili-game sb-game" data-testid="sb" data-mode="{ui.mode}" data-turn-kind="{turn_kind}" '
            f'data-player="{view.game.current_player}" data-phase="{view.game.phase}" data-bot-ms-max="{ms:.2f}">'
            f'{render_header(view, ui)}{render_players(view, ui)}{body}{feedback}{render_announce(view, ui)}{render_advice(view, ui)}'
            f'{render_endgame(view, ui)}{WALKTHROUGH_SLOT}{render_log(view, ui)}{keys}{auto}</div>')


def render_announce(view: SBObservation, ui: Ui) -> str:
    """The live region a screen reader reads after each action: the roll, the dice set aside, a
    bust, a bot's choice, the turn's score and who plays next, the end (always present, so a
    change is heard; empty when the last action changed nothing)."""
    said = ui.said
    if said and view.over:
        said = f"{said} {result_text(view, ui)}"
    return announce(said)
