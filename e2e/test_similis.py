"""Similis end to end in Chromium: a whole solo game against bots by clicking and the match carried
across reloads, refused actions with their reasons and the keyboard, the draw button only when no
series is possible, table play behind the privacy screen, the banned-card variant, and the daily
played to its share text. Every game is played in lockstep with the same session on the host
(same seed, same bots), so the page's hands, market and scores are checked at each step. The
guard of every page fails a test on any outside request or console error."""

from __future__ import annotations

import datetime as dt
import re

from similarium.core.rng import daily_seed
from similarium.core.share import squares
from similarium.games.similis.bots import cards_left
from similarium.games.similis.cards import Card
from similarium.games.similis.rules import GIFT, Game
from similarium.games.similis.series import Series, can_lay, series_options, shared
from similarium.ui.similis.controller import solo_seats, turn_levels
from similarium.ui.similis.session import Session, best_level

READY = "document.documentElement.dataset.boot === 'ready'"
ROOT = '[data-testid="similis"]'
SOLO_NAMES = ["You", "Magpie", "Magpie 2"]
SOLO_KINDS = ["human", "greedy", "greedy"]


# --- the host side: cards from ids, the scripted person's policy, the same session --------------

def card(cid: str) -> Card:
    """``number-symbol-colour-background`` (the page's data-card) as a Card."""
    number, symbol, colour, background = cid.split("-")
    return Card(int(number), symbol, colour, background)


def ids(cards) -> list[str]:
    return [c.id for c in cards]


def choose(hand: list[Card], market: list[Card], banned) -> Series | None:
    """The scripted person: the series leaving the fewest cards (then more gifts); None: draw."""
    options = series_options(hand, market, banned)
    if not options:
        return None
    return min(options, key=lambda s: (cards_left(len(hand), s), -s.gifts))


def first_opponent(seat: int, players: int) -> int:
    return next(q for q in range(players) if q != seat)


def host_session(mode: str, players: list[str], kinds: list[str], seed: int, banned: bool = False,
                 day: dt.date | None = None) -> Session:
    return Session.start(mode, players, kinds, seed, {"banned": "on" if banned else "off"}, day=day)


def host_bots(h: Session) -> None:
    """The host's bots play until a person is to move (or the game is over)."""
    while h.bot_turn:
        assert h.bot_step()


# --- reading and waiting on the page ----------------------------------------------------------

def grid_text(h: Session) -> str:
    """The share text's squares for the host's game: a square a turn of seat 0, rows of 10."""
    levels = turn_levels(h)
    return "".join("\n" + squares(levels[i:i + 10]) for i in range(0, len(levels), 10))


def state(page) -> dict:
    return page.evaluate("""() => {
        const r = document.querySelector('[data-testid=similis]');
        const cards = sel => [...document.querySelectorAll(sel)].map(e => e.dataset.card);
        const fb = document.querySelector('[data-testid=feedback]');
        const sel = document.querySelector('[data-testid=selection]');
        const cover = document.querySelector('[data-testid=privacy-screen]');
        return {
            phase: r ? r.dataset.phase : null, toMove: r ? r.dataset.toMove : null,
            viewer: r ? r.dataset.viewer : null,
            hand: cards('[data-testid=hand-card]'), market: cards('[data-testid=market-card]'),
            picked: cards('[data-testid=hand-card][aria-pressed=true], [data-testid=market-card][aria-pressed=true]'),
            draw: !!document.querySelector('[data-testid=draw]'),
            gives: [...document.querySelectorAll('[data-testid=give]')].map(b => b.dataset.arg),
            code: fb ? (fb.dataset.code || null) : null, role: fb ? fb.getAttribute('role') : null,
            feedback: fb ? fb.textContent.trim() : null,
            series: sel ? sel.dataset.series : null, why: sel ? sel.textContent.trim() : null,
            cover: cover ? cover.dataset.seat : null,
            sizes: [...document.querySelectorAll('[data-testid=player]')].map(e => +e.dataset.cards),
            totals: [...document.querySelectorAll('[data-testid=player] .total')].map(e => e.textContent.trim()),
        };
    }""")


def wait_turn(page, seat: int | None, timeout: float = 30_000) -> None:
    """Until no bot step is pending and *seat* is to move (None: the game is over); a person's
    turn behind the privacy screen counts too."""
    page.wait_for_function(
        """seat => {
            if (document.querySelector('[data-autostep]')) return false;
            const cover = document.querySelector('[data-testid=privacy-screen]');
            if (cover) return seat !== null && cover.dataset.seat === String(seat);
            const r = document.querySelector('[data-testid=similis]');
            if (!r) return false;
            return seat === null ? r.dataset.phase === 'over' : r.dataset.toMove === String(seat);
        }""", arg=seat, timeout=timeout)


def wait_host(page, h: Session) -> None:
    """The host's bots move, then the page must reach the same point."""
    host_bots(h)
    wait_turn(page, h.to_move)


def click_card(page, testid: str, cid: str) -> None:
    page.click(f'[data-testid="{testid}"][data-card="{cid}"]')


def check_quiet(page) -> None:
    st = state(page)
    assert st["code"] is None, (st["code"], st["feedback"])


def step(page, h: Session) -> str:
    """One step of the person to move, in the page (by clicking) and on the host alike: a
    series (with the market card), a gift, or the draw. Checks the page against the host first,
    and that the draw button is there exactly when no series is possible."""
    seat = h.to_move
    hand, market, banned = h.hand(seat), list(h.game.market), h.game.banned
    st = state(page)
    assert st["toMove"] == str(seat) and st["viewer"] == str(seat)
    assert st["hand"] == ids(hand), "the page's hand is not the host's"
    assert st["market"] == ids(market), "the page's market is not the host's"
    assert st["phase"] == h.game.phase
    assert st["sizes"] == list(h.game.hand_sizes)
    if banned is not None:
        assert not any(c in banned for c in map(card, st["market"])), st["market"]
    if h.game.phase == GIFT:
        assert st["gives"] == [str(q) for q in range(len(h.players)) if q != seat]
        assert not st["draw"]
        gift, to = hand[0], first_opponent(seat, len(h.players))
        click_card(page, "hand-card", gift.id)
        assert state(page)["picked"] == [gift.id]
        page.click(f'[data-testid="give"][data-arg="{to}"]')
        check_quiet(page)
        h.act("pick", gift.id)
        assert h.act("give", str(to)), h.feedback
        return "gift"
    # the cards as the page shows them, not the host's: the draw is offered only without any series
    possible = can_lay([card(c) for c in st["hand"]], [card(c) for c in st["market"]], banned)
    assert st["draw"] == (not possible), (st["draw"], possible)
    pick = choose(hand, market, banned)
    if pick is None:
        page.click('[data-testid="draw"]')
        check_quiet(page)
        assert h.act("draw"), h.feedback
        return "draw"
    for c in pick.cards:
        click_card(page, "hand-card", c.id)
        h.act("pick", c.id)
    if pick.market is not None:
        click_card(page, "market-card", pick.market.id)
        h.act("market", pick.market.id)
    st = state(page)
    assert st["series"] == "true", st["why"]
    assert sorted(st["picked"]) == sorted(ids(pick.cards) + ([pick.market.id] if pick.market else []))
    page.click('[data-testid="lay"]')
    check_quiet(page)
    assert h.act("lay"), h.feedback
    return "lay"


def play_to_end(page, h: Session, before_step=None) -> list[str]:
    """Lockstep until the game is over; returns the person's steps."""
    steps = []
    while True:
        wait_host(page, h)
        if h.finished:
            break
        if before_step is not None:
            before_step(page, h)
        steps.append(step(page, h))
    page.wait_for_selector('[data-testid="over"]')
    return steps


def match_totals(page) -> list[int]:
    return [int(x) for x in page.locator('[data-testid="match-total"]').all_text_contents()]


# --- 1. a whole solo game, the match across reloads ---------------------------------------------

def test_whole_solo_games_and_the_match_carried_across_reloads(page, boot, guard):
    seeds = (10, 6)  # the person draws twice in the first (the draw button shows), wins the second
    hosts = [host_session("solo", SOLO_NAMES, SOLO_KINDS, s) for s in seeds]
    boot(page, f"/#/similis/solo?seed={seeds[0]}&bots=2&level=greedy&fast=1")
    assert page.text_content('[data-testid="seed"]') == f"Seed {seeds[0]}"
    steps = play_to_end(page, hosts[0])
    assert steps.count("draw") == 2 and "lay" in steps  # both buttons were exercised
    first = list(hosts[0].game.scores())
    assert [int(x) for x in page.locator('[data-testid="game-score"]').all_text_contents()] == first
    assert state(page)["phase"] == "over" and state(page)["totals"] == [f"Σ {x}" for x in first]
    assert page.is_visible('[data-testid="match"]')
    assert match_totals(page) == first
    assert "1 game" in page.text_content('[data-testid="match"] h3')
    assert page.url.endswith("#/similis/solo?fast=1")  # the seed left the URL with the game

    # reload after the game: its save is gone, the match stays (shown with the setup)
    page.reload()
    page.wait_for_function(READY)
    page.wait_for_selector('[data-testid="setup"]')
    assert match_totals(page) == first
    assert "1 game" in page.text_content('[data-testid="match"] h3')

    # the second game of the match, from a link with the same line-up
    page.evaluate(f"() => {{ location.hash = '#/similis/solo?seed={seeds[1]}&bots=2&level=greedy&fast=1'; }}")
    page.wait_for_selector(ROOT)
    h = hosts[1]
    for _ in range(2):  # two turns of the person, then reload mid-game
        wait_host(page, h)
        step(page, h)
        while h.to_move == 0 and h.game.phase == GIFT:
            step(page, h)  # the gifts of the series
    assert not h.finished
    wait_host(page, h)
    before = state(page)
    assert before["totals"] == [f"Σ {x}" for x in first]  # the match so far, in the players strip
    assert before["hand"] == ids(h.hand(0)) and len(before["hand"]) < 10
    page.reload()
    page.wait_for_function(READY)
    wait_turn(page, 0)
    after = state(page)
    for key in ("hand", "market", "sizes", "totals", "phase", "toMove"):
        assert after[key] == before[key], key
    assert page.text_content('[data-testid="seed"]') == f"Seed {seeds[1]}"

    play_to_end(page, h)
    second = list(h.game.scores())
    both = [a + b for a, b in zip(first, second, strict=True)]
    assert [int(x) for x in page.locator('[data-testid="game-score"]').all_text_contents()] == second
    assert match_totals(page) == both
    assert "2 game" in page.text_content('[data-testid="match"] h3')
    assert max(both) <= 50 and "50" in page.text_content('[data-testid="match-verdict"]')

    # "Next game": a third game in the same match, its totals in the players strip
    page.click('[data-testid="next-game"]')
    wait_turn(page, 0)
    st = state(page)
    assert st["phase"] == "play" and len(st["hand"]) == 10 and len(st["market"]) == 3
    assert st["totals"] == [f"Σ {x}" for x in both]
    assert page.locator('[data-testid="over"]').count() == 0
    assert not guard.external and not guard.console_errors and not guard.page_errors


# --- 2. refused actions with their reasons, the keyboard ----------------------------------------

def test_refused_actions_say_why_and_the_keyboard_plays(page, boot):
    seed = 24
    h = host_session("solo", SOLO_NAMES, SOLO_KINDS, seed)
    boot(page, f"/#/similis/solo?seed={seed}&bots=2&level=greedy&fast=1")
    wait_host(page, h)
    hand, market = h.hand(0), list(h.game.market)
    st = state(page)
    assert st["hand"] == ids(hand) and st["market"] == ids(market)
    assert st["series"] == "false" and "Select cards" in st["why"]
    assert can_lay(hand, market) and not st["draw"]  # a series is possible: no draw button

    # two cards that share fewer than 3 attributes: not a series, and why, before laying
    a, b = next((x, y) for i, x in enumerate(hand) for y in hand[i + 1:] if len(shared([x, y])) < 3)
    click_card(page, "hand-card", a.id)
    click_card(page, "hand-card", b.id)
    h.act("pick", a.id)
    h.act("pick", b.id)
    expected_ok, expected_why = h.selection_status()
    st = state(page)
    assert not expected_ok and st["series"] == "false"
    assert st["why"] == expected_why and "needs 3 attribute(s)" in st["why"], st["why"]
    page.click('[data-testid="lay"]')
    st = state(page)
    assert (st["code"], st["role"]) == ("similis.not_a_series", "alert")
    assert st["feedback"] == expected_why
    assert st["hand"] == ids(hand) and st["phase"] == "play" and st["toMove"] == "0"  # nothing laid
    assert sorted(st["picked"]) == sorted([a.id, b.id])  # the selection stays, to be changed

    # five cards: a series is 2, 3 or 4 cards
    for c in [c for c in hand if c not in (a, b)][:3]:
        click_card(page, "hand-card", c.id)
    st = state(page)
    assert len(st["picked"]) == 5 and st["series"] == "false" and "2, 3 or 4 cards" in st["why"], st["why"]

    # Esc clears; D (draw) while a series is possible is refused with an example series
    page.keyboard.press("Escape")
    assert state(page)["picked"] == []
    h.act("clear")
    page.keyboard.press("d")
    st = state(page)
    assert (st["code"], st["role"]) == ("similis.draw_while_series", "alert") and st["feedback"]
    assert st["hand"] == ids(hand) and state(page)["sizes"] == [10, 10, 10]
    page.keyboard.press("u")
    assert state(page)["code"] == "similis.undo.nothing"

    # a series by keys: 1-9/0 for the hand, Q W E for the market; U takes the last card back
    pick = choose(hand, market, None)
    extra = next(c for c in hand if c not in pick.cards)
    for c in (*pick.cards, extra):
        page.keyboard.press(str((hand.index(c) + 1) % 10))
    page.keyboard.press("u")
    if pick.market is not None:
        page.keyboard.press("qwe"[market.index(pick.market)])
    st = state(page)
    assert sorted(st["picked"]) == sorted(ids(pick.cards) + ([pick.market.id] if pick.market else []))
    assert st["series"] == "true" and "A series of" in st["why"]
    page.keyboard.press("Enter")
    check_quiet(page)
    for c in pick.cards:
        h.act("pick", c.id)
    if pick.market is not None:
        h.act("market", pick.market.id)
    assert h.act("lay")
    st = state(page)
    assert st["hand"] == ids(h.hand(0)) and len(st["hand"]) == 10 - len(pick.cards)
    if h.game.phase == GIFT:
        # Enter in the gift phase without a card chosen: refused; then a card and an opponent
        page.keyboard.press("Enter")
        assert state(page)["code"] == "similis.gift.need_card"
        page.keyboard.press("1")
        page.keyboard.press("d")  # no draw in the gift phase
        assert state(page)["code"] == "similis.give_first"
        page.click('[data-testid="give"] >> nth=0')
        check_quiet(page)
        h.act("pick", h.hand(0)[0].id)
        assert h.act("give", "1")
    # the bots answer; the game goes on from the same point as the host's
    wait_host(page, h)
    assert state(page)["hand"] == ids(h.hand(0))
    assert state(page)["market"] == ids(h.game.market)


# --- 3. table play behind the privacy screen -----------------------------------------------------

def test_table_privacy_screen_before_each_persons_turn(page, boot):
    seed = 2  # Ann lays a series of 3 and gives a card first
    names = ["Ann", "Bob", "Cy"]
    h = host_session("table", names, ["human", "human", "greedy"], seed)
    boot(page, f"/#/similis/table?seed={seed}&seats=human,human,greedy&names=Ann,Bob,Cy&fast=1")
    covers = []

    def covered_then_reveal(page, h: Session) -> None:
        seat = h.to_move
        if covers and covers[-1] == seat and h.game.phase == GIFT:
            return  # the same person goes on giving: no cover in the middle of a turn
        cover = page.locator('[data-testid="privacy-screen"]')
        cover.wait_for()
        assert cover.get_attribute("data-seat") == str(seat) and names[seat] in cover.text_content()
        html = page.inner_html("#app")
        assert page.locator('[data-testid="hand"], [data-testid="hand-card"], '
                            '[data-testid="market-card"]').count() == 0
        hidden = [c.id for q in (0, 1) for c in h.hand(q) if c.id in html]  # the people's hands
        assert not hidden, f"cards in the page behind {names[seat]}'s cover: {hidden}"
        assert not [c.id for c in h.game.market if c.id in html]  # nothing of the view at all
        page.keyboard.press("1")  # game keys do nothing under the cover
        page.keyboard.press("d")
        assert state(page)["cover"] == str(seat)
        page.click('[data-testid="reveal"]')
        st = state(page)
        assert st["cover"] is None and st["viewer"] == str(seat)
        assert st["hand"] == ids(h.hand(seat))
        assert f"{names[seat]}'s hand" in page.text_content(".hand-box h3")
        covers.append(seat)

    wait_host(page, h)
    assert h.to_move == 0
    ann = ids(h.hand(0))
    steps = play_to_end(page, h, before_step=covered_then_reveal)
    assert covers[:3] == [0, 1, 0], covers  # Ann, Bob, then (after Cy the bot) Ann again
    assert "gift" in steps and len(set(covers)) == 2
    assert page.locator('[data-testid="privacy-screen"]').count() == 0  # the end is for all to see
    assert [int(x) for x in page.locator('[data-testid="game-score"]').all_text_contents()] \
        == list(h.game.scores())
    assert ann  # Ann's first hand was checked hidden above


# --- 4. the banned-card variant ----------------------------------------------------------------

def test_banned_variant_keeps_banned_cards_out(page, boot):
    seed = 19
    game = Game.deal(3, seed, banned=True)
    banned = game.banned
    held = [c for c in game.hands[0] if c in banned]
    assert held, "seat 0 should hold a banned card in this deal"
    h = host_session("solo", SOLO_NAMES, SOLO_KINDS, seed, banned=True)
    assert h.game.banned == banned
    boot(page, f"/#/similis/solo?seed={seed}&bots=2&level=greedy&banned=on&fast=1")
    wait_host(page, h)
    text = page.text_content('[data-testid="banned"]')
    assert banned.symbol in text and banned.colour in text
    st = state(page)
    assert held[0].id in st["hand"]
    # a banned card selected: the reason, before anything is laid; with another card too
    click_card(page, "hand-card", held[0].id)
    st = state(page)
    assert st["series"] == "false" and "is banned" in st["why"], st["why"]
    partner = next(c for c in h.hand(0) if c not in banned and len(shared([c, held[0]])) >= 3) \
        if any(c not in banned and len(shared([c, held[0]])) >= 3 for c in h.hand(0)) else h.hand(0)[0]
    click_card(page, "hand-card", partner.id)
    st = state(page)
    assert st["series"] == "false" and "is banned" in st["why"], st["why"]
    page.click('[data-testid="lay"]')
    st = state(page)
    assert st["code"] == "similis.banned_in_series" and "is banned" in st["feedback"]
    assert st["hand"] == ids(h.hand(0))
    page.keyboard.press("Escape")

    seen_markets = []

    def no_banned_in_market(page, h: Session) -> None:
        market = state(page)["market"]
        seen_markets.append(market)
        assert not [c for c in market if card(c) in banned], market

    steps = play_to_end(page, h, before_step=no_banned_in_market)
    assert "draw" in steps and len(seen_markets) >= 3
    final = state(page)["market"]
    assert not [c for c in final if card(c) in banned]
    assert [int(x) for x in page.locator('[data-testid="game-score"]').all_text_contents()] \
        == list(h.game.scores())


# --- 5. the daily, played to its share text -------------------------------------------------------

def test_daily_played_to_the_end_gives_its_share_text(page, boot):
    boot(page, "/#/similis/daily?fast=1")
    page.wait_for_selector(ROOT)
    header = page.text_content(".game-bar")
    day = dt.date.fromisoformat(re.search(r"\d{4}-\d{2}-\d{2}", header).group(0))
    assert abs((day - dt.date.today()).days) <= 1  # the browser's today
    names, kinds = solo_seats("You", 3, best_level())  # the daily's bots: the best level there is
    h = host_session("daily", names, kinds, daily_seed("similis", day), day=day)
    play_to_end(page, h)
    assert page.locator('[data-testid="next-game"]').count() == 0  # one attempt a day
    share, _, link = page.text_content('[data-testid="share-text"]').rpartition("\n")
    assert "/#/r?g=similis&" in link  # the last line: the result's link (issue 29)
    assert re.fullmatch(r"Similis \d{4}-\d{2}-\d{2} (✓ \d+ turns?|✗ \d+ cards? left)", share.split("\n")[0]), share
    if 0 in h.game.winners():
        n = h.human_turns(0)
        expected = f"Similis {day.isoformat()} ✓ {n} turn{'' if n == 1 else 's'}"
    else:
        n = h.game.scores()[0]
        expected = f"Similis {day.isoformat()} ✗ {n} card{'' if n == 1 else 's'} left"
    expected += grid_text(h)
    assert share == expected

    # opened again: the day is done, the same share text, no second attempt
    page.goto("about:blank")
    boot(page, "/#/similis/daily?fast=1")
    page.wait_for_selector('[data-testid="daily-done"]')
    assert page.text_content('[data-testid="share-text"]') == f"{expected}\n{link}"
    # the final table, read-only, and the way back
    final = page.locator('[data-testid="final-table"]')
    assert final.locator('[data-testid="over"]').count() == 1
    assert page.locator('[data-testid="lay"], [data-testid="next-game"]').count() == 0
    assert page.locator('[data-testid="back-menu"]').get_attribute("href") == "#/similis"
    assert page.locator('[data-testid="back-home"]').get_attribute("href") == "#/"


# --- issue 11: a phone, the live region -----------------------------------------------------------

def test_a_phone_shows_no_horizontal_scroll_and_the_live_region_says_the_bots_moves(new_page, boot):
    from a11y import too_wide

    long = "W" * 40
    for lang in ("en-US", "fr-FR"):
        page = new_page(viewport={"width": 390, "height": 800}, locale=lang)
        boot(page, f"/#/similis/solo?seed=8&bots=2&level=random&fast=1&name={long}")
        page.wait_for_selector('[data-testid="hand-card"]')
        assert not too_wide(page), too_wide(page)
        assert page.locator(".keys").count() == 0 or page.locator(".keys").first.is_hidden()
        assert page.locator("kbd.key").first.is_hidden()
        for b in page.locator('[data-testid="hand-card"], [data-testid="market-card"]').all():
            box = b.bounding_box()
            assert box["width"] >= 44 and box["height"] >= 44
        # arrow keys move within the hand
        page.focus('[data-testid="hand-card"] >> nth=0')
        page.keyboard.press("ArrowRight")
        assert page.evaluate("document.activeElement.dataset.testid") == "hand-card"
        assert page.evaluate("document.activeElement.dataset.card") != page.get_attribute(
            '[data-testid="hand-card"] >> nth=0', "data-card")
        # one move, then the bots': their moves in words in the live region
        h = host_session("solo", [long, "Rascal", "Rascal 2"], ["human", "random", "random"], 8)
        step(page, h)
        page.wait_for_function("() => document.querySelector('[data-testid=announce]').textContent.length > 0")
        live = page.locator('[data-testid="live"]')  # the page's one live region, outside the view
        assert live.get_attribute("role") == "status" and live.get_attribute("aria-live") == "polite"
        assert live.text_content() == page.text_content('[data-testid="announce"]').strip()
        assert not too_wide(page), too_wide(page)
