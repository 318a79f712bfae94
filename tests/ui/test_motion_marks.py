"""What the views mark as moving (issue 30; ui/motion.py): a mark's key names what an element
is NOW, so the page (static/js/motion.mjs) moves only what changed since the last render: a new
roll's dice, a space just booked, a category that just scored (with its points). A render that
changes nothing else (a die selected) keeps the keys, so it moves nothing. Also SIMILI's lines
issue 30 named ("1 Sequences", "Highlighted spaces" while none is)."""

from __future__ import annotations

import re

import pytest

from similarium.core.i18n import CATALOGUE
from similarium.games.simili.game import Options
from similarium.ui import motion
from similarium.ui.sb import render as sb_render
from similarium.ui.sb.session import HUMAN, SOLO
from similarium.ui.sb.session import Session as SBSession
from similarium.ui.simili import render as simili_render
from similarium.ui.simili.session import Session as SimiliSession


def keys(html: str, kind: str) -> list[str]:
    return re.findall(rf'data-motion="{kind}" data-motion-key="([^"]+)"', html)


def test_the_setting_is_on_by_default_and_reads_only_known_values():
    assert motion.read({}) == "on" and motion.read({"motion": "off"}) == "off"
    assert motion.read({"motion": "sideways"}) == "on" and motion.read({"motion": 0}) == "on"
    assert 'data-testid="motion-off" aria-pressed="true"' in motion.control("off")
    with pytest.raises(ValueError):
        motion.mark("spin", "x")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_setting_speaks_both_languages(lang):
    CATALOGUE.set_language(lang)
    try:
        html = motion.control("on")
    finally:
        CATALOGUE.set_language("en")
    words = {"en": ("Animations", "On", "Off"), "fr": ("Animations", "Activées", "Désactivées")}[lang]
    assert all(w in html for w in words)


def test_sb_a_new_roll_tumbles_and_a_selection_moves_nothing():
    s = SBSession.start(SOLO, ["You", "Bot"], [HUMAN, "steady"], 31)
    s.act("roll")
    first = keys(sb_render.render_table(*s.shown()), "roll")
    assert len(first) == len(s.dice()) == 10 and len(set(first)) == 10
    assert 'class="tumble"' in sb_render.render_table(*s.shown())  # the other faces it shows on its way
    s.act("toggle", "1")
    assert keys(sb_render.render_table(*s.shown()), "roll") == first  # same roll: nothing tumbles again
    s.act("clear")
    # set aside a Key, roll again: the new roll's dice are new, the Key arrives in the aside row
    key_pos = next(i + 1 for i, (k, _) in enumerate(s.dice()) if k == "key")
    s.act("toggle", str(key_pos))
    s.act("set-aside")
    html = sb_render.render_table(*s.shown())
    assert len(keys(html, "arrive")) == 1
    s.act("roll")
    again = keys(sb_render.render_table(*s.shown()), "roll")
    assert again and not set(again) & set(first)


def test_simili_a_booked_space_settles_and_a_scoring_category_flourishes_with_its_points():
    s = SimiliSession.start("solo", Options(seed=32))  # rolls 1 3 2: a Sequence of 3 in row 1
    s.act("choose", "sequence")
    s.act("roll")
    html = simili_render.render_session(*s.shown())
    rolled = keys(html, "roll")
    assert len(rolled) == 3 and not keys(html, "settle") and not keys(html, "flourish")
    for n, d in enumerate((1, 2, 3), 1):
        s.act("select", str(d))
        assert s.act("book", f"sequence:0:{d - 1}"), s.feedback
        html = simili_render.render_session(*s.shown())
        assert len(keys(html, "settle")) == n  # this round's spaces
        assert set(keys(html, "roll")) <= set(rolled)  # the digits left keep their keys: no new roll
    assert s.game.score.by_category["sequence"] == 10
    assert "1 Sequence of 3 or more, 0 of 4" in html  # not "1 Sequences"
    got = re.search(r'data-testid="cat-score-sequence" data-motion="flourish" data-motion-key="([^"]+)" '
                    r'data-gain="([^"]+)"', html)
    assert got and got.group(2) == "+10"
    assert not re.search(r'data-testid="cat-score-(matching|ladder)" data-motion', html)  # they scored nothing


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 Sequence of 3 or more", "2 Sequences of 3 or more"),
    ("fr", "1 Séquence d’au moins 3 chiffres", "2 Séquences d’au moins 3 chiffres")])
def test_the_bonus_count_agrees_with_its_number(lang, one, two):
    CATALOGUE.set_language(lang)
    try:
        assert CATALOGUE.tn("simili.bonus.count", 1, threes=1, fours=0).startswith(one)
        assert CATALOGUE.tn("simili.bonus.count", 2, threes=2, fours=0).startswith(two)
    finally:
        CATALOGUE.set_language("en")


def test_highlighted_spaces_are_promised_only_when_some_are_lit():
    s = SimiliSession.start("solo", Options(seed=12345))
    s.act("choose", "sequence")
    s.act("roll")
    d = s.game.bank_digits()[0]
    s.act("select", str(d))
    lit = set(s.game.targets(d, False))
    assert lit and "Highlighted spaces can take it" in simili_render.render_session(*s.shown())
    line = simili_render.render_feedback(*s.shown(), set())
    assert "Highlighted" not in line and f"No space can take the {d} now:" in line
