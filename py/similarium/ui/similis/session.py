"""A Similis session on one device: the game (a protocol state), who plays each seat (a person
or a bot level), the cards selected, the gift being chosen, feedback. Plain Python, no DOM.

Modes: ``solo`` (you in seat 0 against 2-5 bots), ``table`` (people and bots; the controller
adds the privacy screen when two or more people share the device), ``daily``/``archive`` (you
and three bots on the day's deal). Nothing is laid before "Lay the series": the selection can
be changed, taken back or cleared; every refusal leaves a :class:`Feedback` with its reason.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field

from similarium.core.errors import IllegalMove
from similarium.core.i18n import CATALOGUE, t, tn
from similarium.core.refusals import CHANCE_MISMATCH, NOT_YOUR_TURN, awaited, register
from similarium.games.similis.cards import ATTRIBUTES, BACKGROUNDS, COLOURS, SYMBOLS, Card, deck
from similarium.games.similis.protocol import (
    RULES,
    SimilisObservation,
    SimilisState,
)
from similarium.games.similis.rules import GIFT, Draw, Gift, Lay
from similarium.games.similis.series import (
    Series,
    check_series,
    gifts_after,
)
from similarium.ui.page import DAILY, SOLO, TABLE, Feedback
from similarium.ui.pieces import refusal, refused
from similarium.ui.session import SeatedSession, SeatsUi, replay_saved
from similarium.ui.similis import messages  # noqa: F401 - registers the page's texts

MODES = (SOLO, TABLE, DAILY)
HUMAN = "human"
LEVELS = ("random", "greedy", "strong")


def bot_levels() -> tuple[str, ...]:
    """The bot levels this build has (``strong`` once it exists)."""
    return tuple(k for k in LEVELS if k in RULES.bots)


def best_level() -> str:
    return bot_levels()[-1]


def kinds_known() -> tuple[str, ...]:
    return (HUMAN, *bot_levels())


def sort_key(card: Card) -> tuple:
    """Hand order: number, then symbol, colour and background in the deck's order."""
    def rank(values: tuple, v: object) -> int:
        return values.index(v) if v in values else len(values)

    return (str(card.number).zfill(3), rank(SYMBOLS, card.symbol), rank(COLOURS, card.colour),
            rank(BACKGROUNDS, card.background), card.id)


def _word(attr: str, value: object) -> str:
    key = f"similis.{attr}.{value}"
    return t(key) if CATALOGUE.has(key) else str(value)


def card_text(card: Card) -> str:
    """A card as the page names it: "3 lotus, green, papyrus" / "3 · lotus · vert · fond papyrus"."""
    return t("similis.card", number=card.number, symbol=_word("symbol", card.symbol),
             colour=_word("colour", card.colour), background=_word("background", card.background))


def cards_text(cards) -> str:
    return t("similis.cards.join").join(card_text(c) for c in cards)


def series_text(series: Series) -> str:
    """A series' hand cards, then its market card: "…; … (with … from the market)"."""
    market = t("similis.log.market", card=card_text(series.market)) if series.market else ""
    return cards_text(series.cards) + market


# "No card" in a rule's reason, by rule (default: "nothing").
NOTHING = {CHANCE_MISMATCH: "similis.reason.empty_pile"}


def reason_param(code: str, value: object) -> object:
    """A rule reason's parameter in the page's words: cards and series named, "no card" said."""
    if isinstance(value, Card):
        return card_text(value)
    if isinstance(value, Series):
        return series_text(value)
    if value is None:
        return t(NOTHING.get(code, "similis.reason.none"))
    return value


def series_why(cards: list[Card], banned) -> tuple[bool, str]:
    """Whether ``cards`` (a market card among them) make a series under ``banned``, and what they
    share or why not, in the page's words (from the rules' own check)."""
    if not cards:
        return False, t("similis.pick.none")
    check = check_series(cards, banned)
    if check.banned is not None:
        return False, t("similis.pick.banned", card=card_text(check.banned))
    common = check.common
    names = ", ".join(t(f"similis.attr.{ATTRIBUTES[i]}") for i in common)
    head = (tn("similis.pick.shared", len(cards), attrs=names) if common
            else tn("similis.pick.nothing", len(cards)))
    if not check.size_ok:
        return False, f"{head} {t('similis.pick.size')}" if len(cards) > 1 else t("similis.pick.size")
    if not check.ok:
        return False, f"{head} {t('similis.pick.needs', n=len(cards), k=check.needed)}"
    return True, head


def named(card_id: str) -> Card | str:
    """A card someone named by its id: the card, so that a refusal says its name; else the id as
    typed (cut short)."""
    return next((c for c in deck() if c.id == card_id), card_id[:40])


# The rules' refusals of a series, said as the selection line says them (what the cards share).
SERIES = ("similis.series_size", "similis.banned_in_series", "similis.not_a_series")


def words(code: str, params: dict, text) -> str:
    """A refusal in the page's words: a series' cards explained, cards named, "no card" said."""
    if code in SERIES and "cards" in params:
        return series_why(list(params["cards"]), params["banned"])[1]
    if code == NOT_YOUR_TURN:  # a person acting while another plays: whose turn it is
        return text("similis.pick.wait", player=params["waiting"])
    return text(code, **{k: reason_param(code, v) for k, v in params.items()})


register("similis", words=words)


def you_among(kinds) -> int | None:
    """The one person at the device (solo, daily), addressed as "you"; None at a table of people."""
    humans = [i for i, k in enumerate(kinds) if k == HUMAN]
    return humans[0] if len(humans) == 1 else None


@dataclass(frozen=True)
class Ui(SeatsUi):
    """What the page draws beside the viewer's observation, and never a game state: the seats
    (:class:`~similarium.ui.session.SeatsUi`), whose hand the device shows, what the person has
    selected and what it makes, whether the rules leave only a draw, the last answer."""

    viewer: int | None
    selection: tuple[Card, ...]
    market_pick: Card | None
    gift_card: Card | None
    status: tuple[bool, str]  # :meth:`Session.selection_status`
    can_draw: bool
    feedback: Feedback | None

    @property
    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == HUMAN]

    def you(self) -> int | None:
        return you_among(self.kinds)


@dataclass
class Session(SeatedSession):
    RULES = RULES
    state: SimilisState
    selection: list[Card] = field(default_factory=list)
    market_pick: Card | None = None
    gift_card: Card | None = None
    feedback: Feedback | None = None
    recorded: bool = False

    @classmethod
    def start(cls, mode: str, players: list[str], kinds: list[str], seed: int, options: dict,
              day: _dt.date | None = None) -> Session:
        if not RULES.min_players <= len(players) <= RULES.max_players or len(kinds) != len(players) or any(k not in kinds_known() for k in kinds):
            raise ValueError("3 to 6 seats, each a person or a known bot level")
        options = {"banned": "on" if options.get("banned") == "on" else "off"}
        return cls.deal(mode, players, kinds, seed, options, day)

    @classmethod
    def restore(cls, mode: str, players: list[str], kinds: list[str], seed: int, options: dict, moves: list,
                day: _dt.date | None = None) -> Session:
        s = cls.start(mode, players, kinds, seed, options, day)
        s.state = replay_saved(RULES, s.state, moves, "Similis")
        return s

    # --- questions -------------------------------------------------------------------------
    @property
    def game(self):
        return self.state.game

    @property
    def to_move(self) -> int | None:
        return None if self.finished else self.game.to_move

    @property
    def bot_turn(self) -> bool:
        return self.to_move is not None and self.kinds[self.to_move] != HUMAN

    @property
    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == HUMAN]

    def you(self) -> int | None:
        return you_among(self.kinds)

    def viewer(self) -> int | None:
        """Whose hand the device shows: the one person (solo, daily), else the person to move."""
        if len(self.humans) == 1:
            return self.humans[0]
        seat = self.to_move
        return seat if seat is not None and self.kinds[seat] == HUMAN else None

    def my_turn(self) -> bool:
        return self.to_move is not None and self.to_move == self.viewer()

    def ui(self) -> Ui:
        """What the page draws beside :meth:`view` (a snapshot: no state in it)."""
        return Ui(tuple(self.players), tuple(self.kinds), self.mode, self.seed, self.day, self.viewer(),
                  tuple(self.selection), self.market_pick, self.gift_card, self.selection_status(),
                  not self.finished and self.can_draw(), self.feedback)

    def shown(self) -> tuple[SimilisObservation, Ui]:
        """What the page draws: the viewer's observation and the page's own state."""
        return self.view(), self.ui()

    def view(self) -> SimilisObservation:
        """What the device shows, as the rules let its viewer see it: the viewer's observation,
        or everybody's when no one person is at the device."""
        seat = self.viewer()
        return self.state.public_observation() if seat is None else self.state.observation(seat)

    def hand(self, seat: int) -> list[Card]:
        """``seat``'s hand in the order the page shows it (its observation's)."""
        return sorted(self.state.observation(seat).hand, key=sort_key)

    def can_draw(self) -> bool:
        legal = self.state.legal_moves(self.game.to_move) if not self.finished else []
        return len(legal) == 1 and isinstance(legal[0], Draw)

    def human_turns(self, seat: int = 0) -> int:
        """Turns played by ``seat`` (a lay with its gifts, a draw or a pass each count one)."""
        return sum(e.kind in ("lay", "draw", "pass") and e.seat == seat for e in self.game.history)

    def selection_status(self) -> tuple[bool, str]:
        """Whether the selected cards (and market card) make a series, and what they share, or why not."""
        cards = [*self.selection, *([self.market_pick] if self.market_pick else [])]
        ok, why = series_why(cards, self.game.banned)
        if not ok:
            return False, why
        seat = self.viewer()
        gifts = gifts_after(len(cards), len(self.game.hands[seat]) - len(self.selection)) if seat is not None else 0
        tail = tn("similis.pick.gifts", gifts) if gifts else ""
        return True, f"{why} {t('similis.pick.series', n=len(cards), gifts=tail)}"

    # --- actions ------------------------------------------------------------------------------
    def act(self, action: str, arg: str = "") -> bool:
        """A person's action; True when a move was played."""
        self.feedback = None
        seat = self.viewer()
        why = awaited(self.state, seat if seat is not None else self.humans[0] if self.humans else 0)
        if why is not None:  # the rules' answer to any move of this seat now: over, or not its turn
            self.feedback = refusal(why)
            return False
        handler = {"pick": self._pick, "market": self._market, "clear": self._clear, "undo": self._undo,
                   "lay": self._lay, "draw": self._draw, "give": self._give}.get(action)
        return handler(arg) if handler else False

    def _refuse(self, key: str, **params) -> bool:
        self.feedback = refused(key, **params)
        return False

    def _card_of(self, cards: list[Card], arg: str) -> Card | None:
        """The card ``arg`` names (its place or its id) among the cards the seat sees: None when it
        names none of them, refused with the rules' code, as there is no move to compose."""
        if arg.isdigit() and 1 <= int(arg) <= len(cards):
            return cards[int(arg) - 1]
        return next((c for c in cards if c.id == arg), None)

    def _pick(self, arg: str) -> bool:
        seat = self.game.to_move
        card = self._card_of(self.hand(seat), "10" if arg == "0" else arg)
        if card is None:
            return self._refuse("similis.not_in_hand", card=named(arg), seat=seat)
        if self.game.phase == GIFT:
            self.gift_card = None if self.gift_card == card else card
            return False
        if card in self.selection:
            self.selection.remove(card)
        else:
            self.selection.append(card)
        return False

    def _out_of_step(self, kind: type) -> bool:
        """Whether the rules refuse any move of ``kind`` now (a lay while gifts are due, a gift
        when none is), before the selection is a whole move; the feedback says why."""
        err = self.game.out_of_step(kind)
        if err is not None:
            self.feedback = refusal(err)
        return err is not None

    def _market(self, arg: str) -> bool:
        if self._out_of_step(Lay):
            return False
        card = self._card_of(list(self.game.market), {"q": "1", "w": "2", "e": "3"}.get(arg, arg))
        if card is None:
            return self._refuse("similis.not_in_market", card=named(arg))
        if self.market_pick == card:
            self.market_pick = None
        else:
            if self.market_pick is not None:
                self.feedback = Feedback("info", t("similis.pick.one_market", card=card_text(card)))
            self.market_pick = card
        return False

    def _clear(self, _arg: str) -> bool:
        self.selection, self.market_pick, self.gift_card = [], None, None
        return False

    def _undo(self, _arg: str) -> bool:
        if self.gift_card is not None:
            self.gift_card = None
        elif self.market_pick is not None and not self.selection:
            self.market_pick = None
        elif self.selection:
            self.selection.pop()
        else:
            return self._refuse("similis.undo.nothing")
        return False

    def _apply(self, move) -> bool:
        try:
            self.state = self.state.apply(self.game.to_move, move)
        except IllegalMove as err:
            self.feedback = refusal(err)
            return False
        return True

    def _lay(self, _arg: str) -> bool:
        if self.game.phase == GIFT:
            return self._give("")
        if self._apply(Lay(tuple(self.selection), self.market_pick)):
            self.selection, self.market_pick = [], None
            return True
        return False

    def _draw(self, _arg: str) -> bool:
        if self._apply(Draw()):
            self.selection, self.market_pick = [], None
            return True
        return False

    def _give(self, arg: str) -> bool:
        if self._out_of_step(Gift):
            return False
        if self.gift_card is None:
            return self._refuse("similis.gift.need_card")
        try:
            to = int(arg)
        except ValueError:
            return self._refuse("similis.gift.need_card")
        if self._apply(Gift(self.gift_card, to)):
            self.gift_card = None
            return True
        return False

    def bot_step(self) -> bool:
        """The bot to move plays one move (a series or a draw, or one gift)."""
        seat = self.to_move
        if seat is None or self.kinds[seat] == HUMAN:
            return False
        bot = RULES.bots[self.kinds[seat]]()
        move = bot.choose(self.state.observation(seat), self.state.legal_moves(seat))
        self.state = self.state.apply(seat, move)
        return True
