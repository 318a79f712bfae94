"""French for SIMILI and SB: the same keys and placeholders as English, really translated,
French spacing, and whole games rendered in French with no missing key nor format error."""

from __future__ import annotations

import re

import pytest

from similarium.core.i18n import CATALOGUE, placeholder_problems, placeholders
from similarium.games.sb import messages as sb_messages
from similarium.games.simili import messages as simili_messages
from similarium.games.simili.game import Options
from similarium.ui.hooks import TABLE
from similarium.ui.sb import render as sb_render  # registers SB's texts
from similarium.ui.sb.session import HUMAN
from similarium.ui.sb.session import Session as SBSession
from similarium.ui.simili import render as simili_render  # registers SIMILI's texts
from similarium.ui.simili.session import Session as SimiliSession


def human_choice(dice: list[tuple[str, int]], can_stop: bool, phase: str) -> tuple[str, list[int]]:
    """Stop when allowed; else set aside the lowest pair of Base dice, or the first Key."""
    if phase != "set_aside":
        return ("stop", []) if can_stop else ("roll", [])
    base = [v for k, v in dice if k == "base"]
    pairs = sorted(v for v in set(base) if base.count(v) >= 2)
    if pairs:
        return "set-aside", [i + 1 for i, (k, v) in enumerate(dice) if k == "base" and v == pairs[0]][:2]
    return "set-aside", [next(i + 1 for i, (k, _) in enumerate(dice) if k == "key")]

PREFIXES = ("sb.", "simili.")

# French texts that are the English text on purpose: names and symbols.
SAME_IN_FRENCH = {
    "sb.title",  # the game's name
    "simili.combo.sequence", "simili.combo.matching", "simili.combo.ladder",  # the rules' notation
    "simili.key.sequence",  # S: Sequence and Séquence share their key letter (M/I and L/E do not)
    # the S Bonus track's spaces in short, Roman numerals as printed on the sheet
    "simili.bonus.short.i", "simili.bonus.short.ii", "simili.bonus.short.iia", "simili.bonus.short.iib",
    "simili.bonus.short.iii",
}

# A plain space where French wants a no-break one: before : ; ! ? » and after «.
LOOSE_SPACE = re.compile(r" [:;!?»]|« ")


@pytest.fixture
def french():
    CATALOGUE.set_language("fr")
    CATALOGUE.reset_tracking()
    try:
        yield
    finally:
        CATALOGUE.set_language("en")


def _keys(lang: str, prefix: str) -> set[str]:
    return {k for k in CATALOGUE.keys(lang) if k.startswith(prefix)}


@pytest.mark.parametrize("prefix", PREFIXES)
def test_french_has_exactly_the_english_keys(prefix):
    assert _keys("en", prefix) - _keys("fr", prefix) == set(), "untranslated"
    assert _keys("fr", prefix) - _keys("en", prefix) == set(), "no English source"


@pytest.mark.parametrize("prefix", PREFIXES)
def test_french_uses_the_english_placeholders(prefix):
    assert placeholder_problems(CATALOGUE, prefix) == []
    for key in _keys("en", prefix):
        assert placeholders(CATALOGUE.raw(key, "fr")) == placeholders(CATALOGUE.raw(key, "en")), key


@pytest.mark.parametrize("prefix", PREFIXES)
def test_french_is_translated_and_spaced_the_french_way(prefix):
    same = {k for k in _keys("en", prefix) if CATALOGUE.raw(k, "fr") == CATALOGUE.raw(k, "en")}
    assert same <= SAME_IN_FRENCH
    loose = {k for k in _keys("fr", prefix) if LOOSE_SPACE.search(CATALOGUE.raw(k, "fr"))}
    assert loose == set()


def test_plural_forms_come_in_pairs():
    for lang in ("en", "fr"):
        keys = set().union(*(_keys(lang, p) for p in PREFIXES))
        for key in keys:
            if key.endswith(".one"):
                assert key[:-4] + ".other" in keys, key


def test_both_games_list_their_french():
    assert sb_messages.MESSAGES["fr"] is sb_messages.FR
    assert simili_messages.MESSAGES["fr"] is simili_messages.FR


def test_a_whole_sb_game_renders_in_french(french):
    s = SBSession.start(TABLE, ["Ann", "Prudent", "Fonceur"], [HUMAN, "steady", "racer"], 5)
    s.advice = True
    html = []
    while not s.finished:
        html.append(sb_render.render_session(*s.shown()))
        if s.bot_turn:
            s.act("bot-step")
            continue
        what, pos = human_choice(s.dice(), s.game.can_stop, s.game.phase)
        s.act("toggle", "1")
        s.act("set-aside")  # often refused: the reason is rendered too
        html.append(sb_render.render_session(*s.shown()))
        s.selection = []
        for p in pos:
            s.act("toggle", str(p))
        html.append(sb_render.render_session(*s.shown()))
        s.act(what)
    html.append(sb_render.render_session(*s.shown()))
    s.act("roll")  # refused: the game is over
    html.append(sb_render.render_session(*s.shown()))
    page = "".join(html)
    assert CATALOGUE.missing_keys() == set()
    assert CATALOGUE.format_errors() == set()
    assert "Journal des tours" in page and "Mettre de côté" in page and "La partie est terminée." in page
    assert "Turn log" not in page and "Set aside" not in page


def test_sb_plurals_in_french(french):
    from similarium.games.sb.rules import score

    assert sb_render.score_text(score([1], [2, 5])).endswith("= 1 point")
    assert sb_render.score_text(score([1, 6], [2, 5])).endswith("= 2 points")


def test_sb_menu_setup_and_daily_render_in_french(french):
    import datetime as dt

    from similarium.core.storage import MemoryStore, Repository
    from similarium.ui.sb.controller import Controller

    c = Controller(Repository(MemoryStore()), lambda: dt.date(2026, 11, 22), lambda: 777)
    pages = []
    for mode in ("", "solo", "table", "daily"):
        c.open(mode, {})
        pages.append(c.render())
    assert CATALOGUE.missing_keys() == set() and CATALOGUE.format_errors() == set()
    assert "Nouvelle partie de SB" in "".join(pages)


def _play_simili(s: SimiliSession, pages: list[str]) -> None:
    """Play to the end: each sheet books what it can of its bank, trying refusals on the way."""
    categories = ["sequence", "matching", "ladder"]
    turn = 0
    while not s.finished:
        pages.append(simili_render.render_session(*s.shown()))
        if s.stage == "choose":
            s.act("roll")  # refused: choose first (addressed to the seat, at a table)
            pages.append(simili_render.render_session(*s.shown()))
            s.act("choose", categories[turn % 3])
            turn += 1
        elif s.stage == "roll":
            s.act("roll")
        else:
            s.act("book", "matching:0:0")  # refused: pick a digit first
            s.act("free")  # refused unless a free book was earned
            pages.append(simili_render.render_session(*s.shown()))
            if s.free_mode:
                s.act("free")
            for d in s.game.bank_digits():
                targets = s.game.targets(d)
                if targets:
                    s.act("select", str(d))
                    pages.append(simili_render.render_session(*s.shown()))
                    c, r, sp = targets[0]
                    s.act("book", f"{c}:{r}:{sp}")
                    pages.append(simili_render.render_session(*s.shown()))
            s.act("confirm")
    pages.append(simili_render.render_session(*s.shown()))
    s.act("roll")  # refused: the game is over
    pages.append(simili_render.render_session(*s.shown()))


def test_whole_simili_games_render_in_french(french):
    pages: list[str] = []
    _play_simili(SimiliSession.start("table", Options(variant="modern", seed=11), ["Ann", "Bob"]), pages)
    _play_simili(SimiliSession.start("solo", Options(variant="classic", seed=3), ["Ann"]), pages)
    page = "".join(pages)
    assert CATALOGUE.missing_keys() == set()
    assert CATALOGUE.format_errors() == set()
    assert "Journal des manches" in page and "Séquence" in page and "Ann\u00a0: Choisissez une catégorie" in page
    assert "Turn log" not in page and "Sequence" not in page


def test_simili_refusals_put_their_english_words_in_french(french):
    s = SimiliSession.start("solo", Options(variant="modern", seed=11), ["Ann"])
    s.act("choose", "ladder")
    s.act("choose", "sequence")  # refused: already chosen, named in French
    assert s.feedback.code == "simili.already_chosen" and "(Échelle)" in s.feedback.text
    s.act("roll")
    s.act("free")
    assert "cinq Séquences d\u2019au moins 3 chiffres (II-A)" in s.feedback.text
    typed = SimiliSession.start("solo", Options(dice="typed"), ["Ann"])
    typed.act("choose", "sequence")
    typed.act("roll", "3x")
    assert typed.feedback.text.startswith("Tapez les trois chiffres")
    assert CATALOGUE.missing_keys() == set() and CATALOGUE.format_errors() == set()


def test_simili_english_refusals_are_unchanged():
    s = SimiliSession.start("table", Options(variant="classic", seed=11), ["Ann", "Bob"])
    s.act("roll")
    assert s.feedback.text == "Ann: Choose a category (Sequence, Matching or Ladder) before the roll."
    s.act("choose", "ladder")
    s.act("choose", "sequence")
    s.act("roll")
    s.act("free")
    assert s.feedback.text == "You have no free book: Bonus II gives one after five Sequences of 3 or more."


def test_simili_setup_and_daily_render_in_french(french):
    import datetime as dt

    from similarium.core.storage import MemoryStore, Repository
    from similarium.ui.simili.controller import SimiliController

    c = SimiliController(Repository(MemoryStore()), lambda: dt.date(2026, 11, 22), lambda: 777)
    pages = []
    for mode in ("solo", "table", "daily"):
        c.open(mode, {})
        pages.append(c.render())
    assert CATALOGUE.missing_keys() == set() and CATALOGUE.format_errors() == set()
    page = "".join(pages)
    assert "Nouvelle partie de SIMILI" in page and "Joueur 1" in page


def test_simili_default_names_and_the_setup_links_in_french(french):
    import datetime as dt

    from similarium.core.storage import MemoryStore, Repository
    from similarium.ui.simili.controller import SimiliController

    c = SimiliController(Repository(MemoryStore()), lambda: dt.date(2026, 11, 22), lambda: 777)
    c.open("solo", {})
    assert '<a href="#/how/simili" data-testid="howto-link">Comment jouer</a>' in c.render()
    c.act("start", "", {"variant": "classic", "dice": "seeded", "seed": ""})
    assert c.session.players == ["Joueur 1"]
    c.open("table", {"seed": "12"})
    assert c.session.players == ["Joueur 1", "Joueur 2"]
    c.open("daily", {})
    assert c.session.players == ["Joueur 1"]
    assert SimiliSession.start("solo", Options(seed=4)).players == ["Joueur 1"]
    page = simili_render.render_session(*c.session.shown())
    assert "XXX/YYYY" in page and "Player" not in page


def test_simili_a_dead_space_is_refused_in_words(french):
    from similarium.core.refusals import refusal_text
    from similarium.games.simili.messages import illegal
    from similarium.ui.simili import session  # noqa: F401  (SIMILI's wording of its refusals)

    err = illegal("simili.breaks_row", digit=5, category="Sequence", row=2, allowed="nothing")
    text = refusal_text(err)
    assert text == ("Un 5 à cet endroit empêcherait de compléter la ligne 2 en Séquence\u00a0: "
                    "plus aucun chiffre ne peut aller dans cette case.")
    CATALOGUE.set_language("en")
    assert refusal_text(err).endswith("no digit can go into that space any more.")


def test_sb_key_names_in_french(french):
    enter = sb_render._action_button("Mettre de côté", "set-aside", None, key="Enter")
    assert 'title="Entrée"' in enter and 'aria-keyshortcuts="Enter"' in enter
    escape = sb_render._action_button("Effacer", "clear", None, key="Escape")
    assert 'title="Échap"' in escape and 'aria-keyshortcuts="Escape"' in escape
    assert 'title="R"' in sb_render._action_button("Lancer", "roll", None, key="R")
