"""Race to 21's How to play page (the registry entry's ``howto``)."""

from __future__ import annotations

from similarium.core.i18n import t
from similarium.ui.html import esc

from . import messages  # noqa: F401 - registers the texts


def render() -> str:
    return f'<p data-testid="howto-goal">{esc(t("howto.race21.goal"))}</p>'
