"""A Similo session on one device: the game (a protocol state), who plays each seat, what the
player has selected but not confirmed, hints, suggestions, feedback. Plain Python, no DOM.

Seats: 0 is the clue giver, 1.. the guessers (one team). Modes:

- ``guess``: the AI gives the clues, you remove (seat 1);
- ``give``: you give the clues (seat 0), AI guessers remove and say why;
- ``table``: people: a giver and 1-6 guessers (the controller adds the privacy screen);
- ``daily`` / ``archive``: ``guess`` on the day's deal (:func:`daily_options`).

Nothing is played before it is confirmed: the guessers' selection (``selection``) and the
giver's card and orientation (``pick``/``orientation``) can be taken back (``undo``,
``clear``). Every refused action leaves a :class:`Feedback` with its reason.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field

from similarium.core.errors import IllegalMove
from similarium.core.i18n import t
from similarium.core.refusals import register
from similarium.games.similo import decks
from similarium.games.similo.messages import filled
from similarium.games.similo.protocol import (
    DECK_ORDER,
    GIVER,
    RULES,
    SAME,
    SimiloObservation,
    SimiloState,
    variant_of,
)
from similarium.games.similo.rules import (
    CLASSIC,
    CLUE_PHASE,
    LOST,
    REMOVE_PHASE,
    VERTICAL,
    WON,
    Clue,
    Remove,
)
from similarium.ui.page import DAILY, TABLE, Feedback
from similarium.ui.pieces import refusal, refused
from similarium.ui.session import SeatedSession, replay_saved
from similarium.ui.similo import messages  # noqa: F401 - registers the page's texts
from similarium.ui.similo.shown import AI, ALL, GIVER_VIEW, GUESSERS_VIEW, Ui  # noqa: F401 - the views, named here too

GUESS, GIVE = "guess", "give"
MODES = (GUESS, GIVE, TABLE, DAILY)
HUMAN = "human"
KINDS = (HUMAN, AI)
ROUNDS = 5
KEYS_GRID = "abcdefghijkl"  # keyboard letters of the 12 grid places


def default_options() -> dict[str, str]:
    return {"rules": CLASSIC, "characters": DECK_ORDER[0], "clues": SAME}


def daily_options(day: _dt.date) -> dict[str, str]:
    """The day's game: classic rules, the character deck of the day (the decks in turn)."""
    return {"rules": CLASSIC, "characters": DECK_ORDER[day.toordinal() % len(DECK_ORDER)], "clues": SAME}


def check_options(options: dict) -> dict[str, str]:
    """``rules``/``characters``/``clues`` as RULES lists them (ValueError: a catalogue text)."""
    out = {}
    for opt in RULES.options:
        value = options.get(opt.name, default_options()[opt.name])
        if value not in opt.choices:
            raise ValueError(t("similo.setup.bad_option", option=t(f"similo.setup.{opt.name}"), value=str(value)[:40]))
        out[opt.name] = value
    return out


def words(code: str, params: dict, text) -> str:
    """A refusal as the page says it: its data (card and deck ids, results) with catalogue texts,
    never raw ids; a card of the grid already out said as such."""
    if code == "similo.not_on_table" and params.get("removed"):
        return text("similo.pick.gone", **reason_params(params))
    return filled(code, reason_params(params), text)


register("similo", words=words)


def reason_params(params: dict) -> dict:
    """A rule reason's data as a person reads it: the names of known cards and decks, the words
    of a result; anything else (an unknown id someone typed, cut short; a count) as it is."""
    out = dict(params)
    for key in ("card", "expected", "named"):
        if isinstance(out.get(key), str):
            out[key] = card_text(out[key])
    if isinstance(out.get("deck"), str) and out["deck"] in decks.load():
        out["deck"] = t(f"similo.deck.{out['deck']}")
    if out.get("result") in (WON, LOST):
        out["result"] = t(f"similo.result.{out['result']}")
    return out


def card_name(card_id: str) -> str:
    return t(f"similo.card.{card_id}")


def card_text(card_id: str) -> str:
    """A card's name if it is a card, else what was given (cut short): for refusals."""
    return card_name(card_id) if card_id in decks.cards() else card_id[:40]


def traits_text(traits: list[str] | tuple[str, ...]) -> str:
    return ", ".join(t(f"similo.trait.{x}") for x in traits)


@dataclass
class Session(SeatedSession):
    RULES = RULES
    state: SimiloState
    selection: list[str] = field(default_factory=list)  # the guessers' choice this round, in click order
    pick: str | None = None  # the giver's card, not yet played
    orientation: str | None = None
    feedback: Feedback | None = None
    hints: int = 0  # rounds in which the guessers looked at the AI's belief (counted in a daily)
    hint_round: int = 0  # the round whose belief is shown (0: none)
    hint_armed: bool = False  # a daily's first hint press asks for a second one
    meanings: set[int] = field(default_factory=set)  # rounds whose meaning was asked for
    reveal: str = "end"  # "round": learning (trait words on the cards, each AI clue's meaning after its
    # round); "end" (the default, the game as in the box): pictures and names, meanings at the end
    suggestion: dict | None = None  # the AI's clue for the giver (with ``round``)
    pending: str = ""  # slow work under way: "suggest" | "ai"
    recorded: bool = False

    # --- building -------------------------------------------------------------------------
    @classmethod
    def start(cls, mode: str, players: list[str], kinds: list[str], seed: int, options: dict,
              day: _dt.date | None = None) -> Session:
        if len(players) != len(kinds) or not RULES.min_players <= len(players) <= RULES.max_players or any(k not in KINDS for k in kinds):
            raise ValueError("a giver and at least one guesser, each human or ai")
        options = check_options(options)
        return cls.deal(mode, players, kinds, seed, options, day)

    @classmethod
    def restore(cls, mode: str, players: list[str], kinds: list[str], seed: int, options: dict, moves: list,
                day: _dt.date | None = None, hints: int = 0) -> Session:
        s = cls.start(mode, players, kinds, seed, options, day)
        s.state = replay_saved(RULES, s.state, moves, "Similo")
        s.hints = hints
        return s

    def held_json(self) -> dict | None:
        """What is chosen but not confirmed yet (the guessers' selection, the giver's card and
        side), with its round, so that a reload keeps it; None when nothing is."""
        if not (self.selection or self.pick or self.orientation):
            return None
        return {"round": self.game.round, "selection": list(self.selection), "pick": self.pick,
                "orientation": self.orientation}

    def restore_held(self, held: object) -> None:
        """Choose again what :meth:`held_json` kept, if it is this round's: each choice is made as
        a click would make it (one no longer possible is left out)."""
        if not isinstance(held, dict) or held.get("round") != self.game.round or self.finished:
            return
        for card in held.get("selection") or []:
            self.act("pick", str(card))
        if held.get("pick"):
            self.act("hand", str(held["pick"]))
        if held.get("orientation"):
            self.act("orient", str(held["orientation"]))
        self.feedback = None

    # --- questions ------------------------------------------------------------------------
    @property
    def game(self):
        return self.state.game

    @property
    def won(self) -> bool:
        return self.game.status == "won"

    @property
    def to_act(self) -> int | None:
        """The seat to act: the giver (0) before a clue, the guessers (1, the team) after it."""
        if self.finished:
            return None
        return 1 if self.game.phase == REMOVE_PHASE else GIVER

    @property
    def ai_turn(self) -> bool:
        seat = self.to_act
        return seat is not None and self.kinds[seat] == AI

    @property
    def score(self) -> int:
        """Rounds survived: 5 for a win; a loss in round r scores r - 1."""
        if self.won:
            return ROUNDS
        return len(self.game.clues) - (1 if self.finished else 0) if self.game.clues else 0

    @property
    def variant(self):
        return variant_of(self.options)

    def observation_for(self, viewer: str) -> SimiloObservation:
        """What ``viewer`` may see: the giver's seat, else a guesser's (the secret once the game is over)."""
        return self.state.observation(GIVER if viewer == GIVER_VIEW else 1)

    def ui(self, viewer: str, view: SimiloObservation | None = None) -> Ui:
        """What the page draws beside ``viewer``'s observation ``view`` (a snapshot: no state in it)."""
        view = view if view is not None else self.observation_for(viewer)
        explains = self.kinds[GIVER] == AI
        told, askable = [], []
        for n in range(1, len(view.clues) + 1):
            meaning = self.state.clue_meaning(view.seat, n, explained=explains)  # None: not for this seat now
            told.append(meaning if meaning is not None and (n in self.meanings or (self.finished and explains))
                        else None)
            askable.append(explains and self.state.clue_meaning(1, n, explained=True) is not None)
        return Ui(tuple(self.players), tuple(self.kinds), self.mode, self.seed, self.day, dict(self.options), viewer,
                  tuple(self.selection), self.pick, self.orientation, self.hints, self.hint_round, self.suggestion,
                  self.pending, self.reveal, self.feedback, tuple(told), tuple(askable))

    def shown(self, viewer: str) -> tuple[SimiloObservation, Ui]:
        """What the page draws for ``viewer`` (everybody's once the game is over): the observation
        and the page's own state."""
        viewer = ALL if self.finished else viewer
        view = self.observation_for(viewer)
        return view, self.ui(viewer, view)

    def lost_round(self) -> int:
        """The round the secret was removed in (0: not removed), as every seat sees it at the end."""
        secret = self.state.observation(1).secret  # a guesser's: the secret once the game is over
        return next((r for r, removed in enumerate(self.game.removed, 1) if secret in removed), 0)

    @property
    def learning(self) -> bool:
        """The learning setting: the cards' traits in words, the AI giver's meanings after each round."""
        return self.reveal == "round"

    def ai_guessers(self) -> bool:
        return any(k == AI for k in self.kinds[1:])

    # --- actions ----------------------------------------------------------------------------
    def act(self, action: str, arg: str = "") -> bool:
        """Do a player's action; True when a move was played (the game changed)."""
        self.feedback = None
        if self.finished and action not in ("meaning",):
            return self._wait()  # the rules' answer after the end: over, and how it ended
        handler = {"pick": self._pick, "confirm": self._confirm, "undo": self._undo, "clear": self._clear,
                   "hand": self._hand, "orient": self._orient, "hint": self._hint,
                   "meaning": self._meaning}.get(action)
        if handler is None:
            return False
        return handler(arg)

    def _refuse(self, key: str, **params) -> bool:
        """A refusal of the page's own (a plural by ``n``: ``key.one``/``key.other``)."""
        self.feedback = refused(key, **params)
        return False

    def _wait(self) -> bool:
        """The rules' answer to a move of the side not playing now: a removal before the clue, a
        clue before the removals are done, anything after the end (nothing is played)."""
        move = Remove("") if self.game.phase == CLUE_PHASE else Clue("", VERTICAL)
        try:
            self.game.apply(move)  # asked, never kept
        except IllegalMove as err:
            self.feedback = refusal(err)
        return False

    def _human_guessers(self) -> bool:
        return self.to_act == 1 and self.kinds[1] == HUMAN

    def _pick(self, arg: str) -> bool:
        g = self.game
        if arg in KEYS_GRID and len(arg) == 1:
            arg = g.grid[KEYS_GRID.index(arg)]
        if self.to_act == GIVER:
            return self._refuse("similo.pick.not_yours") if self.kinds[0] == HUMAN else self._wait()
        if not self._human_guessers():
            return self._wait()
        if arg in self.selection:
            self.selection.remove(arg)
            return False
        if not self.allowed(1, Remove(arg)):  # the rules: a card not on the table, or already out
            return False
        if len(self.selection) >= g.due:
            return self._refuse("similo.pick.full", n=g.due, due=g.due)
        self.selection.append(arg)
        return False

    def _confirm(self, _arg: str) -> bool:
        if self.to_act == GIVER:
            return self._play_clue()
        if not self._human_guessers():
            return self._wait()
        due = self.game.due
        if len(self.selection) != due:
            return self._refuse("similo.pick.missing", n=due - len(self.selection), missing=due - len(self.selection),
                                due=due)
        for card in self.selection:
            self.state = self.state.apply(1, Remove(card))
            if self.finished:
                break
        self.selection, self.hint_round, self.hint_armed = [], 0, False
        return True

    def _play_clue(self) -> bool:
        if self.kinds[GIVER] != HUMAN:
            return self._wait()
        if self.pick is None:
            return self._refuse("similo.play.need_card")
        if self.orientation is None:
            return self._refuse("similo.play.need_orientation")
        try:
            self.state = self.state.apply(GIVER, Clue(self.pick, self.orientation))
        except IllegalMove as err:
            self.feedback = refusal(err)
            return False
        self.pick, self.orientation, self.suggestion = None, None, None
        return True

    def _undo(self, _arg: str) -> bool:
        if self.selection:
            self.selection.pop()
        elif self.orientation is not None:
            self.orientation = None
        elif self.pick is not None:
            self.pick = None
        else:
            return self._refuse("similo.undo.nothing")
        return False

    def _clear(self, _arg: str) -> bool:
        self.selection, self.pick, self.orientation = [], None, None
        return False

    def _giver_ready(self) -> bool:
        if self.to_act != GIVER or self.kinds[GIVER] != HUMAN:
            return self._wait()
        return True

    def _hand(self, arg: str) -> bool:
        if not self._giver_ready():
            return False
        hand = self.game.hand
        if arg.isdigit() and 1 <= int(arg) <= len(hand):
            arg = hand[int(arg) - 1]
        if not self.allowed(GIVER, Clue(arg, self.orientation or self.variant.orientations[0])):
            return False  # the rules: a card not in the giver's hand
        self.pick = None if self.pick == arg else arg
        return False

    def _orient(self, arg: str) -> bool:
        if not self._giver_ready():
            return False
        if not self.allowed(GIVER, Clue(self.pick or self.game.hand[0], arg[:20])):
            return False  # the rules: an orientation that does not exist, or that the variant refuses
        self.orientation = arg
        if self.pick is None:
            self.feedback = Feedback("info", t("similo.play.need_card"))
        return False

    def _hint(self, _arg: str) -> bool:
        if self.to_act != 1 or self.kinds[1] != HUMAN:
            if self.to_act == GIVER and self.kinds[0] == HUMAN:
                return self._refuse("similo.hint.giver")
            return self._wait()
        if self.hint_round == self.game.round:
            return False  # already shown this round: not counted twice
        if self.daily and self.mode == DAILY and not self.hint_armed:
            self.hint_armed = True
            self.feedback = Feedback("info", t("similo.hint.counted"), "similo.hint.counted")
            return False
        self.hint_round, self.hint_armed = self.game.round, False
        self.hints += 1
        return False

    def _meaning(self, arg: str) -> bool:
        try:
            r = int(arg)
        except ValueError:
            return self._refuse("similo.meaning.daily")
        if self.mode == DAILY and not self.finished:
            return self._refuse("similo.meaning.daily")
        if self.reveal == "end" and not self.finished:
            return self._refuse("similo.meaning.end")
        if self.kinds[GIVER] != AI or not 1 <= r <= len(self.game.clues):
            return False
        if self.state.clue_meaning(1, r, explained=True) is None:  # the rules: once that round's cards are removed
            return self._refuse("similo.meaning.after")
        self.meanings.add(r)
        return False

    # --- the AI's seats ------------------------------------------------------------------------
    def ai_step(self) -> bool:
        """The AI seat to act makes one move (a clue, or one removal); True when it moved."""
        seat = self.to_act
        if seat is None or self.kinds[seat] != AI:
            return False
        bot = RULES.bots["traits"]()
        move = bot.choose(self.state.observation(seat), self.state.legal_moves(seat))
        self.state = self.state.apply(seat, move)
        return True
