"""Similis in French, end to end: no English left on the screen (issue 10).

A French browser (``locale="fr-FR"``) plays whole games of Similis by clicking, like a player:
from the home page through the Similis menu, its "How to play" page and the setup form to the
end screen of a solo game against bots (with the match panel), refused actions on the way (each
with its rule's reason: not a series, a draw while a series is possible, nothing to take back, a
card to give first); then a table game of two people and a bot, passing the device behind the
privacy screen, the bot "thinking" and its moves in the log; then the daily to its share text.
At every step :func:`english.assert_french` collects what is seen (text, titles, labels, alt
texts, placeholders) and fails on any word only the English catalogue has.

Every game is played in lockstep with the same session on the host (same seed, same bots), as in
``test_similis.py``, whose helpers are reused.
"""

from __future__ import annotations

import datetime as dt
import re

from english import assert_french
from similarium.core.rng import daily_seed
from similarium.games.similis.rules import GIFT
from similarium.games.similis.series import can_lay, shared
from similarium.ui.similis.session import Session, best_level
from test_similis import (
    card,
    choose,
    first_opponent,
    grid_text,
    host_bots,
    host_session,
    ids,
    state,
    wait_turn,
)

ROOT = '[data-testid="similis"]'
NB = "\u00a0"


def fr_page(new_page):
    return new_page(locale="fr-FR")


def wait_french_turn(page, h: Session, where: str) -> None:
    """The host's bots move, the page reaches the same point, and it is all French."""
    host_bots(h)
    wait_turn(page, h.to_move)
    assert_french(page, where)


def step_fr(page, h: Session, where: str) -> str:
    """One step of the person to move (a series, a gift or a draw), by clicking, checked against
    the host and in French before, while selecting, and after."""
    seat = h.to_move
    hand, market, banned = h.hand(seat), list(h.game.market), h.game.banned
    st = state(page)
    assert st["toMove"] == str(seat) and st["viewer"] == str(seat)
    assert st["hand"] == ids(hand) and st["market"] == ids(market)
    assert st["phase"] == h.game.phase
    if h.game.phase == GIFT:
        gift, to = hand[0], first_opponent(seat, len(h.players))
        page.click(f'[data-testid="hand-card"][data-card="{gift.id}"]')
        assert state(page)["picked"] == [gift.id]
        assert_french(page, f"{where}: a card to give chosen")
        page.click(f'[data-testid="give"][data-arg="{to}"]')
        assert state(page)["code"] is None
        h.act("pick", gift.id)
        assert h.act("give", str(to)), h.feedback
        return "gift"
    possible = can_lay([card(c) for c in st["hand"]], [card(c) for c in st["market"]], banned)
    assert st["draw"] == (not possible)
    pick = choose(hand, market, banned)
    if pick is None:
        assert page.is_visible('[data-testid="draw-help"]')
        page.click('[data-testid="draw"]')
        assert state(page)["code"] is None
        assert h.act("draw"), h.feedback
        return "draw"
    for c in pick.cards:
        page.click(f'[data-testid="hand-card"][data-card="{c.id}"]')
        h.act("pick", c.id)
    if pick.market is not None:
        page.click(f'[data-testid="market-card"][data-card="{pick.market.id}"]')
        h.act("market", pick.market.id)
    st = state(page)
    assert st["series"] == "true", st["why"]
    assert_french(page, f"{where}: a series selected")
    page.click('[data-testid="lay"]')
    assert state(page)["code"] is None
    assert h.act("lay"), h.feedback
    if h.game.phase == GIFT and not h.finished:
        page.wait_for_selector('[data-testid="give"]')
        assert_french(page, f"{where}: the gift prompt")
    return "lay"


def play_to_end_fr(page, h: Session, where: str, before_step=None) -> list[str]:
    steps = []
    while True:
        wait_french_turn(page, h, f"{where}, step {len(steps) + 1}")
        if h.finished:
            break
        if before_step is not None:
            before_step(page, h)
        steps.append(step_fr(page, h, f"{where}, step {len(steps) + 1}"))
    page.wait_for_selector('[data-testid="over"]')
    return steps


def refusals(page, h: Session) -> list[str]:
    """Refused actions at the start of the person's turn, each with its reason, in French;
    the selection is left empty and nothing is played (the host does not move)."""
    codes = []
    hand, market = h.hand(0), list(h.game.market)
    st = state(page)
    assert st["series"] == "false" and st["picked"] == []
    # two cards sharing fewer than 3 attributes: not a series, and why, before and after "lay"
    a, b = next((x, y) for i, x in enumerate(hand) for y in hand[i + 1:] if len(shared([x, y])) < 3)
    page.click(f'[data-testid="hand-card"][data-card="{a.id}"]')
    page.click(f'[data-testid="hand-card"][data-card="{b.id}"]')
    assert state(page)["series"] == "false"
    assert_french(page, "two cards that are not a series")
    page.click('[data-testid="lay"]')
    st = state(page)
    assert (st["code"], st["role"]) == ("similis.not_a_series", "alert"), st
    assert "Attributs communs" in st["feedback"], st["feedback"]
    assert_french(page, "refused: not a series")
    codes.append(st["code"])
    # five cards: a series is 2, 3 or 4 cards
    for c in [c for c in hand if c not in (a, b)][:3]:
        page.click(f'[data-testid="hand-card"][data-card="{c.id}"]')
    assert "2, 3 ou 4 cartes" in state(page)["why"]
    assert_french(page, "five cards selected")
    page.click('[data-testid="clear"]')
    assert state(page)["picked"] == []
    # two market cards: the second replaces the first (an information line)
    page.click(f'[data-testid="market-card"][data-card="{market[0].id}"]')
    page.click(f'[data-testid="market-card"][data-card="{market[1].id}"]')
    assert state(page)["picked"] == [market[1].id]
    assert_french(page, "a second market card")
    page.click('[data-testid="clear"]')
    if can_lay(hand, market, h.game.banned):
        # D while a series is possible: refused, with an example series (cards named, not ids)
        page.keyboard.press("d")
        st = state(page)
        assert st["code"] == "similis.draw_while_series", st
        assert not re.search(r"\d-[a-z]+-[a-z]+-[a-z]+", st["feedback"]), st["feedback"]
        assert_french(page, "refused: a draw while a series is possible")
        codes.append(st["code"])
    page.keyboard.press("u")
    assert state(page)["code"] == "similis.undo.nothing"
    assert_french(page, "refused: nothing to take back")
    codes.append("similis.undo.nothing")
    st = state(page)
    assert st["hand"] == ids(hand) and st["picked"] == [] and st["toMove"] == "0"
    return codes


def gift_refusals(page, h: Session) -> None:
    """In the gift phase: giving without a card, and drawing, are refused (in French)."""
    page.keyboard.press("Enter")
    assert state(page)["code"] == "similis.gift.need_card"
    assert_french(page, "refused: no card chosen to give")
    page.keyboard.press("d")
    assert state(page)["code"] == "similis.give_first"
    assert_french(page, "refused: give first")


# --- 1. from the home page to the end of a solo match ---------------------------------------

def game_seed(page) -> int:
    text = page.text_content('[data-testid="seed"]')
    assert re.fullmatch(r"Graine \d+", text), text
    return int(text.split()[1])


def test_a_whole_solo_match_in_french(new_page, boot):
    page = fr_page(new_page)
    boot(page, "/#/")
    assert_french(page, "home")
    page.click('[data-testid="similis-play"]')
    page.wait_for_selector('[data-testid="similis-menu"]')
    assert_french(page, "the Similis menu")

    # "How to play" from the game's menu
    page.click('[data-testid="howto-link"]')
    page.wait_for_function("() => location.hash === '#/how/similis'")
    page.wait_for_selector('[data-testid="similis-menu"]', state="detached")
    assert "Similis" in page.inner_text("#app")
    assert_french(page, "How to play Similis")
    page.go_back()
    page.wait_for_selector('[data-testid="similis-menu"]')

    # the setup form (with fast bots: the same form, reached with ?fast=1)
    page.click('[data-testid="similis-solo"]')
    page.wait_for_selector('[data-testid="setup"]')
    assert_french(page, "solo setup")
    page.evaluate("() => { location.hash = '#/similis/solo?fast=1'; }")
    page.wait_for_function("() => location.hash === '#/similis/solo?fast=1'")
    page.wait_for_selector('[data-testid="setup"]')
    seed = 24  # the person lays series of 2 and 3 (then gives), draws once, and wins
    page.fill('[data-testid="seed-input"]', str(seed))
    page.select_option('[data-testid="bots"]', "2")
    page.select_option('[data-testid="level"]', "greedy")
    assert page.input_value('[data-testid="name-0"]') == "Vous"
    assert_french(page, "solo setup, filled")
    page.click('[data-testid="start"]')
    page.wait_for_selector(ROOT)
    names, kinds = ["Vous", "Pie", "Pie 2"], ["human", "greedy", "greedy"]
    h = host_session("solo", names, kinds, seed)
    wait_french_turn(page, h, "the first turn")
    assert game_seed(page) == seed and "À vous de jouer" in page.text_content('[data-testid="turn"]')

    codes = refusals(page, h)
    assert codes == ["similis.not_a_series", "similis.draw_while_series", "similis.undo.nothing"]

    gifts_refused = []

    def before(page, h: Session) -> None:
        if h.game.phase == GIFT and not gifts_refused:
            gift_refusals(page, h)
            gifts_refused.append(True)

    steps = play_to_end_fr(page, h, "solo game 1", before_step=before)
    assert {"draw", "lay", "gift"} <= set(steps) and gifts_refused, steps
    # the end screen: the result, the points of the game, the match panel, the log
    assert h.game.winner == 0
    assert page.text_content('[data-testid="result"]') == f"Vous avez posé toutes vos cartes{NB}: partie gagnée{NB}!"
    assert [int(x) for x in page.locator('[data-testid="game-score"]').all_text_contents()] \
        == list(h.game.scores())
    assert page.locator('[data-testid="log-line"]').count() > 0
    text = page.inner_text(ROOT)
    assert "Points de cette partie" in text and "Le match · 1 partie" in text
    assert_french(page, "the end of solo game 1")

    # the match goes on, game after game ("Partie suivante"), until a total passes 50
    games = 1
    while "Le match est terminé" not in page.text_content('[data-testid="match-verdict"]'):
        assert games < 40
        page.click('[data-testid="next-game"]')
        page.wait_for_selector('[data-testid="over"]', state="detached")
        games += 1
        h = host_session("solo", names, kinds, game_seed(page))
        play_to_end_fr(page, h, f"solo game {games}")
        assert [int(x) for x in page.locator('[data-testid="game-score"]').all_text_contents()] \
            == list(h.game.scores())
        assert f"Le match · {games} parties" in page.text_content('[data-testid="match"] h3')
        assert_french(page, f"the end of solo game {games}")
    assert max(int(x) for x in page.locator('[data-testid="match-total"]').all_text_contents()) > 50
    assert_french(page, "the end of the match")


# --- 2. a table game: two people pass the device, a bot thinks aloud --------------------------

def test_a_table_game_in_french_passing_the_device(new_page, boot):
    page = fr_page(new_page)
    boot(page, "/#/similis")
    page.click('[data-testid="similis-table"]')
    page.wait_for_selector('[data-testid="setup"]')
    assert_french(page, "table setup")
    page.click('[data-testid="seat-add"]')
    page.wait_for_selector('[data-testid="name-3"]')
    assert_french(page, "table setup, four seats")
    page.click('[data-testid="seat-remove"]')
    page.wait_for_selector('[data-testid="name-3"]', state="detached")
    assert page.input_value('[data-testid="name-0"]') == "Joueur 1"
    assert page.input_value('[data-testid="kind-2"]') == "greedy"
    seed = 2  # Anne lays a series of 3 and gives a card first
    names = ["Anne", "Bruno", "Pie"]
    page.fill('[data-testid="name-0"]', names[0])
    page.fill('[data-testid="name-1"]', names[1])
    page.fill('[data-testid="seed-input"]', str(seed))
    assert_french(page, "table setup, filled")
    page.click('[data-testid="start"]')
    h = host_session("table", names, ["human", "human", "greedy"], seed)
    covers, thinking = [], []

    def covered_then_reveal(page, h: Session) -> None:
        seat = h.to_move
        if covers and covers[-1] == seat and h.game.phase == GIFT:
            return  # the same person goes on giving: no cover in the middle of a turn
        cover = page.locator('[data-testid="privacy-screen"]')
        cover.wait_for()
        assert cover.get_attribute("data-seat") == str(seat) and names[seat] in cover.text_content()
        assert_french(page, f"the privacy screen before {names[seat]}")
        page.click('[data-testid="reveal"]')
        page.wait_for_selector(ROOT)
        assert state(page)["viewer"] == str(seat)
        assert f"Main — {names[seat]}" in page.text_content(".hand-box h3")
        assert_french(page, f"{names[seat]}'s view")
        covers.append(seat)

    def bot_thinks(page) -> None:
        """The bot's turn (it waits before each move): its "thinking" line, if still there."""
        seen = page.wait_for_function(
            """() => { const t = document.querySelector('[data-testid=bot-thinking]');
                       if (t) return t.textContent;
                       return document.querySelector('[data-testid=privacy-screen], [data-testid=over]')
                           ? '' : null; }""").json_value()
        if seen:
            assert seen == "Pie réfléchit…", seen
            assert_french(page, "a bot thinking")
            thinking.append(seen)

    steps = []
    while True:
        if h.bot_turn:
            bot_thinks(page)
        wait_french_turn(page, h, f"table, step {len(steps) + 1}")
        if h.finished:
            break
        covered_then_reveal(page, h)
        steps.append(step_fr(page, h, f"table, step {len(steps) + 1}"))
    page.wait_for_selector('[data-testid="over"]')
    assert covers[:3] == [0, 1, 0], covers  # Anne, Bruno, then (after the bot) Anne again
    assert "gift" in steps and thinking
    assert page.locator('[data-testid="privacy-screen"]').count() == 0
    assert [int(x) for x in page.locator('[data-testid="game-score"]').all_text_contents()] \
        == list(h.game.scores())
    assert page.locator('[data-testid="log-line"][data-kind="lay"]').count() > 0
    assert_french(page, "the end of the table game")


# --- 3. the daily, to its share text; the archive ------------------------------------------------

def test_the_daily_in_french_to_its_share_text(new_page, boot):
    page = fr_page(new_page)
    boot(page, "/#/similis/daily?fast=1")
    page.wait_for_selector(ROOT)
    day = dt.date.fromisoformat(page.evaluate(
        "() => { const d = new Date(); return new Date(d.getTime() - d.getTimezoneOffset() * 60000)"
        ".toISOString().slice(0, 10); }"))
    header = page.text_content(".game-bar")
    assert day.strftime("%d/%m/%Y") in header or str(day.day) in header, header
    names, kinds = ["Vous", "Sphinx", "Sphinx 2", "Sphinx 3"], ["human"] + [best_level()] * 3
    h = host_session("daily", names, kinds, daily_seed("similis", day), day=day)
    play_to_end_fr(page, h, "the daily")
    share, _, link = page.text_content('[data-testid="share-text"]').rpartition("\n")
    assert "/#/r?g=similis&" in link  # the last line: the result's link (issue 29)
    if 0 in h.game.winners():
        n = h.human_turns(0)
        expected = f"Similis {day.isoformat()} ✓ {n} tour{'s' if n > 1 else ''}"
    else:
        n = h.game.scores()[0]
        expected = f"Similis {day.isoformat()} ✗ {n} carte{'s' if n > 1 else ''} restante{'s' if n > 1 else ''}"
    expected += grid_text(h)
    assert share == expected
    assert_french(page, "the end of the daily")

    # opened again: the day is done, in French
    page.goto("about:blank")
    boot(page, "/#/similis/daily?fast=1")
    page.wait_for_selector('[data-testid="daily-done"]')
    assert page.text_content('[data-testid="share-text"]') == f"{expected}\n{link}"
    assert_french(page, "the daily, already played")
    page.click('[data-testid="similis-archive"], a[href="#/similis/archive"]')
    page.wait_for_selector('[data-testid="archive-day"]')
    assert_french(page, "the archive")
