"""The skeleton's hooks filled from a game's rules (:class:`similarium.core.protocol.Rules`), for
a game that is its protocol and is played by one person against its bots: its page declares
``RULES`` and draws its table (:meth:`ProtocolPage.render_table`, from the seat's observation and
its legal moves); everything else comes from here.

- the setup: a drop-down for each of the rules' options, and the seed;
- a link: ``#/<game>/solo?seed=N&<option>=<choice>`` (the options declared in ``LINK``, from the
  rules), a bad choice refused in words;
- a move: the action ``move`` with the move as the rules write it in JSON (``data-arg``), so a
  move the rules refuse is said by its rule's code (:func:`similarium.core.refusals.refusal_text`);
  the bots (the rules' first bot, in every other seat) answer until it is the person's turn;
- the save: the options, the seed and the moves as the common game log writes them
  (``[seat, move]``), checked on load by :func:`validator`;
- the end: the scores, the winners, the game recorded in its match.
"""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import dataclass
from typing import Any, ClassVar

from similarium.core.errors import IllegalMove
from similarium.core.i18n import t
from similarium.core.protocol import Observation, Rules, State
from similarium.core.schema import GameValidator, SavedGame
from similarium.ui import pieces
from similarium.ui.hooks import SOLO
from similarium.ui.html import button, esc
from similarium.ui.page import GamePage
from similarium.ui.pieces import Feedback, refusal, refused

MOVE = "move"  # the action of a move; its argument: the move in the rules' JSON


def validator(rules: Rules) -> GameValidator:
    """The checks of a save of ``rules``'s game: its options, and moves as ``[seat, move]``."""

    def moves(items: list) -> None:
        for item in items:
            if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int):
                raise ValueError(f"a move is [seat, move], not {item!r}")
            rules.move_from_json(item[1])

    return GameValidator(options=rules.check_options, moves=moves)


@dataclass
class PlaySession:
    """One game of the rules' protocol: the person in seat 0, the bot ``bot`` in every other."""

    state: State
    bot: Any
    mode: str = SOLO
    day: _dt.date | None = None
    recorded: bool = False
    started: str = ""
    feedback: Feedback | None = None

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self.state.players)

    @property
    def seed(self) -> int:
        return self.state.log().seed or 0

    @property
    def finished(self) -> bool:
        return self.state.outcome() is not None

    def moves_json(self) -> list:
        return [[seat, move] for seat, move in self.state.log().moves]

    def bots_move(self) -> None:
        """The bots play until it is the person's turn (seat 0) or the game is over."""
        while not self.finished and 0 not in self.state.turn().seats:
            seat = self.state.turn().seats[0]
            legal = self.state.legal_moves(seat)
            self.state = self.state.apply(seat, self.bot.choose(self.state.observation(seat), legal))

    def play(self, move: Any) -> None:
        """The person's ``move`` (IllegalMove from the rules: nothing changes), then the bots'."""
        self.state = self.state.apply(0, move)
        self.bots_move()


class ProtocolPage(GamePage):
    """A page made of its rules: a game sets ``GAME``, ``TITLE``, ``RULES`` and writes
    :meth:`render_table`; its page module holds ``VALIDATOR = validator(RULES)``."""

    RULES: ClassVar[Rules]
    BOT: ClassVar[str] = ""  # the rules' bot in the other seats ("": the rules' first)
    PLAY_MODES = (SOLO,)
    MENU = False  # ``#/<game>``: the setup

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "RULES" in cls.__dict__:
            cls.MATCH_IDS = {SOLO: f"{cls.GAME}-solo"}
            cls.LINK = tuple(o.name for o in cls.RULES.options)

    def render_table(self, observation: Observation, legal: list[Any]) -> str:
        """The table as seat 0 sees it, with a button for each legal move (:meth:`move_button`)."""
        raise NotImplementedError

    def move_button(self, label: str, move: Any, testid: str = "move") -> str:
        """A button that plays ``move`` (``label``: its words, from the game's catalogue)."""
        arg = json.dumps(self.RULES.move_to_json(move), separators=(",", ":"))
        return button(label, MOVE, arg, testid=testid)

    # --- its sessions ------------------------------------------------------------------------------
    def bot(self) -> Any:
        return self.RULES.bots[self.BOT or next(iter(self.RULES.bots))]()

    def new_session(self, options: dict, seed: int) -> PlaySession:
        bot = self.bot()
        session = PlaySession(self.RULES.new(options, seed, (t("protocol.you"), bot.name)), bot)
        session.bots_move()
        return session

    def saved_options(self, session: PlaySession) -> dict:
        return dict(session.state.log().options)

    def session_from_saved(self, saved: SavedGame) -> PlaySession:
        s = PlaySession(self.RULES.new(saved.options, saved.seed, tuple(saved.players)), self.bot(), saved.mode)
        for seat, raw in saved.moves:
            s.state = s.state.apply(seat, self.RULES.move_from_json(raw))
        return s

    def options_from(self, values: dict[str, str]) -> dict:
        """The rules' options from a link or the setup form (ValueError in words for a bad one)."""
        out = {}
        for option in self.RULES.options:
            names = tuple(str(c) for c in option.choices)
            chosen = pieces.link_choice(values, option.name, names, str(option.default))
            out[option.name] = option.choices[names.index(chosen)]
        return out

    def wanted(self, query: dict[str, str]) -> PlaySession | None:
        seed = self.link_seed(query)
        try:
            return None if seed is None else self.new_session(self.options_from(query), seed)
        except ValueError as err:  # refused in words: nothing started
            self.setup_error = str(err)
            return None

    def next_session(self, session: PlaySession, mode: str) -> PlaySession:
        return self.new_session(self.saved_options(session), self.seed_source())

    def final_scores(self, session: PlaySession) -> tuple[list[int], list[bool]]:
        outcome = session.state.outcome()
        return list(outcome.scores), [s in outcome.winners for s in range(len(outcome.scores))]

    # --- its actions -------------------------------------------------------------------------------
    def setup_action(self, action: str, fields: dict[str, str]) -> str | None:
        seed = self.form_seed(fields)
        try:
            options = self.options_from({k: v for k, v in fields.items() if v})
        except ValueError as err:
            self.setup_error = str(err)
            return None
        if seed is None:
            return None
        self._start(self.new_session(options, seed))
        return self.route()

    def play(self, session: PlaySession, action: str, arg: str, fields: dict[str, str]) -> str | None:
        if action != MOVE:
            return None
        try:
            session.play(self.RULES.move_from_json(json.loads(arg)))
        except IllegalMove as err:
            session.feedback = refusal(err)
            return None
        except ValueError:  # not a move of this game at all (a tampered page): said, nothing played
            session.feedback = refused("protocol.not_a_move")
            return None
        session.feedback = None
        return self.after_move()

    # --- its views ---------------------------------------------------------------------------------
    def render_setup(self) -> str:
        last = self.saved_options(self.setup_from) if isinstance(self.setup_from, PlaySession) else {}
        rows = [pieces.select(o.name, str(last.get(o.name, o.default)), tuple(str(c) for c in o.choices),
                              str, o.name) for o in self.RULES.options]
        return pieces.setup_form(self.GAME, SOLO, rows, pieces.seed_field(self.setup_seed), self.setup_error, "")

    def render_game(self, s: PlaySession) -> str:
        legal = [] if s.finished else s.state.legal_moves(0)
        end = ""
        if s.finished:
            winners = ", ".join(s.players[w] for w in s.state.outcome().winners)
            end = f'<p data-testid="over">{esc(t("protocol.over", winners=winners))}</p>'
        return (f'<section data-game="{esc(self.GAME)}">{self.render_table(s.state.observation(0), legal)}'
                f'{pieces.feedback_line(s.feedback)}{end}</section>{self.over_extra()}')
