"""The offline list holds every card picture a page can draw (issue 28: a card picture left out
of the list went unseen by the host tests; only the e2e offline test, for the cards it met,
would see it). Read from the games' own decks, not from the folder the list is made of."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402
from similarium.games.similis.cards import DECK  # noqa: E402
from similarium.games.similo import decks  # noqa: E402
from similarium.ui.similis.render import ART  # noqa: E402


def test_every_card_picture_of_every_game_is_in_the_offline_list():
    listed = set(build_site.offline_list(ROOT, build_site.source_files(ROOT))["files"])
    similo = {c.art for c in decks.cards().values()}
    similis = {ART.format(id=c.id) for c in DECK}
    assert len(similo) >= 100 and len(similis) == len(DECK)
    assert sorted((similo | similis) - listed) == []
