"""Every reason of the hints and advice (issue 27, item 3) has an English and a French text, and
renders with its parameters: no placeholder left, no missing key, lists joined in the language."""

from __future__ import annotations

import importlib

from similarium.core.advice import Reason
from similarium.core.i18n import CATALOGUE, placeholders, set_language
from similarium.ui.advice import reason_text

MODULES = ("similarium.games.simili.advice_texts", "similarium.games.sb.advice_texts",
           "similarium.games.similo.advice_texts")


def _codes() -> set[str]:
    out = set()
    for name in MODULES:
        mod = importlib.import_module(name)
        assert set(mod.EN) == set(mod.FR), name
        out |= {k for k in mod.EN if k.startswith("advice.")}
    return out


def test_every_reason_has_english_and_french_with_the_same_placeholders():
    codes = _codes()
    assert len(codes) >= 30
    for code in codes:
        en, fr = CATALOGUE.raw(code, "en"), CATALOGUE.raw(code, "fr")
        assert en and fr and en != fr, code
        assert placeholders(en) == placeholders(fr), code


def test_every_reason_renders_with_its_parameters_in_both_languages():
    CATALOGUE.reset_tracking()
    for code in sorted(_codes()):
        base = code.removesuffix(".one").removesuffix(".other")
        params = {p: (["sequence", "ladder"] if p in ("digits", "cards_all") else 7)
                  for p in placeholders(CATALOGUE.raw(code, "en"))}
        params["n"] = 1 if code.endswith(".one") else 2
        for lang in ("en", "fr"):
            set_language(lang)
            try:
                text = reason_text(Reason(base, params), lambda c: f"<{c}>")
            finally:
                set_language("en")
            assert "{" not in text and "\u27e6" not in text, (code, lang, text)
            if "cards_all" in params:
                assert ("and" if lang == "en" else "et") in text
    assert CATALOGUE.missing_keys() == set() or not any(k.startswith("advice") for k in CATALOGUE.missing_keys())
