"""A SIMILI table game (issue 30): every player's sheet can be seen, during the game on asking and
at the end. Before, only the
sheet of the seat the device last acted for was shown (another player's four Ladders were
invisible) and the players' chips kept their waiting mark "…" after the end."""

from __future__ import annotations


def play_to_the_end(page) -> None:
    """Ann circles Matching, Bob Sequence, every round; each books the bank's first digit where it
    can go, then confirms."""
    for _ in range(300):
        if page.locator('[data-testid="summary"]').count():
            return
        if page.locator('[data-testid="choose-ladder"]').count():
            bob = page.locator(".players li.active b").inner_text() == "Bob"
            page.click('[data-testid="choose-sequence"]' if bob else '[data-testid="choose-matching"]')
        elif page.locator('[data-testid="roll"]').count():
            page.click('[data-testid="roll"]')
            page.wait_for_selector('[data-testid="confirm"]')
        else:
            if page.locator('[data-testid="bank-digit"]').count():
                page.locator('[data-testid="bank-digit"]').first.click()
                if page.locator(".space.target").count():
                    page.locator(".space.target").first.click()
                    page.wait_for_selector(".space.fresh")
            page.click('[data-testid="confirm"]')
    raise AssertionError("the game did not end")


def test_every_players_sheet_is_seen_at_the_end_of_a_table_game(page, boot):
    boot(page, "/#/simili/table?seed=77&players=Ann,Bob&fast=1")
    page.click('[data-testid="choose-matching"]')  # Ann circles; Bob's turn, Ann's sheet on asking
    peek = page.locator('[data-testid="peek"]')
    assert peek.count() == 1 and peek.inner_text() == "Ann"
    peek.click()
    page.wait_for_selector('[data-testid="peek-sheet"]')
    assert page.text_content('[data-testid="peek-owner"]') == "Ann’s sheet: 0 points"
    assert page.locator('[data-testid="peek-sheet"] [data-action="book"]').count() == 0
    page.locator('[data-testid="peek"]').click()
    page.wait_for_selector('[data-testid="peek-sheet"]', state="detached")
    play_to_the_end(page)
    chips = page.locator('[data-testid="player"]').all_inner_texts()
    assert len(chips) == 2 and not any("…" in c for c in chips), chips  # nobody is waiting any more
    owner = page.text_content('[data-testid="sheet-owner"]')
    other = page.locator('[data-testid="sheet-of"]')
    assert other.count() == 1
    summary = other.locator("summary").inner_text()
    assert {owner.split("’")[0], summary.split("’")[0]} == {"Ann", "Bob"}, (owner, summary)
    assert not other.locator(".sheet").is_visible()  # closed until asked for
    other.locator("summary").focus()
    page.keyboard.press("Enter")  # opened from the keyboard too
    sheet = other.locator(".sheet")
    assert sheet.is_visible()
    # Bob circled Sequence every round, Ann Matching: each sheet shows its own booked digits
    booked = """(sheet, cat) => [...sheet.querySelectorAll(`.cat.${cat} button.space`)]
        .filter((b) => !b.querySelector('small') && /^[0-9]$/.test(b.textContent.trim())).length"""
    shown = page.locator('[data-testid="sheet"]').element_handle()
    bobs, anns = (sheet.element_handle(), shown) if summary.startswith("Bob") else (shown, sheet.element_handle())
    assert page.evaluate(booked.replace("(sheet, cat)", "([sheet, cat])"), [bobs, "sequence"]) > 0
    assert page.evaluate(booked.replace("(sheet, cat)", "([sheet, cat])"), [bobs, "matching"]) == 0
    assert page.evaluate(booked.replace("(sheet, cat)", "([sheet, cat])"), [anns, "matching"]) > 0
    assert page.evaluate(booked.replace("(sheet, cat)", "([sheet, cat])"), [anns, "sequence"]) == 0
    assert sheet.locator('[data-action="book"]').count() == 0  # another player's sheet is read only
