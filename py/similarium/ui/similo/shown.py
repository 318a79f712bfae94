"""What Similo's page draws beside a seat's observation (:class:`Ui`), and whose view it is: the
giver's, the guessers', or everybody's once the game is over. Plain data, built by
:meth:`~similarium.ui.similo.session.Session.ui`; the renderer reads nothing else."""

from __future__ import annotations

from dataclasses import dataclass

from similarium.games.similo.protocol import variant_of
from similarium.ui.pieces import Feedback
from similarium.ui.session import SeatsUi

AI = "ai"  # a seat the AI plays (as ui.similo.session says)

GIVER_VIEW, GUESSERS_VIEW, ALL = "giver", "guessers", "all"


@dataclass(frozen=True)
class Ui(SeatsUi):
    """What the page draws beside the viewer's observation, and never the game state: the seats
    (:class:`~similarium.ui.session.SeatsUi`), the options, whose view it is (``viewer``), the
    guessers' selection and the giver's card and side not yet played, the belief hint and the
    suggestion, the learning setting, the last answer, and each clue's meaning as the rules let
    this viewer be told it now (``told``) or ask for it (``askable``)."""

    options: dict
    viewer: str
    selection: tuple[str, ...]
    pick: str | None
    orientation: str | None
    hints: int
    hint_round: int
    suggestion: dict | None
    pending: str
    reveal: str
    feedback: Feedback | None
    told: tuple[tuple[str, list[str]] | None, ...]
    askable: tuple[bool, ...]

    @property
    def learning(self) -> bool:
        return self.reveal == "round"

    @property
    def variant(self):
        return variant_of(self.options)

    def ai_guessers(self) -> bool:
        return any(k == AI for k in self.kinds[1:])
