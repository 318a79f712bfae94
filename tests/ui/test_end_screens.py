"""End screens that speak (issue 21), for the four games: every number under a label (the
match's games line, the record's marks, each table's header), a loss never styled as a win (the
box's ``data-result`` and the style sheets), and the lines said one after another kept as
sentences ("…the clue Anubis. Lost: …", never "…the clue Anubis Lost: …")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from tests.ui.test_simili_controller import play_out as simili_play
from tests.ui.test_simili_page import controller as simili_controller
from tests.ui_sb.test_controller import controller as sb_controller
from tests.ui_sb.test_controller import play_out as sb_play
from tests.ui_similis.test_page import make as similis_make
from tests.ui_similis.test_page import play_to_end as similis_play
from tests.ui_similo.test_controller import make as similo_make
from tests.ui_similo.test_controller import play_round

from similarium.core.i18n import CATALOGUE, t
from similarium.core.match import Match
from similarium.ui import pieces
from similarium.ui.similo import render as similo_render

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def lang(code: str) -> Iterator[None]:
    CATALOGUE.set_language(code)
    try:
        yield
    finally:
        CATALOGUE.set_language("en")


def text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def part(html: str, testid: str) -> str:
    m = re.search(rf'<(\w+)[^>]*data-testid="{testid}"[^>]*>(.*?)</\1>', html, re.S)
    assert m, testid
    return text(m.group(2))


def match_header(html: str) -> list[str]:
    section = html.split('data-testid="match"', 1)[1]
    row = re.search(r"<tr>(.*?)</tr>", section, re.S).group(1)
    return [text(c) for c in re.findall(r"<th[^>]*>(.*?)</th>", row, re.S)]


# --- finished games, one per game -------------------------------------------------------------

def simili_solo():
    c = simili_controller()
    c.open("solo", {"seed": "5"})
    simili_play(c)
    return c


def sb_solo():
    c = sb_controller()
    c.open("solo", {"seed": "5", "bot": "rookie"})
    sb_play(c)
    return c


def similis_solo():
    c = similis_make()
    c.open("solo", {"seed": "8", "bots": "2", "level": "random", "fast": "1"})
    similis_play(c)
    return c


def similo_guess(lose_in: int):
    c = similo_make()
    c.open("guess", {})
    c.act("start", "", {"seed": "12"})
    r = 1
    while not c.session.finished:
        play_round(c, secret=(r == lose_in))
        r += 1
    return c


@pytest.mark.parametrize("code", ["en", "fr"])
def test_a_solo_end_screen_has_no_match_table(code):
    """Issue 30: one person alone has no match: one line of their games, no table, no rank."""
    with lang(code):
        html = simili_solo().render()
        record = re.search(r'<section class="match solo" data-testid="solo-record">(.*?)</section>', html, re.S)
        assert record and 'data-testid="match-row"' not in html and "new-match" not in html
        assert "<table" not in record.group(1) and text(t("match.rank")) not in text(record.group(1))


@pytest.mark.parametrize("code", ["en", "fr"])
@pytest.mark.parametrize("finish", [sb_solo, similis_solo])
def test_every_column_of_the_match_table_has_a_header(code, finish):
    with lang(code):
        html = finish().render()
        header = match_header(html)
        assert all(header), header
        assert t("match.player") in header or t("similis.over.player") in header


@pytest.mark.parametrize("code", ["en", "fr"])
@pytest.mark.parametrize("finish", [sb_solo])
def test_the_games_line_says_what_its_numbers_are(code, finish):
    with lang(code):
        c = finish()
        line = part(c.render(), "match-games")
        label = text(t("match.scores", games=""))
        assert line.startswith(label) and not re.fullmatch(r"[\d /·]+", line)
        assert text(t("match.game_scores", n=1, scores="")) in line
        for name in c.session.players:
            if len(c.session.players) > 1:
                assert name in line


def test_the_games_line_names_each_players_score_and_a_lone_player_counts_points():
    m = Match(("Ann", "Bob")).with_game((60, 54), (True, False)).with_game((12, 61), (False, True))
    assert pieces.games_line(m) == "Scores, game by game: game 1: Ann 60, Bob 54 · game 2: Ann 12, Bob 61"
    assert pieces.games_line(Match(("Ann",)).with_game((75,), (False,))) == "Scores, game by game: game 1: 75 points"
    with lang("fr"):
        assert pieces.games_line(m) == ("Scores, partie par partie\u00a0: partie 1\u00a0: Ann 60, Bob 54 · "
                                        "partie 2\u00a0: Ann 12, Bob 61")


@pytest.mark.parametrize("code", ["en", "fr"])
def test_similos_marks_are_labelled(code):
    with lang(code):
        html = similo_guess(lose_in=2).render()
        marks = re.search(r'<p class="marks">(.*?)</p>', html, re.S).group(1)
        assert text(marks).startswith(text(t("similo.record.marks")))
        assert text(t("similo.record.legend", won="✓", lost="✗")) in text(marks)


# --- a loss never looks like a win ---------------------------------------------------------------

def over_box(html: str) -> str:
    m = re.search(r'<(?:div|section)[^>]*class="over[^"]*"[^>]*>', html)
    assert m, "no end box"
    return m.group(0)


def lost_games():
    """A finished game of each title that the person at the device lost."""
    out = {}
    for seed in range(1, 40):
        c = simili_controller(seeds=(seed, seed + 1, seed + 2, seed + 3))
        c.open("solo", {"seed": str(seed)})
        simili_play(c)
        if not c.session.games[0].won:
            out["simili"] = c
            break
    for seed in range(1, 60):
        c = sb_controller(seeds=(seed,))
        c.open("solo", {"seed": str(seed), "bot": "rookie"})
        sb_play(c)
        if 0 not in c.session.game.winners():
            out["sb"] = c
            break
    for seed in range(1, 60):
        c = similis_make()
        c.open("solo", {"seed": str(seed), "bots": "2", "level": "random", "fast": "1"})
        similis_play(c)
        if 0 not in c.session.game.winners():
            out["similis"] = c
            break
    out["similo"] = similo_guess(lose_in=2)
    return out


@pytest.fixture(scope="module")
def lost():
    return lost_games()


@pytest.mark.parametrize("game", ["simili", "sb", "similis", "similo"])
def test_a_lost_game_is_marked_lost_and_nothing_of_it_celebrates(lost, game):
    html = lost[game].render()
    box = over_box(html)
    assert 'data-result="lost"' in box, box
    assert " won" not in box.split('class="', 1)[1].split('"', 1)[0]
    assert "celebrate" not in html and 'data-won="true"' not in html


def rules_of(css: str) -> list[tuple[str, str]]:
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return [(sel.strip(), body) for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css)]


def test_no_style_sheet_paints_every_end_box_green():
    """A rule that gives an end box the colours of a win applies to a won box only."""
    for path in sorted((ROOT / "static" / "css").glob("*.css")):
        for selector, body in rules_of(path.read_text(encoding="utf-8")):
            for sel in selector.split(","):
                if re.search(r"\.over(?![-\w])", sel) and re.search(r"var\(--ok(-soft|-fill)?\)", body):
                    assert re.search(r"won|celebrate", sel), f"{path.name}: {sel} paints any end green"


# --- sentences ----------------------------------------------------------------------------------

def test_lines_said_one_after_another_stay_sentences():
    assert pieces.sentences(["You removed Anubis: it shares fur with the horizontal clue Anubis, Guide of the Dead",
                             "Lost: Heracles was the secret."]) == (
        "You removed Anubis: it shares fur with the horizontal clue Anubis, Guide of the Dead. "
        "Lost: Heracles was the secret.")
    assert pieces.sentences(["Won!", "", "Ça va\u00a0!"]) == "Won! Ça va\u00a0!"


def similo_give_lost():
    """A Similo game where the person gives clues and the AI guessers remove cards (with their
    reasons), lost or won: its whole announcement."""
    c = similo_make()
    c.open("give", {"seed": "8"})
    while not c.session.finished:
        s = c.session
        if s.ai_turn:
            c.act("ai-step")
        else:
            c.act("hand", "1")
            c.act("orient", "horizontal")
            c.act("confirm")
    return c.session


@pytest.mark.parametrize("code", ["en", "fr"])
def test_similos_end_line_never_runs_two_sentences_together(code):
    with lang(code):
        s = similo_give_lost()
        lines = similo_render.log_lines(*s.shown(similo_render.ALL), why_too=True)
        said = similo_render.announcement(*s.shown(similo_render.ALL), 0)
        reasons = [x for x in lines if x in {r for _, _, r in similo_render.reasons(*s.shown(similo_render.ALL))}]
        assert reasons, "the AI guessers gave their reasons"
        for line in reasons:
            assert line.rstrip(".") + ". " in said + " " or line.endswith(("!", "?")), line


@pytest.mark.parametrize("finish", [simili_solo, sb_solo, similis_solo, lambda: similo_guess(lose_in=2)])
def test_no_first_move_panel_above_a_finished_game(finish):
    c = finish()
    assert c.session.finished and c.walkthrough_variant() is None


def test_sbs_result_comes_before_how_the_end_came_about():
    html = sb_solo().render()
    assert html.index('data-testid="summary"') < html.index('data-testid="endgame"')
