"""scripts/research/similo_readers.py: independent players, apart from the AI. The picture reader
knows a card by its SVG alone (the ``trait-*`` groups and the scene behind the figure)."""

from __future__ import annotations

import sys
from pathlib import Path

from similarium.core.protocol import play
from similarium.games.similo import decks
from similarium.games.similo.protocol import RULES

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "research"))

import similo_readers  # noqa: E402


def test_the_picture_reader_knows_what_the_svg_draws_and_its_scene(tmp_path, monkeypatch):
    card = decks.cards()["fables-red-hood"]
    seen = similo_readers.picture(card.id)
    assert {"red", "hood", "basket"} <= seen and "scene:forest" in seen
    assert {"human", "woman"} <= seen  # the kind and the gown are drawn (trait groups of the art)
    assert not seen & {"child", "europe"}  # the story is not in the picture
    # It reads the file: a picture without the basket group is read without a basket.
    svg = (ROOT / card.art).read_text(encoding="utf-8").replace('class="trait-basket"', "")
    monkeypatch.setattr(similo_readers, "ROOT", tmp_path)
    (tmp_path / card.art).parent.mkdir(parents=True)
    (tmp_path / card.art).write_text(svg.replace("<svg ", '<svg><g class="habitat-city"/></svg><svg ', 1))
    similo_readers.picture.cache_clear()
    try:
        other = similo_readers.picture(card.id)
    finally:
        similo_readers.picture.cache_clear()
    assert "basket" not in other and "scene:city" in other and "red" in other


def test_the_readers_share_no_code_with_the_ai():
    source = (ROOT / "scripts" / "research" / "similo_readers.py").read_text(encoding="utf-8")
    imports = [line for line in source.splitlines() if line.startswith(("import ", "from "))]
    assert imports and not [line for line in imports if any(m in line for m in ("ai", "reading", "chance", "bots"))]


def test_each_independent_pair_plays_whole_games_and_wins_more_than_random():
    for reader in similo_readers.READERS:
        won = 0
        for seed in range(12):
            state = RULES.new({}, seed, ("Giver", "Guesser"))
            end = play(state, {0: similo_readers.IndependentBot(reader, seed),
                               1: similo_readers.IndependentBot(reader, seed + 1)})
            won += end.game.result == "won"
        assert won >= 5, (reader, won)  # random guessers: 1 in 12
