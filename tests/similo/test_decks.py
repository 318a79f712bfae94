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
from similarium.games.similo.vocabulary import MAX_TRAITS, MIN_TRAITS, TRAITS, VISIBLE

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
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "similo_art.py"), "--check"],
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
