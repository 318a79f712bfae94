"""SIMILI in the page, minus the DOM: routes, setup, saving after every move, match and daily records.

``open(route, query)`` picks the view for a URL; ``act(action, arg, fields)``
handles a click or key; ``render()`` returns the view's HTML. Storage goes
through :class:`similarium.core.storage.Repository`, so all of this runs in
host tests with a :class:`MemoryStore`.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from similarium.core.i18n import format_date, t, tn
from similarium.core.rng import daily_seed, random_seed
from similarium.core.schema import GameValidator, SavedGame
from similarium.core.storage import Repository
from similarium.games.simili.game import SEEDED, TYPED, Options, move_from_json
from similarium.ui import howto, pieces, slots  # noqa: F401 - howto: the setup links to "How to play"
from similarium.ui.html import attrs, button, esc
from similarium.ui.page import ARCHIVE, ARCHIVE_ACTIONS, DAILY, SOLO, TABLE, Feedback, GamePage
from similarium.ui.simili.hint import HINT_TIME_BUDGET, books_text, compute_hint  # noqa: F401 - re-exported
from similarium.ui.simili.render import render_log, render_session, render_sheet
from similarium.ui.simili.session import Session, is_move_log

GAME = "simili"
HINT_CONFIRM = "daily.help.hint_confirm"  # the first hint of a daily asks first: it counts in the result
MAX_TABLE = 8  # players around one device
MATCH_IDS = {SOLO: "simili-solo", TABLE: "simili"}
KEYS = {"s": ("choose", "sequence"), "m": ("choose", "matching"), "l": ("choose", "ladder"),
        "r": ("roll", ""), "enter": ("confirm", ""), "f": ("free", ""), "u": ("undo", ""),
        "?": ("hint", ""), "h": ("hint", ""), "escape": ("unselect", "")}


def _check_options(options: dict) -> None:
    Options.from_json(options)
    if "day" in options and options["day"] is not None:
        _dt.date.fromisoformat(str(options["day"]))
    _check_hints(options.get("hints", 0))


def _check_hints(n: object) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError("hints must be a whole number, 0 or more")


SUMMARY_KEYS = {"hints", "points", "moves"}
# The share grid: one square a round, by the points that round brought (levels of core.share.SQUARES).
GRID_LEVELS = ((20, 3), (10, 2), (1, 1), (0, 0))  # 20+ best, 10-19 well, 1-9 a little, 0 nothing


def _check_summary(summary: object) -> None:
    """A daily result's summary: ``{"hints": n, "points": [per round], "moves": [[seat, move], ...]}``,
    every key optional (records before the grid and the kept sheet are ``{"hints": n}``)."""
    if not isinstance(summary, dict) or not summary or not set(summary) <= SUMMARY_KEYS:
        raise ValueError("a SIMILI daily summary is {'hints': n, 'points': [...], 'moves': [...]}")
    _check_hints(summary.get("hints", 0))
    points = summary.get("points", [])
    if not isinstance(points, list) or len(points) > 10 or any(
            isinstance(p, bool) or not isinstance(p, int) or p < 0 for p in points):
        raise ValueError("points must be up to 10 whole numbers, 0 or more (one a round)")
    moves = summary.get("moves", [])
    if not isinstance(moves, list) or not is_move_log(moves):
        raise ValueError("moves must be [[seat, move], ...]")
    _check_moves(moves)


def round_points(session: Session) -> list[int]:
    """The points each round brought to the (first) sheet, in round order."""
    out, before = [], 0
    for rec in session.games[0].history:
        out.append(max(0, rec.score_after - before))
        before = rec.score_after
    return out


def grid_level(points: int) -> int:
    return next(level for least, level in GRID_LEVELS if points >= least)


def _check_moves(moves: list) -> None:
    """``[[seat, move], ...]``, or (older saves) one list of moves per player."""
    if is_move_log(moves):
        for seat, m in moves:
            if not 0 <= seat < 8:
                raise ValueError(f"no seat {seat} at a SIMILI table")
            move_from_json(m)
        return
    for player_moves in moves:
        if not isinstance(player_moves, list):
            raise ValueError("moves must be one list per player")
        for m in player_moves:
            move_from_json(m)


VALIDATOR = GameValidator(options=_check_options, moves=_check_moves, summary=_check_summary)


class SimiliController(GamePage):
    GAME, TITLE, MATCH_IDS = GAME, "SIMILI", MATCH_IDS

    def __init__(self, repo: Repository, today: Callable[[], _dt.date], seed_source: Callable[[], int] = random_seed):
        super().__init__(repo, today, seed_source)
        repo.register_game(GAME, VALIDATOR)
        self.session: Session | None = None
        self.view = "setup"
        self.mode = SOLO
        self.setup_error = ""
        self.notice = ""
        self.prefill: tuple[int | None, list[str]] | None = None  # seed and names of a refused link

    # --- routes ---------------------------------------------------------------------
    def open(self, mode: str, query: dict[str, str]) -> None:
        """Show ``#/simili/<mode>?...``: resume the slot's game, or start one from the query, or set up."""
        self.mode = mode if mode in (SOLO, DAILY, TABLE, ARCHIVE) else SOLO
        self.setup_error, self.notice, self.share = "", "", ""
        if self.mode == DAILY:
            self._open_daily()
            return
        if self.mode == ARCHIVE:
            self.open_archive(query)
            return
        saved = self._restore(self.mode)
        self.prefill = None
        wanted = self._options_from_query(query)
        players = _default_players(1)
        if wanted is not None and self.mode == TABLE:
            names = [p.strip() for p in query.get("players", "").split(",")] if query.get("players") else []
            players, self.setup_error = pieces.check_players(names or _default_players(2), 2, MAX_TABLE)
            if self.setup_error:
                self.prefill = (wanted.seed, names)  # the form shows the link's game, to correct
                wanted = None
        if saved and (wanted is None or (saved.options == wanted and saved.players == players)):
            self.session, self.view = saved, "game"
            if self.setup_error:  # a refused link never goes unsaid, even over a game in progress
                saved.feedback = Feedback("error", self.setup_error, "link.refused")
            self.resume_finished()
            return
        if wanted is not None:
            start = lambda: self._start(Session.start(self.mode, wanted, players))  # noqa: E731
            if saved is not None:
                self.ask_link(saved, Session.start(self.mode, wanted, players), start)
                return
            start()
            return
        self.session, self.view = None, "setup"

    def _options_from_query(self, query: dict[str, str]) -> Options | None:
        if "seed" not in query and query.get("dice") != TYPED:
            return None
        try:
            seed = pieces.read_seed(query["seed"], GAME, self.today()) if "seed" in query else None
            dice = query.get("dice", SEEDED)
            return Options(variant=query.get("variant", "classic"), dice=dice, seed=seed if dice == SEEDED else None)
        except ValueError as err:
            self.setup_error = str(err)
            return None

    def _restore(self, mode: str) -> Session | None:
        return self.restore_slot(mode)

    def session_from_saved(self, saved: SavedGame) -> Session:
        options = Options.from_json(saved.options)
        day = _dt.date.fromisoformat(saved.options["day"]) if saved.options.get("day") else None
        session = Session.restore(saved.mode, options, saved.players, saved.moves, day=day)
        session.hints = int(saved.options.get("hints", 0))
        return session

    def _open_daily(self) -> None:
        day = self.today()
        if not slots.open_daily(self):
            return  # a past day's daily that could not be moved aside: shown, never overwritten
        record = self.repo.load_daily(GAME)
        saved = self._restore(DAILY)
        if saved and saved.day == day:
            self.session, self.view = saved, "game"
            self.resume_finished()
            return
        if record.has_played(day):
            self.session, self.view = None, "daily-done"
            return
        options = Options(variant="classic", dice=SEEDED, seed=daily_seed(GAME, day))
        self._start(Session.start(DAILY, options, _default_players(1), day=day))

    def archive_session(self, day: _dt.date) -> Session:
        options = Options(variant="classic", dice=SEEDED, seed=daily_seed(GAME, day))
        return Session.start(ARCHIVE, options, _default_players(1), day=day)

    # --- what a game saves and scores (GamePage hooks) ------------------------------------------
    def saved_options(self, session: Session) -> dict:
        options = session.options.to_json()
        if session.hints:
            options["hints"] = session.hints
        return options

    def daily_summary(self, session: Session) -> dict | None:
        """The hints used, the points of each round (the share grid) and the moves (the day's sheet,
        shown again when the finished daily is revisited). Nothing here is shared but the grid."""
        return {"hints": session.hints, "points": round_points(session), "moves": session.moves_json()}

    def share_note(self, summary: object) -> str:
        n = summary.get("hints", 0) if isinstance(summary, dict) else 0
        return tn("daily.help.hints", n) if n else ""

    def share_grid(self, summary: object) -> list[list[int]]:
        """One square a round (levels: :data:`GRID_LEVELS`); none for a record without points."""
        points = summary.get("points") if isinstance(summary, dict) else None
        return [[grid_level(p) for p in points]] if points else []

    def saved_seed(self, session: Session) -> int:
        return session.options.seed or 0

    def final_scores(self, session: Session) -> tuple[list[int], list[bool]]:
        return [g.total for g in session.games], [bool(g.won) for g in session.games]

    def match_seed(self, session: Session) -> int | None:
        return session.options.seed

    # --- keyboard and slow actions ------------------------------------------------------------
    def key(self, key: str) -> tuple[str, str] | None:
        """The action of a key press in the game view (digits pick a bank digit)."""
        if self.view != "game" or self.session is None:
            return None
        if len(key) == 1 and key.isdigit():
            return ("select", key)
        return KEYS.get(key)

    def begin(self, action: str) -> bool:
        """Mark a slow action (the hint) as pending; the page paints, then calls :meth:`finish`."""
        s = self.session
        if action != "hint" or s is None:
            return False
        if s.mode == DAILY and not s.hints and not (s.feedback and s.feedback.code == HINT_CONFIRM):
            return False  # :meth:`act` asks first: a hint in the daily counts in its result
        s.hint = {"pending": True}
        return True

    def warm_up(self) -> None:
        """Import the advisor and fill its tables ahead of the first hint (called when idle)."""
        try:
            from similarium.games.simili.advisor import last_round
            from similarium.games.simili.game import Game as _Game

            last_round(_Game.new(Options(seed=0)))
        except Exception:  # noqa: BLE001 - warming up is only an optimisation
            pass

    def finish(self, action: str) -> None:
        s = self.session
        if action == "hint" and s is not None:
            s.hint = compute_hint(s)
            s.feedback = None
            if s.mode == DAILY and not s.hint.get("error"):
                s.hints += 1  # help used in the daily is counted in its result and share text
                self.save()

    # --- actions ----------------------------------------------------------------------------
    def handle(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        """Handle an action; return a route to navigate to, if any."""
        fields = fields or {}
        if self.link_action(action):
            return f"#/simili/{self.mode}"
        if action == "start":
            return self._start_from_form(fields)
        if action == "next-game":
            if self.session is None:
                return None
            s = self.session
            seed = pieces.fresh_seed(self.seed_source, GAME, self.today()) if s.options.dice == SEEDED else None
            options = Options(s.options.variant, s.options.dice, seed)
            self._start(Session.start(s.mode if s.mode in (SOLO, TABLE) else SOLO, options, s.players))
            self.mode = self.session.mode if self.session else SOLO
            return f"#/simili/{self.mode}"
        if action == "new-match":
            self.repo.delete_match(MATCH_IDS.get(self.mode, "simili-solo"))
            self.notice = t("match.new")
            return None
        if action == "setup":
            s = self.session
            if s is not None and not s.finished and s.mode in (SOLO, TABLE) and any(g.moves for g in s.games):
                if not (s.feedback and s.feedback.code == "simili.abandon"):
                    s.feedback = Feedback("error", t("simili.abandon"), "simili.abandon")
                    return None  # a second click confirms: a game is never lost by one slip
            self.repo.delete_game(GAME, self.mode)
            self.session, self.view = None, "setup"
            return f"#/simili/{self.mode}"
        if action in ARCHIVE_ACTIONS:
            return self.archive_action(action, fields)
        if self.session is None:
            return None
        if action == "hint":  # :meth:`begin` did not start it: today's daily asks first
            if self.session.mode == DAILY:
                self.session.feedback = Feedback("info", t(HINT_CONFIRM), HINT_CONFIRM)
            return None
        if action == "unselect":
            self.session.selected, self.session.free_mode = None, False
            return None
        if action == "roll" and fields.get("typed-roll") is not None:
            arg = fields["typed-roll"]
        changed = self.session.act(action, arg)
        if changed:
            if self.session.finished:
                self._record_end()
                return f"#/simili/{self.session.mode}"  # a reload must not restart the seed of the URL
            self.save()
        return None

    def _start_from_form(self, fields: dict[str, str]) -> str | None:
        variant = fields.get("variant", "classic")
        dice = fields.get("dice", SEEDED)
        try:
            typed = fields.get("seed", "").strip()
            seed = None if dice != SEEDED else (
                pieces.read_seed(typed, GAME, self.today()) if typed else pieces.fresh_seed(self.seed_source, GAME, self.today()))
            options = Options(variant=variant, dice=dice, seed=seed)
        except ValueError as err:
            self.setup_error = str(err)
            return None
        players = _default_players(1)
        if self.mode == TABLE:
            players, self.setup_error = pieces.check_players(pieces.names_from_text(fields.get("players", "")),
                                                             2, MAX_TABLE)
            if self.setup_error:
                return None
        self._start(Session.start(self.mode, options, players))
        return None

    # --- views ---------------------------------------------------------------------------------
    def render(self) -> str:
        if self.view == "link" and self.link is not None:
            return self.render_link(_describe(self.link.saved), _describe(self.link.wanted))
        if self.view == "game" and self.session is not None:
            return render_session(self.session, self._over_extra())
        if self.view == "daily-done":
            return self._render_daily_done()
        if self.view == "archive":
            saved = self.repo.load_game(GAME, ARCHIVE)
            resume = _dt.date.fromisoformat(saved.options["day"]) if saved and saved.options.get("day") else None
            return pieces.archive_view(GAME, "SIMILI", self.repo.load_daily(GAME), self.today(),
                                       error=self.setup_error, resume=resume)
        return self._render_setup()

    def _over_extra(self) -> str:
        s = self.session
        if s is None or not s.finished:
            return ""
        if s.mode == DAILY:
            return self._daily_panel()
        if s.mode == ARCHIVE and s.day is not None:
            return pieces.archive_over(GAME, s.day, s.games[0].total)
        return self._match_panel()

    def _match_panel(self) -> str:
        rec = self.repo.load_match(MATCH_IDS.get(self.mode, "simili-solo"))
        s = self.session
        you = s.players[0] if s is not None and s.mode == SOLO and len(s.players) == 1 else ""
        return pieces.match_panel(rec.match if rec else None, none_won=t("simili.match.none_won"), you=you)

    def _daily_panel(self) -> str:
        record = self.repo.load_daily(GAME)
        day = self.session.day if self.session and self.session.day else self.today()
        res = record.result_for(day)
        share = self.share or (self.daily_share(day, res) if res is not None else "")
        return pieces.daily_panel(GAME, record, self.today(), share)

    def restore_daily(self, day: _dt.date, summary: dict, moves: list) -> Session:
        options = Options(variant="classic", dice=SEEDED, seed=daily_seed(GAME, day))
        return Session.restore(DAILY, options, _default_players(1), moves, day=day)

    def _render_daily_done(self) -> str:
        day = self.today()
        res = self.repo.load_daily(GAME).result_for(day)
        head = t("daily.result.won" if res and res.won else "daily.result.lost", score=res.score if res else 0)
        done = self.finished_daily(day, res.summary if res else None)
        if done is not None:
            sheet = (f'<section class="daily-sheet" data-testid="daily-sheet"><h3>{esc(t("simili.daily.sheet"))}</h3>'
                     f"{render_sheet(done.game, readonly=True)}{render_log(done.game)}</section>")
        else:
            sheet = f'<p class="note" data-testid="daily-no-sheet">{esc(t("simili.daily.no_sheet"))}</p>'
        back = (f'<p class="actions" data-testid="daily-back"><a class="button" href="#/simili/solo" '
                f'data-testid="daily-solo">{esc(t("simili.daily.solo"))}</a> <a class="button" href="#/" '
                f'data-testid="daily-home">{esc(t("simili.daily.home"))}</a></p>')
        title = t("simili.over.title.won" if res and res.won else "simili.over.title.lost")
        return (f'<div{attrs(class_="simili-game" + (" won" if res and res.won else ""), data_testid="daily-done")}>'
                f'<header class="game-bar"><h2>SIMILI</h2>'
                f'<p>{esc(t("simili.mode.daily"))} · {esc(format_date(day))}</p></header>'
                f'<h2 class="result-title" data-testid="result-title">{esc(title)}</h2><p>{esc(head)}</p>'
                f'<p>{esc(t("daily.already_played"))}</p>{self._daily_panel()}{back}{sheet}</div>')

    def _render_setup(self) -> str:
        table = self.mode == TABLE
        seed = pieces.fresh_seed(self.seed_source, GAME, self.today())
        names = _default_players(2)
        if self.prefill is not None:  # a link that was refused: its game, to correct
            seed = self.prefill[0] if self.prefill[0] is not None else seed
            names = [n for n in self.prefill[1] if n] or names
        err = pieces.error_line(self.setup_error)
        players = pieces.players_field(names) if table else ""

        def radio(name: str, value: str, label: str, checked: bool) -> str:
            return (f'<label class="radio"><input type="radio" name="{name}" value="{value}" data-field="{name}"'
                    f'{" checked" if checked else ""}> {esc(label)}</label>')

        return (f'<form class="setup" data-testid="setup" onsubmit="return false"><h2>{esc(t("simili.setup.title"))} · '
                f'{esc(t(f"simili.mode.{self.mode}"))}</h2><p>{esc(t(f"simili.mode.{self.mode}.help"))}</p>'
                f'<fieldset><legend>{esc(t("simili.setup.variant"))}</legend>'
                f'{radio("variant", "classic", t("simili.variant.classic"), True)}'
                f'{radio("variant", "modern", t("simili.variant.modern"), False)}</fieldset>'
                f'<fieldset><legend>{esc(t("simili.setup.dice"))}</legend>'
                f'{radio("dice", SEEDED, t("simili.setup.dice.seeded"), True)}'
                f'{radio("dice", TYPED, t("simili.setup.dice.typed"), False)}</fieldset>'
                f'{pieces.seed_field(seed)}{players}{err}<div class="actions">'
                f'{button(t("simili.setup.start"), "start", cls="primary", testid="start")}</div></form>'
                f'<p><a href="#/how/simili" data-testid="howto-link">{esc(t("howto.link"))}</a></p>'
                f'{self._match_panel()}')


def _default_players(n: int) -> list[str]:
    """The names of a game nobody named ("Player 1", "Player 2"...), in the page's language."""
    return [t("simili.player.default", n=i) for i in range(1, n + 1)]


def _describe(session: Session) -> str:
    """A game in a few words, for the link choice: seed, players, moves played."""
    seed = str(session.options.seed) if session.options.dice == SEEDED else t("link.typed")
    moves = sum(len(g.moves) for g in session.games)
    key = "link.progress" if moves else "link.game"
    return t(key, seed=seed, players=", ".join(session.players), moves=moves)
