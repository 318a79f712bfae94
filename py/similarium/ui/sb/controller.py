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

from similarium.core.i18n import t
from similarium.core.rng import daily_seed, random_seed
from similarium.core.schema import GameValidator, SavedGame
from similarium.core.storage import Repository
from similarium.games.sb import daily as sb_daily
from similarium.games.sb.protocol import RULES
from similarium.games.sb.rules import action_from_json
from similarium.ui import pieces
from similarium.ui.page import ARCHIVE, ARCHIVE_ACTIONS, Feedback, GamePage
from similarium.ui.sb import views
from similarium.ui.sb.render import render_session
from similarium.ui.sb.session import (
    BOT_KINDS,
    DAILY,
    HUMAN,
    KINDS,
    MODES,
    SOLO,
    TABLE,
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
    if options.get("day") is not None:
        _dt.date.fromisoformat(str(options["day"]))


def _check_moves(moves: list) -> None:
    """``[seat, action]`` pairs, or (older saves) plain actions."""
    for m in moves:
        if is_move_pair(m):
            if not 0 <= m[0] < 6:
                raise ValueError(f"no seat {m[0]} at an SB table")
            m = m[1]
        action_from_json(m)


def _check_summary(summary: object) -> None:
    """A daily result's summary: ``{"turns": [points, ...]}``, each turn's points in play order
    (0: a bust). Records from before it have no summary at all, and still load."""
    if not isinstance(summary, dict) or set(summary) != {"turns"}:
        raise ValueError("an SB daily summary is {'turns': [points, ...]}")
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
    GAME, TITLE, MATCH_IDS = GAME, "SB", MATCH_IDS

    def __init__(self, repo: Repository, today: Callable[[], _dt.date], seed_source: Callable[[], int] = random_seed):
        super().__init__(repo, today, seed_source)
        repo.register_game(GAME, VALIDATOR)
        self.session: Session | None = None
        self.view = "menu"
        self.mode = ""
        self.fast = False
        self.setup_error = ""
        self.setup_seed = 0
        self.seats: dict[str, list[tuple[str, str]]] = {
            SOLO: [(t("sb.you"), HUMAN), (bot_name("steady"), "steady")],
            TABLE: [(t("sb.player.default", n=1), HUMAN), (bot_name("steady"), "steady")],
        }

    # --- routes ---------------------------------------------------------------------
    def _route(self) -> str:
        return f"#/sb/{self.mode}" + ("?fast=1" if self.fast else "")

    def open(self, mode: str, query: dict[str, str]) -> None:
        self.fast = query.get("fast") == "1"
        self.setup_error, self.share = "", ""
        self.mode = mode if mode in (*MODES, ARCHIVE) else ""
        if not self.mode:
            self.session, self.view = None, "menu"
            return
        if self.mode == DAILY:
            self.open_daily(lambda day: Session.start(DAILY, [t("sb.you")], [HUMAN], daily_seed(GAME, day), day=day))
            return
        if self.mode == ARCHIVE:
            self.open_archive(query)
            return
        saved = self._restore(self.mode)
        wanted = self._wanted(query)
        if saved and (wanted is None or (saved.seed, saved.kinds, saved.players) == wanted):
            self.session, self.view = saved, "game"
            if self.setup_error:  # a refused link never goes unsaid, even over a game in progress
                saved.feedback = Feedback("error", self.setup_error, "link.refused")
            self.resume_finished()
            return
        if wanted is not None:
            seed, kinds, players = wanted
            link = Session.start(self.mode, players, kinds, seed)
            self.ask_link(saved, link, lambda: self._start(link)) if saved else self._start(link)
            return
        self.session, self.view = None, "setup"
        self.setup_seed = pieces.fresh_seed(self.seed_source, GAME, self.today())

    def _wanted(self, query: dict[str, str]) -> tuple[int, list[str], list[str]] | None:
        """(seed, kinds, players) asked for by the URL, or None."""
        if "seed" not in query:
            return None
        try:
            seed = pieces.read_seed(query["seed"], GAME, self.today())
        except ValueError as err:
            self.setup_error = str(err)
            return None
        if self.mode == SOLO:
            kind = query.get("bot", "steady")
            kind = kind if kind in BOT_KINDS else "steady"
            names, self.setup_error = pieces.check_players([query.get("name", t("sb.you")), bot_name(kind)], 2, 2)
            return None if self.setup_error else (seed, [HUMAN, kind], names)
        kinds = [k.strip() for k in query.get("seats", "human,steady").split(",")]
        names = [n.strip() for n in query.get("names", "").split(",") if n.strip()]
        if not 2 <= len(kinds) <= RULES.max_players or any(k not in KINDS for k in kinds):
            self.setup_error = t("sb.setup.players.count")
            return None
        if len(names) != len(kinds):
            names = [bot_name(k) if k != HUMAN else t("sb.player.default", n=i + 1) for i, k in enumerate(kinds)]
            names = _unique(names)
        names, self.setup_error = pieces.check_players(names, 2, RULES.max_players)
        return None if self.setup_error else (seed, kinds, names)

    def _restore(self, mode: str) -> Session | None:
        return self.restore_slot(mode)

    def session_from_saved(self, saved: SavedGame) -> Session:
        day = _dt.date.fromisoformat(saved.options["day"]) if saved.options.get("day") else None
        return Session.restore(saved.mode, saved.players, list(saved.options["kinds"]), saved.seed, saved.moves, day)

    def archive_session(self, day: _dt.date) -> Session:
        return Session.start(ARCHIVE, [t("sb.you")], [HUMAN], daily_seed(GAME, day), day=day)

    # --- what a game saves and scores (GamePage hooks) ----------------------------------------
    def saved_options(self, session: Session) -> dict:
        return {"kinds": list(session.kinds)}

    def saved_seed(self, session: Session) -> int:
        return session.seed

    def final_scores(self, session: Session) -> tuple[list[int], list[bool]]:
        if session.daily:
            return [session.total], [sb_daily.won(session.total)]
        winners = set(session.game.winners())
        return list(session.game.scores), [i in winners for i in range(len(session.players))]

    def daily_summary(self, session: Session) -> dict:
        return {"turns": [r.points for r in session.game.history]}

    def share_grid(self, summary: object) -> list[list[int]]:
        """One square a turn, by the points it scored (old records without turns: no grid)."""
        turns = summary.get("turns") if isinstance(summary, dict) else None
        return [[share_level(p) for p in turns]] if turns else []

    # --- keyboard and slow work -----------------------------------------------------------
    def key(self, key: str) -> tuple[str, str] | None:
        if self.view != "game" or self.session is None:
            return None
        if len(key) == 1 and key.isdigit():
            return ("toggle", key)
        return KEYS.get(key)

    def begin(self, action: str) -> bool:
        """Advice or a bot's first step before the tables exist: show progress, then :meth:`finish`."""
        s = self.session
        if s is None or advisor_ready() or s.finished:
            return False
        if action == "advice" and s.mode == DAILY:
            return False  # :meth:`act` refuses it
        if action == "advice" and not s.advice:
            s.pending = "advice"
            return True
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
        if action == "advice":
            s.advice = True
        elif action == "bot-step":
            self._session_act("bot-step", "")

    def warm_up(self) -> None:
        try:
            warm_up()
        except Exception:  # noqa: BLE001 - warming up is only an optimisation
            pass

    # --- actions --------------------------------------------------------------------------
    def handle(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        fields = fields or {}
        if self.link_action(action):
            return self._route()  # without the link's query: a reload resumes
        if action in ARCHIVE_ACTIONS:
            return self.archive_action(action, fields, "fast=1" if self.fast else "")
        if action in ("advice", "pick") and self.session is not None and self.session.mode == DAILY:
            # one honest attempt: no advice during today's daily (the archive's past days allow it)
            self.session.feedback = Feedback("error", t("daily.help.refused"), "daily.help.refused")
            return None
        if action in ("seat-add", "seat-remove", "start"):
            return self._setup_action(action, fields)
        if action == "next-game" and self.session is not None:
            s = self.session
            mode = s.mode if s.mode in (SOLO, TABLE) else SOLO
            self.mode = mode
            self._start(Session.start(mode, s.players, s.kinds, pieces.fresh_seed(self.seed_source, GAME, self.today())))
            return self._route()
        if action == "setup":
            if self.mode in (SOLO, TABLE):
                self.repo.delete_game(GAME, self.mode)
                self.session, self.view = None, "setup"
                self.setup_seed = pieces.fresh_seed(self.seed_source, GAME, self.today())
            return self._route()
        if action == "new-match":
            self.repo.delete_match(MATCH_IDS.get(self.mode, "sb"))
            return None
        if self.session is None or self.view != "game":
            return None
        return self._session_act(action, arg)

    def _session_act(self, action: str, arg: str) -> str | None:
        s = self.session
        assert s is not None
        if s.act(action, arg):
            if s.finished:
                self._record_end()
                return self._route()
            self.save()
        return None

    def _read_seats(self, fields: dict[str, str]) -> list[tuple[str, str]]:
        seats = list(self.seats[self.mode])
        for i, (name, kind) in enumerate(seats):
            seats[i] = (fields.get(f"name-{i}", name).strip(), fields.get(f"kind-{i}", kind))
        return seats

    def _setup_action(self, action: str, fields: dict[str, str]) -> str | None:
        if self.view != "setup" or self.mode not in (SOLO, TABLE):
            return None
        seats = self._read_seats(fields)
        if self.mode == SOLO:
            kind = seats[1][1] if seats[1][1] in BOT_KINDS else "steady"
            seats[1] = (bot_name(kind), kind)
        self.seats[self.mode] = seats
        self.setup_error = ""
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
        if self.setup_error:
            return None
        try:
            text = fields.get("seed", "").strip()
            seed = pieces.read_seed(text, GAME, self.today()) if text else pieces.fresh_seed(
                self.seed_source, GAME, self.today())
        except ValueError as err:
            self.setup_error = str(err)
            return None
        self._start(Session.start(self.mode, names, kinds, seed))
        return self._route()

    # --- views ----------------------------------------------------------------------------
    def render(self) -> str:
        if self.view == "link" and self.link is not None:
            return self.render_link(self.describe(self.link.saved), self.describe(self.link.wanted))
        if self.view == "game" and self.session is not None:
            return render_session(self.session, self._over_extra(), 0 if self.fast else BOT_DELAY_MS)
        if self.view == "daily-done":
            day = self.today()
            record = self.repo.load_daily(GAME)
            res = record.result_for(day)
            score, won = (res.score, res.won) if res else (0, False)
            share = self.daily_share(day, res) if res else ""
            panel = pieces.daily_panel(GAME, record, day, share, note=t("sb.daily.fair"))
            summary = res.summary if res else None
            turns = summary.get("turns") if isinstance(summary, dict) else None
            return views.render_daily_done(day, score, won, panel, turns)
        if self.view == "archive":
            saved = self.repo.load_game(GAME, ARCHIVE)
            resume = _dt.date.fromisoformat(saved.options["day"]) if saved and saved.options.get("day") else None
            return pieces.archive_view(GAME, t("sb.title"), self.repo.load_daily(GAME), self.today(),
                                       error=self.setup_error, resume=resume)
        if self.view == "setup":
            return views.render_setup(self.mode, self.seats[self.mode], self.setup_seed, self.setup_error,
                                      self._match_html())
        slots = set(self.repo.save_slots(GAME))
        resume = {m: m in slots for m in MODES}
        return views.render_menu(resume)

    def _match_html(self) -> str:
        rec = self.repo.load_match(MATCH_IDS.get(self.mode, "sb"))
        you = ""
        if self.mode == SOLO:  # the one person at the device is "you" in the verdict
            you = self.session.players[0] if self.session is not None else self.seats[SOLO][0][0]
        return pieces.match_panel(rec.match if rec else None, note=t("sb.match.rule"), you=you)

    def _over_extra(self) -> str:
        s = self.session
        if s is None or not s.finished:
            return ""
        if s.mode == ARCHIVE and s.day is not None:
            return pieces.archive_over(GAME, s.day, s.total)
        if s.mode == DAILY and s.day is not None:
            record = self.repo.load_daily(GAME)
            res = record.result_for(s.day)
            share = self.share or (self.daily_share(s.day, res) if res else "")
            return pieces.daily_panel(GAME, record, self.today(), share, note=t("sb.daily.fair"))
        return self._match_html()


def _unique(names: list[str]) -> list[str]:
    out: list[str] = []
    for n in names:
        candidate, k = n, 2
        while candidate.casefold() in {o.casefold() for o in out}:
            candidate, k = f"{n} {k}", k + 1
        out.append(candidate)
    return out
