"""SB in the page, minus the DOM: routes, setup, saving after every action, match and daily records.

Routes: ``#/sb`` (menu), ``#/sb/solo`` (you and one bot), ``#/sb/table`` (2-6 seats, any
of them bots), ``#/sb/daily``. A query starts a game directly: ``?seed=N`` with
``bot=steady|racer|rookie`` (solo) or ``seats=human,steady,...&names=A,B,...`` (table);
``fast=1`` makes bots move without a pause (tests).

Bots: while a bot is to move, the view holds ``data-autostep="bot-step"``; the page
glue dispatches it after ``data-delay`` ms, one bot action (or the display of its
chosen dice) per step, each painted.

Match (solo and table): the core :class:`~similarium.core.match.Match`; each game's
winners (highest score, shared on a tie) add their final score, the others 0.
Daily: the rules of :mod:`similarium.games.sb.daily` (5 turns with the day's dice, won at
40 points or more); ``share_text("SB", day, total, won)``; no advice during today's daily
(one honest attempt). ``#/sb/archive``: past days' dailies, never counted nor recorded.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from similarium.core.challenge import Claim
from similarium.core.i18n import t
from similarium.core.rng import daily_seed, random_seed
from similarium.core.schema import GameValidator, SavedGame
from similarium.core.storage import Repository
from similarium.games.sb import daily as sb_daily
from similarium.games.sb.protocol import RULES
from similarium.games.sb.rules import action_from_json
from similarium.ui import challenge, pieces
from similarium.ui.hooks import MODES, TABLE
from similarium.ui.page import GamePage, check_day, saved_day
from similarium.ui.sb import advice_view, views
from similarium.ui.sb.render import render_session
from similarium.ui.sb.session import (
    BOT_KINDS,
    DAILY,
    HUMAN,
    KINDS,
    SOLO,
    Session,
    advisor_ready,
    is_move_pair,
    warm_up,
)

GAME = "sb"
MATCH_IDS = {SOLO: "sb-solo", TABLE: "sb"}
KEYS = {"enter": ("set-aside", ""), "r": ("roll", ""), "s": ("stop", ""), "a": ("advice", ""), "?": ("advice", ""),
        "u": ("undo", ""), "escape": ("clear", "")}
BOT_DELAY_MS = 600


def _check_options(options: dict) -> None:
    kinds = options.get("kinds")
    if not isinstance(kinds, list) or not kinds or any(k not in KINDS for k in kinds):
        raise ValueError("options.kinds must list 'human' or a bot for each seat")
    check_day(options)


def _check_moves(moves: list) -> None:
    """``[seat, action]`` pairs, or (older saves) plain actions."""
    for m in moves:
        if is_move_pair(m):
            if not 0 <= m[0] < 6:
                raise ValueError(f"no seat {m[0]} at an SB table")
            m = m[1]
        action_from_json(m)


def _check_summary(summary: object) -> None:
    """A daily result's summary: ``{"turns": [points, ...], "moves": [[seat, action], ...]}``, each
    turn's points in play order (0: a bust), and the moves (the result link's replay, issue 29).
    Records from before it have no summary at all, or no moves, and still load."""
    if not isinstance(summary, dict) or set(summary) - {"moves"} != {"turns"}:
        raise ValueError("an SB daily summary is {'turns': [points, ...], 'moves': [...]}")
    if "moves" in summary:
        if not isinstance(summary["moves"], list):
            raise ValueError("an SB daily summary's moves are a list")
        _check_moves(summary["moves"])
    turns = summary["turns"]
    if not isinstance(turns, list) or len(turns) > sb_daily.TURNS:
        raise ValueError(f"an SB daily summary lists at most {sb_daily.TURNS} turns")
    for p in turns:
        if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p <= MAX_TURN_POINTS:
            raise ValueError(f"a turn scores 0 to {MAX_TURN_POINTS} points, not {p!r}")


MAX_TURN_POINTS = 40  # a Full Sandwich


def share_level(points: int) -> int:
    """A turn's square in the share grid: 0 a bust, 1 under 8 points, 2 under 16, 3 from 16
    (par is 40 in 5 turns: 8 a turn)."""
    return 0 if points <= 0 else 1 if points < 8 else 2 if points < 16 else 3


VALIDATOR = GameValidator(options=_check_options, moves=_check_moves, summary=_check_summary)


def bot_name(kind: str) -> str:
    return t(f"sb.bot.{kind}")


class Controller(GamePage):
    BOT_PACE = True  # its bots play at the player's pace (ui.pace), skippable
    GAME, TITLE, MATCH_IDS, VALIDATOR = GAME, "SB", MATCH_IDS, VALIDATOR
    LINK = ("bot", "name", "seats", "names")
    CHALLENGE, CHALLENGE_SAME = {"bot": "steady"}, "dice"  # a friend's challenge (issue 29)
    SETUP_ACTIONS = ("seat-add", "seat-remove", "start")
    KEYS, DIGIT_ACTION = KEYS, "toggle"
    PIECES = frozenset({"toggle"})  # Enter on a die sets aside a selection that can be (Space toggles)

    def move_complete(self) -> bool:
        s = self.session
        return (s is not None and not s.finished and not s.bot_turn and bool(s.selection)
                and s.selection_problem() is None)

    def __init__(self, repo: Repository, today: Callable[[], _dt.date], seed_source: Callable[[], int] = random_seed):
        super().__init__(repo, today, seed_source)
        self.session: Session | None = None
        self.seats: dict[str, list[tuple[str, str]]] = {
            SOLO: [(t("sb.you"), HUMAN), (bot_name("steady"), "steady")],
            TABLE: [(t("sb.player.default", n=1), HUMAN), (bot_name("steady"), "steady")],
        }

    # --- routes ---------------------------------------------------------------------
    def wanted(self, query: dict[str, str]) -> Session | None:
        seed = self.link_seed(query)
        if seed is None:
            return None
        if self.mode == SOLO:
            try:
                kind = pieces.link_choice(query, "bot", BOT_KINDS, "steady")
                theirs = challenge.read(self, query)  # a friend's challenge (issue 29)
            except ValueError as err:
                self.setup_error = str(err)
                return None
            names, self.setup_error = pieces.check_players([query.get("name", t("sb.you")), bot_name(kind)], 2, 2)
            if not self.setup_error:
                challenge.remember(self, seed, {"bot": kind}, theirs, query)
            return None if self.setup_error else Session.start(SOLO, names, [HUMAN, kind], seed)
        kinds = [k.strip() for k in query.get("seats", "human,steady").split(",")]
        names = [n.strip() for n in query.get("names", "").split(",") if n.strip()]
        if not 2 <= len(kinds) <= RULES.max_players or any(k not in KINDS for k in kinds):
            self.setup_error = t("sb.setup.players.count")
            return None
        if len(names) != len(kinds):
            names = [bot_name(k) if k != HUMAN else t("sb.player.default", n=i + 1) for i, k in enumerate(kinds)]
            names = _unique(names)
        names, self.setup_error = pieces.check_players(names, 2, RULES.max_players)
        return None if self.setup_error else Session.start(self.mode, names, kinds, seed)

    def challenge_of(self, s: Session) -> tuple[str, int, dict[str, str], Claim] | None:
        """A finished solo game against a bot: the bot, and your score."""
        if not s.finished or s.mode != SOLO:
            return None
        return SOLO, s.seed, {"bot": s.kinds[1]}, Claim(s.game.scores[0])

    def session_from_saved(self, saved: SavedGame) -> Session:
        return Session.restore(saved.mode, saved.players, list(saved.options["kinds"]), saved.seed, saved.moves,
                               saved_day(saved))

    def daily_session(self, mode: str, day: _dt.date) -> Session:
        return Session.start(mode, [t("sb.you")], [HUMAN], daily_seed(GAME, day), day=day)

    def next_session(self, s: Session, mode: str) -> Session:
        return Session.start(mode, s.players, s.kinds, pieces.fresh_seed(self.seed_source, GAME, self.today()))

    # --- what a game saves and scores (GamePage hooks) ----------------------------------------
    def saved_options(self, session: Session) -> dict:
        return {"kinds": list(session.kinds)}

    def final_scores(self, session: Session) -> tuple[list[int], list[bool]]:
        if session.daily:
            return [session.total], [sb_daily.won(session.total)]
        winners = set(session.game.winners())
        return list(session.game.scores), [i in winners for i in range(len(session.players))]

    def archive_score(self, session: Session) -> int:
        return session.total

    def daily_summary(self, session: Session) -> dict:
        return {"turns": [r.points for r in session.game.history], "moves": session.moves_json()}

    def restore_daily(self, day: _dt.date, summary: dict, moves: list) -> Session:
        return Session.restore(DAILY, [t("sb.you")], [HUMAN], daily_seed(GAME, day), moves, day)

    def share_grid(self, summary: object) -> list[list[int]]:
        """One square a turn, by the points it scored (old records without turns: no grid)."""
        turns = summary.get("turns") if isinstance(summary, dict) else None
        return [[share_level(p) for p in turns]] if turns else []

    # --- slow work -----------------------------------------------------------------------
    def begin(self, action: str) -> bool:
        """Advice or a bot's first step before the tables exist: show progress, then :meth:`finish`."""
        s = self.session
        if s is None or s.finished:
            return False
        if action == "advice" and s.mode == DAILY:
            return False  # :meth:`act` refuses it
        if action == "advice" and not s.advice and (not advisor_ready() or advice_view.needs_work(s)):
            s.pending = "advice"
            return True
        if action == "roll" and s.advice and advisor_ready() and advice_view.needs_work(s):
            s.pending = "advice"  # a new turn with the advice shown: its win chances first (issue 27)
            return True
        if advisor_ready():
            return False
        if action == "bot-step" and s.bot_turn:
            s.pending = "bot"
            return True
        return False

    def finish(self, action: str) -> None:
        s = self.session
        warm_up()
        if s is None:
            return
        s.pending = ""
        if action in ("advice", "roll"):
            advice_view.prepare(s)
        if action == "advice":
            s.advice = True
        elif action == "roll":
            self.play(s, "roll", "", {})
        elif action == "bot-step":
            self.play(s, "bot-step", "", {})

    def warm_up(self) -> None:
        try:
            warm_up()
        except Exception:  # noqa: BLE001 - warming up is only an optimisation
            pass

    # --- actions --------------------------------------------------------------------------
    def handle(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        if action in ("advice", "pick") and self.session is not None and self.session.mode == DAILY:
            # one honest attempt: no advice during today's daily (the archive's past days allow it)
            self.session.feedback = pieces.refused("daily.help.refused")
            return None
        return super().handle(action, arg, fields)

    def play(self, s: Session, action: str, arg: str, fields: dict[str, str]) -> str | None:
        return self.after_move() if s.act(action, arg) else None

    def setup_action(self, action: str, fields: dict[str, str]) -> str | None:
        seats = list(self.seats[self.mode])
        for i, (name, kind) in enumerate(seats):
            seats[i] = (fields.get(f"name-{i}", name).strip(), fields.get(f"kind-{i}", kind))
        if self.mode == SOLO:
            kind = seats[1][1] if seats[1][1] in BOT_KINDS else "steady"
            seats[1] = (bot_name(kind), kind)
        self.seats[self.mode] = seats
        if action == "seat-add":
            if len(seats) < 6:
                seats.append((t("sb.player.default", n=len(seats) + 1), HUMAN))
            return None
        if action == "seat-remove":
            if len(seats) > 2:
                seats.pop()
            return None
        names = [n for n, _ in seats]
        kinds = [k for _, k in seats]
        bad = next((k for k in kinds if k not in KINDS), None)
        if bad is not None:
            self.setup_error = t("sb.setup.kind.unknown", kind=bad)
            return None
        names, self.setup_error = pieces.check_players(names, 2, RULES.max_players)
        seed = None if self.setup_error else self.form_seed(fields)
        if seed is None:
            return None
        self._start(Session.start(self.mode, names, kinds, seed))
        return self.route()

    def fill_setup(self, session: Session) -> None:
        """"New game" (issue 30): the last game's players and bots."""
        self.seats[session.mode] = list(zip(session.players, session.kinds, strict=True))

    # --- views ----------------------------------------------------------------------------
    def title(self) -> str:
        return t("sb.title")

    def render_game(self, s: Session) -> str:
        return render_session(*s.shown(), self.over_extra(), 0 if self.fast else BOT_DELAY_MS)

    def daily_done(self, day: _dt.date, res, final: None) -> str:
        score, won = (res.score, res.won) if res else (0, False)
        summary = res.summary if res else None
        turns = summary.get("turns") if isinstance(summary, dict) else None
        return views.render_daily_done(day, score, won, self.daily_panel(day), turns)

    def render_setup(self) -> str:
        return views.render_setup(self.mode, self.seats[self.mode], self.setup_seed, self.setup_error,
                                  self.match_html())

    def render_menu(self) -> str:
        return views.render_menu(self.resume_map(MODES))

    def match_html(self) -> str:
        rec = self.repo.load_match(MATCH_IDS.get(self.mode, "sb"))
        you = ""
        if self.mode == SOLO:  # the one person at the device is "you" in the verdict
            you = self.session.players[0] if self.session is not None else self.seats[SOLO][0][0]
        return pieces.match_panel(rec.match if rec else None, note=t("sb.match.rule"), you=you)


def _unique(names: list[str]) -> list[str]:
    out: list[str] = []
    for n in names:
        candidate, k = n, 2
        while candidate.casefold() in {o.casefold() for o in out}:
            candidate, k = f"{n} {k}", k + 1
        out.append(candidate)
    return out
