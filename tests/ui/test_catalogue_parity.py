"""English and French carry exactly the same keys with the same placeholders, across every module
that registers texts (the whole package is imported; the DOM glue ``ui.app``, ``ui.browser`` and ``ui.focus`` needs a browser)."""

from __future__ import annotations

import importlib
import pkgutil

import similarium
from similarium.core.i18n import CATALOGUE, placeholder_problems, placeholders


def _import_everything() -> None:
    for info in pkgutil.walk_packages(similarium.__path__, "similarium."):
        if info.name.endswith((".ui.app", ".ui.browser", ".ui.focus", "__main__")):
            continue
        importlib.import_module(info.name)


def test_english_and_french_have_the_same_keys_and_placeholders():
    _import_everything()
    en, fr = CATALOGUE.keys("en"), CATALOGUE.keys("fr")
    assert len(en) > 800
    assert sorted(en - fr) == [] and sorted(fr - en) == []
    assert placeholder_problems(CATALOGUE) == []
    for key in en:
        assert placeholders(CATALOGUE.raw(key, "en")) == placeholders(CATALOGUE.raw(key, "fr")), key


def test_french_is_spaced_and_punctuated_the_french_way():
    """A no-break space before : ; ! ? » and after «, and the typographic apostrophe (’) between
    letters ('turns' quoting a JSON field in a command-line text is code, not an apostrophe)."""
    import re

    _import_everything()
    loose = re.compile(r" [:;!?»]|« |(?<=[A-Za-zÀ-ÿ])'(?=[A-Za-zÀ-ÿ])")
    bad = sorted(k for k in CATALOGUE.keys("fr") if loose.search(CATALOGUE.raw(k, "fr") or ""))
    assert bad == []
