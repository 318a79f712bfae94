"""Similo in French from start to end, with no English left on the screen (issue 10).

In a French browser, two whole games clicked through like a player: the classic rules as the
guesser (the AI gives the clues), and the remove rules as the clue giver (AI guessers remove and
say why). At every step (menu, How to play, setup, each clue, each removal, the AI's belief and
reasons, what a clue meant, the move log, refused actions and their rule reasons, the end screen)
:func:`english.assert_french` collects what the page shows and fails on any word that only the
English catalogue has.
"""

from __future__ import annotations

from english import WORD, assert_french, english_only_words
from similarium.ui.similo.session import Session
from test_similo import cards_in, feedback, grid, root, wait_remove, wait_settled

ROOT = '[data-testid="similo"]'
FR = {"locale": "fr-FR"}
KEYS = "abcdefghijkl"


# --- the same deal on the host ------------------------------------------------------------

def host_game(seed: int, mode: str, options: dict):
    """The deal the page makes from *seed* (the players' names play no part in it)."""
    kinds = ["ai", "human"] if mode == "guess" else ["human", "ai"]
    return Session.start(mode, ["A", "B"], kinds, seed, options).game


# --- reading and waiting on the page: e2e/test_similo.py's, and -----------------------------

def hand(page) -> list[str]:
    return page.eval_on_selector_all('[data-testid="hand-card"]', "els => els.map(e => e.dataset.card)")


def refused(page, code: str, where: str) -> str:
    """The feedback line is an alert with rule *code*, in French; its text."""
    got, role, text = feedback(page)
    assert (got, role) == (code, "alert") and text, (got, role, text)
    assert_french(page, f"{where}: refusal {code}")
    return text


def check_with_log(page, where: str) -> None:
    """French with the move log opened too."""
    assert_french(page, where)
    if page.locator('[data-testid="log"]').count():
        if not page.evaluate("() => document.querySelector('[data-testid=log]').open"):
            page.click('[data-testid="log"] summary')
        page.wait_for_function("() => document.querySelector('[data-testid=log]').open")
        assert_french(page, f"{where} (move log)")


def assert_options_french(page) -> None:
    """The choices of the setup form's lists (not in the page's text until opened)."""
    words = english_only_words()
    for text in page.eval_on_selector_all("select option", "os => os.map(o => o.textContent)"):
        assert not {w.lower() for w in WORD.findall(text)} & words, text


def setup(page, rules: str, seed: int) -> None:
    page.wait_for_selector('[data-testid="setup"]')
    assert_french(page, "setup form")
    assert_options_french(page)
    page.select_option('[data-testid="opt-rules"]', rules)
    page.fill('[data-testid="seed-input"]', str(seed))
    assert_french(page, "setup form, filled")
    page.click('[data-testid="start"]')
    page.wait_for_selector(f'{ROOT}[data-rules="{rules}"]')


def over_screen(page, where: str) -> str:
    """The end screen in French, then a further action refused (the game is over) in French."""
    over = page.locator('[data-testid="over"]')
    over.wait_for()
    result = over.get_attribute("data-result")
    assert result in ("won", "lost")
    check_with_log(page, f"{where}: end screen ({result})")
    page.keyboard.press("a")  # any card: the game is over
    refused(page, "game.over", f"{where}: after the end")
    return result


# --- 1. the menu, How to play, and a whole classic game as the guesser -----------------------

def test_classic_rules_guessing_in_french_from_the_menu_to_the_end(new_page, boot):
    page = new_page(**FR)
    boot(page, "/")
    page.click('[data-testid="similo-play"]')
    page.wait_for_selector('[data-testid="similo-menu"]')
    assert_french(page, "Similo menu")

    page.click('[data-testid="howto-link"]')
    page.wait_for_selector('[data-testid="howto"][data-game="similo"]')
    assert_french(page, "How to play Similo")
    page.go_back()
    page.wait_for_selector('[data-testid="similo-menu"]')

    page.click('[data-testid="similo-guess"]')
    page.evaluate("() => { location.hash = '#/similo/guess?fast=1'; }")  # the AI without a pause
    seed = 4711
    game = host_game(seed, "guess", {"rules": "classic"})
    setup(page, "classic", seed)
    assert [c for c, _ in grid(page)] == list(game.grid)

    wait_remove(page, 1)
    assert_french(page, "round 1, the first clue")
    page.click('[data-testid="learning"]')  # learning mode: the trait words, each meaning after its round
    page.wait_for_selector('[data-testid="learning"][aria-pressed="true"]')
    assert_french(page, "round 1, learning mode")
    # refused: confirming with nothing selected, a second card in a round that removes one,
    # taking back with nothing selected, the AI's belief shown
    page.click('[data-testid="confirm"]')
    refused(page, "similo.pick.missing", "round 1")
    safe = [c for c in cards_in(page) if c != game.secret]
    page.click(f'[data-testid="grid-card"][data-card="{safe[0]}"]')
    assert_french(page, "round 1, one selected")
    page.click(f'[data-testid="grid-card"][data-card="{safe[1]}"]')
    refused(page, "similo.pick.full", "round 1")
    page.click('[data-testid="hint"]')
    page.wait_for_selector('[data-testid="belief"]')
    assert_french(page, "round 1, the AI's belief")
    page.click('[data-testid="confirm"]')

    for rnd, due in ((2, 2), (3, 3), (4, 4), (5, 1)):
        wait_remove(page, rnd)
        assert root(page)["due"] == str(due)
        check_with_log(page, f"round {rnd}, clue {rnd}")
        # a card already out, then what the last round's clue meant
        gone = next(i for i, (_, s) in enumerate(grid(page)) if s == "out")
        page.keyboard.press(KEYS[gone])  # a card out is disabled for the mouse; its key still asks
        # the rules refuse it (not on the table); the page says it is already out
        assert "déjà hors jeu" in refused(page, "similo.not_on_table", f"round {rnd}")
        page.click('[data-testid="ask-meaning"] >> nth=-1')
        page.wait_for_selector(f'[data-testid="clue"]:nth-child({rnd - 1}) [data-testid="meaning"]')
        assert_french(page, f"round {rnd}, what clue {rnd - 1} meant")
        for c in [c for c in cards_in(page) if c != game.secret][:due]:
            page.click(f'[data-testid="grid-card"][data-card="{c}"]')
            assert_french(page, f"round {rnd}, {c} selected")
        page.click('[data-testid="confirm"]')

    assert over_screen(page, "classic, guessing") == "won"
    assert page.locator('[data-testid="meaning"]').count() == 5


# --- 2. a whole game under the remove rules as the clue giver --------------------------------

def test_remove_rules_giving_clues_in_french_with_ai_guessers_to_the_end(new_page, boot):
    page = new_page(**FR)
    boot(page, "/#/similo/give")  # the AI guessers at their own pace: each removal is seen
    setup(page, "remove", 2723)
    assert root(page)["viewer"] == "giver"
    assert_french(page, "round 1, the giver's hand and the secret")

    # refused: confirming without a card, a vertical clue under the plain remove rules
    page.click('[data-testid="confirm"]')
    refused(page, "similo.play.need_card", "round 1")
    page.click('[data-testid="orient-vertical"]')
    refused(page, "similo.horizontal_only", "round 1")
    # the AI's suggestion
    page.click('[data-testid="suggest"]')
    page.wait_for_selector('[data-testid="suggestion"]')
    assert_french(page, "round 1, the AI's suggestion")

    out = 0
    for rnd, due in enumerate((1, 2, 3, 4, 1), 1):
        assert (root(page)["phase"], root(page)["round"]) == ("clue", str(rnd))
        card = hand(page)[0]
        page.click(f'[data-testid="hand-card"][data-card="{card}"]')
        assert_french(page, f"round {rnd}, a card chosen")
        if rnd == 2:
            page.click('[data-testid="confirm"]')
            refused(page, "similo.play.need_orientation", f"round {rnd}")
        page.click('[data-testid="orient-horizontal"]')
        assert_french(page, f"round {rnd}, ready to play")
        page.click('[data-testid="confirm"]')
        page.wait_for_selector('[data-testid="ai-thinking"]')
        assert_french(page, f"round {rnd}, the clue played, the AI guessers thinking")
        for k in range(out + 1, out + due + 1):  # each card the AI guessers remove, and why
            page.wait_for_function(
                """k => document.querySelectorAll('[data-testid=grid-card][data-state=out]').length >= k
                       || document.querySelector('[data-testid=over]')""", arg=k, timeout=30_000)
            if page.locator('[data-testid="over"]').count():
                break
            assert page.locator('[data-testid="reason"]').count() >= k  # (the next may follow at once)
            assert_french(page, f"round {rnd}, removal {k} and its reason")
        out += due
        wait_settled(page)
        check_with_log(page, f"round {rnd}, after the AI guessers removed")
        if root(page)["phase"] == "over":
            break
        if rnd == 1:  # the menu offers to resume the game; resumed, it goes on
            page.evaluate("() => { location.hash = '#/similo'; }")
            page.wait_for_selector('[data-testid="similo-menu"]')
            assert_french(page, "Similo menu with a game to resume")
            page.click('[data-testid="similo-give"]')
            page.wait_for_selector(f'{ROOT}[data-round="2"]')

    assert over_screen(page, "remove, giving clues") == "lost"  # this deal: the AI removes the secret in round 4
