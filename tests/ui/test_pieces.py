"""The shared page pieces (ui/pieces.py): feedback line, seed field and the daily-seed rule,
players form, match panel, daily panel, archive."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.daily import DailyRecord, DailyResult, upcoming_daily_day
from similarium.core.match import Match
from similarium.core.rng import daily_seed, format_seed
from similarium.core.share import share_text
from similarium.ui import pieces
from similarium.ui.page import Feedback

DAY = dt.date(2026, 11, 22)
ONE = dt.timedelta(days=1)


def test_feedback_line_is_an_alert_for_a_refusal_and_a_status_otherwise():
    assert pieces.feedback_line(None) == '<p class="feedback" data-testid="feedback" role="status"></p>'
    err = pieces.feedback_line(Feedback("error", "No <b>way</b>", "x.y"))
    assert 'role="alert"' in err and 'data-code="x.y"' in err and "No &lt;b&gt;way&lt;/b&gt;" in err
    info = pieces.feedback_line(Feedback("info", "Taken back."))
    assert 'role="status"' in info and 'class="feedback info"' in info and "data-code" not in info
    assert pieces.error_line("") == ""
    assert 'role="alert"' in pieces.error_line("Bad seed")


def test_seed_field_shows_the_seed_and_its_help():
    html = pieces.seed_field(1234567)
    assert 'data-field="seed"' in html and f'value="{format_seed(1234567)}"' in html and "Same seed" in html
    assert pieces.seed_field(None).count('value=""') == 1


def test_a_daily_seed_is_refused_until_its_day_is_over():
    today = daily_seed("simili", DAY)
    with pytest.raises(ValueError) as err:
        pieces.read_seed(str(today), "simili", DAY)
    assert "2026-11-22" in str(err.value) and str(today) in str(err.value)
    tomorrow = daily_seed("simili", DAY + ONE)
    with pytest.raises(ValueError):
        pieces.check_seed("simili", tomorrow, DAY)
    assert pieces.read_seed(str(daily_seed("simili", DAY - ONE)), "simili", DAY) == daily_seed("simili", DAY - ONE)
    # the next day, yesterday's daily is over: its seed is fine
    assert pieces.check_seed("simili", today, DAY + ONE) == today
    # another game's daily seed is not this game's daily
    assert pieces.check_seed("sb", today, DAY) == today
    assert upcoming_daily_day("simili", today, DAY) == DAY
    assert upcoming_daily_day("simili", daily_seed("simili", DAY + 300 * ONE), DAY) == DAY + 300 * ONE


def test_fresh_seed_never_draws_an_upcoming_daily_seed():
    draws = iter([daily_seed("sb", DAY), daily_seed("sb", DAY + ONE), 42])
    assert pieces.fresh_seed(lambda: next(draws), "sb", DAY) == 42


def test_players_form_and_its_one_validation():
    html = pieces.players_field(["Ann", "<Bob>"])
    assert 'data-field="players"' in html and "Ann\n&lt;Bob&gt;</textarea>" in html
    assert pieces.names_from_text(" Ann \n\n Bob\n") == ["Ann", "Bob"]
    names, error = pieces.check_players([" Ann", "Bob "], 2, 6)
    assert names == ["Ann", "Bob"] and error == ""
    for bad in (["Ann"], ["Ann", "ann"], ["Ann", ""], ["A", "B", "C"]):
        _, error = pieces.check_players(bad, 2, 2)
        assert error and "⟦" not in error, bad


def test_match_panel_standings_tie_break_and_new_match():
    assert pieces.match_panel(None) == "" and pieces.match_panel(Match(("A", "B"))) == ""
    m = Match(("Ann", "<Bob>")).with_game((100, 90), (True, False)).with_game((80, 100), (False, True))
    html = pieces.match_panel(m, note="Winners add their score.")
    assert html.count('data-testid="match-row"') == 2 and "&lt;Bob&gt;" in html and "<Bob>" not in html
    assert "Tied on 100; decided by the scores of game 2." in html  # the tie-break, explained
    assert "&lt;Bob&gt; wins the match with 100 points!" in html
    assert 'data-action="new-match"' in html and "Winners add their score." in html
    assert "Scores, game by game: game 1: Ann 100, &lt;Bob&gt; 90 · game 2: Ann 80, &lt;Bob&gt; 100" in html
    none = Match(("Ann", "Bob")).with_game((60, 50), (False, False))  # one player: no match table (issue 30)
    assert "Nobody won" in pieces.match_panel(none, none_won="Nobody won yet.")


def test_daily_panel_has_share_text_statistics_and_the_archive():
    record = DailyRecord("simili", {DAY - ONE: DailyResult(90, False), DAY: DailyResult(105, True)})
    share = share_text("SIMILI", DAY, 105, True, "2 hints")
    assert share == "SIMILI 2026-11-22 105 ✓ · 2 hints"
    html = pieces.daily_panel("simili", record, DAY, share)
    assert '<pre data-testid="share-text">SIMILI 2026-11-22 105 ✓ · 2 hints</pre>' in html
    assert 'data-testid="stat-played">2<' in html and 'data-testid="stat-win_rate">50<' in html
    # issue 29: the win streak (1: the day before was lost) and the play streak (2), each named
    assert 'data-testid="stat-current_win_streak">1<' in html and 'data-testid="stat-max_win_streak">1<' in html
    assert 'data-testid="stat-current_streak">2</b><span>Play streak' in html
    assert 'href="#/simili/archive"' in html


def test_archive_lists_past_days_with_results_and_says_they_do_not_count():
    record = DailyRecord("sb", {DAY - 2 * ONE: DailyResult(44, True)})
    html = pieces.archive_view("sb", "SB", record, DAY, resume=DAY - 5 * ONE)
    assert html.count('data-testid="archive-day"') == 21  # 1-21 November: the calendar's past days
    assert 'href="#/sb/archive?day=2026-11-21"' in html and "?day=2026-11-22" not in html
    assert "2026-11-20 · your result: 44 ✓" in html and "2026-11-21 · not played" in html
    assert 'data-testid="archive-resume" data-day="2026-11-17"' in html
    assert "never count for your statistics or streaks" in html
    assert 'max="2026-11-21"' in html and 'data-action="archive-open"' in html
    over = pieces.archive_over("sb", DAY - ONE, 33)
    assert "33 points" in over and "Not counted" in over and 'data-action="archive-list"' in over


def test_archive_day_must_be_a_past_date():
    assert pieces.parse_archive_day("2026-11-01", DAY) == dt.date(2026, 11, 1)
    for text, words in (("2026-11-22", "not over yet"), ("2027-01-01", "not over yet"), ("soon", "not a date")):
        with pytest.raises(ValueError) as err:
            pieces.parse_archive_day(text, DAY)
        assert words in str(err.value)


def test_match_verdict_addresses_the_person_at_the_device_as_you():
    m = Match(("You", "Steady")).with_game([60, 44], [True, False])
    assert "You win the match with 60 points!" in pieces.match_panel(m, you="You")
    assert "You wins" not in pieces.match_panel(m, you="You")
    assert "You wins the match" in pieces.match_panel(m)  # a name like any other without ``you``
    assert "Steady wins the match" in pieces.match_panel(Match(("You", "Steady")).with_game([10, 60], [False, True]), you="You")


def test_the_archive_calendar_shows_a_month_with_each_days_result_and_moves_between_months():
    from similarium.ui import calendar

    record = DailyRecord("simili", {dt.date(2026, 10, 31): DailyResult(104, True),
                                    dt.date(2026, 10, 30): DailyResult(88, False)})
    html = pieces.archive_view("simili", "SIMILI", record, DAY, month="2026-10")
    assert 'data-month="2026-10"' in html and ">October 2026<" in html
    assert html.count('data-testid="archive-day"') == 31 and "archive-today-cell" not in html
    assert '<span class="r">104 ✓</span>' in html and '<span class="r">88 ✗</span>' in html
    assert "This month: 2 played, 1 won." in html
    # 1 October 2026 is a Thursday: three padding cells before it in the first week (weeks start on Monday)
    first_week = html.split("<tbody><tr>")[1].split("</tr>")[0]
    assert first_week.count('class="pad"') == 3 and 'data-day="2026-10-01"' in first_week
    assert 'href="#/simili/archive?month=2026-09"' in html and 'href="#/simili/archive?month=2026-11"' in html
    # this month: today links to the daily, days to come are not links, nothing after this month
    now = pieces.archive_view("simili", "SIMILI", record, DAY)
    assert 'data-testid="archive-today-cell"' in now and 'href="#/simili/daily"' in now
    assert now.count('class="future"') == 8 and "month=2026-12" not in now
    # a mangled or future month: yesterday's month and the reason, nothing else changes
    for bad, words in (("2026-13", "is not a month"), ("soon", "is not a month"), ("2027-01", "has not begun")):
        html = pieces.archive_view("simili", "SIMILI", record, DAY, month=bad)
        assert 'data-month="2026-11"' in html and words in html
    assert calendar.parse_month("", dt.date(2026, 12, 1)) == (dt.date(2026, 11, 1), "")  # the 1st: last month
