"""Similis in the page, minus the DOM: routes, setup, saving after every move, the privacy
screen, the match to 50 and the daily.

Routes: ``#/similis`` (menu), ``#/similis/solo``, ``#/similis/table``, ``#/similis/daily``,
``#/similis/archive[?day=...]``. A query starts a game: ``?seed=N`` with ``bots=2..5&level=...``
(solo) or ``seats=human,greedy,...&names=A,B,...`` (table), ``banned=on``; ``fast=1``: bots
move without a pause (tests).

Match (solo ``similis-solo``, table ``similis``): the games' scores add up until a total is
above 50; the lowest total wins (:class:`~similarium.games.similis.rules.Match`); the next
game after a finished match starts a new one. Daily: you and three bots of the best level on
the day's deal; share ``Similis <day> ✓ 9 turns`` (or ``✗ 7 cards left``).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from similarium.core.challenge import Claim
from similarium.core.i18n import t, tn
from similarium.core.rng import daily_seed, random_seed
from similarium.core.schema import GameValidator, SavedGame
from similarium.core.share import LOSS_MARK, MAX_GRID_ROWS, WIN_MARK, squares
from similarium.core.storage import Repository
from similarium.games.similis.protocol import RULES, move_from_json
from similarium.games.similis.rules import Match
from similarium.ui import challenge, pieces
from similarium.ui import howto as _howto  # noqa: F401 - the menu's "How to play" link text
from similarium.ui.html import button, esc
from similarium.ui.page import DAILY, SOLO, TABLE, GamePage, check_day, saved_day
from similarium.ui.privacy import PrivacyScreen
from similarium.ui.similis import render
from similarium.ui.similis.render import render_session
from similarium.ui.similis.session import HUMAN, MODES, Session, best_level, bot_levels, kinds_known

GAME = "similis"
MATCH_IDS = {SOLO: "similis-solo", TABLE: "similis"}
BOT_DELAY_MS = 700
KEYS = {"enter": ("lay", ""), "d": ("draw", ""), "u": ("undo", ""), "backspace": ("undo", ""),
        "escape": ("clear", ""), "q": ("market", "q"), "w": ("market", "w"), "e": ("market", "e")}


def _check_options(options: dict) -> None:
    kinds = options.get("kinds")
    if not isinstance(kinds, list) or not RULES.min_players <= len(kinds) <= RULES.max_players or any(k not in kinds_known() for k in kinds):
        raise ValueError("options.kinds lists 'human' or a bot level for each of 3-6 seats")
    if options.get("banned", "off") not in ("off", "on"):
        raise ValueError("options.banned is 'off' or 'on'")
    check_day(options)


def _check_moves(moves: list) -> None:
    for m in moves:
        if not (isinstance(m, list) and len(m) == 2 and type(m[0]) is int and 0 <= m[0] < 6):
            raise ValueError(f"a Similis move is saved as [seat, move], not {m!r}"[:200])
        move_from_json(m[1])


SUMMARY_KEYS = ("turns", "moves")
GRID_ROW = 10  # squares a row of the share grid


def _check_summary(summary: object) -> None:
    """A daily result's summary (older records have none): ``"turns"``, a level 0-3 for each of
    your turns (:func:`turn_levels`), and ``"moves"``, the game's moves (to show the final
    table when the day is opened again). Each key is optional."""
    if not isinstance(summary, dict) or not summary or not set(summary) <= set(SUMMARY_KEYS):
        raise ValueError("a Similis daily summary is {'turns': [levels], 'moves': [...]}")
    turns = summary.get("turns", [])
    if (not isinstance(turns, list) or len(turns) > GRID_ROW * MAX_GRID_ROWS
            or any(type(x) is not int or not 0 <= x <= 3 for x in turns)):
        raise ValueError(f"a Similis daily summary's turns are up to {GRID_ROW * MAX_GRID_ROWS} levels 0-3")
    moves = summary.get("moves", [])
    if not isinstance(moves, list):
        raise ValueError("a Similis daily summary's moves are a list")
    _check_moves(moves)


def turn_levels(session: Session, seat: int = 0) -> list[int]:
    """One level a turn of ``seat`` for the share grid, by the cards that left the hand that turn
    (laid from the hand and given): 0 a draw or a pass, 1 one or two, 2 three, 3 four or more.
    Nothing of the deal: no card, no attribute. At most the grid's squares (the first turns)."""
    levels: list[int] = []
    shed = None
    for e in session.game.history:
        if e.seat != seat:
            continue
        if e.kind in ("lay", "draw", "pass"):
            if shed is not None:
                levels.append(_level(shed))
            shed = len(e.cards) - (1 if e.market is not None else 0) if e.kind == "lay" else 0
        elif e.kind == "gift" and shed is not None:
            shed += 1
    if shed is not None:
        levels.append(_level(shed))
    return levels[: GRID_ROW * MAX_GRID_ROWS]


def _level(shed: int) -> int:
    return 0 if shed <= 0 else 1 if shed <= 2 else 2 if shed == 3 else 3


VALIDATOR = GameValidator(options=_check_options, moves=_check_moves, summary=_check_summary)


def bot_name(level: str, k: int = 0) -> str:
    return t(f"similis.bot.{level}") + (f" {k + 1}" if k else "")


def solo_seats(name: str, bots: int, level: str) -> tuple[list[str], list[str]]:
    return [name] + [bot_name(level, k) for k in range(bots)], [HUMAN] + [level] * bots


class Controller(GamePage):
    BOT_PACE = True  # its bots play at the player's pace (ui.pace), skippable
    GAME, TITLE, MATCH_IDS, VALIDATOR = GAME, "Similis", MATCH_IDS, VALIDATOR
    LINK = ("level", "bots", "banned", "name", "seats", "names")
    CHALLENGE = {"level": best_level(), "bots": "3", "banned": "off"}  # a friend's challenge (issue 29)
    SETUP_ACTIONS = ("seat-add", "seat-remove", "start")
    KEYS, DIGIT_ACTION = KEYS, "pick"
    MENU_MODES, DAILY_BACK_LINKS = MODES, True

    def __init__(self, repo: Repository, today: Callable[[], _dt.date], seed_source: Callable[[], int] = random_seed):
        super().__init__(repo, today, seed_source)
        self.session: Session | None = None
        self.solo = {"name": t("similis.you"), "bots": "3", "level": best_level(), "banned": "off"}
        self.seats: list[tuple[str, str]] = [(t("similis.player.default", n=1), HUMAN),
                                             (t("similis.player.default", n=2), HUMAN), (bot_name("greedy"), "greedy")]
        self.table_banned = "off"
        self.privacy = PrivacyScreen()
        self.announce = ""  # the last moves in words, for the live region

    # --- routes ----------------------------------------------------------------------------
    def on_open(self) -> None:
        self.announce = ""
        self.privacy.hide()

    def on_start(self) -> None:
        self.privacy.hide()

    def wanted(self, query: dict[str, str]) -> Session | None:
        seed = self.link_seed(query)
        if seed is None:
            return None
        options = {"banned": "on" if query.get("banned") == "on" else "off"}
        if self.mode == SOLO:
            try:
                theirs = challenge.read(self, query)  # a friend's challenge (issue 29)
                level = pieces.link_choice(query, "level", bot_levels(), best_level())
                bots = pieces.link_number(query, "bots", RULES.min_players - 1, RULES.max_players - 1, 3)
            except ValueError as err:
                self.setup_error = str(err)
                return None
            challenge.remember(self, seed, {"level": level, "bots": str(bots), **options}, theirs, query)
            names, kinds = solo_seats(query.get("name", t("similis.you")), bots, level)
        else:
            kinds = [k.strip() for k in query.get("seats", "human,human,greedy").split(",")]
            names = [n.strip() for n in query.get("names", "").split(",") if n.strip()]
            if not RULES.min_players <= len(kinds) <= RULES.max_players or any(k not in kinds_known() for k in kinds):
                self.setup_error = t("similis.setup.seats")
                return None
            if len(names) != len(kinds):
                names = [t("similis.player.default", n=i + 1) for i in range(len(kinds))]
        names, self.setup_error = pieces.check_players(names, RULES.min_players, RULES.max_players)
        return None if self.setup_error else Session.start(self.mode, names, kinds, seed, options)

    def session_from_saved(self, saved: SavedGame) -> Session:
        o = saved.options
        return Session.restore(saved.mode, saved.players, list(o["kinds"]), saved.seed,
                               {"banned": o.get("banned", "off")}, saved.moves, saved_day(saved))

    def daily_session(self, mode: str, day: _dt.date) -> Session:
        names, kinds = solo_seats(t("similis.you"), 3, best_level())
        return Session.start(mode, names, kinds, daily_seed(GAME, day), {"banned": "off"}, day=day)

    def restore_daily(self, day: _dt.date, summary: dict, moves: list) -> Session:
        names, kinds = solo_seats(t("similis.you"), 3, best_level())
        return Session.restore(DAILY, names, kinds, daily_seed(GAME, day), {"banned": "off"}, moves, day)

    def next_session(self, s: Session, mode: str) -> Session:
        return Session.start(mode, s.players, s.kinds, pieces.fresh_seed(self.seed_source, GAME, self.today()),
                             s.options)

    # --- GamePage hooks ------------------------------------------------------------------------
    def saved_options(self, session: Session) -> dict:
        return {"kinds": list(session.kinds), "banned": session.options["banned"]}

    def final_scores(self, session: Session) -> tuple[list[int], list[bool]]:
        scores = list(session.game.scores() or ())
        won = set(session.game.winners())
        if session.daily:
            me = 0 in won
            return [session.human_turns(0) if me else scores[0]], [me]
        return scores, [i in won for i in range(len(session.players))]

    def archive_score(self, session: Session) -> int:
        return session.human_turns(0)

    def challenge_of(self, s: Session) -> tuple[str, int, dict[str, str], Claim] | None:
        """A finished seeded solo game: its bots and rule, won in how many of your turns, or how
        many cards you had left."""
        if not s.finished or s.mode != SOLO or s.day is not None:
            return None
        won = 0 in s.game.winners()
        score = s.human_turns(0) if won else list(s.game.scores() or (0,))[0]
        options = {"level": s.kinds[1], "bots": str(len(s.kinds) - 1), "banned": s.options["banned"]}
        return SOLO, s.seed, options, Claim(score, won)

    def challenge_text(self, claim: Claim) -> str:
        return tn("similis.challenge.won" if claim.won else "similis.challenge.lost", claim.score)

    def challenge_rank(self, claim: Claim) -> tuple:
        return (bool(claim.won), -claim.score)  # fewer turns to win, or fewer cards left, is better

    def daily_summary(self, session: Session) -> dict | None:
        return {"turns": turn_levels(session), "moves": session.moves_json()}

    def share_grid(self, summary: object) -> list[list[int]]:
        turns = summary.get("turns") if isinstance(summary, dict) else None
        return [turns[i:i + GRID_ROW] for i in range(0, len(turns), GRID_ROW)] if turns else []

    def daily_share(self, day: _dt.date, result) -> str:
        """``Similis 2026-11-22 ✓ 9 turns`` (your turns to win) or ``✗ 7 cards left``; in French
        ``✓ 9 tours`` or ``✗ 7 cartes restantes``; then a square a turn of yours (:func:`turn_levels`,
        rows of 10; none for a result recorded before the grid)."""
        tail = tn("similis.share.won" if result.won else "similis.share.lost", result.score)
        line = f"Similis {day.isoformat()} {WIN_MARK if result.won else LOSS_MARK} {tail}"
        return "\n".join([line, *(squares(row) for row in self.share_grid(result.summary))])

    def _record(self, s: Session) -> bool:
        if s.mode in MATCH_IDS:  # a finished match gives way to a new one
            rec = self.repo.load_match(MATCH_IDS[s.mode])
            if rec and list(rec.match.players) == s.players and similis_match(rec.match).over:
                self.repo.delete_match(MATCH_IDS[s.mode])
        return super()._record(s)

    # --- actions ---------------------------------------------------------------------------
    def play(self, s: Session, action: str, arg: str, fields: dict[str, str]) -> str | None:
        if self.privacy.act(action, arg):
            return None
        before = len(s.view().history)
        moved = s.bot_step() if action == "bot-step" else s.act(action, arg)
        self.announce = render.announcement(*s.shown(), before) if moved else ""
        return self.after_move() if moved else None

    def setup_action(self, action: str, fields: dict[str, str]) -> str | None:
        if self.mode == SOLO:
            self.solo = {k: fields.get(k, v).strip() for k, v in self.solo.items()}
            self.solo["banned"] = "on" if fields.get("banned") == "on" else "off"  # unchecked: absent
            level = self.solo["level"] if self.solo["level"] in bot_levels() else best_level()
            bots = int(self.solo["bots"]) if self.solo["bots"].isdigit() else 3
            if not 2 <= bots <= 5:
                self.setup_error = t("similis.setup.seats")
                return None
            names, kinds = solo_seats(self.solo["name"], bots, level)
            banned = self.solo["banned"]
        else:
            self.seats = [(fields.get(f"name-{i}", n).strip(), fields.get(f"kind-{i}", k))
                          for i, (n, k) in enumerate(self.seats)]
            self.table_banned = "on" if fields.get("banned") == "on" else "off"  # unchecked: absent
            if action == "seat-add":
                if len(self.seats) < 6:
                    self.seats.append((t("similis.player.default", n=len(self.seats) + 1), HUMAN))
                return None
            if action == "seat-remove":
                if len(self.seats) > 3:
                    self.seats.pop()
                return None
            names, kinds = [n for n, _ in self.seats], [k for _, k in self.seats]
            bad = next((k for k in kinds if k not in kinds_known()), None)
            if bad is not None:
                self.setup_error = t("similis.setup.kind.unknown", kind=bad[:20])
                return None
            banned = self.table_banned
        names, self.setup_error = pieces.check_players(names, RULES.min_players, RULES.max_players)
        seed = None if self.setup_error else self.form_seed(fields)
        if seed is None:
            return None
        self._start(Session.start(self.mode, names, kinds, seed, {"banned": banned}))
        return self.route()

    def fill_setup(self, session: Session) -> None:
        """"New game" (issue 30): the last game's players, bots and variant."""
        banned = session.options.get("banned", "off")
        if session.mode == SOLO:
            bots = [k for k in session.kinds[1:]]
            self.solo = {"name": session.players[0], "bots": str(len(bots)),
                         "level": bots[0] if bots else best_level(), "banned": banned}
        else:
            self.seats = list(zip(session.players, session.kinds, strict=True))
            self.table_banned = banned

    # --- views -------------------------------------------------------------------------------
    def covered(self) -> bool:
        s = self.session
        if s is None or s.finished or len(s.humans) < 2:
            return False
        seat = s.to_move
        return seat is not None and s.kinds[seat] == HUMAN and self.privacy.covers(seat)

    def render_setup(self) -> str:
        return render_setup(self.mode, self.solo, self.seats, self.table_banned, self.setup_seed,
                            self.setup_error, self.match_html())

    def render_game(self, s: Session) -> str:
        if self.covered():
            player = s.players[s.to_move]
            return self.privacy.render(s.to_move, player, "", role=t("similis.privacy.role"),
                                       show=t("similis.privacy.show", player=player))
        return render_session(*s.shown(), self._totals(), self.over_extra(), 0 if self.fast else BOT_DELAY_MS,
                              self.announce)

    def _match(self):
        s = self.session
        mode = s.mode if s is not None else self.mode
        if mode not in MATCH_IDS:
            return None
        rec = self.repo.load_match(MATCH_IDS[mode])
        if rec is None or (s is not None and list(rec.match.players) != s.players):
            return None
        return rec.match

    def _totals(self) -> list[int] | None:
        m = self._match()
        return list(similis_match(m).totals) if m is not None and m.games else None

    def match_html(self) -> str:
        m = self._match()
        s = self.session
        you = s.you() if s is not None else None
        return match_panel(m, you) if m is not None else ""

    def daily_done(self, day: _dt.date, res, final: Session | None) -> str:
        result = tn("similis.daily.won" if res.won else "similis.daily.lost", res.score) if res else ""
        return pieces.daily_done(GAME, self.title(), day, t("similis.daily.done", result=result),
                                 render_session(*final.shown()) if final is not None else "",
                                 self.daily_panel(day))


def similis_match(match) -> Match:
    """The core match's games read under Similis's rules (points to 50, the lowest total wins)."""
    m = Match.new(len(match.players))
    for g in match.games:
        m = m.add(g.scores, [i for i, w in enumerate(g.won) if w])
    return m


def match_panel(match, you: int | None = None) -> str:
    """Totals and games won; the verdict once the match is over (``you``: the seat of the one
    person at the device, addressed as "you" when they win)."""
    if match is None or not match.games:
        return ""
    m = similis_match(match)
    rows = "".join(f'<tr data-testid="match-row"><th>{esc(p)}</th><td data-testid="match-total">{m.totals[i]}</td>'
                   f'<td>{m.wins[i]}</td></tr>' for i, p in enumerate(match.players))
    leaders = list(m.leaders())
    if not m.over:
        verdict = t("similis.match.rule")
    elif you is not None and leaders == [you]:
        verdict = t("similis.match.over.you")
    else:
        verdict = tn("similis.match.over", len(leaders), players=", ".join(match.players[i] for i in leaders))
    table = (f'<table><tr><th scope="col">{esc(t("similis.over.player"))}</th>'
             f'<th scope="col">{esc(t("similis.match.total"))}</th><th scope="col">{esc(t("similis.match.wins"))}</th>'
             f'</tr>{rows}</table>')
    return pieces.match_box(tn("similis.match.title", m.games), table, verdict, t("similis.match.new"))


def _banned_box(value: str) -> str:
    return (f'<label><input type="checkbox" data-field="banned" data-testid="banned-variant" value="on"'
            f'{" checked" if value == "on" else ""}> {esc(t("similis.setup.banned"))}</label>')


def render_setup(mode: str, solo: dict[str, str], seats: list[tuple[str, str]], table_banned: str, seed: int,
                 error: str, match_html: str) -> str:
    rows = []
    if mode == SOLO:
        rows.append(f'<label>{esc(t("similis.setup.you"))} <input data-field="name" data-testid="name-0" data-enter="start" '
                    f'value="{esc(solo["name"])}" maxlength="40"></label>')
        rows.append(f'<label>{esc(t("similis.setup.bots"))} '
                    f'{pieces.select("bots", solo["bots"], ("2", "3", "4", "5"), str, "bots")}</label>')
        rows.append(f'<label>{esc(t("similis.setup.level"))} '
                    f'{pieces.select("level", solo["level"], bot_levels(), lambda k: t(f"similis.kind.{k}"), "level")}</label>')
        rows.append(_banned_box(solo["banned"]))
    else:
        for i, (name, kind) in enumerate(seats):
            rows.append(f'<fieldset class="seat"><legend>{esc(t("similis.setup.seat", n=i + 1))}</legend>'
                        f'<label>{esc(t("similis.setup.name"))} <input data-field="name-{i}" data-testid="name-{i}" data-enter="start" '
                        f'value="{esc(name)}" maxlength="40"></label> <label>{esc(t("similis.setup.kind"))} '
                        f'{pieces.select(f"kind-{i}", kind, kinds_known(), lambda k: t(f"similis.kind.{k}"), f"kind-{i}")}'
                        f'</label></fieldset>')
        rows.append('<div class="actions">'
                    + button(t("similis.setup.add"), "seat-add", testid="seat-add", disabled=len(seats) >= 6)
                    + button(t("similis.setup.remove"), "seat-remove", testid="seat-remove", disabled=len(seats) <= 3)
                    + "</div>")
        rows.append(_banned_box(table_banned))
    seed_html = pieces.seed_field(seed, "similis.seed.help")  # Enter in it starts the game
    return pieces.setup_form(GAME, mode, rows, seed_html, error, match_html)
