"""The live region (read out by screen readers) says only what the viewer's observation shows
(issue 28: the announcement reading out the cards bots give each other went unseen: the render
leak test never rendered it). Whole solo games with three bots, every live region read."""

from __future__ import annotations

import re

import pytest

from similarium.core.i18n import set_language, t
from similarium.ui.similis.session import card_text

from .test_page import human_turn, make


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_live_region_never_names_a_gift_the_viewer_does_not_see(seed):
    set_language("en")
    c = make()
    c.open("solo", {"seed": str(seed), "bots": "3", "level": "random", "fast": "1"})
    s = c.session
    said = []
    for _ in range(800):
        if s.finished:
            break
        if s.bot_turn:
            c.act("bot-step")
            said.append(re.search(r'data-testid="announce"[^>]*>([^<]*)<', c.render()).group(1))
        else:
            human_turn(c)
    assert s.finished
    seen = s.view().history
    hidden = [e for e, v in zip(s.game.history, seen, strict=True) if e.kind == "gift" and not v.cards]
    assert hidden, "no gift between bots in this game: pick another seed"
    secrets = {t("similis.log.gift", player=s.players[e.seat], card=card_text(e.cards[0]), to=s.players[e.to])
               for e in hidden}
    told = " ".join(said)
    assert told and not [x for x in secrets if x in told]
    assert t("similis.log.gift_hidden", player=s.players[hidden[0].seat], to=s.players[hidden[0].to]) in told
