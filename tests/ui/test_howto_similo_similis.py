"""The "How to play" pages of Similo and Similis: every section in English and French with no
missing key, pictures that parse with role="img" and images that exist, French parity."""

from __future__ import annotations

import datetime as dt
import re
import string
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from similarium.core.i18n import CATALOGUE
from similarium.core.storage import MemoryStore, Repository
from similarium.games.similis.cards import DECK
from similarium.games.similis.series import is_series
from similarium.ui.howto import render_howto
from similarium.ui.similis import howto as howto_similis
from similarium.ui.similis.controller import Controller as SimilisPage
from similarium.ui.similo import howto as howto_similo
from similarium.ui.similo.controller import Controller as SimiloPage

ROOT = Path(__file__).resolve().parents[2]
SECTIONS = {
    "similo": ("goal", "setup", "round", "end", "rules", "decks", "modes", "notes", "keys"),
    "similis": ("goal", "setup", "series", "turn", "end", "match", "banned", "modes", "notes", "colours", "keys"),
}
MODULES = {"similo": howto_similo, "similis": howto_similis}


def _render(game: str, lang: str) -> str:
    CATALOGUE.set_language(lang)
    try:
        return render_howto(game)
    finally:
        CATALOGUE.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", sorted(SECTIONS))
def test_the_page_renders_every_section_with_no_missing_key(game, lang):
    CATALOGUE.reset_tracking()
    html = _render(game, lang)
    assert CATALOGUE.missing_keys() == set() and CATALOGUE.format_errors() == set()
    assert f'data-game="{game}"' in html and 'data-testid="howto-figure"' in html
    for section in SECTIONS[game]:
        assert f'data-testid="howto-{section}"' in html, section
    assert html.count("<h3>") == len(SECTIONS[game])
    assert "{" not in html and "}" not in html


@pytest.mark.parametrize("game", sorted(SECTIONS))
def test_the_pictures_parse_with_role_img_and_a_label_and_their_images_exist(game):
    for lang in ("en", "fr"):
        html = _render(game, lang)
        svgs = re.findall(r"<svg\b.*?</svg>", html, re.S)
        assert svgs
        for svg in svgs:
            root = ET.fromstring(svg)
            assert root.get("role") == "img" and root.get("aria-label")
        assert "<figcaption>" in html
        refs = re.findall(r'(?:href|src)="(static/[^"]+)"', html)
        assert refs
        for ref in refs:
            assert (ROOT / ref).is_file(), ref


def test_the_similo_picture_has_an_upright_and_a_sideways_clue():
    svg = re.search(r"<svg\b.*?</svg>", _render("similo", "en"), re.S).group(0)
    assert 'rotate(90)' in svg and svg.count("<image") == 6
    html = _render("similo", "en")
    assert CATALOGUE.raw("similo.meaning.vertical.classic", "en") in html


def test_the_similis_picture_is_a_series_of_three_sharing_number_and_symbol():
    by_id = {c.id: c for c in DECK}
    html = _render("similis", "en")
    for cid in howto_similis.SERIES:
        assert f"static/img/similis/{cid}.svg" in html
    cards = [by_id[c] for c in howto_similis.SERIES]
    assert is_series(cards) and len({c.number for c in cards}) == len({c.symbol for c in cards}) == 1
    assert len({c.colour for c in cards}) == len({c.background for c in cards}) == 3


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}


@pytest.mark.parametrize("game", sorted(SECTIONS))
def test_french_has_the_same_keys_and_placeholders_and_french_spacing(game):
    prefix = f"howto.{game}."
    en = {k for k in CATALOGUE.keys("en") if k.startswith(prefix)}
    fr = {k for k in CATALOGUE.keys("fr") if k.startswith(prefix)}
    assert en and en == fr == set(MODULES[game].EN)
    for key in en:
        en_text, fr_text = CATALOGUE.raw(key, "en"), CATALOGUE.raw(key, "fr")
        assert _fields(en_text) == _fields(fr_text), key
        assert not re.search(r" [:;!?»]", fr_text), key
        assert "\u00a0" not in en_text


@pytest.mark.parametrize("page,game", [(SimiloPage, "similo"), (SimilisPage, "similis")])
def test_each_game_menu_links_to_its_page(page, game):
    for lang in ("en", "fr"):
        CATALOGUE.set_language(lang)
        try:
            html = page(Repository(MemoryStore()), lambda: dt.date(2026, 11, 23)).render_menu()
        finally:
            CATALOGUE.set_language("en")
        assert f'<a href="#/how/{game}" data-testid="howto-link">{CATALOGUE.raw("howto.link", lang)}</a>' in html


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_keys_of_each_game_are_listed_in_both_languages(lang):
    """Issue 11: every key of the page (Similo guessing and giving, Similis) on its How to play page."""
    from similarium.core.i18n import CATALOGUE
    from similarium.ui.similis import howto as hs
    from similarium.ui.similo import howto as ho

    CATALOGUE.set_language(lang)
    try:
        similo, similis = ho.render(), hs.render()
    finally:
        CATALOGUE.set_language("en")
    for what in ("letters", "arrows", "confirm", "undo", "clear", "belief", "digits", "vertical", "horizontal",
                 "play", "suggest"):
        assert f'data-key="{what}"' in similo
    for what in ("digits", "market", "arrows", "lay", "draw", "undo", "clear"):
        assert f'data-key="{what}"' in similis
    assert "<kbd>?</kbd>" in similo and "<kbd>V</kbd>" in similo and "<kbd>D</kbd>" in similis
    assert ("<kbd>Entrée</kbd>" if lang == "fr" else "<kbd>Enter</kbd>") in similis
    assert "●" in similis and "▲" in similis and "■" in similis and "◆" in similis
