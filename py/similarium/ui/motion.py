"""Motion on the game pages (issue 30): one remembered setting for every game, and the marks a
view puts on what may move.

Contract: a view renders ``data-motion-key="<what it is now>"`` and ``data-motion="<kind>"`` on an
element that may animate (:func:`mark`); after each render the app asks ``static/js/motion.mjs``
to add the class ``moving`` to the elements whose key was not in the previous render, so only
what just changed moves, once, and the next render (a tap) shows everything as it is. The kinds
are CSS animations in ``static/css/app.css`` ("motion"), each at most :data:`MAX_MS`; none plays
under ``prefers-reduced-motion`` or when the setting is off. The setting is ``prefs["motion"]``,
"on" by default.
"""

from __future__ import annotations

from collections.abc import Mapping

from similarium.core.i18n import t
from similarium.ui.html import button, esc

CHOICES = ("on", "off")
DEFAULT = "on"
PREF = "motion"
MAX_MS = 600  # the longest animation (app.css keeps every one within it)
KINDS = ("roll", "settle", "flourish", "arrive", "turn", "pulse")


def read(prefs: Mapping[str, object]) -> str:
    """The stored setting, or the default for a missing or unknown value."""
    value = prefs.get(PREF)
    return value if isinstance(value, str) and value in CHOICES else DEFAULT


def mark(kind: str, key: str) -> str:
    """The attributes (with a leading space) that let an element move when ``key`` is new."""
    if kind not in KINDS:
        raise ValueError(f"unknown motion kind {kind!r}")
    return f' data-motion="{kind}" data-motion-key="{esc(key)}"'


def control(value: str) -> str:
    """The setting, as two toggle buttons (``data-action="motion"``)."""
    buttons = "".join(button(t(f"motion.{c}"), "motion", c, testid=f"motion-{c}", pressed=c == value)
                      for c in CHOICES)
    return (f'<div class="pace motion-setting" role="group" aria-label="{esc(t("motion.label"))}" '
            f'data-testid="motion">'
            f'<span class="pace-label">{esc(t("motion.label"))}</span>{buttons}</div>')
