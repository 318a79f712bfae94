"""French everywhere, end to end: a whole game of SIMILI Classic, of SIMILI Modern and of SB in a
French browser, clicked through like a player, with no English left on the screen.

At every step (menus, "How to play", the setup form, each choice / roll / booking / confirmation,
the hints and the advice, a refused action and its rule reason, the end screen, the match panel
and the move log) :func:`english.assert_french` collects what the page shows or says (text,
``title``, ``aria-label``, ``alt``, ``placeholder``) and fails on any word that only the English
catalogue has. The games are scripted on the host core (same seed), so every click is legal
unless it is a refusal on purpose; every wait is on a condition of the page.
"""

from __future__ import annotations

from english import assert_french
from similarium.games.simili.combos import CATEGORIES
from similarium.games.simili.game import BOOK, Book, Choose, Confirm, Game, Options, Roll
from test_sb import choose as sb_choose
from test_sb import host_game as sb_host_game
from test_simili import click_move

SB_ROOT = '[data-testid="sb"]'


# --- SIMILI --------------------------------------------------------------------------------------

def _greedy_round(g: Game, category: str) -> tuple[list, Game]:
    """Choose ``category``, roll, book greedily (free books too), confirm: the moves and the game."""
    moves: list = []

    def do(m):
        nonlocal g
        g = g.apply(m)
        moves.append(m)

    do(Choose(category))
    do(Roll())
    assert g.phase == BOOK
    while True:
        books = g.legal_books()
        regular = [b for b in books if not b.free]
        started = [b for b in regular if any(x is not None for x in g.sheet.rows(b.category)[b.row])]
        pick = (started or regular or [b for b in books if b.free] or [None])[0]
        if pick is None:
            break
        do(pick)
    do(Confirm())
    return moves, g


def scripted_simili(variant: str, seed: int) -> tuple[list, Game]:
    """Every round: the category whose greedy bookings score most (the host knows the roll)."""
    g = Game.new(Options(variant=variant, seed=seed))
    moves: list = []
    while not g.finished:
        best = max((_greedy_round(g, c) for c in CATEGORIES), key=lambda mg: mg[1].total)
        moves += best[0]
        g = best[1]
    return moves, g


def simili_click(page, move) -> None:
    """One move by clicking (``test_simili.click_move``), which the page must not refuse."""
    click_move(page, move)
    code = page.get_attribute('[data-testid="feedback"]', "data-code")
    assert code in (None, ""), (move, code, page.text_content('[data-testid="feedback"]'))


def feedback_code(page) -> str | None:
    return page.get_attribute('[data-testid="feedback"]', "data-code")


def open_simili_setup(page, boot) -> None:
    """Home, the SIMILI solo setup, its "How to play" page and back: all in French."""
    boot(page, "/#/")
    assert_french(page, "on the home page")
    page.click('[data-testid="simili-solo"]')
    page.wait_for_selector('[data-testid="setup"]')
    assert_french(page, "on the SIMILI setup")
    page.click('[data-testid="howto-link"]')
    page.wait_for_selector('[data-testid="howto"][data-game="simili"]')
    assert_french(page, "on How to play SIMILI")
    page.click('[data-testid="howto-play"]')
    page.wait_for_selector('[data-testid="setup"]')


def play_simili(page, variant: str, seed: int) -> Game:
    moves, final = scripted_simili(variant, seed)
    page.check(f'input[data-field="variant"][value="{variant}"]')
    page.fill('[data-testid="seed-input"]', str(seed))
    assert_french(page, f"on the SIMILI setup, {variant} chosen")
    page.click('[data-testid="start"]')
    page.wait_for_selector('[data-testid="simili"]')
    assert_french(page, "at the start of the game")
    if page.locator('[data-testid="walkthrough-dismiss"]').count():
        page.click('[data-testid="walkthrough-dismiss"]')
        page.wait_for_selector('[data-testid="walkthrough-dismiss"]', state="detached")

    # refused before anything: roll before a category is circled
    page.keyboard.press("r")
    assert feedback_code(page) == "simili.choose_first"
    assert_french(page, "after a roll before the category (refused)")

    # the hint before the first roll: odds by category
    page.click('[data-testid="hint"]')
    page.wait_for_selector('[data-testid="odds-sequence"]', timeout=30_000)
    assert_french(page, "with the category hint")

    refused = hinted = False
    for i, move in enumerate(moves):
        simili_click(page, move)
        assert_french(page, f"after move {i + 1} {move}")
        if isinstance(move, Roll) and not refused:
            # a booking into a category that is not the round's: refused with the rule's reason
            other = next(c for c in CATEGORIES if c != moves[i - 1].category)
            page.click('[data-testid="bank-digit"] >> nth=0')
            page.click(f'[data-testid="space"][data-cat="{other}"][data-row="0"][data-space="0"]')
            assert feedback_code(page) == "simili.wrong_category"
            assert_french(page, "after a booking in the wrong category (refused)")
            page.keyboard.press("Escape")  # unselect: the scripted bookings start from nothing
            assert page.locator('[data-testid="bank-digit"][aria-pressed="true"]').count() == 0
            refused = True
        if isinstance(move, Roll) and not hinted and len([m for m in moves[:i] if isinstance(m, Roll)]) == 2:
            page.click('[data-testid="hint"]')
            page.wait_for_selector('[data-testid="hint-books"]', timeout=30_000)
            assert_french(page, "with the booking hint")
            hinted = True
        if isinstance(move, Book) and move.free:
            assert_french(page, "after a free booking")
    assert refused and hinted
    page.wait_for_selector('[data-testid="summary"]')
    assert int(page.text_content('[data-testid="score"]')) == final.total
    assert page.locator('[data-testid="log"] li').count() == 10
    assert page.locator('[data-testid="solo-record"]').count() == 1  # solo: no match table (issue 30)
    assert_french(page, "on the end screen")
    return final


def test_a_whole_simili_classic_game_in_french(new_page, boot):
    page = new_page(locale="fr-FR")
    open_simili_setup(page, boot)
    final = play_simili(page, "classic", 500)  # a lost game, with a free booking (Bonus II)
    assert not final.won and final.free_used
    # the next game and the table setup are French too
    page.click('[data-testid="next-game"]')
    page.wait_for_selector('[data-testid="choose-sequence"]')
    assert_french(page, "at the start of the next game")
    page.click('[data-testid="choose-ladder"]')
    page.click('[data-testid="new-game"]')  # the setup, filled in; the game is kept (issue 30)
    page.wait_for_selector('[data-testid="setup"]')
    assert_french(page, "on the setup opened from a game in progress")
    page.click('[data-testid="start"]')  # leaving the game asks first
    page.wait_for_selector('[data-testid="slot-choice"][data-choice="progress"]')
    assert_french(page, "asked before leaving a game")
    page.click('[data-testid="link-replace"]')
    page.wait_for_selector('[data-testid="choose-sequence"]')
    boot(page, "/#/simili/table")
    assert_french(page, "on the SIMILI table setup")
    page.fill('[data-testid="players"]', "Ann")
    page.click('[data-testid="start"]')
    assert page.locator('[data-testid="setup"] [data-testid="feedback"]').count() == 1
    assert_french(page, "after a table of one (refused)")


def test_a_whole_simili_modern_game_in_french(new_page, boot):
    page = new_page(locale="fr-FR")
    open_simili_setup(page, boot)
    final = play_simili(page, "modern", 718)  # a won game, with a free booking (Bonus II-A)
    assert final.won and final.free_used
    assert page.locator('[data-testid="bonus-iib"]').count() == 1


# --- SB ---------------------------------------------------------------------------------------------

def sb_state(page) -> dict:
    return page.evaluate("""() => {
        const root = document.querySelector('[data-testid=sb]');
        const stop = document.querySelector('[data-testid=stop]');
        return {
            kind: root && root.dataset.turnKind, phase: root && root.dataset.phase,
            dice: [...document.querySelectorAll('[data-testid=die]')].map(b => [b.dataset.kind, +b.dataset.face]),
            canStop: !!stop && stop.getAttribute('aria-disabled') !== 'true',
            scores: [...document.querySelectorAll('[data-testid=player-score]')].map(e => +e.textContent),
        };
    }""")


def wait_human_or_over(page) -> None:
    page.wait_for_function("() => { const r = document.querySelector('[data-testid=sb]');"
                           " return r && r.dataset.turnKind !== 'bot'; }", timeout=60_000)


def test_a_whole_sb_game_against_a_bot_in_french(new_page, boot):
    page = new_page(locale="fr-FR")
    boot(page, "/#/")
    page.click('[data-testid="sb-play"]')
    page.wait_for_selector('[data-testid="sb-menu"]')
    assert_french(page, "on the SB menu")
    page.click('[data-testid="howto-link"]')
    page.wait_for_selector('[data-testid="howto"][data-game="sb"]')
    assert_french(page, "on How to play SB")
    page.click('[data-testid="howto-play"]')
    page.wait_for_selector('[data-testid="sb-menu"]')
    page.click('[data-testid="sb-table"]')
    page.wait_for_selector('[data-testid="setup"]')
    assert_french(page, "on the SB table setup")
    page.go_back()
    page.wait_for_selector('[data-testid="sb-menu"]')
    page.click('[data-testid="sb-archive"]')
    page.wait_for_selector('[data-testid="archive-day"]')
    assert_french(page, "on the SB archive")
    page.go_back()
    page.wait_for_selector('[data-testid="sb-menu"]')
    page.click('[data-testid="sb-solo"]')
    page.wait_for_selector('[data-testid="setup"]')
    assert_french(page, "on the SB solo setup")
    # bots move without a pause from here on (the same setup form, with ?fast=1)
    page.go_back()
    page.wait_for_selector('[data-testid="sb-menu"]')
    boot(page, "/#/sb/solo?fast=1")
    page.wait_for_selector('[data-testid="setup"]')
    seed = 2024
    name = page.input_value('[data-testid="name-0"]')
    page.fill('[data-testid="seed-input"]', str(seed))
    page.select_option('[data-testid="kind-1"]', "steady")
    bot_name = page.locator('[data-testid="kind-1"] option:checked').text_content()
    assert_french(page, "on the SB solo setup, filled in")
    page.click('[data-testid="start"]')
    page.wait_for_selector(SB_ROOT)
    assert_french(page, "at the start of the SB game")
    if page.locator('[data-testid="walkthrough-dismiss"]').count():
        page.click('[data-testid="walkthrough-dismiss"]')
        page.wait_for_selector('[data-testid="walkthrough-dismiss"]', state="detached")

    # refused: stop before anything is set aside
    wait_human_or_over(page)
    page.click('[data-testid="roll"]')
    assert_french(page, "after the first roll")
    page.keyboard.press("s")
    assert feedback_code(page) == "sb.set_aside_first"
    assert_french(page, "after a stop before setting aside (refused)")
    st = sb_state(page)
    single = next((i + 1 for i, (k, v) in enumerate(st["dice"])
                   if k == "base" and sum(1 for d in st["dice"] if d == ["base", v]) == 1), None)
    if single is not None:  # a single Base die: the selection line says why not, then the click
        page.click(f'[data-testid="die"][data-pos="{single}"]')
        assert page.get_attribute('[data-testid="selection"]', "data-legal") == "false"
        assert_french(page, "with a single Base die selected")
        # the button is aria-disabled (not disabled): a click on it says why
        page.click('[data-testid="set-aside"]', force=True)
        assert feedback_code(page) == "sb.group_of_two"
        assert_french(page, "after setting a single Base die aside (refused)")
        page.click(f'[data-testid="die"][data-pos="{single}"]')  # unselect it
        assert page.locator('[data-testid="die"][aria-pressed="true"]').count() == 0
    # the advice panel: the options of this roll, then (after a set-aside) roll again versus stop
    page.click('[data-testid="advice"]')
    page.wait_for_selector('[data-testid="advice-option"]', timeout=30_000)
    assert_french(page, "with the advice on the roll")

    steps = 0
    advice_on = True
    while True:
        wait_human_or_over(page)
        st = sb_state(page)
        if st["kind"] == "over":
            break
        what, pos = sb_choose([tuple(d) for d in st["dice"]], st["canStop"], st["phase"])
        for p in pos:
            page.click(f'[data-testid="die"][data-pos="{p}"]')
        if pos:
            assert page.get_attribute('[data-testid="selection"]', "data-legal") == "true"
            assert_french(page, f"with dice selected, step {steps}")
        page.click(f'[data-testid="{what}"]')
        steps += 1
        assert feedback_code(page) in (None, ""), page.text_content('[data-testid="feedback"]')
        if advice_on and what == "set-aside":
            page.wait_for_selector('[data-testid="advice-roll"]', timeout=30_000)
            assert_french(page, "with the advice after a set-aside")
            page.click('[data-testid="advice"]')  # hidden again: the rest of the game goes faster
            advice_on = False
        assert_french(page, f"after {what}, step {steps}")
    final = sb_host_game(seed, name, "Bot")
    assert sb_state(page)["scores"] == list(final.scores)
    assert page.locator('[data-testid="log-turn"]').count() == len(final.history)
    assert page.locator('[data-testid="match-row"]').count() == 2
    assert bot_name
    assert_french(page, "on the SB end screen")
