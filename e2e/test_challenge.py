"""Issue 29, item 5 in Chromium: a seeded solo SIMILI game ends with a challenge link; opened in
a second browser (a fresh context: a friend), it deals the same dice, and the friend's end shows
both results side by side. An edited challenge is refused and starts nothing."""

from __future__ import annotations

from test_simili import click_move, scripted_game

SEED = 4242


def play(page, moves) -> None:
    for move in moves:
        click_move(page, move)
    page.wait_for_selector('[data-testid="summary"]')


def test_a_challenge_link_gives_the_side_by_side_end(new_page, boot, base_url):
    moves, final = scripted_game(SEED)
    me = new_page()
    boot(me, f"/#/simili/solo?seed={SEED}&variant=classic")
    play(me, moves)
    assert me.locator('[data-testid="challenge-versus"]').count() == 0
    link = me.get_attribute('[data-testid="challenge-link"]', "href")
    assert link.startswith(f"{base_url}#/simili/solo?seed={SEED}&variant=classic&vs={final.total}&vc=")

    friend = new_page()
    boot(friend, link.removeprefix(base_url.rstrip("/")))
    friend.wait_for_selector('[data-testid="seed"]')
    assert str(SEED) in friend.text_content('[data-testid="seed"]')  # the same dice
    play(friend, moves)
    assert friend.text_content('[data-testid="challenge-you"] b') == f"{final.total} points"
    assert friend.text_content('[data-testid="challenge-friend"] b') == f"{final.total} points"
    assert friend.text_content('[data-testid="challenge-verdict"]') == "A tie."

    edited = link.replace(f"vs={final.total}", f"vs={final.total + 30}")
    other = new_page()
    boot(other, edited.removeprefix(base_url.rstrip("/")))
    other.wait_for_selector('[data-testid="setup"]')
    assert "This challenge link cannot be read" in other.text_content("#app")
    assert other.locator('[data-testid="summary"], [data-testid="roll"]').count() == 0
