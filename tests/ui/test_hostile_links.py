"""Issue 26, item 6: a hostile share link never raises in any game's page. Every registered
game's page is opened on the host (a MemoryStore) with links whose values are 5,000 digits,
negative, Unicode digits, empty or far too long: no exception, no failure banner, a refusal
said (catalogue text, short), nothing written, and a game in progress stays as it was."""

from __future__ import annotations

import datetime as dt

import pytest

from similarium.core.i18n import set_language
from similarium.core.storage import MemoryStore, Repository
from similarium.games import registry

DAY = dt.date(2026, 11, 24)
NOW = dt.datetime(2026, 11, 24, 10, 0, tzinfo=dt.UTC)
BIG = "9" * 5000
NUMBERS = [BIG, "-" + BIG, "-1", "-3", "٣", "²", "", " ", "1e3", "0x10", "3\u200b", "x" * 5000]
CHOICES = [BIG, "-1", "٣", "", "x" * 5000]
TOO_LONG = [BIG, "x" * 5000]

# What each game's links read besides ``seed`` (a number), by mode: numbers, choices, names.
LINKS: dict[str, dict[str, dict[str, list[str]]]] = {
    "simili": {"solo": {"variant": CHOICES, "dice": CHOICES},
               "table": {"variant": CHOICES, "dice": CHOICES, "players": TOO_LONG}},
    "sb": {"solo": {"bot": CHOICES, "name": TOO_LONG},
           "table": {"seats": CHOICES, "names": [f"{v},Bob" for v in TOO_LONG]}},  # one name a seat
    "similo": {mode: {"rules": CHOICES, "characters": CHOICES, "clues": CHOICES} for mode in ("guess", "give")}
    | {"table": {"rules": CHOICES, "characters": CHOICES, "clues": CHOICES, "giver": TOO_LONG,
                 "guessers": TOO_LONG}},
    "similis": {"solo": {"bots": NUMBERS, "level": CHOICES, "name": TOO_LONG},
                "table": {"seats": CHOICES, "names": [f"{v},Bob,Cy" for v in TOO_LONG]}},
}



def declared(game: str) -> dict[str, dict[str, list[str]]]:
    """The cases of a game not listed above (a new game, the tests' samples): each play mode of its
    registry line, each option its page declares (``LINK``) given the hostile choices."""
    entry = registry.get(game)
    return {mode: {name: CHOICES for name in entry.load_page().LINK} for mode in entry.modes if mode != "daily"}


LINKS |= {g.id: declared(g.id) for g in registry.with_page() if g.id not in LINKS}


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def page(game: str, store: MemoryStore):
    seeds = iter(range(777, 10_000))
    return registry.get(game).load_page()(Repository(store, now=lambda: NOW), lambda: DAY, lambda: next(seeds))


def contents(store: MemoryStore) -> dict[str, str | None]:
    return {k: store.get(k) for k in store.keys()}


def cases() -> list[tuple[str, str, dict[str, str]]]:
    out = []
    for game, modes in LINKS.items():
        for mode, params in modes.items():
            out += [(game, mode, {"seed": v}) for v in NUMBERS]
            out += [(game, mode, {"seed": "5", name: v}) for name, values in params.items() for v in values]
    return out


def test_every_game_with_a_page_is_covered():
    assert {g.id for g in registry.playable() if g.has_page} == set(LINKS)
    for game, modes in LINKS.items():
        assert set(modes) == set(registry.get(game).modes) - {"daily"}


@pytest.mark.parametrize("game", sorted(LINKS))
def test_a_hostile_link_is_refused_in_words_and_changes_nothing(game):
    for g, mode, query in cases():
        if g != game:
            continue
        store = MemoryStore()
        c = page(game, store)
        c.open(mode, query)  # never raises
        where = (mode, {k: v[:12] for k, v in query.items()})
        assert c.failure == "", where
        assert c.setup_error, where  # a refusal said
        assert len(c.setup_error) < 200 and BIG[:60] not in c.setup_error, (where, c.setup_error)
        assert c.session is None and c.view == "setup", where
        assert contents(store) == {}, where  # nothing written
        assert c.render(), where  # the setup shows it


@pytest.mark.parametrize("game", sorted(LINKS))
def test_over_a_game_in_progress_the_refusal_is_said_and_the_game_kept(game):
    mode = next(iter(LINKS[game]))
    store = MemoryStore()
    c = page(game, store)
    c.open(mode, {"seed": "5"})
    assert c.session is not None
    c.save()
    before = contents(store)
    for name, values in {"seed": NUMBERS, **LINKS[game][mode]}.items():
        for value in values:
            again = page(game, store)
            again.open(mode, {"seed": "5", name: value} if name != "seed" else {"seed": value})
            assert again.failure == "" and again.setup_error, (name, value[:12])
            assert again.session is not None and again.session.feedback.text == again.setup_error
            assert contents(store) == before, (name, value[:12])


def test_the_refusal_is_in_the_players_language():
    set_language("fr")
    c = page("similis", MemoryStore())
    c.open("solo", {"seed": "5", "bots": BIG})
    assert c.failure == "" and "nombre entier" in c.setup_error
    c.open("solo", {"seed": BIG})
    assert c.failure == "" and "graine" in c.setup_error


def test_a_link_with_an_option_the_page_does_not_read_is_refused_naming_it():
    """``#/similo/guess?seed=5&deck=animals`` (the option is ``characters``): no game dealt from
    the default deck as if the link had been read, the option named with those a link can have."""
    for game, modes in LINKS.items():
        for mode in modes:
            store = MemoryStore()
            c = page(game, store)
            c.open(mode, {"seed": "5", "deck": "animals"})
            assert c.session is None and c.view == "setup" and contents(store) == {}, (game, mode)
            assert "“deck”" in c.setup_error and "seed" in c.setup_error, c.setup_error
            assert all(name in c.setup_error for name in modes[mode]), (game, mode, c.setup_error)
            offered = c.setup_error.rsplit(": ", 1)[-1].rstrip(".").split(", ")
            assert offered[0] == "seed" and not {"vc", "fast", "setup"} & set(offered), offered  # not the page's own
            assert c.setup_seed == 5 and 'value="5"' in c.render(), (game, mode)  # the link's seed kept in the form
            c.open(mode, {"seed": "5"})
            assert c.setup_error == "" and c.session is not None, (game, mode)
    set_language("fr")
    c = page("similo", MemoryStore())
    c.open("guess", {"seed": "5", "deck": "animals"})
    assert "«\u00a0deck\u00a0»" in c.setup_error and "characters" in c.setup_error


def test_every_option_a_page_reads_from_its_link_is_one_it_declares():
    """Each option the controllers read from a link (``query.get("x")``, ``link_choice(query, "x"``,
    ``"x" in query``) is declared (``LINK``, the challenge's, or every page's): a new option not
    declared would refuse its own links."""
    import re
    from pathlib import Path

    from similarium.ui.opening import LINK_OPTIONS
    from similarium.ui.protocolpage import ProtocolPage

    read = re.compile(r'query\.get\("(\w+)"|query\["(\w+)"\]|"(\w+)" in query|link_\w+\(query, "(\w+)"')
    for game in LINKS:
        cls = registry.get(game).load_page()
        source = Path(__import__(cls.__module__, fromlist=["_"]).__file__).read_text()
        names = {next(g for g in m.groups() if g) for m in read.finditer(source)}
        for listed in re.findall(r"for k in \(([^)]*)\) if k in query", source):
            names |= set(re.findall(r'"(\w+)"', listed))
        if not names:  # a page made of its rules reads its link's options from them (ui.protocolpage)
            assert issubclass(cls, ProtocolPage) and cls.LINK == tuple(o.name for o in cls.RULES.options), game
            continue
        assert names <= {*LINK_OPTIONS, *cls.CHALLENGE, *cls.LINK}, (game, names - {*LINK_OPTIONS, *cls.LINK})
        assert set().union(*LINKS[game].values()) <= {*cls.CHALLENGE, *cls.LINK}, game
