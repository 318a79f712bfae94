"""SIMILI's hint panel: the odds before the roll (best first, at the precision they have), the
recommendation with its value and reason, or the advisor's booking after the roll with its reason."""

from __future__ import annotations

from similarium.core.advice import Advice, Reason
from similarium.core.i18n import format_number, format_percent, t, tn
from similarium.games.simili.combos import CATEGORIES
from similarium.ui.advice import reason_text
from similarium.ui.html import esc


def cat_name(c: str) -> str:
    return t(f"simili.category.{c}")


def render_hint(hint: dict | None) -> str:
    if not hint:
        return '<div class="hint" data-testid="hint-panel" hidden></div>'
    if hint.get("pending"):
        done = hint.get("progress")
        if done is None:
            return (f'<div class="hint" data-testid="hint-panel" aria-busy="true"><progress></progress> '
                    f'{esc(t("simili.hint.computing"))}</div>')
        return (f'<div class="hint" data-testid="hint-panel" aria-busy="true">'
                f'<progress max="1" value="{done:.3f}"></progress> <span data-testid="hint-progress">'
                f'{esc(t(hint.get("work", "simili.hint.progress"), percent=format_percent(done)))}</span></div>')
    if hint.get("error"):
        return f'<div class="hint" data-testid="hint-panel">{esc(t("simili.hint.unavailable", reason=hint["error"]))}</div>'
    if hint.get("phase") == "book":
        gain = hint.get("points_after", 0) - hint.get("points_now", 0)
        best = hint.get("max_points_after", 0) - hint.get("points_now", 0)
        order = f'<p class="note">{esc(t("simili.hint.order"))}</p>' if len(hint.get("books", [])) > 1 else ""
        return (f'<div class="hint" data-testid="hint-panel"><h3>{esc(t("simili.hint.title.book"))}</h3>'
                f'<p data-testid="hint-books">{esc(t("simili.hint.books", books=hint.get("books_text", "")))} '
                f'{esc(tn("simili.hint.gain", gain, gain=gain, best=best))}</p>{render_reason(hint.get("advice"))}{order}</div>')
    advice = hint.get("advice")
    order_shown = [ch.id for ch in advice.choices] if isinstance(advice, Advice) else list(CATEGORIES)
    rows = []
    for c in order_shown:
        o = hint.get(c)
        if not o:
            continue
        ci = o.get("p_win_ci95")
        digits = 1 if o.get("exact") or not ci or ci[1] - ci[0] < 0.02 else 0  # to the precision it has
        # the margin may go under the figure on a narrow screen (never split itself: CSS)
        pm = f' <span class="pm">± {format_number(100 * (ci[1] - ci[0]) / 2, digits)}</span>' if ci else ""
        best = ' class="best" aria-current="true"' if isinstance(advice, Advice) and c == advice.recommended else ""
        rows.append(f'<tr data-testid="odds-{c}"{best}><th>{esc(cat_name(c))}</th><td>{format_percent(o["p_win"], digits)}{pm}</td>'
                    f'<td>{format_percent(o.get("p_105", 0), digits)}</td><td>{format_number(o.get("expected", 0), 1)}</td></tr>')
    extra = render_advice(advice) if isinstance(advice, Advice) else render_recommendation(hint)
    if hint.get("exact"):
        extra += f'<p class="note">{esc(t("simili.hint.exact"))}</p>'
    else:
        n = min((hint[c].get("playouts", 0) for c in CATEGORIES if c in hint), default=0)
        note = "simili.hint.shipped" if hint.get("shipped") else "simili.hint.estimated"
        extra += f'<p class="note" data-testid="hint-how">{esc(t(note, n=format_number(n)))}</p>'
    legend = f'<p class="note" data-testid="hint-legend">{esc(t("simili.hint.legend"))}</p>'
    title = t("simili.hint.title")
    if hint.get("circled") in CATEGORIES:  # asked once a category is circled, before the roll
        legend = f'<p data-testid="hint-circled">{esc(t("simili.hint.circled", category=cat_name(hint["circled"])))}</p>' + legend
        title = t("simili.hint.title.circled")  # not "from here": the round's category is chosen
    return (f'<div class="hint" data-testid="hint-panel"><h3>{esc(title)}</h3><table>'
            f'<tr><th></th><th>{esc(t("simili.hint.p_win"))}</th><th>{esc(t("simili.hint.p_105"))}</th>'
            f'<th>{esc(t("simili.hint.expected"))}</th></tr>{"".join(rows)}</table>{legend}{extra}</div>')


def render_reason(reason: object) -> str:
    """``Why: …``: a reason of the advisor (a catalogue code with parameters), in the page's language."""
    if not isinstance(reason, Reason):
        return ""
    return f'<p class="why" data-testid="hint-reason" data-code="{esc(reason.code)}">{esc(t("advice.reason", reason=reason_text(reason, cat_name)))}</p>'


def render_advice(advice: Advice) -> str:
    """The recommendation (always the first category shown), its value, its reason, and the note
    when the first two are equal within the noise."""
    top = advice.choices[0]
    if advice.unit == "points":
        value = t("simili.hint.value.points", category=cat_name(top.id), value=format_number(top.value, 1))
    elif top.extra.get("exact") or not top.half_width:
        value = t("simili.hint.value", category=cat_name(top.id), value=format_percent(top.value, 1))
    else:
        digits = 1 if top.half_width < 0.01 else 0  # an estimate to the precision it has
        value = t("simili.hint.value.estimated", category=cat_name(top.id), value=format_percent(top.value, digits),
                  half=format_number(100 * top.half_width, digits))
    note = (f'<p class="note" data-testid="hint-close">{esc(reason_text(advice.note, cat_name))}</p>'
            if advice.note else "")
    return f'<p data-testid="hint-recommended">{esc(value)}</p>{render_reason(advice.reason)}{note}'


def render_recommendation(hint: dict) -> str:
    """The recommended category, only when the playouts single it out (the lead over every
    other category is wider than its 95% interval); else "too close to call" and the bot's choice."""
    rec = hint.get("recommended")
    decision = hint.get("decision") or {"confident": bool(hint.get("exact")), "leader": rec}
    if rec not in CATEGORIES:
        return ""
    if not decision.get("confident", False):
        bot = hint.get("bot_choice", rec)
        return (f'<p data-testid="hint-close">'
                f'{esc(t("simili.hint.close", category=cat_name(bot if bot in CATEGORIES else rec)))}</p>')
    out = f'<p data-testid="hint-recommended">{esc(t("simili.hint.recommended", category=cat_name(decision.get("leader", rec))))}'
    if decision.get("rival") in CATEGORIES and decision.get("gap") is not None:
        scale = 100 if decision.get("figure") == "p_win" else 1
        out += " " + esc(t(f"simili.hint.lead.{decision.get('figure', 'p_win')}", rival=cat_name(decision["rival"]),
                           gap=format_number(scale * decision["gap"], 1),
                           half=format_number(scale * decision["half_width"], 1)))
    return out + "</p>"
