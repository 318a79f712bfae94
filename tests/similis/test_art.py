"""The Similis card art: one SVG per card of every value combination, up to date and well formed."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from similarium.games.similis import cards

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "static" / "img" / "similis"
SCRIPT = ROOT / "scripts" / "art" / "similis_art.py"
SVG = "{http://www.w3.org/2000/svg}"


def test_the_full_deck_has_300_cards():
    assert len(cards.DECK) == 5 * 5 * 4 * 3 == 300
    assert len({c.id for c in cards.DECK}) == 300


@pytest.mark.parametrize("card", cards.DECK, ids=lambda c: c.id)
def test_card_art(card):
    path = ART / f"{card.id}.svg"
    assert path.is_file(), path
    text = path.read_text(encoding="utf-8")
    assert len(text.encode()) < 4096
    bare = text.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "http" not in bare and "<script" not in bare and "<image" not in bare
    root = ET.fromstring(text)
    assert root.tag == SVG + "svg"
    assert root.get("viewBox") == "0 0 200 280"
    assert root.get("role") == "img"
    n, symbol, colour, background = card.values
    assert root.find(SVG + "title").text == f"{n} {symbol}, {colour}, {background}"
    assert not list(root.iter(SVG + "text")), "the only words are the title"
    ids = Counter(el.get("id") for el in root.iter() if el.get("id"))
    assert ids and max(ids.values()) == 1, ids
    patterns = [el.get("id") for el in root.iter(SVG + "pattern")]
    assert len(patterns) == len(set(patterns))
    # ids are the card's own, so pictures inlined side by side never share a pattern
    assert all(i.startswith(f"s{card.id}-") for i in ids)
    # the colour's mark: red is solid, every other colour has a pattern in the symbols and swatch
    assert len(patterns) == (1 if colour == "red" else 3)
    # as many symbols as the number
    pips = [el for el in root.iter(SVG + "use") if el.get("href") == f"#s{card.id}-p"]
    assert len(pips) == n


def test_no_extra_files():
    names = {p.name for p in ART.glob("*.svg")}
    assert names == {f"{c.id}.svg" for c in cards.DECK}


def test_art_is_up_to_date():
    run = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True,
                         cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr


def test_check_reports_missing_and_stale(tmp_path):
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path)], check=True, cwd=ROOT)
    assert len(list(tmp_path.glob("*.svg"))) == 300
    (tmp_path / "1-ankh-blue-stone.svg").unlink()
    (tmp_path / "2-eye-red-sand.svg").write_text("<svg/>", encoding="utf-8")
    run = subprocess.run([sys.executable, str(SCRIPT), "--check", "--out", str(tmp_path)],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 1
    assert "missing:" in run.stdout and "1-ankh-blue-stone.svg" in run.stdout
    assert "stale:" in run.stdout and "2-eye-red-sand.svg" in run.stdout


def test_output_is_deterministic(tmp_path):
    for d in ("a", "b"):
        subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path / d)], check=True, cwd=ROOT)
    for p in (tmp_path / "a").iterdir():
        assert p.read_bytes() == (tmp_path / "b" / p.name).read_bytes()
