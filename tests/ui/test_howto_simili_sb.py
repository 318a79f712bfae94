"""The "How to play" pages of SIMILI and SB (``ui/simili/howto.py``, ``ui/sb/howto.py``): both
languages with no missing key, every section, pictures that are well-formed SVG with a label."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from similarium.core.i18n import CATALOGUE, placeholders
from similarium.ui.howto import page_module, render_howto

SECTIONS = ("goal", "turn", "scoring", "variants")


def _render(gid: str, lang: str) -> str:
    CATALOGUE.set_language(lang)
    try:
        return render_howto(gid)
    finally:
        CATALOGUE.set_language("en")


@pytest.mark.parametrize("gid", ["simili", "sb"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_page_renders_every_section_with_no_missing_key(gid, lang):
    assert page_module(gid) is not None
    CATALOGUE.reset_tracking()
    html = _render(gid, lang)
    assert CATALOGUE.missing_keys() == set() and CATALOGUE.format_errors() == set()
    assert 'class="soon"' not in html
    for name in SECTIONS:
        assert f'data-section="{name}"' in html
    assert html.count("<h3>") >= len(SECTIONS)
    assert "{" not in html  # no placeholder left unfilled


@pytest.mark.parametrize("gid", ["simili", "sb"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pictures_parse_as_svg_with_a_role_and_a_label(gid, lang):
    html = _render(gid, lang)
    svgs = re.findall(r"<svg\b.*?</svg>", html, re.S)
    assert svgs
    for svg in svgs:
        root = ET.fromstring(svg)
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        assert root.get("role") == "img" and len(root.get("aria-label", "")) > 20


def test_the_sb_pictures_are_split_keys_and_a_key_sandwich_with_keys_in_dark_red():
    module = page_module("sb")
    assert "#8e1b2c" in module.split_svg() and "#8e1b2c" in module.sandwich_svg()
    assert CATALOGUE.raw("howto.sb.svg.split.label", "en") in _render("sb", "en").replace("&#x27;", "'")


def test_the_simili_picture_is_a_sequence_that_wraps_from_nine_to_zero():
    svg = page_module("simili").sequence_svg()
    digits = re.findall(r">(\d)</text>", svg)
    assert digits[:4] == ["8", "9", "0", "1"]


@pytest.mark.parametrize("prefix", ["howto.simili.", "howto.sb."])
def test_french_has_the_same_keys_and_placeholders_as_english(prefix):
    for gid in ("simili", "sb"):
        page_module(gid)
    en = {k for k in CATALOGUE.keys("en") if k.startswith(prefix)}
    fr = {k for k in CATALOGUE.keys("fr") if k.startswith(prefix)}
    assert en and en == fr
    for key in en:
        assert placeholders(CATALOGUE.raw(key, "en")) == placeholders(CATALOGUE.raw(key, "fr")), key


@pytest.mark.parametrize("prefix", ["howto.simili.", "howto.sb."])
def test_french_puts_a_no_break_space_before_high_punctuation(prefix):
    for gid in ("simili", "sb"):
        page_module(gid)
    for key in CATALOGUE.keys("fr"):
        if key.startswith(prefix):
            text = CATALOGUE.raw(key, "fr")
            assert not re.search("(?<!\u00a0)[:;!?]", text), key
