"""Race to 21's page: a :class:`~similarium.ui.protocolpage.ProtocolPage` (setup, link, moves,
saves and match from its rules); it draws the total and a button for each addition allowed."""

from __future__ import annotations

from typing import Any

from similarium.core.i18n import t
from similarium.ui.html import esc
from similarium.ui.protocolpage import ProtocolPage, validator

from .protocol import RULES, RaceObservation

VALIDATOR = validator(RULES)


class Race21Page(ProtocolPage):
    GAME = "race21"
    TITLE = "Race to 21"
    RULES = RULES

    def render_table(self, observation: RaceObservation, legal: list[Any]) -> str:
        total = t("race21.total", total=observation.total, target=observation.target)
        adds = "".join(self.move_button(t("race21.add", add=m.add), m, testid="add") for m in legal)
        return f'<p data-testid="total">{esc(total)}</p><p class="actions">{adds}</p>'
