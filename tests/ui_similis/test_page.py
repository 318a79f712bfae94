"""The Similis page without a browser: selections and their reasons, gifts, the draw only when
the rules allow, bots, the privacy screen, saving and resuming, the match to 50, the daily."""

from __future__ import annotations

import datetime as dt

from similarium.core.errors import IllegalMove
from similarium.core.i18n import CATALOGUE, placeholder_problems
from similarium.core.refusals import chance_mismatch, refusal_text
from similarium.core.storage import MemoryStore, Repository
from similarium.games.similis.cards import Card
from similarium.games.similis.rules import Draw, Game
from similarium.games.similis.series import can_lay, series_options
from similarium.ui.similis.controller import Controller, similis_match
from similarium.ui.similis.render import render_session
from similarium.ui.similis.session import Session, card_text

TODAY = dt.date(2026, 11, 23)


def make(store: MemoryStore | None = None) -> Controller:
    return Controller(Repository(store or MemoryStore()), lambda: TODAY, lambda: 4242)


def human_turn(c: Controller) -> None:
    """A person's whole turn by clicks: the first legal series (and its gifts), else draw."""
    s = c.session
    g = s.game
    if g.phase == "gift":
        c.act("pick", s.hand(g.to_move)[-1].id)
        c.act("give", str((g.to_move + 1) % len(s.players)))
        return
    options = series_options(g.hands[g.to_move], g.market, g.banned)
    if not options:
        c.act("draw")
        return
    for card in options[0].cards:
        c.act("pick", card.id)
    if options[0].market:
        c.act("market", options[0].market.id)
    c.act("lay")


def play_to_end(c: Controller, limit: int = 600) -> None:
    s = c.session
    for _ in range(limit):
        if s.finished:
            return
        if s.bot_turn:
            c.act("bot-step")
        else:
            human_turn(c)
        assert s.feedback is None or s.feedback.kind != "error", s.feedback
    raise AssertionError("the game did not end")


def test_the_selection_says_what_it_shares_and_why_it_is_not_a_series():
    s = Session.start("solo", ["You", "A", "B"], ["human", "greedy", "greedy"], 5, {})
    hand = s.hand(0)
    a, b = hand[0], hand[1]
    s.act("pick", a.id)
    s.act("pick", b.id)
    ok, why = s.selection_status()
    assert not ok and "number" in why and "needs 3" in why
    assert s.act("lay") is False and s.feedback.kind == "error" and s.game.history == Game.deal(3, 5).history
    s.act("undo")
    assert s.selection == [a]


def test_a_series_is_laid_then_its_gifts_are_given_by_clicking():
    for seed in range(1, 60):
        s = Session.start("solo", ["You", "A", "B"], ["human", "greedy", "greedy"], seed, {})
        three = [o for o in series_options(s.game.hands[0], s.game.market) if o.size == 3 and o.market is None]
        if three:
            break
    for card in three[0].cards:
        s.act("pick", card.id)
    ok, why = s.selection_status()
    assert ok and "give 1" in why
    assert s.act("lay") and s.game.phase == "gift" and s.game.hand_sizes[0] == 7
    played = s.state.played
    for action, arg in (("market", "1"), ("draw", "")):  # the rules: the gift first
        assert s.act(action, arg) is False and s.feedback.code == "similis.give_first"
    assert s.state.played == played and s.market_pick is None
    s.act("give", "1")
    assert s.feedback.code == "similis.gift.need_card"
    card = s.hand(0)[0]
    s.act("pick", card.id)
    assert s.act("give", "1") and s.game.hand_sizes == (6, 11, 10) and card in s.game.hands[1]
    assert s.game.to_move == 1 and s.bot_turn
    while s.bot_turn:
        s.bot_step()
    assert s.game.phase == "play" and s.game.to_move == 0
    s.act("pick", s.hand(0)[0].id)  # no gift due: the rules say so
    assert s.act("give", "1") is False and s.feedback.code == "similis.no_gift_due"


def test_the_draw_is_offered_only_when_no_series_is_possible():
    from dataclasses import replace

    s = Session.start("solo", ["You", "A", "B"], ["human", "greedy", "greedy"], 5, {})
    assert can_lay(s.game.hands[0], s.game.market) and not s.can_draw()  # 10 cards: 4 share a background
    assert s.act("draw") is False and s.feedback.code == "similis.draw_while_series"
    card = Card.from_json
    hands = [[card([1, "ankh", "blue", "stone"]), card([2, "eye", "red", "sand"])],
             [card([3, "lotus", "green", "papyrus"])] * 2, [card([4, "scarab", "yellow", "stone"])] * 2]
    market = [card([5, "feather", "yellow", "papyrus"])]
    s.state = replace(s.state, game=Game.start(hands, market, [card([1, "lotus", "red", "papyrus"])]))
    assert s.can_draw() and 'data-testid="draw"' in render_session(s.view(), s.ui())
    assert s.act("draw") and s.game.hand_sizes[0] == 3 and s.game.to_move == 1


def test_a_whole_solo_game_by_clicks_goes_into_the_match_and_the_next_game_counts_in_it():
    store = MemoryStore()
    c = make(store)
    c.open("solo", {"seed": "7", "bots": "2", "level": "greedy"})
    play_to_end(c)
    scores = list(c.session.game.scores())
    assert 'data-testid="match"' in c.render() and c.repo.load_game("similis", "solo") is None
    c.act("next-game")
    again = make(store)
    again.open("solo", {})
    assert again.session.game.turns == 0 and again._totals() == scores  # the match survives a reload


def test_the_match_ends_above_50_and_the_lowest_total_wins():
    c = make()
    c.open("solo", {"seed": "8", "bots": "2", "level": "random"})
    games = 0
    while True:
        play_to_end(c)
        games += 1
        m = similis_match(c.repo.load_match("similis-solo").match)
        if m.over:
            break
        c.act("next-game")
    assert max(m.totals) > 50 and "you win it with the lowest total" in c.render()  # the one person: "you"
    c.act("next-game")
    play_to_end(c)
    assert c.repo.load_match("similis-solo").match.games and len(c.repo.load_match("similis-solo").match.games) == 1


def test_table_play_covers_each_persons_turn_and_shows_no_other_hand():
    c = make()
    c.open("table", {"seed": "9", "seats": "human,human,greedy", "names": "Ann,Bob,Cy"})
    s = c.session
    html = c.render()
    assert 'data-testid="privacy-screen"' in html and "Ann" in html
    assert not any(card.id in html for card in s.game.hands[0])
    c.act("reveal", "0")
    html = c.render()
    assert all(card.id in html for card in s.game.hands[0]) and not any(card.id in html for card in s.game.hands[1])
    while s.game.to_move == 0:
        human_turn(c)
    html = c.render()
    assert 'data-testid="privacy-screen"' in html and "Bob" in html


def test_the_banned_variant_keeps_banned_cards_out_of_series_with_a_reason():
    for seed in range(200):
        s = Session.start("solo", ["You", "A", "B"], ["human", "greedy", "greedy"], seed, {"banned": "on"})
        bad = [c for c in s.game.hands[0] if c in s.game.banned]
        if bad:
            break
    assert not any(c in s.game.banned for c in s.game.market)
    s.act("pick", bad[0].id)
    ok, why = s.selection_status()
    assert not ok and "banned" in why


def test_the_daily_is_one_attempt_with_its_share_text():
    c = make()
    c.open("daily", {})
    assert 'data-testid="seed"' not in c.render()
    play_to_end(c)
    share = c.render()
    res = c.repo.load_daily("similis").result_for(TODAY)
    text = f"Similis 2026-11-23 ✓ {res.score} turns" if res.won else f"Similis 2026-11-23 ✗ {res.score} cards left"
    assert text in share
    c.open("daily", {})
    assert c.view == "daily-done" and text in c.render()


def test_bad_links_and_setups_are_refused_with_a_reason():
    c = make()
    c.open("table", {"seed": "9", "seats": "human,dragon,greedy"})
    assert c.session is None and c.setup_error
    c.open("solo", {})
    c.act("start", "", {"name": "x" * 200, "bots": "3", "level": "greedy", "seed": ""})
    assert c.session is None and c.setup_error


def test_rendering_whole_games_uses_no_missing_key():
    CATALOGUE.reset_tracking()
    c = make()
    c.open("", {})
    c.render()
    c.open("table", {})
    c.render()
    c.open("solo", {"seed": "3", "bots": "2", "level": "greedy", "banned": "on"})
    for _ in range(600):
        c.render()
        if c.session.finished:
            break
        c.act("bot-step") if c.session.bot_turn else human_turn(c)
    c.render()
    c.act("pick", "nope")
    c.render()
    assert CATALOGUE.missing_keys() == set()
    assert CATALOGUE.format_errors() == set()
    assert placeholder_problems(CATALOGUE) == []


def test_cards_read_from_their_id():
    assert Card.from_json([2, "ankh", "blue", "stone"]).id == "2-ankh-blue-stone"


def test_unticking_the_banned_variant_turns_it_off():
    c = make()
    c.open("table", {})
    c.act("seat-add", "", {"banned": "on", "name-0": "A", "kind-0": "human", "name-1": "B", "kind-1": "human",
                            "name-2": "C", "kind-2": "greedy"})
    assert c.table_banned == "on"
    c.act("start", "", {"name-0": "A", "kind-0": "human", "name-1": "B", "kind-1": "human", "name-2": "C",
                        "kind-2": "greedy", "name-3": "D", "kind-3": "greedy", "seed": "4"})
    assert c.session.options == {"banned": "off"} and len(c.session.players) == 4


def test_rule_reasons_name_cards_as_the_page_does_in_both_languages():
    """A refused draw gives an example series: its cards named in the page's words (never their
    ids), in English and in French; the English reason (the command line's) keeps the ids."""
    s = Session.start("solo", ["You", "A", "B"], ["human", "greedy", "greedy"], 5, {})
    example = series_options(s.game.hands[0], s.game.market, s.game.banned)[0]
    try:
        for lang, joiner in (("en", "; "), ("fr", "\u00a0; ")):
            CATALOGUE.set_language(lang)
            assert s.act("draw") is False and s.feedback.code == "similis.draw_while_series"
            text = s.feedback.text
            assert not any(c.id in text for c in (*example.cards, example.market) if c is not None), text
            assert joiner.join(card_text(c) for c in example.cards) in text, text
            if example.market is not None:
                assert card_text(example.market) in text
        assert "3 · " in text or "fond" in text  # French card names
    finally:
        CATALOGUE.set_language("en")
    try:
        s.game.play(0, Draw())
    except IllegalMove as err:
        assert " ".join(c.id for c in example.cards) in err.reason  # the command line's ids
        assert err.params["series"] == example
    else:
        raise AssertionError("the draw should be refused")


def test_reason_parameters_read_in_french():
    card = Card.from_json([3, "lotus", "green", "papyrus"])
    err = chance_mismatch("similis", None, card)  # the shared code, worded by Similis's page
    try:
        CATALOGUE.set_language("fr")
        assert refusal_text(err) == ("Le hasard de cette partie vient de sa graine\u00a0: ici sort aucune (la "
                                     "pioche est vide), pas 3 · lotus · vert · fond papyrus.")
    finally:
        CATALOGUE.set_language("en")
    assert refusal_text(err) == ("This game's chance comes from its seed: what comes up here is nothing (the "
                                 "pile is empty), not 3 lotus, green, papyrus.")
    assert err.reason == ("This game's chance comes from its seed: what comes up here is nothing (the pile is "
                          "empty), not 3-lotus-green-papyrus.")  # the command line's ids


def test_the_daily_share_text_is_in_the_page_language():
    c = make()
    day = dt.date(2026, 11, 22)

    class R:
        won, score, summary = True, 9, None  # a result recorded before the share grid

    class L:
        won, score, summary = False, 1, None

    assert c.daily_share(day, R) == "Similis 2026-11-22 ✓ 9 turns"
    assert c.daily_share(day, L) == "Similis 2026-11-22 ✗ 1 card left"
    try:
        CATALOGUE.set_language("fr")
        assert c.daily_share(day, R) == "Similis 2026-11-22 ✓ 9 tours"
        assert c.daily_share(day, L) == "Similis 2026-11-22 ✗ 1 carte restante"
    finally:
        CATALOGUE.set_language("en")
