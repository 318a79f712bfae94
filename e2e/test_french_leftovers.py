"""No English left on the French pages issue 30 named (item 7), in Chromium: the SB daily begun
in English then shown in French ("You" as the player's name); a Similo game played in English
to its end, then the end screen switched to French (the record "AI clue giver, You", "You
removed…", the status lines made in English); SIMILI in French, where the category keys are the
French names' letters (I for Identiques, E for Échelle) and work."""

from __future__ import annotations

from english import assert_french
from test_similo import host_game, remove_by_clicking, root, safe_picks, wait_remove

EN = {"locale": "en-US"}
FR = {"locale": "fr-FR"}


def to_french(page) -> None:
    page.click('[data-testid="lang-fr"]')
    page.wait_for_function("() => document.documentElement.lang === 'fr'")


def test_the_sb_daily_begun_in_english_shows_no_english_in_french(new_page, boot):
    page = new_page(**EN)
    boot(page, "/#/sb/daily?fast=1")
    page.wait_for_selector('[data-testid="roll"]')
    to_french(page)
    page.wait_for_function("() => document.body.innerText.includes('Vous')")
    assert_french(page, "the SB daily begun in English")


def test_a_similo_end_screen_switched_to_french_has_no_english(new_page, boot):
    page = new_page(**EN)
    seed = 31
    secret = host_game(seed).secret
    boot(page, f"/#/similo/guess?seed={seed}&fast=1")
    rnd = 1
    while True:
        wait_remove(page, rnd)
        state = root(page)
        if state["phase"] == "over":
            break
        remove_by_clicking(page, safe_picks(page, secret, int(state["due"])))
        rnd += 1
    page.wait_for_selector('[data-testid="over"]')
    assert "You removed" in page.text_content('[data-testid="log"]')
    to_french(page)
    page.click('[data-testid="log"] summary')
    assert_french(page, "a Similo end screen switched to French (log open)")


def test_simili_in_french_takes_the_french_category_letters(new_page, boot):
    page = new_page(**FR)
    boot(page, "/#/simili/solo?seed=12")
    page.wait_for_selector('[data-testid="choose-sequence"]')
    page.locator("body").click(position={"x": 5, "y": 5})  # the page has the keyboard, no field
    assert page.text_content('[data-testid="choose-matching"] b') == "I"
    assert page.text_content('[data-testid="choose-ladder"] b') == "E"
    assert "(E)" in page.get_attribute('[data-testid="choose-ladder"]', "title")
    assert_french(page, "SIMILI with the French keys")
    saved = "() => localStorage.getItem('similarium/save/simili/solo') || ''"
    page.keyboard.press("i")
    page.wait_for_selector('.controls[data-stage="roll"]')
    assert "matching" in page.evaluate(saved)
    page.keyboard.press("u")  # the category is taken back before the roll
    page.wait_for_selector('.controls[data-stage="choose"]')
    page.keyboard.press("e")
    page.wait_for_selector('.controls[data-stage="roll"]')
    assert "ladder" in page.evaluate(saved)
