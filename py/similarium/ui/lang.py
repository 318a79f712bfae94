"""The language of the page: which one to show, and the EN/FR toggle on every view (no DOM).

- :func:`choose_language`: the person's remembered choice if there is one, else the
  browser's (``navigator.languages``) through :func:`negotiate_language`, else English;
- :func:`lang_toggle`: the two buttons (action ``lang``, arg ``en``/``fr``), the current one
  ``aria-pressed="true"``; each button's label is in its own language (``lang`` attribute);
- :func:`framed`: a view with the toggle above it — what the app writes into ``#app``.

The app (``ui/app.py``) sets ``<html lang>``, stores the choice (``Repository.save_language``)
and renders the current view again when the toggle is pressed. A page gets the language
with :func:`similarium.core.i18n.language` and writes a date with
:func:`similarium.core.i18n.format_date`.
"""

from __future__ import annotations

from collections.abc import Iterable

from similarium.core.i18n import SUPPORTED_LANGUAGES, negotiate_language, t
from similarium.ui.html import attrs, esc

__all__ = ["LABELS", "choose_language", "framed", "lang_toggle"]

LABELS = {"en": "EN", "fr": "FR"}  # the same in every language


def choose_language(stored: str | None, browser: Iterable[str]) -> str:
    """``stored`` (a remembered choice) if supported, else the first of ``browser`` we have."""
    if stored in SUPPORTED_LANGUAGES:
        return stored
    return negotiate_language([tag for tag in browser if isinstance(tag, str)])


def lang_toggle(current: str) -> str:
    """The EN/FR toggle; ``current`` is pressed."""
    buttons = []
    for code in SUPPORTED_LANGUAGES:
        a = attrs(data_action="lang", data_arg=code, data_testid=f"lang-{code}", lang=code,
                  title=t(f"lang.{code}.title"), aria_pressed="true" if code == current else "false")
        buttons.append(f'<button type="button"{a}>{esc(LABELS[code])}</button>')
    return f'<nav class="lang" aria-label="{esc(t("lang.label"))}" data-testid="lang">{"".join(buttons)}</nav>'


def framed(view_html: str, current: str) -> str:
    """``view_html`` as the app shows it: the language toggle first, then the view."""
    return lang_toggle(current) + view_html
