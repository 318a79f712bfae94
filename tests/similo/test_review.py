"""Similo's review (issue 27): the giver's and the guessers' decisions judged by the team's win
chance, a planted blunder found with the better move, the identity end - start = luck + skill,
a guesser's review from what the guessers saw only, bad input refused in one line."""

from __future__ import annotations

import json

import pytest

from similarium.cli import main
from similarium.core.i18n import CATALOGUE
from similarium.core.protocol import play
from similarium.core.review import check_identity
from similarium.games.similo import review as R
from similarium.games.similo.bots import TraitsBot
from similarium.games.similo.protocol import RULES, SimiloState
from similarium.games.similo.rules import Clue, Remove

OPTIONS = {"rules": "classic", "characters": "fables", "clues": "same"}


class Planted:
    """The AI in every seat, except one move of the log replaced by ``plant(state)`` (or None)."""

    def __init__(self, plant) -> None:
        self.plant, self.ai, self.done = plant, TraitsBot(), False

    def bots(self, state_box: list) -> dict:
        outer = self

        class Bot:
            name = "planted"

            def choose(self, observation, legal):
                if not outer.done:
                    move = outer.plant(state_box[0], observation)
                    if move is not None:
                        outer.done = True
                        return move
                return outer.ai.choose(observation, legal)

        return {i: Bot() for i in range(len(state_box[0].players))}


def _play(seed: int, plant, players=("G", "A")) -> tuple[dict, bool]:
    """A logged game with one planted move (the state each bot sees is kept in a box)."""
    state = RULES.new(OPTIONS, seed, players)
    box = [state]
    planted = Planted(plant)
    bots = planted.bots(box)
    while not state.turn().over:
        seat = state.turn().seats[0]
        box[0] = state
        state = state.apply(seat, bots[seat].choose(state.observation(seat), state.legal_moves(seat)))
    return json.loads(state.log().dumps()), planted.done


def _riskiest(state: SimiloState, observation):
    """At a removal where the AI's belief puts 30% or more on a card that is not the secret:
    remove it (the guessers throw away a good part of the game)."""
    g = state.game
    if observation.role != "guesser":
        return None
    b = R.belief(g, R.MODEL[R.family(g)]["tau"])
    card = max((c for c in g.remaining if c != g.secret), key=lambda c: b[c])
    return Remove(card) if b[card] >= 0.3 else None


def test_a_guesser_s_planted_blunder_is_labelled_with_the_better_removal():
    for seed in range(1, 40):
        log, planted = _play(seed, _riskiest)
        if planted:
            break
    assert planted, "no deal with a removal worth planting"
    review = R.review(log, 1)
    check_identity(review)
    bad = [d for d in (x.to_json() for x in review.decisions) if d["label"] in ("mistake", "blunder")]
    assert len(bad) == 1
    d = bad[0]
    assert d["played"] != d["best"] and d["value_best"] - d["value_played"] >= 0.2
    assert d["why"] == "review.similo.remove.better" and float(d["why_params"]["played_risk"]) >= 30
    assert "{" not in CATALOGUE.raw(d["why"], "fr").format(**d["why_params"])  # the reason reads in French too


def _worst_clue(state: SimiloState, observation):
    """The giver's first clue: the one of its hand worth the least (the AI would never play it)."""
    g = state.game
    if observation.role != "giver" or g.clues:
        return None
    options = [(R.clue_chance(g, c.card, c.orientation), c) for c in g.legal_clues()]
    value, clue = min(options, key=lambda o: o[0])
    return clue if value <= 0.3 else None


def test_a_giver_s_planted_blunder_is_labelled_with_the_better_clue():
    for seed in range(1, 40):
        log, planted = _play(seed, _worst_clue)
        if planted:
            break
    assert planted
    data = R.review(log, 0).to_json()
    first = data["decisions"][0]
    assert first["label"] in ("mistake", "blunder")
    assert first["best"]["clue"] != first["played"]["clue"] or first["best"]["orientation"] != first["played"]["orientation"]
    assert first["value_best"] - first["value_played"] - first["margin"] >= 0.08
    assert first["why"] == "review.similo.clue.better"
    assert data["end"] - data["start"] == pytest.approx(data["luck"] + data["skill"], abs=1e-12)


@pytest.mark.parametrize("seed", [3, 11])
def test_the_identity_holds_for_every_seat_and_the_ai_s_own_game_has_no_loss(seed):
    state = play(RULES.new({**OPTIONS, "rules": "remove-advanced"}, seed, ("G", "A", "B")),
                 {i: TraitsBot() for i in range(3)})
    log = json.loads(state.log().dumps())
    movers = {s for s, _ in state.played}
    for seat in range(3):
        review = R.review(log, seat)
        check_identity(review)
        assert all(d.loss < 1e-9 for d in review.decisions)  # the AI played its own best
        assert len(review.decisions) == sum(1 for s, _ in state.played if s == seat)
        assert review.end == (1.0 if state.game.result == "won" else 0.0)
        assert review.par["bot"] == "traits" and isinstance(review.par["won"], bool)
    assert movers >= {0}


def _rounds_file(state: SimiloState) -> dict:
    """The replay format of a 2-player game."""
    g0 = RULES.new(OPTIONS, state.seed, ("G", "A")).game
    rounds = []
    for _, move in state.played:
        if isinstance(move, Clue):
            rounds.append({"clue": move.card, "orientation": move.orientation, "remove": []})
        else:
            rounds[-1]["remove"].append(move.card)
    return {"game": "similo", "rules": "classic", "advanced": False, "characters": g0.characters,
            "clues": g0.clue_deck, "grid": list(g0.grid), "secret": g0.secret, "hand": list(g0.hand),
            "draws": list(g0.draw_pile), "rounds": rounds}


def test_the_replay_format_and_the_common_log_give_the_same_values():
    state = play(RULES.new(OPTIONS, 7, ("G", "A")), {0: TraitsBot(), 1: TraitsBot()})
    common = R.review(json.loads(state.log().dumps()), 1).to_json()
    rounds = R.review(_rounds_file(state), 1).to_json()
    assert [d["value_played"] for d in rounds["decisions"]] == [d["value_played"] for d in common["decisions"]]
    assert [d["played"] for d in rounds["decisions"]] == [m.card for s, m in state.played if s == 1]
    assert rounds["start"] == common["start"] and rounds["end"] == common["end"]


def test_a_guesser_s_review_does_not_read_the_giver_s_hidden_cards():
    """The pile's cards never drawn and the secret's identity before the end are not the
    guessers': changing the cards never drawn changes nothing in a guesser's review."""
    state = play(RULES.new(OPTIONS, 7, ("G", "A")), {0: TraitsBot(), 1: TraitsBot()})
    data = _rounds_file(state)
    drawn = len(state.game.clues)
    other = dict(data, draws=data["draws"][:drawn] + list(reversed(data["draws"][drawn:])))
    assert other["draws"] != data["draws"]
    assert R.review(other, 1).to_json()["decisions"] == R.review(data, 1).to_json()["decisions"]


def test_bad_input_exits_2_with_one_line(tmp_path, capfd):
    state = play(RULES.new(OPTIONS, 7, ("G", "A")), {0: TraitsBot(), 1: TraitsBot()})
    log = json.loads(state.log().dumps())
    rounds = _rounds_file(state)
    cases = {
        "not json": ("{", "cannot read the log"),
        "unfinished": (json.dumps(dict(log, moves=log["moves"][:4])), "finished game"),
        "illegal": (json.dumps(dict(log, moves=[log["moves"][1], *log["moves"][1:]])), "illegal action: move 1"),
        "rounds, illegal": (json.dumps(dict(rounds, rounds=[dict(rounds["rounds"][0], clue=rounds["grid"][0])])),
                            "illegal action: round 1"),
        "rounds, unfinished": (json.dumps(dict(rounds, rounds=rounds["rounds"][:2])), "finished game"),
    }
    for name, (text, words) in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(text)
        rc = main(["review", "similo", str(path)])
        out, err = capfd.readouterr()
        assert rc == 2 and out == "" and err.count("\n") == 1 and words in err, (name, err)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(log))
    rc = main(["review", "similo", str(good), "--seat", "2"])
    out, err = capfd.readouterr()
    assert rc == 2 and "--seat must be between 0 and 1" in err and err.count("\n") == 1
    rc = main(["review", "similo", str(good), "--seat", "1"])
    out, err = capfd.readouterr()
    assert (rc, err) == (0, "") and json.loads(out)["game"] == "similo"


def test_the_reasons_read_in_english_and_french():
    from similarium.core.i18n import placeholders
    from similarium.games.similo import review_texts

    assert set(review_texts.EN) == set(review_texts.FR)
    for code, text in review_texts.EN.items():
        assert placeholders(text) == placeholders(review_texts.FR[code]) and text != review_texts.FR[code]
    for code in review_texts.EN:
        for lang in ("en", "fr"):
            assert CATALOGUE.raw(code, lang).format(card="x", risk="1", percent="2", best="y", best_risk="3",
                                                    best_percent="4", played="z", played_risk="5",
                                                    played_percent="6", clue="c", orientation="vertical",
                                                    best_orientation="h", played_orientation="v")


def test_an_unchanged_move_keeps_its_card_drawn():
    state = play(RULES.new(OPTIONS, 5, ("G", "A")), {0: TraitsBot(), 1: TraitsBot()})
    data = R.review(json.loads(state.log().dumps()), 0).to_json()
    assert all(d["best"] == d["played"] for d in data["decisions"])


@pytest.mark.parametrize("fam", sorted(R.GUESSER_MAP))
def test_the_guessers_map_keeps_the_order_of_removals_and_its_ends(fam):
    assert R.guesser_map(fam, 0.0) == 0.0 and R.guesser_map(fam, 1.0) == 1.0
    grid = [R.guesser_map(fam, k / 100) for k in range(101)]
    assert all(b > a for a, b in zip(grid, grid[1:], strict=False))
    for v, rate in R.GUESSER_MAP[fam]:
        assert R.guesser_map(fam, v) == pytest.approx(rate)


def test_a_removal_s_value_is_the_model_s_mapped():
    state = RULES.new(OPTIONS, 3, ("Giver", "Guesser"))
    while state.game.phase != "remove":
        seat = state.turn().seats[0]
        state = state.apply(seat, TraitsBot().choose(state.observation(seat), state.legal_moves(seat)))
    game = state.game
    raw, mapped = R.removal_values(game, raw=True), R.removal_values(game)
    assert mapped == {c: pytest.approx(R.guesser_map("classic", v)) for c, v in raw.items()}
    assert max(raw, key=raw.get) == max(mapped, key=mapped.get)  # the same best removal
    assert R.guesser_value(game) == pytest.approx(max(mapped.values()))
