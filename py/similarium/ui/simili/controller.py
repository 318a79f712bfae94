"""SIMILI in the page, minus the DOM: routes, setup, saving after every move, match and daily records.

``open(route, query)`` picks the view for a URL; ``act(action, arg, fields)``
handles a click or key; ``render()`` returns the view's HTML. Storage goes
through :class:`similarium.core.storage.Repository`, so all of this runs in
host tests with a :class:`MemoryStore`.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Iterator

from similarium.core.challenge import Claim
from similarium.core.i18n import format_date, t, tn
from similarium.core.rng import daily_seed, random_seed
from similarium.core.schema import GameValidator, SavedGame
from similarium.core.storage import Repository
from similarium.games.simili.game import SEEDED, TYPED, Options, move_from_json
from similarium.games.simili.protocol import RULES
from similarium.games.simili.sheet import VARIANTS
from similarium.ui import challenge, dailyview, howto, pieces  # noqa: F401 - howto: the setup links to "How to play"
from similarium.ui.html import attrs, button, esc
from similarium.ui.page import DAILY, SOLO, TABLE, Feedback, GamePage, check_day, saved_day
from similarium.ui.simili.hint import compute_hint, hint_steps
from similarium.ui.simili.render import render_log, render_session, render_sheet
from similarium.ui.simili.session import Session, is_move_log

GAME = "simili"
HINT_CONFIRM = "daily.help.hint_confirm"  # the first hint of a daily asks first: it counts in the result
MAX_TABLE = RULES.max_players  # players around one device
MATCH_IDS = {SOLO: "simili-solo", TABLE: "simili"}
# S/M/L, and the French names' letters too: I (Identiques), E or É (Échelle) (issue 30)
KEYS = {"s": ("choose", "sequence"), "m": ("choose", "matching"), "l": ("choose", "ladder"),
        "i": ("choose", "matching"), "e": ("choose", "ladder"), "é": ("choose", "ladder"),
        "r": ("roll", ""), "enter": ("confirm", ""), "f": ("free", ""), "u": ("undo", ""),
        "?": ("hint", ""), "h": ("hint", ""), "escape": ("unselect", "")}


def _check_options(options: dict) -> None:
    Options.from_json(options)
    check_day(options)
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
    GAME, TITLE, MATCH_IDS, VALIDATOR = GAME, "SIMILI", MATCH_IDS, VALIDATOR
    LINK = ("dice", "variant", "players")
    CHALLENGE, CHALLENGE_SAME = {"variant": "classic"}, "dice"  # a friend's challenge (issue 29)
    MENU = False  # ``#/simili`` is the solo setup
    KEYS, DIGIT_ACTION = KEYS, "select"
    PIECES = frozenset({"book", "select"})  # Enter on a space or a digit confirms a complete round

    def __init__(self, repo: Repository, today: Callable[[], _dt.date], seed_source: Callable[[], int] = random_seed):
        super().__init__(repo, today, seed_source)
        self.session: Session | None = None
        self.prefill: tuple[int | None, list[str]] | None = None  # seed and names of a refused link
        self.setup_variant, self.setup_dice = "classic", SEEDED  # "New game": the last game's (issue 30)

    def move_complete(self) -> bool:
        """Nothing more can be booked this round (issue 30): Enter on the sheet confirms it."""
        s = self.session
        if s is None or s.stage != "book":
            return False
        g = s.game
        return not g.bank_digits() or (g.regular_books_left == 0 and g.free_books == 0)

    # --- routes ---------------------------------------------------------------------
    def on_open(self) -> None:
        self.prefill = None
        self.setup_variant, self.setup_dice = "classic", SEEDED

    def fill_setup(self, session: Session) -> None:
        """"New game" (issue 30): the last game's variant, dice, seed and (at the table) names."""
        o = session.options
        self.setup_variant, self.setup_dice = o.variant, o.dice
        self.prefill = (o.seed, list(session.players))

    def wanted(self, query: dict[str, str]) -> Session | None:
        if "seed" not in query and query.get("dice") != TYPED:
            return None
        try:
            theirs = challenge.read(self, query)  # a friend's challenge (issue 29): their score on this seed
            seed = pieces.read_seed(query["seed"], GAME, self.today()) if "seed" in query else None
            dice = pieces.link_choice(query, "dice", (SEEDED, TYPED), SEEDED)
            variant = pieces.link_choice(query, "variant", VARIANTS, "classic")
            options = Options(variant=variant, dice=dice, seed=seed if dice == SEEDED else None)
        except ValueError as err:
            self.setup_error = str(err)
            return None
        players = _default_players(1)
        if self.mode == TABLE:
            names = [p.strip() for p in query.get("players", "").split(",")] if query.get("players") else []
            players, self.setup_error = pieces.check_players(names or _default_players(2), 2, MAX_TABLE)
            if self.setup_error:
                self.prefill = (options.seed, names)  # the form shows the link's game, to correct
                return None
        if theirs is not None and self.mode == SOLO and options.seed is not None:
            challenge.remember(self, options.seed, {"variant": options.variant}, theirs, query)
        return Session.start(self.mode, options, players)

    def challenge_of(self, s: Session) -> tuple[str, int, dict[str, str], Claim] | None:
        """A finished seeded solo game: its variant, and your total."""
        if not s.finished or s.mode != SOLO or s.options.seed is None or len(s.games) != 1:
            return None
        return SOLO, s.options.seed, {"variant": s.options.variant}, Claim(s.games[0].total)

    def same_game(self, saved: Session, wanted: Session) -> bool:
        return saved.options == wanted.options and saved.players == wanted.players

    def session_from_saved(self, saved: SavedGame) -> Session:
        options = Options.from_json(saved.options)
        session = Session.restore(saved.mode, options, saved.players, saved.moves, day=saved_day(saved))
        session.hints = int(saved.options.get("hints", 0))
        return session

    def daily_session(self, mode: str, day: _dt.date) -> Session:
        options = Options(variant="classic", dice=SEEDED, seed=daily_seed(GAME, day))
        return Session.start(mode, options, _default_players(1), day=day)

    def next_session(self, s: Session, mode: str) -> Session:
        seed = pieces.fresh_seed(self.seed_source, GAME, self.today()) if s.options.dice == SEEDED else None
        return Session.start(mode, Options(s.options.variant, s.options.dice, seed), s.players)

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

    # --- slow actions ---------------------------------------------------------------------------
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

    def steps(self, action: str) -> Iterator[float] | None:
        """The slow part of ``action`` a step at a time (the page paints its progress between
        steps), before :meth:`finish`; None when there is nothing to do in steps."""
        s = self.session
        if action == "hint" and s is not None and s.hint and s.hint.get("pending"):
            return hint_steps(s)
        return None

    def finish(self, action: str) -> None:
        s = self.session
        if action == "hint" and s is not None:
            if not s.hint or s.hint.get("pending"):
                s.hint = compute_hint(s)
            s.feedback = None
            if s.mode == DAILY and not s.hint.get("error"):
                s.hints += 1  # help used in the daily is counted in its result and share text
                self.save()

    # --- actions ----------------------------------------------------------------------------
    def confirm_abandon(self, s: Session) -> bool:
        if s.finished or s.mode not in (SOLO, TABLE) or not any(g.moves for g in s.games):
            return True
        if s.feedback and s.feedback.code == "simili.abandon":
            return True
        s.feedback = pieces.refused("simili.abandon")
        return False  # a second click confirms: a game is never lost by one slip

    def play(self, s: Session, action: str, arg: str, fields: dict[str, str]) -> str | None:
        if action == "hint":  # :meth:`begin` did not start it: today's daily asks first
            if s.mode == DAILY:
                s.feedback = Feedback("info", t(HINT_CONFIRM), HINT_CONFIRM)
            return None
        if action == "unselect":
            s.selected, s.free_mode = None, False
            return None
        if action == "roll" and fields.get("typed-roll") is not None:
            arg = fields["typed-roll"]
        return self.after_move() if s.act(action, arg) else None

    def setup_action(self, action: str, fields: dict[str, str]) -> str | None:
        dice = fields.get("dice", SEEDED)
        seed = self.form_seed(fields) if dice == SEEDED else None
        if self.setup_error:
            return None
        try:
            options = Options(variant=fields.get("variant", "classic"), dice=dice, seed=seed)
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
    def title(self) -> str:
        return "SIMILI"

    def describe(self, session: Session) -> str:
        """A game in a few words, for the link choice: seed (or typed dice), players, moves played."""
        seed = str(session.options.seed) if session.options.dice == SEEDED else t("link.typed")
        moves = sum(len(g.moves) for g in session.games)
        return t("link.progress" if moves else "link.game", seed=seed, players=", ".join(session.players), moves=moves)

    def render_game(self, s: Session) -> str:
        return render_session(*s.shown(), self.over_extra())

    def match_html(self) -> str:
        rec = self.repo.load_match(MATCH_IDS.get(self.mode, "simili-solo"))
        s = self.session
        you = s.players[0] if s is not None and s.mode == SOLO and len(s.players) == 1 else ""
        return pieces.match_panel(rec.match if rec else None, none_won=t("simili.match.none_won"), you=you)

    def restore_daily(self, day: _dt.date, summary: dict, moves: list) -> Session:
        options = Options(variant="classic", dice=SEEDED, seed=daily_seed(GAME, day))
        return Session.restore(DAILY, options, _default_players(1), moves, day=day)

    def daily_done(self, day: _dt.date, res, done: Session | None) -> str:
        head = t("daily.result.won" if res and res.won else "daily.result.lost", score=res.score if res else 0)
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
                f'<p>{esc(t("daily.already_played"))}</p>{self.daily_panel(day)}{back}{sheet}</div>')

    def render_setup(self) -> str:
        table = self.mode == TABLE
        seed = self.setup_seed
        names = _default_players(2)
        if self.prefill is not None:  # a link that was refused: its game, to correct
            seed = self.prefill[0] if self.prefill[0] is not None else seed
            names = [n for n in self.prefill[1] if n] or names
        err = pieces.error_line(self.setup_error)
        players = pieces.players_field(names) if table else ""

        def radio(name: str, value: str, label: str, checked: bool) -> str:
            return (f'<label class="radio"><input type="radio" name="{name}" value="{value}" data-field="{name}"'
                    f'{" checked" if checked else ""}> {esc(label)}</label>')

        return (f'<form class="setup" data-testid="setup"><h2>{esc(t("simili.setup.title"))} · '
                f'{esc(t(f"simili.mode.{self.mode}"))}</h2><p>{esc(t(f"simili.mode.{self.mode}.help"))}</p>'
                f'<fieldset><legend>{esc(t("simili.setup.variant"))}</legend>'
                f'{radio("variant", "classic", t("simili.variant.classic"), self.setup_variant != "modern")}'
                f'{radio("variant", "modern", t("simili.variant.modern"), self.setup_variant == "modern")}'
                f'<p class="note" data-testid="variant-help">{esc(t("simili.setup.variant.help"))}</p></fieldset>'
                f'<fieldset><legend>{esc(t("simili.setup.dice"))}</legend>'
                f'{radio("dice", SEEDED, t("simili.setup.dice.seeded"), self.setup_dice != TYPED)}'
                f'{radio("dice", TYPED, t("simili.setup.dice.typed"), self.setup_dice == TYPED)}</fieldset>'
                f'{pieces.seed_field(seed)}{players}{err}<div class="actions">'
                f'{button(t("simili.setup.start"), "start", cls="primary", testid="start")}</div></form>'
                f'<p><a href="#/how/simili" data-testid="howto-link">{esc(t("howto.link"))}</a></p>'
                f'{self.match_html()}')


def _default_players(n: int) -> list[str]:
    """The names of a game nobody named ("Player 1", "Player 2"...), in the page's language."""
    return [t("simili.player.default", n=i) for i in range(1, n + 1)]
