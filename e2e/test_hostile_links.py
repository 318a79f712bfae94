"""Issue 26, items 6 and 7 in the browser: the hostile link of the report (5,000 digits of bots)
shows its refusal on the setup, not the "could not be opened" banner; a pasted U+2028 in the
names box starts a new name, and an invisible name is refused in words."""

from __future__ import annotations


def test_a_link_with_5000_digits_of_bots_is_refused_in_words(page, boot):
    boot(page, "/#/similis/solo?seed=5&bots=" + "9" * 5000)
    assert page.locator('[data-testid="action-error"]').count() == 0
    refusal = page.text_content('[data-testid="setup"] [data-testid="feedback"]')
    assert "bots" in refusal and "2 to 5" in refusal and len(refusal) < 200


def test_the_names_box_splits_on_a_pasted_line_separator_and_refuses_an_invisible_name(page, boot):
    boot(page, "/#/simili/table")
    page.fill('[data-testid="players"]', "\u200b\nBob")
    page.click('[data-testid="start"]')
    assert "nothing visible" in page.text_content('[data-testid="setup"] [data-testid="feedback"]')
    page.fill('[data-testid="players"]', "Ann\u2028Bob")
    page.click('[data-testid="start"]')
    page.wait_for_selector(".players li")
    text = page.text_content(".players")
    assert "Ann" in text and "Bob" in text
