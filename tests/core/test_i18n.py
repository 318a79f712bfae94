"""Message catalogue: lookup, fallback, markers, plurals, placeholder checks."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from similarium.core import i18n
from similarium.core.i18n import (
    CATALOGUE,
    Catalogue,
    negotiate_language,
    placeholder_problems,
    placeholders,
)
from similarium.core.messages import EN, FR


@pytest.fixture
def cat() -> Catalogue:
    c = Catalogue()
    c.register("en", {"hi": "Hello {name}", "plain": "Plain", "apple.one": "{n} apple", "apple.other": "{n} apples"})
    c.register("fr", {"hi": "Bonjour {name}", "apple.one": "{n} pomme", "apple.other": "{n} pommes"})
    return c


def test_lookup_and_format(cat: Catalogue) -> None:
    assert cat.t("hi", name="Ann") == "Hello Ann"
    assert cat.t("plain") == "Plain"
    cat.set_language("fr")
    assert cat.language == "fr"
    assert cat.t("hi", name="Ann") == "Bonjour Ann"
    assert cat.t("plain") == "Plain"  # English fallback


def test_missing_key_is_visible_and_tracked(cat: Catalogue) -> None:
    assert cat.t("nope.key") == "⟦nope.key⟧"
    assert cat.missing_keys() == {"nope.key"}
    cat.reset_tracking()
    assert cat.missing_keys() == set()


def test_missing_param_never_raises(cat: Catalogue) -> None:
    assert cat.t("hi") == "Hello {name}"
    assert "hi" in cat.format_errors()


def test_bad_format_text_never_raises() -> None:
    c = Catalogue()
    c.register("en", {"bad": "oops {", "idx": "{0}", "attr": "{x.y}"})
    assert c.t("bad", a=1) == "oops {"
    assert c.t("idx", a=1) == "{0}"
    assert c.t("attr", x=1) == "{x.y}"
    assert c.format_errors() == {"bad", "idx", "attr"}


def test_plurals_en_and_fr(cat: Catalogue) -> None:
    assert [cat.tn("apple", n) for n in (0, 1, 2)] == ["0 apples", "1 apple", "2 apples"]
    cat.set_language("fr")
    assert [cat.tn("apple", n) for n in (0, 1, 2)] == ["0 pomme", "1 pomme", "2 pommes"]


def test_plural_zero_form_and_fallback() -> None:
    c = Catalogue()
    c.register("en", {"x.zero": "none", "x.other": "{n} things"})
    assert c.tn("x", 0) == "none"
    assert c.tn("x", 1) == "1 things"  # no .one: falls back to .other
    assert c.tn("y", 3) == "⟦y.other⟧"


def test_register_conflict_and_idempotence(cat: Catalogue) -> None:
    cat.register("en", {"hi": "Hello {name}"})  # same text: fine
    with pytest.raises(ValueError):
        cat.register("en", {"hi": "Hi {name}"})
    cat.register("en", {"hi": "Hi {name}"}, replace=True)
    assert cat.t("hi", name="B") == "Hi B"
    with pytest.raises(ValueError):
        cat.register("en", {"k": 3})  # type: ignore[dict-item]
    with pytest.raises(ValueError):
        cat.register("", {})


def test_unknown_language_falls_back(cat: Catalogue) -> None:
    cat.set_language("de")
    assert cat.t("hi", name="X") == "Hello X"
    assert cat.tn("apple", 2) == "2 apples"
    with pytest.raises(ValueError):
        cat.set_language("")


def test_introspection(cat: Catalogue) -> None:
    assert cat.languages() == ["en", "fr"]
    assert "hi" in cat.keys("fr")
    assert cat.untranslated("fr") == {"plain"}
    assert cat.raw("hi", "fr") == "Bonjour {name}"
    assert cat.has("plain") and not cat.has("zzz")


def test_placeholders() -> None:
    assert placeholders("a {x} b {y:d} {z.attr} {{lit}}") == {"x", "y", "z"}
    assert placeholders("broken {") == set()


def test_placeholder_problems_detects_extra_placeholder() -> None:
    c = Catalogue()
    c.register("en", {"a": "Hi {name}", "b": "Total {n}"})
    c.register("fr", {"a": "Salut {nom}", "b": "Total {n}", "c": "orphan", "d": "bad {"})
    problems = placeholder_problems(c)
    assert any("fr:a" in p and "nom" in p for p in problems)
    assert any("fr:c" in p for p in problems)
    assert any("fr:d" in p for p in problems)
    assert not any("fr:b" in p for p in problems)


def test_core_catalogue_is_consistent() -> None:
    assert placeholder_problems(CATALOGUE) == []
    assert set(FR) == set(EN), "French core messages must cover the English ones"
    assert CATALOGUE.t("app.title") == "Similarium"


def test_module_level_helpers() -> None:
    assert i18n.t == CATALOGUE.t and i18n.tn == CATALOGUE.tn
    assert i18n.t("app.title") == "Similarium"
    assert i18n.tn("streak.days", 1) == "1 day"
    assert i18n.tn("streak.days", 0) == "no streak"
    assert i18n.tn("match.games", 3) == "3 games"


def test_all_core_messages_render_in_both_languages() -> None:
    c = Catalogue()
    for lang, table in (("en", EN), ("fr", FR)):
        c.register(lang, table)
    for lang in ("en", "fr"):
        c.set_language(lang)
        for key in EN:
            params = {name: "X" for name in placeholders(EN[key])}
            out = c.t(key, **params)
            assert "⟦" not in out and "{" not in out, (lang, key, out)
    assert not c.missing_keys() and not c.format_errors()


@pytest.mark.parametrize(
    ("preferred", "expected"),
    [(["fr-CA", "en"], "fr"), (["de", "en-GB"], "en"), ([], "en"), (["FR_fr"], "fr"), ([None, "fr"], "fr")],
)
def test_negotiate_language(preferred: list, expected: str) -> None:
    assert negotiate_language(preferred) == expected


@given(st.text(max_size=40), st.dictionaries(st.text(max_size=5), st.text(max_size=5), max_size=3))
def test_t_never_raises(text: str, params: dict) -> None:
    c = Catalogue()
    c.register("en", {"k": text})
    safe = {k: v for k, v in params.items() if k.isidentifier()}
    assert isinstance(c.t("k", **safe), str)


def test_a_parameter_may_be_called_key_or_n() -> None:
    """Found by test_t_never_raises: ``t("k", key="")`` raised TypeError (the key was a keyword)."""
    c = Catalogue()
    c.register("en", {"k": "{key}!", "p.one": "{n} {key}", "p.other": "{n} {key}s"})
    assert c.t("k", key="door") == "door!"
    assert c.tn("p", 2, key="door") == "2 doors"


# -- dates shown to a person, the current language --------------------------------------


def test_format_date_in_both_languages() -> None:
    import datetime as dt

    day = dt.date(2026, 11, 2)
    assert i18n.format_date(day, "en") == "2026-11-02"
    assert i18n.format_date(day, "fr") == "02/11/2026"
    assert i18n.format_date("2026-11-22", "fr") == "22/11/2026"
    assert i18n.format_date(day, "xx") == "2026-11-02"  # an unknown language: the English way
    assert i18n.format_date(dt.date(987, 1, 5), "fr") == "05/01/0987"
    with pytest.raises(ValueError):
        i18n.format_date("22/11/2026", "en")


def test_format_date_follows_the_current_language() -> None:
    import datetime as dt

    day = dt.date(2026, 11, 22)
    try:
        assert i18n.set_language("fr") == "fr" and i18n.language() == "fr"
        assert i18n.format_date(day) == "22/11/2026"
        assert CATALOGUE.t("daily.date", date=i18n.format_date(day)) == "Défi du 22/11/2026"
        assert i18n.set_language("de") == "en" and i18n.language() == "en"  # unsupported: English
        assert i18n.format_date(day) == "2026-11-22"
        assert CATALOGUE.t("daily.date", date=i18n.format_date(day)) == "Challenge of 2026-11-22"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("preferred", "expected"),
    [(["fr-FR"], "fr"), (["fr"], "fr"), (["en-US", "fr-FR"], "en"), (["de-DE", "fr-BE"], "fr"),
     (["pt-BR", "it"], "en"), ([" Fr-ch "], "fr"), ([42, "fr"], "fr"), (["français"], "en")],
)
def test_negotiate_a_browser_list(preferred: list, expected: str) -> None:
    assert negotiate_language(preferred) == expected


def test_plural_counts_in_core_texts_in_french() -> None:
    c = Catalogue()
    for lang, table in (("en", EN), ("fr", FR)):
        c.register(lang, table)
    c.set_language("fr")
    assert c.tn("match.games", 1) == "1 partie" and c.tn("match.games", 2) == "2 parties"
    assert c.tn("streak.days", 0) == "aucune série" and c.tn("streak.days", 1) == "1 jour"
    assert c.tn("match.winner", 1, player="Ann", total=1) == "Ann remporte le match avec 1 point\u00a0!"
    assert c.tn("match.winner", 0, player="Ann", total=0) == "Ann remporte le match avec 0 point\u00a0!"
    c.set_language("en")
    assert c.tn("match.winner", 1, player="Ann", total=1) == "Ann wins the match with 1 point!"
    assert c.tn("match.winner", 0, player="Ann", total=0) == "Ann wins the match with 0 points!"
