"""The two Similo rule texts, sentence by sentence, where no other test pins them.

``similo.en.txt`` (classic rules, two-deck play) and ``similo-remove-rules.fr.txt`` (remove
rules, the advanced variant, two-deck play). Each test is named after the sentence it pins and
says it in a comment, in our words; the table at the end of this file maps every rule
sentence of both texts to its test, here or in ``test_rules.py``, ``test_properties.py`` and
``test_cli.py`` (decisions where the texts are silent: ``docs/rules.md``, Similo). The worked examples use the published editions' characters; ours are
original, so each example is played with the nearest cards of our decks, chosen for the same
shared or missing traits.
"""

from __future__ import annotations

import random

import pytest

from similarium.core.errors import IllegalMove
from similarium.games.similo import decks
from similarium.games.similo.protocol import RULES, SAME
from similarium.games.similo.rules import (
    CLASSIC,
    HORIZONTAL,
    LOST,
    REMOVALS,
    REMOVE,
    VERTICAL,
    WON,
    Clue,
    Deal,
    Game,
    PlayedClue,
    Remove,
    Variant,
)

from .helpers import DECK, HAND, OTHER, OTHERS, SECRET, game

CARDS = decks.cards()
PLAN = (OTHERS[:1], OTHERS[1:3], OTHERS[3:6], OTHERS[6:10], OTHERS[10:])
VARIANTS = [(CLASSIC, False), (REMOVE, False), (REMOVE, True)]


def traits(card: str) -> frozenset[str]:
    return CARDS[card].traits


def dealt(characters: str, clues: str, grid: list[str], secret: str, hand: list[str]) -> Deal:
    """A deal with the grid, secret and hand given, the draw pile the rest of the clue deck."""
    used = {*grid, *hand}
    deal = Deal(characters, clues, tuple(grid), secret, tuple(hand),
                tuple(c for c in decks.load()[clues].ids if c not in used))
    deal.check(decks.load())
    return deal


def play_out(state, secret_safe: bool = True):
    """Play a protocol state to its end: the giver plays the first legal clue, the guessers
    remove the first card that is not the secret (or the secret itself when not ``secret_safe``)."""
    while not state.turn().over:
        seat = state.turn().seats[0]
        if seat == 0:
            state = state.apply(0, state.legal_moves(0)[0])
        else:
            g = state.game
            card = next(c for c in g.remaining if c != g.secret) if secret_safe else g.secret
            state = state.apply(seat, Remove(card))
    return state


# --- similo.en.txt: the classic rules -------------------------------------------------------

@pytest.mark.parametrize("secret_safe", [True, False])
def test_cooperative_all_players_find_the_secret_together(secret_safe):
    # A cooperative game: the whole table, clue giver included, wins or loses as one.
    end = play_out(RULES.new({}, 3, ("Giver", "A", "B", "C")), secret_safe)
    outcome = end.outcome()
    assert end.game.result == (WON if secret_safe else LOST)
    assert outcome.winners == ((0, 1, 2, 3) if secret_safe else ())
    assert len(set(outcome.scores)) == 1  # one score for everybody


def test_setup_draw_the_secret_and_shuffle_it_with_11_more():
    # The giver draws a secret, then 11 more, and shuffles the secret in among them: the
    # secret is one of the 12 and may lie at any place of the grid.
    places = set()
    for seed in range(300):
        d = Deal.from_seed(DECK, None, seed)
        assert len(set(d.grid)) == 12 and set(d.grid) <= set(DECK.ids) and d.secret in d.grid
        places.add(d.grid.index(d.secret))
    assert places == set(range(12))


def test_setup_the_12_characters_lie_face_up_in_a_4x3_grid():
    # The 12 characters are laid face up: every guesser sees all 12 (the 4x3 layout is the
    # table's drawing of them), but not which one is the secret.
    state = RULES.new({}, 8, ("Giver", "A", "B"))
    for seat in (1, 2):
        obs = state.observation(seat)
        assert len(obs.grid) == 12 and obs.remaining == obs.grid == state.game.grid
        assert obs.secret is None


def test_setup_the_giver_draws_a_starting_hand_of_5_clues():
    # Last step of the set-up: the giver draws a hand of 5 cards, the clues they can play;
    # the hand is theirs to see, the guessers only know its size.
    state = RULES.new({}, 8, ("Giver", "A"))
    assert len(state.game.hand) == 5 and state.observation(0).hand == state.game.hand
    assert state.observation(1).hand is None and state.observation(1).hand_size == 5
    assert not set(state.game.hand) & set(state.game.grid)


@pytest.mark.parametrize("rules", ["classic", "remove", "remove-advanced"])
def test_the_giver_communicates_only_by_playing_clues(rules):
    # (Both texts.) The giver may not talk or gesture: their only moves are clues from the
    # hand, and they have none while the guessers remove.
    state = RULES.new({"rules": rules}, 8, ("Giver", "A"))
    g = state.game
    assert state.legal_moves(0) == [Clue(c, o) for c in g.hand for o in g.variant.orientations]
    state = state.apply(0, Clue(g.hand[0], HORIZONTAL))
    assert state.legal_moves(0) == [] and state.turn().seats == (1,)
    with pytest.raises(IllegalMove) as err:
        state.apply(0, Remove(state.game.remaining[0]))
    assert err.value.code == "game.not_your_turn"
    with pytest.raises(IllegalMove) as err:
        state.apply(0, "the secret has a red hood")
    assert err.value.code == "game.not_a_move"


@pytest.mark.parametrize("rules, advanced", VARIANTS)
def test_any_likeness_counts_so_every_card_in_hand_may_be_played(rules, advanced):
    # What the clue and the secret share (or do not) is up to the giver's imagination: the
    # rules never ask why, so every card in hand is a legal clue in every allowed orientation,
    # even one with no trait in common with anything on the table.
    g = game(rules, advanced)
    variant = Variant(rules, advanced)
    assert g.legal_clues() == [Clue(c, o) for c in HAND for o in variant.orientations]
    stranger = next(c for c in OTHER.ids if not traits(c) & traits(SECRET))  # shares nothing
    two_decks = game(rules, advanced, clues=OTHER.id, hand=(stranger, *OTHER.ids[:4]),
                     draws=tuple(c for c in OTHER.ids[4:] if c != stranger))
    assert two_decks.play_clue(Clue(stranger, variant.orientations[0])).clues[0].card == stranger


@pytest.mark.parametrize("rules, advanced", VARIANTS)
def test_played_clues_stay_on_the_table_and_all_remain_valid_to_the_end(rules, advanced):
    # (Both texts.) A played clue is not taken back at the end of its round; one more comes
    # each round and all of them count until the game ends: after five rounds, five clues, in
    # order, seen by everybody.
    g = game(rules, advanced)
    ways = g.variant.orientations
    played = []
    for n, removes in enumerate(PLAN):
        clue = Clue(g.hand[0], ways[n % len(ways)])
        played.append(PlayedClue(clue.card, clue.orientation))
        g = g.play_clue(clue)
        assert g.clues == tuple(played)
        for c in removes:
            g = g.remove(c)
        assert g.clues == tuple(played)
    assert g.result == WON and len(g.clues) == 5
    state = RULES.new({"rules": "remove-advanced" if advanced else rules}, 2, ("G", "A"))
    end = play_out(state)
    assert end.observation(1).clues == end.game.clues and len(end.game.clues) == 5


def test_example_red_hood_a_princess_vertically_or_the_genie_horizontally():
    # Worked example (similar / different to the secret): to lead to the girl in the red hood,
    # a princess played vertically says the secret is a girl, a human (shared traits); the
    # genie played horizontally says the secret is not a magic, imposing non-human.
    secret, princess, genie = "fables-red-hood", "fables-sleeping-princess", "fables-lamp-genie"
    grid = [c for c in DECK.ids if c not in (princess, genie)][:12]
    hand = [princess, genie, *[c for c in DECK.ids if c not in (*grid, princess, genie)][:3]]
    g = Game.new(Variant(CLASSIC), dealt(DECK.id, DECK.id, grid, secret, hand))
    assert {"woman", "human", "forest", "europe"} <= traits(princess) & traits(secret)
    assert {"creature", "magic", "bald"} <= traits(genie) - traits(secret)
    assert Variant(CLASSIC).meaning(VERTICAL) == "similar to the secret"
    assert Variant(CLASSIC).meaning(HORIZONTAL) == "different from the secret"
    assert g.play_clue(Clue(princess, VERTICAL)).clues == (PlayedClue(princess, VERTICAL),)
    assert g.play_clue(Clue(genie, HORIZONTAL)).clues == (PlayedClue(genie, HORIZONTAL),)


def test_example_round_one_remove_the_card_with_nothing_in_common_with_the_clue():
    # Worked example of round 1: after the princess (vertical), the guessers remove one card
    # that shares nothing with her; it is not the secret, so the game goes on to round 2.
    secret, princess = "fables-red-hood", "fables-sleeping-princess"
    grid = [c for c in DECK.ids if c != princess][:12]
    hand = [princess, *[c for c in DECK.ids if c not in (*grid, princess)][:4]]
    g = Game.new(Variant(CLASSIC), dealt(DECK.id, DECK.id, grid, secret, hand))
    g = g.play_clue(Clue(princess, VERTICAL))
    assert g.due == 1
    nothing_in_common = [c for c in g.remaining if not traits(c) & traits(princess)]
    assert nothing_in_common and secret not in nothing_in_common
    g = g.remove(nothing_in_common[0])
    assert (g.result, g.round, g.phase, len(g.remaining)) == (None, 2, "clue", 11)


# --- similo.en.txt: two decks ---------------------------------------------------------------

@pytest.mark.parametrize("rules, advanced", VARIANTS)
def test_two_decks_the_giver_plays_and_refills_only_from_the_clue_deck(rules, advanced):
    # Two-deck play keeps every rule, with one exception: the clues played and every refill
    # come from deck B; deck A gives the 12 characters and is not used again. A whole game.
    option = "remove-advanced" if advanced else rules
    state = RULES.new({"rules": option, "characters": DECK.id, "clues": OTHER.id}, 21, ("Giver", "A"))
    start = state.game
    assert set(start.grid) <= set(DECK.ids) and set(start.hand) | set(start.draw_pile) == set(OTHER.ids)
    while not state.turn().over:
        assert set(state.game.hand) <= set(OTHER.ids)
        state = _one_step(state)
    assert {c.card for c in state.game.clues} <= set(OTHER.ids) and len(state.game.clues) == 5
    with pytest.raises(IllegalMove) as err:  # a character card is never a clue
        Game.new(Variant(rules, advanced), Deal(DECK.id, OTHER.id, start.grid, start.secret, start.hand,
                                                start.draw_pile)).play_clue(Clue(DECK.ids[-1], HORIZONTAL))
    assert err.value.code == "similo.not_in_hand"


def _one_step(state):
    g = state.game
    if state.turn().seats == (0,):
        return state.apply(0, state.legal_moves(0)[0])
    return state.apply(1, Remove(next(c for c in g.remaining if c != g.secret)))


def test_example_two_decks_a_queen_vertically_or_confucius_horizontally():
    # Worked example with two decks: to lead to a fairy-tale queen, a historical queen played
    # vertically (a woman, royal, crowned); Confucius played horizontally (not a man, not a
    # scholar, not from the East). Then the closing challenge: an Egyptian ruler as a clue for
    # a wicked queen.
    secret, empress, confucius, pharaoh = ("fables-snow-queen", "history-wu-zetian", "history-confucius",
                                           "history-pharaoh")
    grid = [secret, *[c for c in DECK.ids if c != secret][:11]]
    hand = [empress, confucius, pharaoh, "history-socrates", "history-gandhi"]
    g = Game.new(Variant(CLASSIC), dealt(DECK.id, "history", grid, secret, hand))
    assert {"woman", "royalty", "crown"} <= traits(empress) & traits(secret)
    assert {"man", "scholar", "asia"} <= traits(confucius) - traits(secret)
    assert {"royalty", "crown"} <= traits(pharaoh) & traits(secret) and "villain" in traits(secret)
    assert g.play_clue(Clue(empress, VERTICAL)).hand[-1] in decks.load()["history"].ids
    assert g.play_clue(Clue(confucius, HORIZONTAL)).clues[0] == PlayedClue(confucius, HORIZONTAL)
    assert g.play_clue(Clue(pharaoh, VERTICAL)).clues[0] == PlayedClue(pharaoh, VERTICAL)


# --- similo-remove-rules.fr.txt -------------------------------------------------------------

def test_remove_setup_12_from_the_shuffled_pile_then_its_next_5_are_the_hand():
    # Shuffle everything into a face-down pile, take 12 (one of them the secret) for the grid,
    # then the next 5 cards of that same pile are the starting hand; the rest refills it.
    for seed in range(20):
        d = Deal.from_seed(DECK, None, seed)
        assert d.secret in d.grid and len(d.hand) == 5 and len(d.draws) == 30 - 12 - 5
        assert len({*d.grid, *d.hand, *d.draws}) == 30 and set(d.hand) | set(d.draws) <= set(DECK.ids)


@pytest.mark.parametrize("rules, advanced", VARIANTS)
def test_right_after_a_clue_the_giver_draws_back_to_5(rules, advanced):
    # Right after laying a clue the giver draws 1 card and holds 5 again, in every rule family,
    # before the guessers remove anything (the two-deck text's "refill at the end of the
    # round" is that same draw: docs/rules.md L9).
    g = game(rules, advanced)
    top = g.draw_pile[0]
    g = g.play_clue(Clue(HAND[0], HORIZONTAL))
    assert g.phase == "remove" and len(g.hand) == 5 and g.hand[-1] == top and HAND[0] not in g.hand
    state = RULES.new({"rules": "remove-advanced" if advanced else rules}, 5, ("Giver", "A"))
    state = state.apply(0, state.legal_moves(0)[0])
    assert state.turn().phase == "remove" and len(state.observation(0).hand) == 5


MYTH_GRID = ["myths-outlaw-archer", "myths-athena", "myths-thor", "myths-forest-wizard", "myths-ra",
             "myths-anubis", "myths-isis", "myths-monkey-king", "myths-dragon-king", "myths-nine-tailed-fox",
             "myths-sun-goddess", "myths-raven"]
MYTH_HAND = ["myths-valkyrie", "myths-heracles", "myths-medusa", "myths-pele", "myths-odin"]


def myth_game(advanced: bool = False, secret: str = "myths-outlaw-archer") -> Game:
    return Game.new(Variant(REMOVE, advanced), dealt("myths", "myths", MYTH_GRID, secret, MYTH_HAND))


def test_remove_rules_a_clue_is_played_horizontally_and_is_like_cards_to_remove():
    # Remove rules: clues are laid horizontally beside the grid, and the character on a clue
    # shares something with one or more cards the giver wants removed.
    g = myth_game()
    assert {c.orientation for c in g.legal_clues()} == {HORIZONTAL}
    assert Variant(REMOVE).meaning(HORIZONTAL) == "similar to one or more cards to remove"
    with pytest.raises(IllegalMove) as err:
        g.play_clue(Clue(MYTH_HAND[0], VERTICAL))
    assert err.value.code == "similo.horizontal_only"


@pytest.mark.parametrize("clue, shared", [
    ("myths-valkyrie", {"woman"}),          # the first example clue: women (and the like) go
    ("myths-odin", {"magic", "elder"}),     # the second: wizards, old white-haired ones go
])
def test_example_remove_rules_a_clue_names_what_the_cards_to_remove_share(clue, shared):
    # Worked example: with a small hero as the secret, a clue is played whose traits the
    # secret lacks and some cards on the table have; removing such a card keeps the game going.
    g = myth_game()
    secret = g.secret
    assert shared <= traits(clue) and not shared & traits(secret)
    g = g.play_clue(Clue(clue, HORIZONTAL))
    to_remove = [c for c in g.remaining if shared & traits(c)]
    assert to_remove and secret not in to_remove
    g = g.remove(to_remove[0])
    assert g.result is None and g.round == 2


def test_example_remove_rules_remove_the_card_most_like_the_clue():
    # Worked example of guessing: the clue is one hero; the guessers remove the card that has
    # the most in common with it, which is not the secret, and the game goes on.
    g = myth_game().play_clue(Clue("myths-heracles", HORIZONTAL))
    closest = max(g.remaining, key=lambda c: len(traits(c) & traits("myths-heracles")))
    assert closest != g.secret
    assert len(traits(closest) & traits("myths-heracles")) > len(traits(g.secret) & traits("myths-heracles"))
    g = g.remove(closest)
    assert g.result is None and closest not in g.remaining


@pytest.mark.parametrize("advanced", [False, True])
@pytest.mark.parametrize("round_no", [1, 2, 3, 4, 5])
def test_remove_rules_removing_the_secret_at_any_moment_loses_at_once(round_no, advanced):
    # Watch out: the players remove the secret at any moment of the game, and it is lost.
    g = game(REMOVE, advanced)
    for removes in PLAN[:round_no - 1]:
        g = g.play_clue(Clue(g.hand[0], HORIZONTAL))
        for c in removes:
            g = g.remove(c)
    g = g.play_clue(Clue(g.hand[0], HORIZONTAL)).remove(SECRET)
    assert g.result == LOST and g.over


@pytest.mark.parametrize("advanced", [False, True])
def test_remove_rules_the_table_of_removals_1_2_3_4_1_and_the_last_card_wins(advanced):
    # The table: round 1 removes 1, round 2 two, round 3 three, round 4 four, round 5 one;
    # if no removed card was the secret the next round starts; the last card left after
    # round 5 being the secret, everybody wins.
    g = game(REMOVE, advanced)
    for n, removes in enumerate(PLAN, start=1):
        g = g.play_clue(Clue(g.hand[0], HORIZONTAL))
        assert g.due == REMOVALS[n - 1] == (1, 2, 3, 4, 1)[n - 1] == len(removes)
        for c in removes:
            g = g.remove(c)
        if n < 5:
            assert (g.result, g.round) == (None, n + 1)
    assert g.result == WON and g.remaining == (SECRET,)


@pytest.mark.parametrize("clue, trait", [
    ("myths-heracles", "warrior"),  # a fighter: remove the warriors
    ("myths-medusa", "creature"),   # a monster: remove the monsters
    ("myths-pele", "red"),          # remove the red cards
    ("myths-odin", "beard"),        # a bearded wizard: remove the bearded ones
])
def test_giving_clues_any_shared_trait_points_at_the_cards_to_remove(clue, trait):
    # Giving clues: what links a clue to the cards to remove is up to the giver (a role, a kind,
    # a colour, a feature); each such clue is legal and the cards with that trait can go.
    g = myth_game()
    assert trait in traits(clue) and trait not in traits(g.secret)
    g = g.play_clue(Clue(clue, HORIZONTAL))
    with_it = [c for c in g.remaining if trait in traits(c)]
    assert with_it
    assert g.remove(with_it[0]).result is None


def test_remove_two_decks_deck_a_only_for_the_12_then_never_again():
    # Two-deck changes, 1: the 12 cards on the table come from deck A, which is not used
    # again for the rest of the game (no card of it in the hand or the draw pile).
    for seed in range(10):
        d = Deal.from_seed(DECK, OTHER, seed)
        assert set(d.grid) <= set(DECK.ids)
        assert not (set(d.hand) | set(d.draws)) & set(DECK.ids)


def test_remove_two_decks_every_clue_draw_comes_from_deck_b():
    # Two-deck changes, 2: each time a clue card is drawn (the starting hand, each refill),
    # it comes from deck B; a deal with any hand or pile card off deck B is refused.
    d = Deal.from_seed(DECK, OTHER, 3)
    assert set(d.hand) | set(d.draws) == set(OTHER.ids)
    g = Game.new(Variant(REMOVE), d)
    while not g.over:
        g = g.play_clue(Clue(g.hand[0], HORIZONTAL))
        assert set(g.hand) <= set(OTHER.ids)
        while g.due:
            g = g.remove(next(x for x in g.remaining if x != g.secret))
    assert g.result == WON
    spare = next(c for c in DECK.ids if c not in d.grid)  # a deck A card off the table
    for bad in (Deal(DECK.id, OTHER.id, d.grid, d.secret, (*d.hand[:4], spare), d.draws),
                Deal(DECK.id, OTHER.id, d.grid, d.secret, d.hand, (*d.draws, spare))):
        with pytest.raises(IllegalMove) as err:
            bad.check(decks.load())
        assert err.value.code == "similo.not_clue_deck"


def test_advanced_variant_only_adds_vertical_clues_so_it_is_never_harder():
    # The advanced variant asks for subtler reasoning yet makes games a little easier to win:
    # it is the same game with more clues to choose from. In every position of random games,
    # its legal clues are the plain remove rules' plus the vertical ones, and a game played
    # with horizontal clues only goes exactly as under the plain remove rules.
    for seed in range(15):
        rng = random.Random(seed)
        d = Deal.from_seed(decks.load()[rng.choice(list(decks.load()))], None, seed)
        plain, adv = Game.new(Variant(REMOVE), d), Game.new(Variant(REMOVE, True), d)
        while not plain.over:
            assert set(adv.legal_clues()) == set(plain.legal_clues()) | {Clue(c, VERTICAL) for c in plain.hand
                                                                          if plain.phase == "clue"}
            assert adv.legal_removals() == plain.legal_removals()
            if plain.phase == "clue":
                move = Clue(rng.choice(plain.hand), HORIZONTAL)
            else:
                move = Remove(rng.choice(plain.remaining))
            plain, adv = plain.apply(move), adv.apply(move)
            assert (adv.clues, adv.removed, adv.hand, adv.result) == (plain.clues, plain.removed, plain.hand,
                                                                      plain.result)


def test_advanced_variant_a_horizontal_clue_still_means_like_cards_to_remove():
    # Advanced, horizontal: as usual, the clue has something in common with cards to remove.
    assert Variant(REMOVE, True).meaning(HORIZONTAL) == Variant(REMOVE).meaning(HORIZONTAL)
    assert Variant(REMOVE, True).meaning(HORIZONTAL) == "similar to one or more cards to remove"


def test_example_advanced_a_vertical_clue_says_what_the_cards_to_remove_lack():
    # Worked example of the advanced variant: to lead to a winged goddess, a winged woman is
    # played vertically: the cards to remove are not winged, not long-haired, not women.
    g = myth_game(advanced=True, secret="myths-isis")
    clue = "myths-valkyrie"
    assert Variant(REMOVE, True).meaning(VERTICAL) == "different from the cards to remove"
    shared = traits(clue) & traits(g.secret)
    assert {"wings", "long-hair", "woman"} <= shared
    g = g.play_clue(Clue(clue, VERTICAL))
    lacking = [c for c in g.remaining if not {"wings", "long-hair", "woman"} & traits(c)]
    assert lacking and g.secret not in lacking
    assert g.remove(lacking[0]).result is None
    with pytest.raises(IllegalMove):
        myth_game(secret="myths-isis").play_clue(Clue(clue, VERTICAL))  # not without the variant


# --- decisions where the texts are silent (docs/rules.md) -------------------------------------

def test_refill_timing_right_after_the_clue_even_where_a_text_says_end_of_round():
    # L9: both texts refill "right after" the clue; the two-deck paragraph's "at the end of
    # each round" is read as the same draw. The hand is 5 again before any removal, and the
    # card drawn is the one logged with the clue.
    state = RULES.new({"clues": "myths"}, 12, ("Giver", "A"))
    top = state.game.draw_pile[0]
    state = state.apply(0, state.legal_moves(0)[0])
    assert state.game.due == 1 and top in state.game.hand and len(state.game.hand) == 5
    assert state.log().moves[0][1]["drawn"] == top


def test_two_deck_play_with_the_same_deck_twice_is_one_deck_play():
    # L10: choosing the character deck again as the clue deck is one-deck play: the hand and
    # refills are the rest of that deck (there is one copy of each card).
    for seed in range(5):
        assert Deal.from_seed(DECK, DECK, seed) == Deal.from_seed(DECK, None, seed)
        same = RULES.new({"characters": DECK.id, "clues": DECK.id}, seed, ("G", "A")).game
        assert same == RULES.new({"characters": DECK.id, "clues": SAME}, seed, ("G", "A")).game


def test_advanced_is_ignored_under_the_classic_rules():
    # L5: the advanced variant belongs to the remove rules; under the classic rules the flag
    # changes nothing (both orientations, the classic meanings).
    plain, flagged = Variant(CLASSIC), Variant(CLASSIC, True)
    assert flagged.orientations == plain.orientations == (VERTICAL, HORIZONTAL)
    for o in (VERTICAL, HORIZONTAL):
        assert flagged.meaning(o) == plain.meaning(o)
    assert game(CLASSIC, True).legal_clues() == game(CLASSIC).legal_clues()


# --- the audit: every rule sentence of both texts and the test that pins it -------------------
# (here: this file; R: test_rules.py; P: test_properties.py; C: test_cli.py)
#
# similo.en.txt
#   cooperative, all together ............... test_cooperative_all_players_find_the_secret_together; P random_games
#   one clue giver, the others guess ......... P test_every_guesser_seat_may_remove_and_the_giver_plays_the_clues
#   the giver shuffles, deck face down ....... R test_a_seeded_deal_one_deck_...; P ..._observation_never_contains_the_secret
#   1. draw the secret, look at it secretly .. P test_the_guessers_observation_never_contains_the_secret
#   2. 11 more, shuffled with it: 12 ........ test_setup_draw_the_secret_and_shuffle_it_with_11_more; R test_a_deal_the_rules_refuse
#   3. face up, a 4x3 grid ................... test_setup_the_12_characters_lie_face_up_in_a_4x3_grid
#   4. a starting hand of 5 .................. test_setup_the_giver_draws_a_starting_hand_of_5_clues; C test_a_starting_hand_...
#   5 rounds: 1 clue, then removals .......... R test_five_rounds_...; R test_the_guessers_remove_the_round_count_...; C test_a_sixth_round
#   the secret removed: lost at once ......... R test_removing_the_secret_loses_immediately
#   all removed but the secret: won .......... R test_five_rounds_remove_1_2_3_4_1_cards_and_the_secret_last_standing_wins
#   one clue from the hand ................... R test_a_played_clue_leaves_the_hand_...; C test_a_clue_not_in_the_givers_hand_...
#   vertical or horizontal ................... R test_a_clue_is_played_one_way_or_the_other; C test_a_clue_neither_vertical_nor_horizontal
#   vertical: similar to the secret .......... R test_both_orientations_and_their_meaning_are_recorded
#   horizontal: different from the secret .... R test_both_orientations_and_their_meaning_are_recorded
#   no talking, only clues ................... test_the_giver_communicates_only_by_playing_clues
#   right after a clue, draw back to 5 ....... R test_the_giver_refills_...; test_right_after_a_clue_the_giver_draws_back_to_5
#   clues stay, one more a round, all valid .. test_played_clues_stay_on_the_table_...; R test_a_played_clue_leaves_the_hand_...
#   likeness only limited by imagination ..... test_any_likeness_counts_so_every_card_in_hand_may_be_played
#   example (red hood; princess V, genie H) .. test_example_red_hood_a_princess_vertically_or_the_genie_horizontally
#   guessers remove cards not the secret ..... R test_five_rounds_...; P test_every_guesser_seat_may_remove_...
#   round 1: 1 of the 12 ..................... R test_five_rounds_...
#   example (round 1, remove the odd one) .... test_example_round_one_remove_the_card_with_nothing_in_common_with_the_clue
#   not the secret: next round, next clue .... R test_five_rounds_...
#   2, 3, 4 in rounds 2, 3, 4 ................ R test_five_rounds_...; C test_a_wrong_number_of_removals_...; C test_a_short_round_...
#   round 5: only 2 left ..................... R test_for_the_fifth_round_only_two_characters_remain
#   remove 1 of 2; the secret last: won ...... R test_five_rounds_...; C test_won
#   note: the secret at any point: lost ...... R test_removing_the_secret_loses_immediately[1-5]; C test_lost_when_the_secret_...
#   two decks: A characters, B clues ......... R test_two_deck_play_characters_from_deck_a_clues_and_refills_from_deck_b
#   set-up: secret + 11 from A, grid ......... R test_two_deck_play_...; test_remove_two_decks_deck_a_only_for_the_12_...
#   5 from deck B ............................ R test_two_deck_play_...; C test_a_hand_or_draw_not_from_the_clue_deck
#   same rules, clues and refills from B ..... test_two_decks_the_giver_plays_and_refills_only_from_the_clue_deck;
#                                              C test_two_deck_play_a_clue_from_the_character_deck
#   example (queen; queen V, Confucius H) and
#   the closing challenge .................... test_example_two_decks_a_queen_vertically_or_confucius_horizontally
#
# similo-remove-rules.fr.txt
#   the narrator plays clues for the others .. P test_every_guesser_seat_may_remove_and_the_giver_plays_the_clues
#   shuffle all into a face-down pile ........ test_remove_setup_12_from_the_shuffled_pile_then_its_next_5_are_the_hand
#   take 12, look at one secretly ............ test_setup_draw_the_secret_...; P ..._observation_never_contains_the_secret
#   shuffle them, face up, 4x3 ............... test_setup_the_12_characters_lie_face_up_in_a_4x3_grid
#   the next 5 of the pile: the hand ......... test_remove_setup_12_from_the_shuffled_pile_then_its_next_5_are_the_hand
#   cooperative, 5 rounds .................... test_cooperative_...; test_remove_rules_the_table_of_removals_1_2_3_4_1_...
#   clues horizontal, beside the grid ........ test_remove_rules_a_clue_is_played_horizontally_...; R test_remove_rules_play_...;
#                                              C test_a_vertical_clue_under_the_remove_rules_...; C ..._in_a_later_round_...
#   clue like one or more cards to remove .... test_remove_rules_a_clue_is_played_horizontally_and_is_like_cards_to_remove
#   all clues stay to the end ................ test_played_clues_stay_on_the_table_...[remove-*]
#   example (small hero; two clues) .......... test_example_remove_rules_a_clue_names_what_the_cards_to_remove_share
#   no talking, only clues ................... test_the_giver_communicates_only_by_playing_clues[remove*]
#   right after a clue, draw back to 5 ....... test_right_after_a_clue_the_giver_draws_back_to_5[remove-*]
#   players analyse and discuss removals ..... P test_every_guesser_seat_may_remove_...
#   the secret removed at any moment: lost ... test_remove_rules_removing_the_secret_at_any_moment_loses_at_once
#   example (remove the card most like it) ... test_example_remove_rules_remove_the_card_most_like_the_clue
#   table 1 2 3 4 1 .......................... test_remove_rules_the_table_of_removals_1_2_3_4_1_and_the_last_card_wins
#   none was the secret: next round .......... (same)
#   the secret last after round 5: won ....... (same); R test_remove_rules_keep_the_same_rounds_counts_loss_and_win
#   giving clues: only imagination limits .... test_any_likeness_counts_...[remove-*]
#   examples (four clues, four links) ........ test_giving_clues_any_shared_trait_points_at_the_cards_to_remove
#   two decks: A characters, B clues ......... R test_two_deck_play_...
#   change 1: 12 from A, A not used again .... test_remove_two_decks_deck_a_only_for_the_12_then_never_again
#   change 2: every clue draw from B ......... test_remove_two_decks_every_clue_draw_comes_from_deck_b; C test_a_hand_or_draw_...
#   advanced: harder, a little easier to win . test_advanced_variant_only_adds_vertical_clues_so_it_is_never_harder
#   advanced: as usual, but H or V ........... (same); R test_remove_rules_play_clues_horizontally_unless_advanced
#   advanced H: like cards to remove ......... test_advanced_variant_a_horizontal_clue_still_means_like_cards_to_remove
#   advanced V: unlike cards to remove ....... R test_both_orientations_...; test_example_advanced_...
#   example (winged goddess; V clue) ......... test_example_advanced_a_vertical_clue_says_what_the_cards_to_remove_lack
