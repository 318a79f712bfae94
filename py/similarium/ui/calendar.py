"""The archive as a calendar (issue 29 item 6): a month of a game's past dailies, each day with
the player's official result (✓ won, ✗ lost, · not played), read from the stored daily record
(no new stored truth), with the months before and after one click away.

``#/<game>/archive`` shows the month of yesterday; ``?month=YYYY-MM`` another month. A past day
is a link to ``#/<game>/archive?day=YYYY-MM-DD`` (played as the daily was, recorded nowhere);
today links to the day's daily; days to come are shown, not linked. Arrow keys move between
the days (``data-arrows``: ui/focus.py)."""

from __future__ import annotations

import calendar as _cal
import datetime as _dt

from similarium.core.daily import DailyRecord
from similarium.core.i18n import format_date, t
from similarium.core.share import LOSS_MARK, WIN_MARK
from similarium.ui.html import esc

NOT_PLAYED_MARK = "·"


def parse_month(text: str | None, today: _dt.date) -> tuple[_dt.date, str]:
    """``YYYY-MM`` as the first day of that month, not after today's month; a missing value is
    yesterday's month. Returns (month, error): a bad or future month gives yesterday's month and
    the reason to show."""
    default = (today - _dt.timedelta(days=1)).replace(day=1)
    if not text:
        return default, ""
    try:
        year, month = (int(p) for p in text.strip().split("-"))
        first = _dt.date(year, month, 1)
    except (ValueError, TypeError):
        return default, t("daily.archive.bad_month", text=text.strip()[:20])
    if first > today.replace(day=1):
        return default, t("daily.archive.future_month")
    return first, ""


def month_title(first: _dt.date) -> str:
    return t("calendar.month", month=t("calendar.months").split("|")[first.month - 1], year=first.year)


def _shift(first: _dt.date, months: int) -> _dt.date:
    n = first.year * 12 + first.month - 1 + months
    return _dt.date(n // 12, n % 12 + 1, 1)


def _day_cell(game: str, day: _dt.date, today: _dt.date, record: DailyRecord) -> str:
    if day > today:
        return f'<td class="future"><span class="day"><span class="d">{day.day}</span></span></td>'
    if day == today:
        label = f'{format_date(day)} · {t("calendar.today")}'
        return (f'<td class="today"><a href="#/{esc(game)}/daily" data-testid="archive-today-cell" '
                f'aria-label="{esc(label)}"><span class="d">{day.day}</span>'
                f'<span class="r">{esc(t("calendar.today.short"))}</span></a></td>')
    res = record.result_for(day)
    if res is None:
        mark, cls, said = NOT_PLAYED_MARK, "unplayed", t("daily.archive.not_played")
    else:
        mark = f"{res.score} {WIN_MARK if res.won else LOSS_MARK}"
        cls = "won" if res.won else "lost"
        said = t("daily.archive.your_result", score=res.score, mark=WIN_MARK if res.won else LOSS_MARK)
    label = f"{format_date(day)} · {said}"
    href = f"#/{game}/archive?day={day.isoformat()}"
    return (f'<td class="{cls}"><a href="{esc(href)}" data-testid="archive-day" data-day="{day.isoformat()}" '
            f'aria-label="{esc(label)}" title="{esc(label)}"><span class="d">{day.day}</span>'
            f'<span class="r">{esc(mark)}</span></a></td>')


def month_view(game: str, record: DailyRecord, today: _dt.date, first: _dt.date) -> str:
    """One month as a table (weeks from Monday): each day's cell, the month's played and won
    counts, and links to the months before and after (none after the current month)."""
    weeks = _cal.Calendar(firstweekday=0).monthdatescalendar(first.year, first.month)
    heads = "".join(f'<th scope="col" abbr="{esc(full)}">{esc(short)}</th>' for short, full in
                    zip(t("calendar.weekdays").split("|"), t("calendar.weekdays.full").split("|"), strict=True))
    rows = []
    for week in weeks:
        cells = "".join(_day_cell(game, d, today, record) if d.month == first.month else '<td class="pad"></td>'
                        for d in week)
        rows.append(f"<tr>{cells}</tr>")
    in_month = [d for w in weeks for d in w if d.month == first.month and d < today]
    played = [r for r in (record.result_for(d) for d in in_month) if r is not None]
    won = sum(1 for r in played if r.won)
    base = f"#/{game}/archive?month="
    prev = _shift(first, -1)
    nxt = _shift(first, 1)
    prev_link = (f'<a class="button" href="{esc(base + prev.strftime("%Y-%m"))}" data-testid="archive-prev" '
                 f'aria-label="{esc(month_title(prev))}">‹ {esc(month_title(prev))}</a>')
    next_link = (f'<a class="button" href="{esc(base + nxt.strftime("%Y-%m"))}" data-testid="archive-next" '
                 f'aria-label="{esc(month_title(nxt))}">{esc(month_title(nxt))} ›</a>'
                 if nxt <= today.replace(day=1) else "")
    title = month_title(first)
    return (f'<div class="calendar" data-testid="archive-calendar" data-month="{first.strftime("%Y-%m")}">'
            f'<div class="months">{prev_link}<h3 data-testid="archive-month">{esc(title)}</h3>{next_link}</div>'
            f'<table data-arrows><caption class="sr-only">{esc(title)}</caption><thead><tr>{heads}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>'
            f'<p class="note" data-testid="archive-month-count">'
            f'{esc(t("calendar.count", played=len(played), won=won))} '
            f'{esc(t("calendar.legend", win=WIN_MARK, loss=LOSS_MARK, none=NOT_PLAYED_MARK))}</p></div>')
