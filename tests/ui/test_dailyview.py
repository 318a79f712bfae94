"""Issue 29 on the host: the Today view (each daily's state, the streaks named, the countdown),
the distribution chart (SVG, escaped, a text alternative, today highlighted), the way on after
a daily, the share's link line and what a result link shows (nothing of the deal)."""

from __future__ import annotations

import datetime as dt
import re
from urllib.parse import parse_qsl, urlsplit

import pytest

from similarium.core.daily import DailyRecord, DailyResult
from similarium.core.dailystats import game_stats
from similarium.core.i18n import set_language
from similarium.core.resultlink import SharedResult, make_query
from similarium.core.rng import daily_seed
from similarium.core.schema import SavedGame
from similarium.core.storage import MemoryStore, Repository
from similarium.ui import dailyview
from similarium.ui.dailyview import (
    countdown,
    distribution,
    render_result,
    render_today,
    result_link,
    way_on,
)

DAY = dt.date(2026, 11, 22)
ONE = dt.timedelta(days=1)


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def repo_with(**games: dict[dt.date, DailyResult]) -> Repository:
    repo = Repository(MemoryStore())
    for gid, days in games.items():
        for day, res in days.items():
            repo.record_daily(gid, day, res)
    return repo


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def test_today_tells_each_daily_s_state_and_names_each_streak():
    repo = repo_with(simili={DAY - ONE: DailyResult(110, True), DAY: DailyResult(90, False)},
                     sb={DAY - 2 * ONE: DailyResult(44, True), DAY - ONE: DailyResult(41, True)})
    repo.save_game(SavedGame("similo", "daily", daily_seed("similo", DAY), {"day": DAY.isoformat()}, []))
    html = render_today(repo, DAY, 3 * 3600 + 62)
    def state(gid):
        return re.search(rf'data-testid="today-{gid}-state">([^<]*)<', html).group(1)
    assert (state("simili"), state("sb"), state("similo"), state("similis")) == (
        "Lost · 90", "To play", "In progress", "To play")
    # the loss ended SIMILI's win streak; its play streak goes on
    assert re.search(r'data-testid="win-streak-simili">Win streak: 0 days<', html)
    assert re.search(r'data-testid="play-streak-simili">Play streak: 2 days<', html)
    assert re.search(r'data-testid="win-streak-sb">Win streak: 2 days<', html)  # the morning: still alive
    assert 'data-testid="countdown" data-countdown' in html and ">03:01:02</time>" in html
    assert 'href="#/similo/daily" data-testid="today-similo-go">Resume<' in html


def test_an_in_progress_save_of_another_day_is_not_today_s():
    repo = Repository(MemoryStore())
    repo.save_game(SavedGame("similo", "daily", 1, {"day": (DAY - ONE).isoformat()}, []))
    assert 'data-testid="today-similo-state">To play<' in render_today(repo, DAY, 10)


@pytest.mark.parametrize(("seconds", "shown"), [(0, "00:00:00"), (59, "00:00:59"), (86400, "24:00:00"),
                                                (3600 * 23 + 60 * 59 + 1, "23:59:01"), (-3, "00:00:00")])
def test_countdown(seconds, shown):
    assert countdown(seconds) == shown


def test_the_chart_highlights_today_and_says_it_all_in_words():
    record = DailyRecord("simili", {DAY - 2 * ONE: DailyResult(105, True), DAY - ONE: DailyResult(70, False),
                                    DAY: DailyResult(112, True)})
    html = distribution(game_stats(record, DAY), "SIMILI <b>")
    assert html.count("<rect") == 5 and html.count('class="bar today"') == 1
    assert re.search(r'<g data-band="3" data-today="1">.*?100–119.*?2 · today</text>', html)
    alt = re.search(r"<title[^>]*>([^<]*)</title>", html).group(1)
    assert alt == ("SIMILI &lt;b&gt;, your daily results by band: under 60: 0; 60–79: 1; 80–99: 0; "
                   "100–119: 2, including today’s result; 120+: 0.")
    assert "<b>" not in html and 'role="img"' in html and 'aria-labelledby="dist-simili-alt"' in html


@pytest.mark.parametrize("game", ["sb", "similo", "similis"])
def test_every_game_s_chart(game):
    res = {"sb": DailyResult(44, True), "similo": DailyResult(3, False), "similis": DailyResult(4, False)}[game]
    html = distribution(game_stats(DailyRecord(game, {DAY: res}), DAY), game)
    assert html.count('class="bar today"') == 1 and html.count("<rect") >= 5


def test_no_chart_before_a_first_daily():
    assert "No daily played yet." in distribution(game_stats(DailyRecord("sb", {}), DAY), "SB")


def test_after_a_daily_the_next_one_not_played_comes_first_then_today():
    repo = repo_with(simili={DAY: DailyResult(105, True)}, similo={DAY: DailyResult(5, True)})
    html = way_on(repo, "simili", DAY)
    assert re.findall(r'href="([^"]+)"', html) == ["#/sb/daily", "#/today"]
    assert 'class="button primary" href="#/sb/daily"' in html
    # after Similo, the games after it come first (then round to the start)
    assert re.findall(r'href="([^"]+)"', way_on(repo, "similo", DAY)) == ["#/similis/daily", "#/today"]
    for gid in ("sb", "similis"):
        repo.record_daily(gid, DAY, DailyResult(4, False) if gid == "similis" else DailyResult(44, True))
    html = way_on(repo, "similis", DAY)
    assert re.findall(r'href="([^"]+)"', html) == ["#/today"] and 'class="button primary" href="#/today"' in html


def test_the_share_link_carries_the_result_and_nothing_of_the_deal():
    res = DailyResult(105, True, {"hints": 2, "points": [10] * 10, "moves": [["secret"]]})
    link = result_link("https://example.org/app/", "simili", DAY, res, [[2] * 10])
    assert link.startswith("https://example.org/app/#/r?")
    query = dict(parse_qsl(urlsplit(link).fragment.partition("?")[2]))
    assert set(query) == {"g", "d", "s", "w", "h", "q", "c"}
    assert "secret" not in link and str(daily_seed("simili", DAY)) not in link
    assert result_link("", "simili", DAY, res, [[2] * 10]) == ""  # no address known: no line


def first_line(gid, day, result):
    hints = f" · {result.summary['hints']} hints" if result.summary else ""
    return f"{gid.upper()} {day.isoformat()} {result.score} {'✓' if result.won else '✗'}{hints}"


def test_a_result_link_shows_the_result_and_today_s_challenge():
    query = dict(parse_qsl(make_query(SharedResult("simili", DAY, 105, True, 2, ((2, 3, 1, 0, 2, 2, 3, 1, 2, 2),)))))
    html = render_result(query, DAY, first_line, lambda gid: False)
    assert "SIMILI 2026-11-22 105 ✓ · 2 hints\n🟦🟪🟧⬜🟦🟦🟪🟧🟦🟦" in html
    assert 'href="#/simili/daily" data-testid="result-play">Play today’s challenge<' in html
    assert "See your own result" in render_result(query, DAY, first_line, lambda gid: True)
    later = render_result(query, DAY + ONE, first_line, lambda gid: False)
    assert 'href="#/simili/archive?day=2026-11-22"' in later


def test_a_tampered_result_link_shows_no_result():
    query = dict(parse_qsl(make_query(SharedResult("simili", DAY, 105, True))))
    query["s"] = "135"
    html = render_result(query, DAY, first_line, lambda gid: False)
    assert 'data-testid="result-refused"' in html and "135" not in text(html) and "105" not in text(html)
    assert "The link was changed after it was made" in html


def test_the_texts_exist_in_french():
    set_language("fr")
    repo = repo_with(simili={DAY: DailyResult(90, False)})
    html = render_today(repo, DAY, 5)
    assert "Perdu · 90" in html and "Série de victoires\u00a0: 0 jour" in html
    assert "Prochains défis dans" in html
    assert dailyview.t("today.back") == "Retour aux défis du jour"
