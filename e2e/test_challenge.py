"""Issue 29, item 5 in Chromium: a seeded solo SIMILI game ends with a challenge link; opened in
a second browser (a fresh context: a friend), it deals the same dice, and the friend's end shows
both results side by side; the friend's link sent back shows the challenger's own game beside it
without playing. An edited challenge is refused and starts nothing."""

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
    assert link.startswith(f"{base_url}#/simili/solo?seed={SEED}&variant=classic&vs={final.total}&vm=1")

    friend = new_page()
    boot(friend, link.removeprefix(base_url.rstrip("/")))
    friend.wait_for_selector('[data-testid="seed"]')
    assert str(SEED) in friend.text_content('[data-testid="seed"]')  # the same dice
    play(friend, moves)
    assert friend.text_content('[data-testid="challenge-you"] b') == f"{final.total} points"
    assert friend.text_content('[data-testid="challenge-friend"] b') == f"{final.total} points"
    assert friend.text_content('[data-testid="challenge-verdict"]') == "A tie."

    # the friend's link sent back: the challenger sees their own game beside the friend's at once
    back = friend.get_attribute('[data-testid="challenge-link"]', "href")
    for _ in range(2):  # and again after a reload: nothing was saved over, nothing is lost
        boot(me, back.removeprefix(base_url.rstrip("/")))
        me.wait_for_selector('[data-testid="challenge-answered"]')
        assert me.text_content('[data-testid="challenge-you"] b') == f"{final.total} points"
        assert me.text_content('[data-testid="challenge-friend"] b') == f"{final.total} points"
        assert me.locator('[data-testid="roll"], [data-testid="choose-sequence"]').count() == 0
    me.click('[data-testid="challenge-review"]')
    me.wait_for_selector('[data-testid="review"][data-ready="1"]', timeout=120_000)
    me.click('[data-testid="review-close"]')
    me.wait_for_selector('[data-testid="challenge-answered"]')
    me.click('[data-testid="challenge-play"]')
    me.wait_for_selector('[data-testid="choose-sequence"]')  # the same dice, dealt again
    assert str(SEED) in me.text_content('[data-testid="seed"]')

    edited = link.replace(f"vs={final.total}", f"vs={final.total + 30}")
    other = new_page()
    boot(other, edited.removeprefix(base_url.rstrip("/")))
    other.wait_for_selector('[data-testid="setup"]')
    assert "This challenge link cannot be read" in other.text_content("#app")
    assert other.locator('[data-testid="summary"], [data-testid="roll"]').count() == 0


def test_an_sb_solo_game_against_a_bot_challenges_a_friend_on_the_same_dice(new_page, boot, base_url):
    """Issue 29 item 5 for SB: the same dice and the same bot; both scores side by side."""
    from test_sb import human_step, state, wait_human_or_over

    def play_sb(page) -> int:
        while True:
            wait_human_or_over(page)
            st = state(page)
            if st["kind"] == "over":
                return st["scores"][0]
            human_step(page, st)

    me = new_page()
    boot(me, f"/#/sb/solo?seed={SEED}&bot=racer&fast=1")
    mine = play_sb(me)
    assert me.locator('[data-testid="challenge-versus"]').count() == 0
    link = me.get_attribute('[data-testid="challenge-link"]', "href")
    assert link.startswith(f"{base_url}#/sb/solo?seed={SEED}&bot=racer&vs={mine}&vm=1")

    friend = new_page()
    boot(friend, link.removeprefix(base_url.rstrip("/")) + "&fast=1")
    assert play_sb(friend) == mine  # the same dice, the same bot, the same choices: the same score
    assert friend.text_content('[data-testid="challenge-you"] b') == f"{mine} points"
    assert friend.text_content('[data-testid="challenge-friend"] b') == f"{mine} points"
    assert friend.text_content('[data-testid="challenge-verdict"]') == "A tie."
    # the challenger's game, replayed from the link's moves, reviewed beside the friend's own
    friend.click('[data-testid="challenge-review"]')
    friend.wait_for_selector('[data-testid="review"][data-ready="1"]', timeout=120_000)
    friend.click('[data-testid="review-close"]')
    friend.wait_for_selector('[data-testid="challenge-versus"]')
    assert friend.text_content('[data-testid="challenge-you"] b') == f"{mine} points"


def test_a_similis_solo_game_challenges_a_friend_on_the_same_deal(new_page, boot, base_url):
    """Issue 29 item 5 for Similis: the same deal, bots and rule; won in N turns or N cards left,
    side by side, and who did better (here the same play: a tie)."""
    from test_similis import SOLO_KINDS, SOLO_NAMES, host_session, play_to_end

    seed = 10
    me = new_page()
    boot(me, f"/#/similis/solo?seed={seed}&bots=2&level=greedy&fast=1")
    play_to_end(me, host_session("solo", SOLO_NAMES, SOLO_KINDS, seed))
    assert me.locator('[data-testid="challenge-versus"]').count() == 0
    assert "the same deal" in me.text_content('[data-testid="challenge"]')
    link = me.get_attribute('[data-testid="challenge-link"]', "href")
    assert link.startswith(f"{base_url}#/similis/solo?seed={seed}&level=greedy&bots=2&banned=off&vs=")

    friend = new_page()
    boot(friend, link.removeprefix(base_url.rstrip("/")) + "&fast=1")
    play_to_end(friend, host_session("solo", SOLO_NAMES, SOLO_KINDS, seed))
    mine = friend.text_content('[data-testid="challenge-you"] b')
    assert mine == friend.text_content('[data-testid="challenge-friend"] b')
    assert mine.startswith(("Won in", "Lost,"))
    assert friend.text_content('[data-testid="challenge-verdict"]') == "A tie."

    # the friend's link sent back: the challenger sees their own game beside the friend's at once
    back = friend.get_attribute('[data-testid="challenge-link"]', "href")
    for _ in range(2):  # and again after a reload: nothing was saved over, nothing is lost
        boot(me, back.removeprefix(base_url.rstrip("/")) + "&fast=1")
        me.wait_for_selector('[data-testid="challenge-answered"]')
        assert me.text_content('[data-testid="challenge-you"] b') == mine
        assert me.text_content('[data-testid="challenge-friend"] b') == mine

    edited = link.replace("level=greedy", "level=random")
    other = new_page()
    boot(other, edited.removeprefix(base_url.rstrip("/")))
    other.wait_for_selector('[data-testid="setup"]')
    assert "This challenge link cannot be read" in other.text_content("#app")
