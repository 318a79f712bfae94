"""The Similo decks and their card art: sizes, traits, ids, pictures drawn from the traits."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from similarium.games.similo import decks
from similarium.games.similo.vocabulary import GROUPS, MAX_TRAITS, MIN_TRAITS, TRAITS, VISIBLE

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"
DECKS = decks.load()
CARDS = [c for d in DECKS.values() for c in d.cards]


def test_every_deck_loads_with_30_cards():
    assert DECKS, "no deck"
    for deck in DECKS.values():
        assert len(deck.cards) == decks.DECK_SIZE == 30


def test_card_ids_unique_across_decks():
    ids = [c.id for c in CARDS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_traits_from_the_vocabulary(card):
    assert card.traits <= TRAITS
    assert MIN_TRAITS <= len(card.traits) <= MAX_TRAITS
    assert 8 <= len(card.traits) <= 15


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_art_shows_every_visible_trait(card):
    path = ROOT / card.art
    assert path.is_file(), card.art
    text = path.read_text(encoding="utf-8")
    assert len(text.encode()) < 8192
    bare = text.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "http" not in bare and "href" not in bare
    root = ET.fromstring(text)
    assert root.tag == SVG + "svg"
    assert root.get("viewBox") == "0 0 200 280"
    assert not list(root.iter(SVG + "script")) and not list(root.iter(SVG + "image"))
    assert root.find(SVG + "title").text == card.name
    classes = {el.get("class") for el in root.iter() if el.get("class")}
    for trait in card.traits & VISIBLE:
        assert f"trait-{trait}" in classes, f"{card.id}: {trait} not drawn"
    desc = root.find(SVG + "desc").text or ""
    assert set(filter(None, desc.split(", "))) == card.traits & VISIBLE


def test_art_is_up_to_date():
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "art" / "similo_art.py"), "--check"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr


def test_cli_decks_prints_the_decks():
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    run = subprocess.run([sys.executable, "-m", "similarium", "decks"], capture_output=True, text=True,
                         cwd=ROOT, env=env, check=True)
    data = json.loads(run.stdout)
    assert [d["id"] for d in data["decks"]] == list(DECKS)
    for d in data["decks"]:
        assert set(d) == {"id", "name", "cards"} and isinstance(d["name"], str)
        for c in d["cards"]:
            assert set(c) == {"id", "name", "traits", "art"}
            assert all(isinstance(t, str) for t in c["traits"])
            assert c["art"].endswith(".svg") and (ROOT / c["art"]).is_file()


def good_deck(deck_id: str = "t", prefix: str = "t") -> dict:
    traits = ["human", "man", "red", "hat", "beard", "staff", "medieval", "europe", "forest"]
    return {"id": deck_id, "name": "Test", "cards": [
        {"id": f"{prefix}-{i}", "name": f"Card {i}", "traits": traits, "art": f"static/img/similo/t/{prefix}-{i}.svg"}
        for i in range(30)]}


def test_parse_deck_accepts_a_good_deck():
    assert len(decks.parse_deck(good_deck()).cards) == 30


@pytest.mark.parametrize("change", ["size", "unknown", "few", "many", "double"])
def test_parse_deck_rejects_bad_decks(change):
    data = good_deck()
    card = data["cards"][0]
    if change == "size":
        data["cards"].pop()
    elif change == "unknown":
        card["traits"] = card["traits"][:-1] + ["spaceship"]
    elif change == "few":
        card["traits"] = card["traits"][:7]
    elif change == "many":
        card["traits"] = card["traits"] + ["sword", "book", "lamp", "apple", "shield", "bow", "key"]
    elif change == "double":
        card["traits"] = card["traits"][:-1] + ["red"]
    with pytest.raises(ValueError):
        decks.parse_deck(data)


def test_duplicate_card_id_across_two_decks(tmp_path, monkeypatch):
    (tmp_path / "a.json").write_text(json.dumps(good_deck("a", "x")))
    (tmp_path / "b.json").write_text(json.dumps(good_deck("b", "x")))
    monkeypatch.setattr(decks, "DECK_DIR", tmp_path)
    decks.load.cache_clear()
    try:
        with pytest.raises(ValueError, match="also in deck"):
            decks.load()
    finally:
        monkeypatch.undo()
        decks.load.cache_clear()


# --- every trait seen: drawn in the picture or told on the card (issue 20) ----------------------

def drawn_traits(card) -> set[str]:
    """The traits the card's picture draws: its ``trait-<id>`` groups."""
    root = ET.fromstring((ROOT / card.art).read_text(encoding="utf-8"))
    classes = {c for el in root.iter() for c in (el.get("class") or "").split()}
    return {c[len("trait-"):] for c in classes if c.startswith("trait-")}


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_every_trait_is_drawn_or_told_on_the_card(card):
    from similarium.core.i18n import t
    from similarium.ui.similo import render

    drawn = drawn_traits(card)
    assert drawn <= card.traits, f"{card.id}: draws traits it has not: {drawn - card.traits}"
    face = render.card_face(card.id)
    line = face.split('class="told"', 1)[-1] if 'class="told"' in face else ""
    told = {x for x in render.told_traits(card.id) if t(f"similo.trait.{x}") in line}
    missing = card.traits - drawn - told
    assert not missing, f"{card.id}: neither drawn nor told on the card: {sorted(missing)}"
    habitats = card.traits & set(GROUPS["habitat"])
    assert habitats and habitats <= drawn, f"{card.id}: the habitat is the background"


def test_no_trait_only_the_story_knows():
    """Era of an animal, 'tall'/'small' (a 14% size change nobody sees): no card has them."""
    for card in CARDS:
        assert not card.traits & {"tall", "small"}, card.id
        if "animal" in card.traits:
            assert not card.traits & set(GROUPS["era"]), card.id


def _parts(card) -> tuple[str, str]:
    """(background, silhouette): the scene's markup, the figure's shapes without their colours."""
    root = ET.fromstring((ROOT / card.art).read_text(encoding="utf-8"))
    scene = next(el for el in root.iter() if el.get("class") == "scene")
    figure = next(el for el in root.iter() if el.get("class") == "figure")
    for el in figure.iter():
        for a in ("fill", "stroke"):
            el.attrib.pop(a, None)
    return ET.tostring(scene, encoding="unicode"), ET.tostring(figure, encoding="unicode")


def test_no_two_cards_share_background_and_silhouette():
    seen: dict[tuple[str, str], str] = {}
    for card in CARDS:
        key = _parts(card)
        assert key not in seen, f"{card.id} looks like {seen[key]}"
        seen[key] = card.id


def test_species_draw_their_own_shape():
    """The shapes that tell a species or a monster apart are drawn where the deck says them."""
    want = {"animals-elephant": {"trunk", "tusks"}, "animals-mammoth": {"trunk", "tusks"}, "animals-giraffe": {"long-neck"},
            "fables-briar-rabbit": {"long-ears"}, "animals-desert-camel": {"hump"}, "animals-tiger": {"stripes"},
            "fables-sky-tortoise": {"shell"}, "myths-world-turtle": {"shell"}, "myths-ganesha": {"animal-head", "trunk"},
            "myths-anubis": {"animal-head"}, "myths-medusa": {"snake-hair"}}
    by_id = {c.id: c for c in CARDS}
    for cid, shapes in want.items():
        assert shapes <= drawn_traits(by_id[cid]), cid
    mansa, pharaoh = _parts(by_id["history-mansa-musa"]), _parts(by_id["history-pharaoh"])
    assert mansa[1] != pharaoh[1]


def test_a_gods_card_is_gilded_and_a_creatures_violet_seen_on_its_edge():
    """God, creature and human are told apart by the card's edge as well as the figure (issue 30):
    a gold double edge for a god, a violet one for a creature, black for a human or an animal."""
    gold, violet = 'stroke="#b8860b"', 'stroke="#6a3d9a"'
    kinds = {"god": 0, "creature": 0, "other": 0}
    for card in CARDS:
        text = (ROOT / card.art).read_text(encoding="utf-8")
        kind = "god" if "god" in card.traits else "creature" if "creature" in card.traits else "other"
        kinds[kind] += 1
        assert (gold in text, violet in text) == (kind == "god", kind == "creature"), card.id
        if kind != "other":
            assert f'<g class="trait-{kind}"><rect x="3" y="3"' in text, card.id
    assert min(kinds.values()) >= 5, kinds
