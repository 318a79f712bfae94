"""Every seat's page shows only what the rules let that seat see.

Random positions of every game with a page (seeded random play through the protocol) are
rendered as each human seat sees them, and the HTML is searched for what that seat may not
see. What a seat may see is stated here from the rule texts, not taken from the games' own
``observation`` or ``resample`` (which could share a mistake with the page):

- Similis (S9): its own hand, the market, the laid cards, the banned cards seen going under
  the pile, a gift's card only if it gave or got it, a drawn card only if it drew it; the
  public view (no one person at the device) no hand, gift or drawn card at all.
- Similo: everybody sees the grid and the clues; the giver its hand and the secret; nobody
  the draw pile; a guesser not the hand, nor which card is the secret while the game lasts
  (its page is the same whichever remaining card is the secret), but for what the AI giver
  tells of a clue once that clue's round is over.
- SIMILI and SB: everything but the seed, which decides every future roll: the daily's page
  is the same whatever the seed (the seed itself is shown on purpose outside the daily, for
  the replay link).
"""

from __future__ import annotations

import datetime as dt
import random
import re
from dataclasses import replace

import pytest

from similarium.core.i18n import CATALOGUE
from similarium.core.protocol import Information
from similarium.games import registry

DAY = dt.date(2026, 3, 14)
POSITIONS = 12  # random positions per game (each rendered for every seat)


@pytest.fixture(autouse=True)
def english():
    CATALOGUE.set_language("en")
    yield
    CATALOGUE.set_language("en")


def random_play(state, rng: random.Random, steps: int):
    """``state`` after up to ``steps`` random legal moves (fewer if the game ends)."""
    for _ in range(steps):
        turn = state.turn()
        if turn.over:
            break
        seat = rng.choice(turn.seats)
        legal = state.legal_moves(seat)
        if not legal:
            continue
        state = state.apply(seat, rng.choice(legal))
    return state


def shows(html: str, token: str) -> bool:
    """``token`` appears in ``html`` as a whole word (not inside a longer id or name)."""
    return re.search(rf"(?<![\w-]){re.escape(token)}(?![\w-])", html) is not None


# --- Similis ----------------------------------------------------------------------------

def similis_may_see(game, seat: int | None) -> set[str]:
    """Card ids ``seat`` may see (``None``: the public view), from S9."""
    ids = {c.id for c in game.market} | {c.id for c in game.laid}
    if game.bottom_known:
        ids |= {c.id for c in game.pile[len(game.pile) - game.bottom_known:]}
    if seat is not None:
        ids |= {c.id for c in game.hands[seat]}
    for e in game.history:
        if e.kind in ("lay", "bottom", "turned"):
            ids |= {c.id for c in e.cards} | ({e.market.id} if e.market else set())
        elif e.kind == "gift" and seat is not None and seat in (e.seat, e.to):
            ids |= {c.id for c in e.cards}
        elif e.kind == "draw" and seat is not None and seat == e.seat:
            ids |= {c.id for c in e.cards}
    return ids


def similis_leaks(state, seat: int | None, html: str) -> list[str]:
    from similarium.ui.similis.session import card_text

    g = state.game
    every = {c for hand in g.hands for c in hand} | set(g.pile) | set(g.market) | set(g.laid)
    allowed = similis_may_see(g, seat)
    return [f"{c.id} ({card_text(c)})" for c in every if c.id not in allowed
            and (shows(html, c.id) or card_text(c) in html)]


def similis_views(seed: int, rng: random.Random):
    from similarium.games.similis.protocol import RULES
    from similarium.ui.similis.render import render_session
    from similarium.ui.similis.session import Session

    n = rng.randint(3, 6)
    players = [f"P{i}" for i in range(n)]
    options = {"banned": rng.choice(["off", "on"])}
    state = random_play(RULES.new(options, seed, tuple(players)), rng, rng.randint(0, 60))
    for seat in range(n):  # the one person at the device, at ``seat``, against bots
        kinds = ["random"] * n
        kinds[seat] = "human"
        s = Session.start("solo", players, kinds, seed, options)
        s.state = state
        assert s.viewer() == seat
        yield f"seat {seat}", similis_leaks(state, seat, render_session(s.view(), s.ui()))
    if not state.game.over:  # two people at the table, a bot to move: nobody's hand shown
        kinds = ["random"] * n
        people = [q for q in range(n) if q != state.game.to_move][:2]
        for q in people:
            kinds[q] = "human"
        s = Session.start("table", players, kinds, seed, options)
        s.state = state
        assert s.viewer() is None
        yield "public", similis_leaks(state, None, render_session(s.view(), s.ui()))


# --- Similo -----------------------------------------------------------------------------

def similo_leaks(state, seat: int, html: str) -> list[str]:
    from similarium.games.similo import decks

    g = state.game
    cards = decks.cards()
    allowed = set(g.grid) | {c.card for c in g.clues} | (set(g.hand) if seat == 0 else set())
    hidden = (set(g.hand) | set(g.draw_pile)) - allowed
    return [c for c in hidden if shows(html, c) or cards[c].art in html]


def similo_views(seed: int, rng: random.Random):
    from similarium.games.similo.protocol import RULES
    from similarium.ui.similo import render
    from similarium.ui.similo.session import Session, default_options

    n = rng.randint(2, 5)
    players = [f"P{i}" for i in range(n)]
    options = {**default_options(), **{o.name: rng.choice(o.choices) for o in RULES.options}}
    state = random_play(RULES.new(options, seed, tuple(players)), rng, rng.randint(0, 14))
    g = state.game
    asked = set(range(1, len(g.clues) + 1))  # every clue's meaning asked for, more than the page allows
    # a human giver never explains its clues; the AI giver does, once the clue's round is over
    told = {n for n in asked if n < len(g.clues) or g.phase != "remove"}
    for giver, meanings, may_differ in (("human", asked, set()), ("ai", set(), set()), ("ai", asked, told)):
        s = Session.start("table", players, [giver] + ["human"] * (n - 1), seed, options)
        s.state, s.meanings = state, set(meanings)
        for seat, viewer in ((0, render.GIVER_VIEW), *((q, render.GUESSERS_VIEW) for q in range(1, n))):
            html = render.render_session(*s.shown(viewer))
            leaks = similo_leaks(state, seat, html)
            if seat and not g.over:  # which remaining card is the secret: not on a guesser's page
                page = without_meanings(html, may_differ)
                for other in g.remaining:
                    s.state = replace(state, game=replace(g, secret=other))
                    if without_meanings(render.render_session(*s.shown(viewer)), may_differ) != page:
                        leaks.append(f"the secret ({g.secret} and {other} draw different pages)")
                        break
                s.state = state
            yield f"{giver} giver, meanings asked {sorted(meanings)}, seat {seat}", leaks


def without_meanings(html: str, clues: set[int]) -> str:
    """``html`` without the told meaning of the clues numbered in ``clues`` (1-based)."""
    parts = re.split(r'(?=<li[^>]*data-testid="clue")', html)
    return "".join(re.sub(r'<p class="meaning"[^>]*>.*?</p>', "", part) if i in clues else part
                   for i, part in enumerate(parts))


# --- SIMILI and SB: the seed -------------------------------------------------------------

def simili_views(seed: int, rng: random.Random):
    from similarium.games.simili.game import SEEDED, Options
    from similarium.ui.simili.render import render_session
    from similarium.ui.simili.session import Session

    s = Session.start("daily", Options(rng.choice(["classic", "modern"]), SEEDED, seed), ["You"], day=DAY)
    s.state = random_play(s.state, rng, rng.randint(0, 60))
    html = render_session(*s.shown())
    other = (seed + 1) % 2**32
    t = s.state.table
    s.state = replace(s.state, seed=other, table=replace(t, options=replace(t.options, seed=other)))
    yield "seat 0", ([] if render_session(*s.shown()) == html else ["the seed (another seed draws another page)"])


def sb_views(seed: int, rng: random.Random):
    from similarium.ui.sb.render import render_session
    from similarium.ui.sb.session import Session

    s = Session.start("daily", ["You"], ["human"], seed, day=DAY)
    s.state = random_play(s.state, rng, rng.randint(0, 25))
    html = render_session(*s.shown())
    s.state = replace(s.state, seed=(seed + 1) % 2**32)
    yield "seat 0", ([] if render_session(*s.shown()) == html else ["the seed (another seed draws another page)"])


VIEWS = {"similis": similis_views, "similo": similo_views, "simili": simili_views, "sb": sb_views}


def test_every_game_with_a_page_is_checked():
    """Each game with a page has its views checked here, or declares perfect information (every
    seat sees the whole table: there is nothing for a view to leak)."""
    unchecked = {g.id for g in registry.with_page()} - set(VIEWS)
    hidden = sorted(gid for gid in unchecked
                    if registry.get(gid).load_rules().facts.information is not Information.PERFECT)
    assert not hidden, f"games with hidden information and no views checked: {hidden}"


@pytest.mark.parametrize("game", sorted(VIEWS))
def test_no_seat_is_shown_what_it_may_not_see(game):
    assert game in {g.id for g in registry.with_page()}
    seen = 0
    for i in range(POSITIONS):
        seed = 1000 * i + 17
        rng = random.Random(f"{game}-{seed}")
        for who, leaks in VIEWS[game](seed, rng):
            assert not leaks, f"{game}, seed {seed}, {who}: shown {', '.join(sorted(leaks))}"
            seen += 1
    assert seen >= POSITIONS
