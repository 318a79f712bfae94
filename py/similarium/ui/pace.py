"""How fast bots play on the page: one remembered setting for every game, and a way to skip.

Contract: a game page that moves bots renders its next bot step as ``data-autostep`` with its
own ``data-delay`` (the pace it was designed for); the app turns that delay into the player's
pace (:func:`step_delay`) and, while the player skips (:data:`SKIP_KEY` or the skip button),
plays the steps with no pause until none is left: every step is still applied, rendered and
logged, so the log tells each move. The setting is ``prefs["bot.pace"]``, "quick" by default.
"""

from __future__ import annotations

from collections.abc import Mapping

from similarium.core.i18n import t
from similarium.ui.html import button, esc

PACES = ("relaxed", "quick", "instant")
DEFAULT = "quick"
PREF = "bot.pace"
SKIP_KEY = "n"
QUICK_MS = 350  # a bot step at "quick": at most this pause, plus the bot's own thinking
RELAXED_MS = 1000  # at "relaxed": at least this pause (time to follow every die and card)


def read(prefs: Mapping[str, object]) -> str:
    """The stored pace, or the default for a missing or unknown value."""
    pace = prefs.get(PREF)
    return pace if isinstance(pace, str) and pace in PACES else DEFAULT


def step_delay(pace: str, base_ms: int) -> int:
    """The pause before a bot step at ``pace``, for a page that asked for ``base_ms`` (0, as with
    ``fast=1``, stays 0)."""
    base_ms = max(0, base_ms)
    if base_ms == 0 or pace == "instant":
        return 0
    if pace == "relaxed":
        return max(base_ms, RELAXED_MS)
    return min(base_ms, QUICK_MS)


def control(pace: str) -> str:
    """The setting, as three toggle buttons (``data-action="pace"``)."""
    buttons = "".join(button(t(f"pace.{p}"), "pace", p, testid=f"pace-{p}", pressed=p == pace) for p in PACES)
    return (f'<div class="pace" role="group" aria-label="{esc(t("pace.label"))}" data-testid="pace">'
            f'<span class="pace-label">{esc(t("pace.label"))}</span>{buttons}</div>')


def skip_button() -> str:
    """Shown while a bot step is pending: plays the bots' steps at once, up to the player's turn."""
    return (f'<div class="skip-bots">{button(t("pace.skip"), "skip-bots", testid="skip-bots", title=t("pace.skip.title"))}'
            f"</div>")
