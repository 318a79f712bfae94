"""Similo's suggestion and belief hint, with their reason (issue 27, item 3): one catalogue
sentence under the giver's suggestion (what the clue points at, counted on the table), and under
the guessers' hint the cards the AI would remove now, the least likely by the belief shown."""

from __future__ import annotations

import importlib

from similarium.core.i18n import t
from similarium.games.similo import ai, decks, why
from similarium.games.similo.bots import played_clues
from similarium.games.similo.protocol import SimiloObservation
from similarium.games.similo.rules import REMOVALS
from similarium.ui.advice import reason_text
from similarium.ui.html import esc
from similarium.ui.similo.session import card_name
from similarium.ui.similo.shown import Ui

importlib.import_module(why.TEXTS)


def suggestion_reason(view: SimiloObservation, ui: Ui) -> str:
    """``Why: …`` under the giver's suggestion (empty if there is none for this round), from the
    giver's observation (the secret is the giver's)."""
    g, sg = view, ui.suggestion
    if sg is None or sg.get("round") != g.round or g.secret is None:
        return ""
    cards = decks.cards()
    reason = why.clue_reason(cards[g.secret], [cards[c] for c in g.remaining], cards[sg["clue"]], sg["orientation"],
                             REMOVALS[g.round - 1], sg["win_chance"])
    return (f'<p class="hint why" data-testid="suggestion-reason" data-code="{esc(reason.code)}">'
            f'{esc(t("advice.reason", reason=reason_text(reason, card_name)))}</p>')


def removal_hint(view: SimiloObservation, ui: Ui) -> str:
    """Under the guessers' controls while the AI's belief is shown: the cards it would remove."""
    g = view
    if not ui.hint_round or ui.hint_round != g.round or g.result is not None or g.phase != "remove" or not g.due:
        return ""
    cards = decks.cards()
    candidates = [cards[c] for c in g.remaining]
    clues = played_clues(g)
    advice = why.removal_advice(ai.belief(candidates, clues), ai.removals(candidates, clues, g.due))
    return (f'<p class="why" data-testid="removal-reason" data-code="{esc(advice.reason.code)}" '
            f'data-remove="{esc(" ".join(advice.reason.params["cards_all"]))}">'
            f'{esc(t("advice.reason", reason=reason_text(advice.reason, card_name)))}</p>')
