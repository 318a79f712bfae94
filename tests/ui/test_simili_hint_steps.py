"""The SIMILI hint in the page works in steps: the progress line is painted between them, the
answer is the one-shot answer, and a hint overtaken by a move is dropped (issue 21)."""

from __future__ import annotations

import datetime as dt
import re

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository
from similarium.ui.simili.controller import SimiliController
from similarium.ui.simili.hint import compute_hint, hint_steps
from similarium.ui.simili.render import render_hint


def controller():
    seeds = iter((777, 778))
    return SimiliController(Repository(MemoryStore()), lambda: dt.date(2026, 11, 24), lambda: next(seeds))


def _to_round(s, round_no: int) -> None:
    bot, st = s.RULES.bots["policy"](), s.state
    while not (st.table.round == round_no and st.turn().phase == "choose"):
        st = st.apply(0, bot.choose(st.observation(0), st.legal_moves(0)))
    s.state = st


def test_the_hint_shows_its_progress_then_the_one_shot_answer():
    set_language("en")
    c = controller()
    c.open("solo", {"seed": "12"})
    s = c.session
    _to_round(s, 2)  # round 1's hint makes no playout (below)
    assert c.begin("hint") and s.hint == {"pending": True}
    shares, panels = [], []
    for share in c.steps("hint"):
        shares.append(share)
        panels.append(render_hint(s.hint))
    assert len(shares) >= 3 and shares == sorted(shares) and shares[-1] == 1.0
    assert all('data-testid="hint-progress"' in p and "<progress" in p for p in panels)
    assert panels[-1].count("100%") == 1 and "%" in panels[0]
    c.finish("hint")
    assert not s.hint.get("pending") and s.hint["phase"] == "choose"
    # 33 playouts: whole points (their interval is some 30 points wide)
    assert len(re.findall(r"<td>\d+% <span class=\"pm\">± \d+</span>", render_hint(s.hint))) == 3
    one_shot = compute_hint(s)
    assert {k: s.hint[k] for k in ("sequence", "matching", "ladder", "decision")} == \
        {k: one_shot[k] for k in ("sequence", "matching", "ladder", "decision")}


def test_the_first_round_s_hint_reads_the_playouts_made_in_advance_at_once():
    """Every game starts from the same position: its hint is the 20,000 playouts a category
    shipped (advisor/first_round.json), with no progress to wait for, and says so."""
    set_language("en")
    c = controller()
    c.open("solo", {"seed": "12"})
    s = c.session
    assert c.begin("hint")
    assert list(c.steps("hint")) == []
    c.finish("hint")
    hint = s.hint
    assert hint["shipped"] and all(hint[k]["playouts"] == 20000 for k in ("sequence", "matching", "ladder"))
    # Matching and Sequence within 0.1 point of each other: too close to call; Ladder 5 points behind
    assert hint["decision"]["leader"] == "matching" and not hint["decision"]["confident"]
    assert hint["ladder"]["p_win_ci95"][1] < hint["sequence"]["p_win_ci95"][0]
    html = render_hint(hint)
    assert "worked out in advance" in html and "20,000 times" in html and 'data-testid="hint-close"' in html
    # figures to the precision they have: a tenth of a point (the interval is under 1 point)
    assert len(re.findall(r"<td>\d+\.\d% <span class=\"pm\">± 0\.\d</span>", html)) == 3
    assert re.search(r"Recommended: Matching, \d+\.\d% ± 0\.\d to reach 100", html)
    set_language("fr")
    try:
        assert "20\u202f000 fois" in render_hint(hint)
    finally:
        set_language("en")


def test_a_hint_overtaken_by_a_move_is_dropped():
    c = controller()
    c.open("solo", {"seed": "12"})
    s = c.session
    _to_round(s, 2)
    assert c.begin("hint")
    work = hint_steps(s)
    next(work)
    s.act("choose", "ladder")  # the player moves on while the hint works
    for _ in work:
        pass
    assert s.hint is None


def test_progress_is_written_in_the_players_language():
    set_language("fr")
    try:
        html = render_hint({"pending": True, "progress": 0.375})
        assert "38\u00a0%" in html and "Parties jouées" in html
    finally:
        set_language("en")


def test_round_eight_s_booking_hint_weighs_the_bookings_and_says_round_9_s_chance():
    """Round 8, seed 9: the bot's booking scores less than the roll allows because round 9 then
    reaches 100 more often; the hint shows the search's progress, then says so with both figures."""
    from similarium.core.i18n import CATALOGUE

    set_language("en")
    c = controller()
    c.open("solo", {"seed": "9"})
    s = c.session
    bot, st = s.RULES.bots["policy"](), s.state
    while not (st.table.round == 8 and st.turn().phase == "book"):
        st = st.apply(0, bot.choose(st.observation(0), st.legal_moves(0)))
    s.state = st
    assert c.begin("hint")
    panels = [render_hint(s.hint) for _ in c.steps("hint")]
    assert len(panels) >= 2 and all("Weighing the bookings by round 9" in p for p in panels)
    c.finish("hint")
    hint = s.hint
    assert hint["phase"] == "book"
    reason = hint["advice"]
    assert reason.code == "advice.simili.book.round_nine"
    assert reason.params["chance"] > reason.params["rival"]
    assert hint["points_after"] - hint["points_now"] < hint["max_points_after"] - hint["points_now"]
    for lang in ("en", "fr"):
        text = CATALOGUE.raw(reason.code, lang).format(**reason.params)
        assert f"{reason.params['chance']} " in text and "{" not in text
