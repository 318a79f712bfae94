"""SIMILI's controls through a round (issue 30): every step shows one prompt and one row under it,
the same two boxes, so the controls keep one height and the sheet under them does not move
(e2e/test_simili_steady.py measures it). Choosing: the three categories. Circled: the circled
category and Roll (or the typed roll) in that row. After the roll: the circled category and the
round's roll, or the free book's toggle while one can be used. Nothing is kept hidden to hold
room (no inert copy of the choices, no second set of buttons)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from similarium.core.i18n import set_language
from similarium.games.simili.game import TYPED, Options
from similarium.games.simili.sheet import Sheet
from similarium.ui.simili import render
from similarium.ui.simili.session import Session

NAMES = {"en": ("Ladder", "Matching"), "fr": ("Échelle", "Identiques")}


@pytest.fixture(params=["en", "fr"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def stage(controls: str) -> tuple[str, str]:
    """The step's prompt and row (what comes before the bank)."""
    body = controls.split('<div class="bank-line">', 1)[0]
    prompt = re.search(r'<p class="prompt"[^>]*>(.*?)</p>', body).group(1)
    row = body.split('<div class="stage-row', 1)[1]
    return prompt, row


def one_stage(controls: str) -> None:
    """One prompt, one row, nothing hidden."""
    body = controls.split('<div class="bank-line">', 1)[0]
    assert body.count('class="prompt"') == 1 and body.count('<div class="stage-row') == 1
    assert "inert" not in controls and "reserve" not in controls and "tabindex=\"-1\"" not in controls


def start(players: list[str], **options) -> Session:
    return Session.start("solo" if len(players) == 1 else "table", Options(seed=12, **options), players)


@pytest.mark.parametrize("players", [["Ann"], ["Ann", "Bob"]], ids=["solo", "table"])
def test_each_step_one_prompt_and_one_row(lang, players):
    s = start(players)
    html = render.render_controls(*s.shown())
    one_stage(html)
    prompt, row = stage(html)
    assert len(re.findall(r'data-action="choose"', row)) == 3 and "data-testid=\"roll\"" not in html
    for _ in players:
        assert s.act("choose", "ladder"), s.feedback
    assert s.stage == "roll"
    html = render.render_controls(*s.shown())
    one_stage(html)
    prompt, row = stage(html)
    assert "data-action=\"choose\"" not in html  # circled: taken back by Undo, not by a choice button
    assert 'data-testid="circled" data-category="ladder"' in row and NAMES[lang][0] in row
    assert row.index('data-testid="circled"') < row.index('data-testid="roll"')
    assert prompt == {("en", 1): "Round 1: roll the dice.", ("fr", 1): "Manche 1\u00a0: lancez les dés.",
                      ("en", 2): "Everyone has chosen: roll the dice.",
                      ("fr", 2): "Tout le monde a choisi\u00a0: lancez les dés."}[(lang, len(players))]
    assert s.act("roll"), s.feedback
    html = render.render_controls(*s.shown())
    one_stage(html)
    prompt, row = stage(html)
    assert 'data-testid="book-prompt"' in html and "data-testid=\"roll\"" not in html
    assert 'data-testid="circled" data-category="ladder"' in row
    dice = re.findall(r'<span class="die">(\d)</span>', row)
    assert dice == [str(d) for d in s.game.roll], row
    assert 'data-testid="free"' not in html


def test_a_typed_roll_takes_the_same_row(lang):
    s = start(["Ann"], dice=TYPED)
    assert s.act("choose", "matching"), s.feedback
    html = render.render_controls(*s.shown())
    one_stage(html)
    _, row = stage(html)
    assert 'data-testid="circled" data-category="matching"' in row and NAMES[lang][1] in row
    assert 'data-testid="typed-roll"' in row and 'data-testid="roll"' in row


def test_a_free_book_is_offered_in_the_row_instead_of_the_roll(lang):
    s = Session.start("solo", Options(variant="modern", dice=TYPED))
    sheet = Sheet.from_json({"sequence": [[1, 2, 3, None], [2, 3, 4, None], [3, 4, 5, None],
                                          [4, 5, 6, None], [5, 6, 7, None]]})
    table = replace(s.state.table, sheets=(replace(s.games[0], sheet=sheet, round=6, bonus_i=True),))
    s.state = replace(s.state, table=table)
    assert s.act("choose", "matching") and s.act("roll", "8 8 0"), s.feedback
    html = render.render_controls(*s.shown())
    one_stage(html)
    _, row = stage(html)
    assert 'data-testid="free"' in row and 'aria-pressed="false"' in row and 'class="rolled"' not in row
    assert html.count('data-testid="free"') == 1
    s.act("free")
    assert s.free_mode
    _, row = stage(render.render_controls(*s.shown()))
    assert 'class="free on"' in row and 'aria-pressed="true"' in row


def test_a_players_name_in_a_prompt_is_escaped_in_its_own_span(lang):
    """The name sits in ``.who`` (CSS cuts a long one so it never adds a line, the whole name in
    its title); the rest of the prompt is the catalogue's text, escaped."""
    name = "<i>Ann & Co</i> de Saint-Exupéry"
    s = start([name, "Bob"])
    who = '<span class="who" title="&lt;i&gt;Ann &amp; Co&lt;/i&gt; de Saint-Exupéry">'
    prompt, _ = stage(render.render_controls(*s.shown()))
    assert prompt.startswith("<span>" + who) and "\ue000" not in prompt
    for _ in range(2):
        assert s.act("choose", "ladder"), s.feedback
    assert s.act("roll"), s.feedback
    prompt, _ = stage(render.render_controls(*s.shown()))
    assert prompt.startswith("<span>" + who) and "\ue000" not in prompt and "<i>" not in prompt
    text = re.sub(r"<[^>]*>", "", prompt).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    assert text.startswith(name) and NAMES[lang][0] in text
