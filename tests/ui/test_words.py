"""Words (issue 21): SIMILI's setup says in one line what Modern changes; the privacy screen's
words are in tests/ui/test_privacy.py, SB's decimals in tests/ui_sb/test_texts.py."""

from __future__ import annotations

import re

import pytest
from tests.ui.test_end_screens import lang
from tests.ui.test_simili_page import controller


@pytest.mark.parametrize(("code", "words"), [("en", ("Modern", "free book", "Sequences of 4", "+5")),
                                             ("fr", ("Moderne", "inscription libre", "Séquences de 4", "+5"))])
def test_simili_setup_says_what_modern_changes(code, words):
    with lang(code):
        c = controller()
        c.open("solo", {})
        html = c.render()
    m = re.search(r'data-testid="variant-help">([^<]+)<', html)
    assert m and all(w in m.group(1) for w in words), m
    assert html.index('value="modern"') < m.start() < html.index('name="dice"')  # next to the choice
