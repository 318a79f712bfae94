"""Nim's page: a :class:`~similarium.ui.protocolpage.ProtocolPage`, so its setup (heaps, seed),
its link (``#/nim/solo?seed=5&heaps=1-3-5-7``), its moves against the ``nim-sum`` bot, its
saves (the common log's ``[seat, move]``) and its match come from its rules; it draws its table.
The registry entry's ``page`` names :class:`NimPage`; ``VALIDATOR`` checks its saves."""

from __future__ import annotations

from typing import Any

from similarium.core.i18n import t
from similarium.ui.html import esc
from similarium.ui.protocolpage import ProtocolPage, validator

from .protocol import RULES, NimObservation, Take

VALIDATOR = validator(RULES)


class NimPage(ProtocolPage):
    GAME = "nim"
    TITLE = "Nim"
    RULES = RULES
    BOT = "nim-sum"

    def render_table(self, observation: NimObservation, legal: list[Any]) -> str:
        heaps = []
        for i, n in enumerate(observation.heaps):
            takes = "".join(self.move_button(t("nim.take", count=m.count, heap=i + 1), m)
                            for m in legal if isinstance(m, Take) and m.heap == i)
            heaps.append(f'<li data-testid="heap">{esc(t("nim.heap", heap=i + 1, n=n))} {takes}</li>')
        return f'<ul>{"".join(heaps)}</ul>'
