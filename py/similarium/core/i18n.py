"""One message catalogue for every user-facing text.

Keys are dotted, namespaced by owner (``app.``, ``home.``, ``storage.``…
for the platform, ``simili.``, ``sb.``… for games). Texts use
``str.format`` placeholders by name: ``"Streak: {n} days"``.

- :meth:`Catalogue.t` looks the key up in the current language, then in
  English; a missing key renders as ``⟦key⟧`` and is remembered
  (:meth:`Catalogue.missing_keys`) so tests can fail on it. A missing
  parameter never raises: it stays visible as ``{name}``.
- :meth:`Catalogue.tn` picks ``key.one`` / ``key.other`` by plural rule
  (``key.zero`` is used for 0 when present).
- :func:`placeholder_problems` checks that every placeholder of a
  translation exists in its English source.
- :func:`format_date` writes a date for a person in the current language
  (``2026-11-22`` in English, ``22/11/2026`` in French); seeds, share texts,
  routes and storage keep ``YYYY-MM-DD``.
- :func:`negotiate_language` picks a supported language from the browser's list;
  :func:`set_language` switches the current one.

Games register their own messages: ``CATALOGUE.register("en", {...})``.
"""

from __future__ import annotations

import datetime as _dt
import re
import string
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .messages import CORE_MESSAGES

__all__ = [
    "CATALOGUE",
    "Catalogue",
    "MISSING_MARK",
    "SUPPORTED_LANGUAGES",
    "format_date",
    "french_spacing",
    "language",
    "negotiate_language",
    "placeholder_problems",
    "placeholders",
    "set_language",
    "t",
    "tn",
]

SOURCE_LANGUAGE = "en"
SUPPORTED_LANGUAGES = ("en", "fr")


def MISSING_MARK(key: str) -> str:  # noqa: N802 - reads like a constant template
    """The visible marker of a missing key."""
    return f"\u27e6{key}\u27e7"


def _plural_en(n: int) -> str:
    return "one" if n == 1 else "other"


def _plural_fr(n: int) -> str:
    return "one" if n in (0, 1) else "other"


PLURAL_RULES: dict[str, Callable[[int], str]] = {"en": _plural_en, "fr": _plural_fr}


class _SafeParams(dict):
    """format_map mapping that leaves unknown ``{name}`` visible and records it."""

    def __init__(self, params: Mapping[str, Any]) -> None:
        super().__init__(params)
        self.missing: list[str] = []

    def __missing__(self, key: str) -> str:
        self.missing.append(key)
        return "{" + key + "}"


def placeholders(text: str) -> set[str]:
    """Names of the ``{placeholders}`` in ``text`` (``{n:d}`` -> ``n``; ``{a.b}`` -> ``a``)."""
    names: set[str] = set()
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:
        return names
    for _literal, field, _spec, _conv in parsed:
        if field is not None:
            names.add(field.split(".")[0].split("[")[0])
    return names


class Catalogue:
    """Messages by language, with a current language and English fallback."""

    def __init__(self, language: str = SOURCE_LANGUAGE) -> None:
        self._messages: dict[str, dict[str, str]] = {SOURCE_LANGUAGE: {}}
        self._language = language
        self._missing: set[str] = set()
        self._format_errors: set[str] = set()

    # -- content ----------------------------------------------------------------

    def register(self, lang: str, messages: Mapping[str, str], *, replace: bool = False) -> None:
        """Add ``messages`` for ``lang``.

        Registering the same text again is a no-op (modules may be re-imported);
        a *different* text for an existing key raises ``ValueError`` unless
        ``replace=True`` — two owners must not fight over one key.
        """
        if not isinstance(lang, str) or not lang:
            raise ValueError("register needs a language code such as 'en'.")
        table = self._messages.setdefault(lang, {})
        for key, text in messages.items():
            if not isinstance(key, str) or not isinstance(text, str):
                raise ValueError(f"Message keys and texts must be strings: {key!r}.")
            if not replace and key in table and table[key] != text:
                raise ValueError(f"Message {key!r} ({lang}) is already registered with another text.")
        table.update(messages)

    def languages(self) -> list[str]:
        """Languages that have at least one message."""
        return sorted(lang for lang, table in self._messages.items() if table)

    def keys(self, lang: str = SOURCE_LANGUAGE) -> set[str]:
        return set(self._messages.get(lang, {}))

    def has(self, key: str) -> bool:
        return key in self._messages[SOURCE_LANGUAGE] or key in self._messages.get(self._language, {})

    def raw(self, key: str, lang: str | None = None) -> str | None:
        """The unformatted text of ``key`` in ``lang`` (no fallback), or ``None``."""
        return self._messages.get(lang or self._language, {}).get(key)

    # -- current language -------------------------------------------------------

    @property
    def language(self) -> str:
        return self._language

    def set_language(self, lang: str) -> None:
        """Switch language; unknown languages still work (everything falls back to English)."""
        if not isinstance(lang, str) or not lang:
            raise ValueError("set_language needs a language code such as 'fr'.")
        self._language = lang

    # -- lookup -----------------------------------------------------------------

    def _lookup(self, key: str) -> str | None:
        text = self._messages.get(self._language, {}).get(key)
        if text is None:
            text = self._messages[SOURCE_LANGUAGE].get(key)
        return text

    def t(self, key: str, /, **params: Any) -> str:
        """The text of ``key`` in the current language, with ``{name}`` filled from ``params``
        (any name, ``key`` too: the key is positional only)."""
        text = self._lookup(key)
        if text is None:
            self._missing.add(key)
            return MISSING_MARK(key)
        if not params and "{" not in text:
            return text
        safe = _SafeParams(params)
        try:
            out = text.format_map(safe)
        except (ValueError, IndexError, KeyError, AttributeError, TypeError):
            self._format_errors.add(key)
            return text
        if safe.missing:
            self._format_errors.add(key)
        return out

    def tn(self, key: str, n: int, /, **params: Any) -> str:
        """Plural form: ``key.zero`` (if n == 0 and present), else ``key.one``/``key.other``;
        ``{n}`` is ``n``."""
        params = {**params, "n": n}
        if n == 0 and self._lookup(f"{key}.zero") is not None:
            return self.t(f"{key}.zero", **params)
        rule = PLURAL_RULES.get(self._language, _plural_en)
        form = rule(abs(n))
        if self._lookup(f"{key}.{form}") is None and self._lookup(f"{key}.other") is not None:
            form = "other"
        return self.t(f"{key}.{form}", **params)

    # -- test support -----------------------------------------------------------

    def missing_keys(self) -> set[str]:
        """Keys asked for with :meth:`t` that exist in no language."""
        return set(self._missing)

    def format_errors(self) -> set[str]:
        """Keys whose text could not be filled (missing parameter, bad format)."""
        return set(self._format_errors)

    def reset_tracking(self) -> None:
        self._missing.clear()
        self._format_errors.clear()

    def untranslated(self, lang: str, prefix: str = "") -> set[str]:
        """English keys (starting with ``prefix``) that have no text in ``lang``."""
        source = {k for k in self._messages[SOURCE_LANGUAGE] if k.startswith(prefix)}
        return source - set(self._messages.get(lang, {}))


def placeholder_problems(catalogue: Catalogue, prefix: str = "") -> list[str]:
    """Human descriptions of translations that are broken against English.

    Reports a translation using a placeholder its English source lacks, a
    translation of a key absent from English, and texts that are not valid
    format strings. An empty list means all is well.
    """
    problems: list[str] = []
    source = catalogue._messages[SOURCE_LANGUAGE]
    for lang, table in sorted(catalogue._messages.items()):
        for key, text in sorted(table.items()):
            if not key.startswith(prefix):
                continue
            try:
                list(string.Formatter().parse(text))
            except ValueError as exc:
                problems.append(f"{lang}:{key}: not a valid format string ({exc})")
                continue
            if lang == SOURCE_LANGUAGE:
                continue
            if key not in source:
                problems.append(f"{lang}:{key}: no English source text")
                continue
            extra = placeholders(text) - placeholders(source[key])
            if extra:
                problems.append(f"{lang}:{key}: placeholder(s) {sorted(extra)} not in English")
    return problems


def negotiate_language(preferred: Iterable[str], available: Iterable[str] = SUPPORTED_LANGUAGES) -> str:
    """First of ``preferred`` (e.g. ``navigator.languages``: ``["fr-CA", "en"]``) we have, else English."""
    avail = [a.lower() for a in available]
    for tag in preferred:
        if not isinstance(tag, str):
            continue
        base = tag.strip().lower().replace("_", "-").split("-")[0]
        if base in avail:
            return base
    return SOURCE_LANGUAGE


# How a person reads a date, by language (``str.format`` over year, month, day).
DATE_FORMATS: dict[str, str] = {"en": "{y:04d}-{m:02d}-{d:02d}", "fr": "{d:02d}/{m:02d}/{y:04d}"}


def format_date(day: _dt.date | str, lang: str | None = None) -> str:
    """``day`` as shown to a person in ``lang`` (default: the current language):
    ``2026-11-22`` in English, ``22/11/2026`` in French. Accepts a date or ``YYYY-MM-DD``.
    Not for share texts, routes, storage or data attributes: those keep ``YYYY-MM-DD``."""
    if isinstance(day, str):
        day = _dt.date.fromisoformat(day)
    pattern = DATE_FORMATS.get(lang or CATALOGUE.language, DATE_FORMATS[SOURCE_LANGUAGE])
    return pattern.format(y=day.year, m=day.month, d=day.day)


# How a person reads a number, by language: (decimal mark, thousands separator).
NUMBER_MARKS: dict[str, tuple[str, str]] = {"en": (".", ","), "fr": (",", "\u202f")}


def format_number(x: float, decimals: int = 0, lang: str | None = None) -> str:
    """``x`` rounded to ``decimals`` places as a person reads it in ``lang`` (default: the
    current language): ``6,416.5`` in English, ``6\u202f416,5`` in French. Not for share texts,
    storage or the command line: those keep ``6416.5``."""
    point, thousands = NUMBER_MARKS.get(lang or CATALOGUE.language, NUMBER_MARKS[SOURCE_LANGUAGE])
    text = f"{x:,.{decimals}f}"
    return text.replace(",", "\0").replace(".", point).replace("\0", thousands)


def format_percent(share: float, decimals: int = 0, lang: str | None = None) -> str:
    """A share (0.417) as a percentage: ``41.7%`` in English, ``41,7\u00a0%`` in French."""
    lang = lang or CATALOGUE.language
    sign = "\u00a0%" if lang == "fr" else "%"
    return format_number(100 * share, decimals, lang) + sign


def set_language(lang: str) -> str:
    """Make ``lang`` the current language if it is supported (else English); returns it."""
    chosen = lang if lang in SUPPORTED_LANGUAGES else SOURCE_LANGUAGE
    CATALOGUE.set_language(chosen)
    return chosen


def language() -> str:
    """The current language code (``"en"``, ``"fr"``)."""
    return CATALOGUE.language


CATALOGUE = Catalogue()
for _lang, _table in CORE_MESSAGES.items():
    CATALOGUE.register(_lang, _table)

t = CATALOGUE.t
tn = CATALOGUE.tn


def french_spacing(text: str) -> str:
    """A no-break space before ``: ; ? ! » %`` and after ``«``, as French typography has it."""
    return re.sub(r" ([:;?!»%])", "\u00a0\\1", text).replace("« ", "«\u00a0")


def register_french(source: Mapping[str, str]) -> dict[str, str]:
    """Register French texts with :func:`french_spacing` applied; returns them as registered."""
    texts = {key: french_spacing(text) for key, text in source.items()}
    CATALOGUE.register("fr", texts)
    return texts
