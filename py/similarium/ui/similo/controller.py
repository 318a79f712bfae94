"""Similo in the page, minus the DOM: routes, setup, saving after every move, the privacy
screen of table play, match and daily records.

Routes: ``#/similo`` (menu), ``#/similo/guess``, ``#/similo/give``, ``#/similo/table``,
``#/similo/daily``, ``#/similo/archive[?day=...]``. A query starts a game directly:
``?seed=N&rules=classic|remove|remove-advanced&characters=DECK&clues=same|DECK``, with
``giver=NAME&guessers=A,B`` for the table; ``fast=1`` makes the AI move without a pause.

AI seats move through ``data-autostep="ai-step"`` (one clue, or one removal, per step).
Match (guess ``similo-guess``, give ``similo-give``, table ``similo``): a won game scores 1
for everybody at the table. Daily: :func:`~.session.daily_options` dealt from the day's
seed, the AI giver; score = rounds survived; share ``Similo <day> ✓ 5/5`` (``· 1 hint``).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from similarium.core.i18n import format_date, t, tn
from similarium.core.rng import daily_seed, random_seed
from similarium.core.schema import GameValidator, SavedGame
from similarium.core.share import LOSS_MARK, WIN_MARK, squares
from similarium.core.storage import Repository
from similarium.games.similo.protocol import GIVER, MAX_PLAYERS, RULES, move_from_json
from similarium.ui import howto as _howto  # noqa: F401 - the menu's "How to play" link text
from similarium.ui import pieces
from similarium.ui.html import attrs, button, esc
from similarium.ui.page import ARCHIVE, ARCHIVE_ACTIONS, DAILY, TABLE, Feedback, GamePage
from similarium.ui.privacy import PrivacyScreen
from similarium.ui.similo import render
from similarium.ui.similo.session import (
    AI,
    GIVE,
    GUESS,
    HUMAN,
    KINDS,
    MODES,
    ROUNDS,
    Session,
    check_options,
    daily_options,
    default_options,
)

GAME = "similo"
MATCH_IDS = {GUESS: "similo-guess", GIVE: "similo-give", TABLE: "similo"}
AI_DELAY_MS = 700
REVEAL_PREF, REVEALS = "similo.reveal", ("round", "end")
HOLD_ACTIONS = ("pick", "undo", "clear", "hand", "orient")  # choices saved before they are confirmed


def _check_options(options: dict) -> None:
    check_options({k: options.get(k) for k in ("rules", "characters", "clues")})
    kinds = options.get("kinds")
    if not isinstance(kinds, list) or not 2 <= len(kinds) <= MAX_PLAYERS or any(k not in KINDS for k in kinds):
        raise ValueError("options.kinds must list 'human' or 'ai' for each seat")
    hints = options.get("hints", 0)
    if type(hints) is not int or not 0 <= hints <= 5:
        raise ValueError("options.hints is a count of rounds (0-5)")
    if options.get("day") is not None:
        _dt.date.fromisoformat(str(options["day"]))
    held = options.get("held")
    if held is not None and not (isinstance(held, dict) and type(held.get("round")) is int
                                 and isinstance(held.get("selection"), list) and len(held["selection"]) <= 4
                                 and all(isinstance(c, str) for c in held["selection"])
                                 and isinstance(held.get("pick"), (str, type(None)))
                                 and held.get("orientation") in (None, "vertical", "horizontal")):
        raise ValueError("options.held is {round, selection: [cards], pick, orientation}")


def _check_moves(moves: list) -> None:
    for m in moves:
        if not (isinstance(m, list) and len(m) == 2 and type(m[0]) is int and 0 <= m[0] < MAX_PLAYERS):
            raise ValueError(f"a Similo move is saved as [seat, move], not {m!r}"[:200])
        move_from_json(m[1])


SUMMARY_KEYS = ("hints", "rounds", "moves")


def _check_summary(summary: object) -> None:
    """A daily result's summary: ``{"hints": n}`` (older records: only that), and since the share
    grid ``"rounds"`` (a level 0-3 a round, :func:`round_levels`) and ``"moves"`` (the game's
    moves, to show the final table when the day is opened again). Each key is optional."""
    if not isinstance(summary, dict) or not summary or not set(summary) <= set(SUMMARY_KEYS):
        raise ValueError("a Similo daily summary is {'hints': n, 'rounds': [levels], 'moves': [...]}")
    if "hints" in summary and (type(summary["hints"]) is not int or not 0 <= summary["hints"] <= 5):
        raise ValueError("a Similo daily summary's hints is a count of rounds (0-5)")
    rounds = summary.get("rounds", [])
    if not isinstance(rounds, list) or len(rounds) > ROUNDS or any(type(x) is not int or not 0 <= x <= 3 for x in rounds):
        raise ValueError("a Similo daily summary's rounds are up to 5 levels 0-3")
    moves = summary.get("moves", [])
    if not isinstance(moves, list):
        raise ValueError("a Similo daily summary's moves are a list")
    _check_moves(moves)


def round_levels(session: Session) -> list[int]:
    """One level a round for the share grid, nothing of the deal: 3 the round was survived,
    1 the round the secret was removed in, 0 a round not reached."""
    lost = 0 if session.won else session.lost_round()
    return [3 if r <= session.score else (1 if r == lost else 0) for r in range(1, ROUNDS + 1)]


VALIDATOR = GameValidator(options=_check_options, moves=_check_moves, summary=_check_summary)


class Controller(GamePage):
    GAME, TITLE, MATCH_IDS = GAME, "Similo", MATCH_IDS

    def __init__(self, repo: Repository, today: Callable[[], _dt.date], seed_source: Callable[[], int] = random_seed):
        super().__init__(repo, today, seed_source)
        repo.register_game(GAME, VALIDATOR)
        self.session: Session | None = None
        self.view = "menu"
        self.mode = ""
        self.fast = False
        self.setup_error = ""
        self.setup_seed = 0
        self.options = default_options()
        self.giver_name = t("similo.player.giver")
        self.guesser_names = [t("similo.player.guesser", n=1)]
        self.privacy = PrivacyScreen()
        self.announce = ""  # the last moves in words, for the live region

    # --- routes ---------------------------------------------------------------------------
    def _route(self) -> str:
        return f"#/similo/{self.mode}" + ("?fast=1" if self.fast else "")

    def open(self, mode: str, query: dict[str, str]) -> None:
        self.fast = query.get("fast") == "1"
        self.setup_error, self.share, self.announce = "", "", ""
        self.privacy.hide()  # a reload or a new route covers the table's view again
        self.mode = mode if mode in (*MODES, ARCHIVE) else ""
        if not self.mode:
            self.session, self.view = None, "menu"
            return
        if self.mode == DAILY:
            self.open_daily(lambda day: self._daily_session(DAILY, day))
            return
        if self.mode == ARCHIVE:
            self.open_archive(query)
            return
        saved = self.restore_slot(self.mode)
        wanted = self._wanted(query)
        if saved and (wanted is None or _same(saved, wanted)):
            self.session, self.view = saved, "game"
            if self.setup_error:
                saved.feedback = Feedback("error", self.setup_error, "link.refused")
            self.resume_finished()
            return
        if wanted is not None:
            self.ask_link(saved, wanted, lambda: self._start(wanted)) if saved else self._start(wanted)
            return
        self.session, self.view = None, "setup"
        self.setup_seed = pieces.fresh_seed(self.seed_source, GAME, self.today())

    def _seats(self, mode: str, giver: str = "", guessers: list[str] | None = None) -> tuple[list[str], list[str]]:
        if mode == GUESS:
            return [t("similo.ai.giver"), t("similo.you")], [AI, HUMAN]
        if mode == GIVE:
            return [t("similo.you"), t("similo.ai.guessers")], [HUMAN, AI]
        names = [giver, *(guessers or [])]
        return names, [HUMAN] * len(names)

    def _wanted(self, query: dict[str, str]) -> Session | None:
        if "seed" not in query:
            return None
        try:
            seed = pieces.read_seed(query["seed"], GAME, self.today())
            options = check_options({k: query[k] for k in ("rules", "characters", "clues") if k in query})
        except ValueError as err:
            self.setup_error = str(err)
            return None
        players, kinds = self._seats(self.mode)
        if self.mode == TABLE:
            guessers = [n.strip() for n in query.get("guessers", "").split(",") if n.strip()]
            names = [query.get("giver", t("similo.player.giver")).strip(),
                     *(guessers or [t("similo.player.guesser", n=1)])]
            names, self.setup_error = pieces.check_players(names, 2, MAX_PLAYERS)
            if self.setup_error:
                return None
            players, kinds = self._seats(TABLE, names[0], names[1:])
        return Session.start(self.mode, players, kinds, seed, options)

    def session_from_saved(self, saved: SavedGame) -> Session:
        o = saved.options
        day = _dt.date.fromisoformat(o["day"]) if o.get("day") else None
        s = Session.restore(saved.mode, saved.players, list(o["kinds"]), saved.seed,
                            {k: o[k] for k in ("rules", "characters", "clues")}, saved.moves, day,
                            hints=int(o.get("hints", 0)))
        s.restore_held(o.get("held"))  # a choice not confirmed yet survives a reload
        return s

    def _daily_session(self, mode: str, day: _dt.date) -> Session:
        players, kinds = self._seats(GUESS)
        return Session.start(mode, players, kinds, daily_seed(GAME, day), daily_options(day), day=day)

    def archive_session(self, day: _dt.date) -> Session:
        return self._daily_session(ARCHIVE, day)

    # --- GamePage hooks ---------------------------------------------------------------------
    def saved_options(self, session: Session) -> dict:
        out: dict = {**session.options, "kinds": list(session.kinds)}
        if session.hints:
            out["hints"] = session.hints
        if session.held_json():
            out["held"] = session.held_json()
        return out

    def saved_seed(self, session: Session) -> int:
        return session.seed

    def final_scores(self, session: Session) -> tuple[list[int], list[bool]]:
        if session.daily:
            return [session.score], [session.won]
        n = len(session.players)
        return [int(session.won)] * n, [session.won] * n

    def daily_summary(self, session: Session) -> dict | None:
        out: dict = {"rounds": round_levels(session), "moves": session.moves_json()}
        if session.hints:
            out["hints"] = session.hints
        return out

    def share_grid(self, summary: object) -> list[list[int]]:
        rounds = summary.get("rounds") if isinstance(summary, dict) else None
        return [list(rounds)] if rounds else []

    def share_note(self, summary: object) -> str:
        n = summary.get("hints", 0) if isinstance(summary, dict) else 0
        return tn("daily.help.hints", n) if n else ""

    def daily_share(self, day: _dt.date, result) -> str:
        """``Similo 2026-11-22 ✓ 5/5`` (rounds survived of 5), ``· 1 hint`` if the belief was shown;
        then a square a round (:func:`round_levels`; none for a result recorded before the grid)."""
        line = f"Similo {day.isoformat()} {WIN_MARK if result.won else LOSS_MARK} {result.score}/5"
        note = self.share_note(result.summary)
        line = f"{line} · {note}" if note else line
        return "\n".join([line, *(squares(row) for row in self.share_grid(result.summary))])

    # --- keyboard and slow work ---------------------------------------------------------------
    def viewer(self) -> str:
        s = self.session
        if s is None or s.finished:
            return render.ALL
        if s.mode == GIVE:
            return render.GIVER_VIEW
        if s.mode == TABLE:
            return render.GIVER_VIEW if s.to_act == GIVER else render.GUESSERS_VIEW
        return render.GUESSERS_VIEW

    def key(self, key: str) -> tuple[str, str] | None:
        s = self.session
        if self.view != "game" or s is None:
            return None
        if s.mode == TABLE and not s.finished and self.privacy.covers(s.to_act):
            return None  # the cover's button has the focus: Enter presses it
        giver = self.viewer() == render.GIVER_VIEW
        if key in ("enter",):
            return ("confirm", "")
        if key in ("u", "backspace"):
            return ("undo", "")
        if key == "escape":
            return ("clear", "")
        if key == "?":
            return ("suggest" if giver else "hint", "")
        if giver:
            if key.isdigit():
                return ("hand", key)
            return {"v": ("orient", "vertical"), "h": ("orient", "horizontal")}.get(key)
        if len(key) == 1 and key in "abcdefghijkl":
            return ("pick", key)
        return None

    def begin(self, action: str) -> bool:
        """A suggestion takes a moment (playouts): show progress, then :meth:`finish`."""
        s = self.session
        if action != "suggest" or s is None or s.finished or s.pending:
            return False
        if s.to_act != GIVER or s.kinds[GIVER] != HUMAN or self.viewer() != render.GIVER_VIEW:
            return False  # :meth:`handle` says why
        s.pending = "suggest"
        return True

    def finish(self, action: str) -> None:
        s = self.session
        if s is None:
            return
        s.pending = ""
        if action == "suggest":
            s.suggestion = suggest(s)

    # --- actions ------------------------------------------------------------------------------
    def handle(self, action: str, arg: str = "", fields: dict[str, str] | None = None) -> str | None:
        fields = fields or {}
        if self.link_action(action):
            return self._route()
        if action in ARCHIVE_ACTIONS:
            return self.archive_action(action, fields, "fast=1" if self.fast else "")
        if action == "start":
            return self._setup_start(fields)
        if action == "next-game" and self.session is not None:
            s = self.session
            self.mode = s.mode if s.mode in (GUESS, GIVE, TABLE) else GUESS
            seed = pieces.fresh_seed(self.seed_source, GAME, self.today())
            self._start(Session.start(self.mode, s.players, s.kinds, seed, s.options))
            self.privacy.hide()
            return self._route()
        if action == "setup":
            if self.mode in (GUESS, GIVE, TABLE):
                self.repo.delete_game(GAME, self.mode)
                self.session, self.view = None, "setup"
                self.setup_seed = pieces.fresh_seed(self.seed_source, GAME, self.today())
            return self._route()
        if action == "new-match":
            self.repo.delete_match(MATCH_IDS.get(self.mode, "similo"))
            return None
        s = self.session
        if s is None or self.view != "game":
            return None
        if self.privacy.act(action, arg):
            return None
        if action == "meanings-when" and arg in REVEALS:
            self.set_reveal(arg)
            return None
        if action == "suggest":
            s.feedback = Feedback("error", t("similo.suggest.guesser" if s.to_act != GIVER else "similo.play.wait"),
                                  "similo.suggest.refused")
            return None
        before = len(render.log_lines(s))
        if action == "ai-step":
            moved = s.ai_step()
        else:
            moved = s.act(action, arg)
        self.announce = render.announcement(s, before) if moved else ""
        if moved:
            if s.finished:
                self._record_end()
                return self._route()
            self.save()
        elif action == "hint" and s.hints or action in HOLD_ACTIONS:
            self.save()  # the count, the choice not confirmed yet survive a reload
        return None

    def _setup_start(self, fields: dict[str, str]) -> str | None:
        if self.view != "setup" or self.mode not in (GUESS, GIVE, TABLE):
            return None
        self.setup_error = ""
        try:
            self.options = check_options({k: fields.get(k, self.options[k]) for k in ("rules", "characters", "clues")})
            text = fields.get("seed", "").strip()
            seed = pieces.read_seed(text, GAME, self.today()) if text else pieces.fresh_seed(
                self.seed_source, GAME, self.today())
        except ValueError as err:
            self.setup_error = str(err)
            return None
        players, kinds = self._seats(self.mode)
        if self.mode == TABLE:
            self.giver_name = fields.get("giver", self.giver_name).strip()
            self.guesser_names = pieces.names_from_text(fields.get("guessers", "\n".join(self.guesser_names)))
            names, self.setup_error = pieces.check_players([self.giver_name, *self.guesser_names], 2, MAX_PLAYERS)
            if self.setup_error:
                return None
            players, kinds = self._seats(TABLE, names[0], names[1:])
        self._start(Session.start(self.mode, players, kinds, seed, self.options))
        self.privacy.hide()
        return self._route()

    # --- views --------------------------------------------------------------------------------
    def render(self) -> str:
        if self.view == "link" and self.link is not None:
            return self.render_link(self.describe(self.link.saved), self.describe(self.link.wanted))
        if self.view == "game" and self.session is not None:
            return self._render_game(self.session)
        if self.view == "daily-done":
            return self._render_daily_done()
        if self.view == "archive":
            saved = self.repo.load_game(GAME, ARCHIVE)
            resume = _dt.date.fromisoformat(saved.options["day"]) if saved and saved.options.get("day") else None
            return pieces.archive_view(GAME, t("similo.title"), self.repo.load_daily(GAME), self.today(),
                                       error=self.setup_error, resume=resume)
        if self.view == "setup":
            return render_setup(self.mode, self.options, self.setup_seed, self.setup_error, self.giver_name,
                                self.guesser_names, self._match_html())
        slots = set(self.repo.save_slots(GAME))
        return render_menu({m: m in slots for m in MODES})

    # --- issue 20: when meanings are told, the first-move steps for this role ---------------------
    @property
    def reveal(self) -> str:
        """When the AI giver's clue meanings are told (a remembered setting): "round" or "end"."""
        value = self.repo.load_settings().prefs.get(REVEAL_PREF)
        return value if value in REVEALS else "round"

    def set_reveal(self, value: str) -> None:
        pieces.save_pref(self.repo, REVEAL_PREF, value)

    def walkthrough_variant(self) -> str | None:
        """Which first-move steps fit: the giver's (classic or remove rules), the guessers' under
        remove rules, else the default; None while a privacy screen covers the table or at the end."""
        s = self.session
        if s is None or s.finished or (s.mode == TABLE and self.privacy.covers(s.to_act)):
            return None
        family = "classic" if s.options["rules"] == "classic" else "remove"
        if self.viewer() == render.GIVER_VIEW:
            return f"give.{family}"
        return "" if family == "classic" else "guess.remove"

    def _render_game(self, s: Session) -> str:
        s.reveal = self.reveal
        html = render.render_session(s, self.viewer(), self._over_extra(), 0 if self.fast else AI_DELAY_MS,
                                     self.announce)
        if s.mode != TABLE or s.finished:
            return html
        seat = s.to_act
        name = s.players[GIVER] if seat == GIVER else ", ".join(s.players[1:])
        return self.privacy.render(seat, name, html)

    def _match_html(self) -> str:
        rec = self.repo.load_match(MATCH_IDS.get(self.mode, "similo"))
        return record_panel(rec.match if rec else None)

    def _over_extra(self) -> str:
        s = self.session
        if s is None or not s.finished:
            return ""
        if s.mode == ARCHIVE and s.day is not None:
            return pieces.archive_over(GAME, s.day, s.score)
        if s.mode == DAILY and s.day is not None:
            record = self.repo.load_daily(GAME)
            res = record.result_for(s.day)
            share = self.share or (self.daily_share(s.day, res) if res else "")
            return pieces.daily_panel(GAME, record, self.today(), share, note=t("similo.daily.fair")) + pieces.back_links(GAME)
        return self._match_html()

    def _render_daily_done(self) -> str:
        """Today's daily, already played: the result in words, the final table (read-only) when
        the record kept the moves, the share text and statistics, the way back."""
        day = self.today()
        record = self.repo.load_daily(GAME)
        res = record.result_for(day)
        score, won = (res.score, res.won) if res else (0, False)
        share = self.daily_share(day, res) if res else ""
        panel = pieces.daily_panel(GAME, record, day, share, note=t("similo.daily.fair"))
        head = t("similo.daily.done.won" if won else "similo.daily.done.lost", score=score, round=score + 1)
        table = ""
        final = self.finished_daily(day, res.summary if res else None)
        if final is not None:
            table = f'<div class="final" data-testid="final-table">{render.render_session(final, render.ALL, readonly=True)}</div>'
        return (f'<div class="simili-game similo-game similo-done" data-testid="daily-done"><header class="game-bar">'
                f'<h2>{esc(t("similo.title"))}</h2><p>{esc(t("daily.date", date=format_date(day)))}</p></header>'
                f'<p{attrs(data_testid="result")}>{esc(head)}</p><p>{esc(t("daily.already_played"))}</p>{table}'
                f'{panel}{pieces.back_links(GAME)}</div>')

    def restore_daily(self, day: _dt.date, summary: dict, moves: list) -> Session:
        players, kinds = self._seats(GUESS)
        return Session.restore(DAILY, players, kinds, daily_seed(GAME, day), daily_options(day), moves, day,
                               hints=int(summary.get("hints", 0)))


def record_panel(match) -> str:
    """Similo is cooperative: the games played together and how many were won (no ranking).
    With the AI (one person at the device, "You"), the verdict speaks to that person."""
    if match is None or not match.games:
        return ""
    won = sum(1 for g in match.games if g.scores and g.scores[0])
    marks = "".join(WIN_MARK if g.scores and g.scores[0] else LOSS_MARK for g in match.games)
    solo = t("similo.you") in match.players and len(match.players) == 2
    verdict = (tn("similo.record.won.you", len(match.games), won=won) if solo else
               t("similo.record.won", won=won, n=len(match.games), players=", ".join(match.players)))
    return (f'<section class="match" data-testid="match"><h3>{esc(t("similo.record.title"))}</h3>'
            f'<p data-testid="match-verdict">{esc(verdict)}</p>'
            f'<p class="marks" data-testid="match-games" aria-hidden="true">{esc(marks)}</p>'
            f'{button(t("similo.record.new"), "new-match", testid="new-match")}</section>')


def suggest(s: Session) -> dict:
    """The AI's clue for the human giver, what it means and its win chance with AI guessers."""
    from similarium.games.similo import cli, decks
    from similarium.games.similo.ai import PlayedClue
    from similarium.games.similo.explain import clue_meaning

    g = s.game
    advice = cli.giver_advice(g)
    cards = decks.cards()
    table = tuple(cards[c] for c in g.remaining)
    kind, traits = clue_meaning(cards[g.secret], PlayedClue(cards[advice["clue"]], advice["orientation"], table))
    return {"round": g.round, "clue": advice["clue"], "orientation": advice["orientation"],
            "win_chance": advice["win_chance"], "kind": kind, "traits": traits}


def _same(saved: Session, wanted: Session) -> bool:
    return (saved.seed, saved.options, saved.players) == (wanted.seed, wanted.options, wanted.players)


def render_menu(resume: dict[str, bool]) -> str:
    links = []
    for i, mode in enumerate(MODES):
        label = t(f"similo.mode.{mode}") + (f" · {t('home.resume')}" if resume.get(mode) else "")
        cls = "button primary" if i == 0 else "button"
        links.append(f'<li><a class="{cls}" href="#/similo/{mode}" data-testid="similo-{mode}">{esc(label)}</a> '
                     f'<small>{esc(t(f"similo.mode.{mode}.help"))}</small></li>')
    return (f'<section class="setup similo-menu" data-testid="similo-menu"><h2>{esc(t("similo.title"))} · '
            f'{esc(t("similo.subtitle"))}</h2><p>{esc(t("similo.menu.intro"))}</p>'
            f'<p class="rules">{esc(t("similo.menu.rules"))}</p><ul class="modes">{"".join(links)}</ul>'
            f'<p><a href="#/similo/archive" data-testid="similo-archive">{esc(t("daily.archive.link"))}</a></p>'
            f'<p><a href="#/how/similo" data-testid="howto-link">{esc(t("howto.link"))}</a></p>'
            f'<p><a href="#/" data-testid="back">{esc(t("similo.home"))}</a></p></section>')


def _select(name: str, value: str, choices: tuple[str, ...], label_key: Callable[[str], str]) -> str:
    opts = "".join(f'<option value="{esc(c)}"{" selected" if c == value else ""}>{esc(label_key(c))}</option>'
                   for c in choices)
    return f'<select data-field="{name}" data-testid="opt-{name}">{opts}</select>'


def render_setup(mode: str, options: dict[str, str], seed: int, error: str, giver: str, guessers: list[str],
                 match_html: str) -> str:
    choices = {o.name: o.choices for o in RULES.options}
    rows = [
        f'<label>{esc(t("similo.setup.rules"))} '
        f'{_select("rules", options["rules"], choices["rules"], lambda c: t(f"similo.rules.{c}"))}</label>',
        f'<label>{esc(t("similo.setup.characters"))} '
        f'{_select("characters", options["characters"], choices["characters"], lambda c: t(f"similo.deck.{c}"))}</label>',
        f'<label>{esc(t("similo.setup.clues"))} {_select("clues", options["clues"], choices["clues"], _clue_label)}</label>',
    ]
    seed_html = pieces.seed_field(seed, "similo.seed.help")  # Enter in it starts the game
    if mode == TABLE:
        rows.append(f'<label>{esc(t("similo.setup.giver"))} <input data-field="giver" data-testid="giver-name" data-enter="start" '
                    f'value="{esc(giver)}" maxlength="40"></label>')
        rows.append(f'<label>{esc(t("similo.setup.guessers"))}<textarea data-field="guessers" rows="3" '
                    f'data-testid="guesser-names">{esc(chr(10).join(guessers))}</textarea></label>')
    return (f'<form class="setup" data-testid="setup" onsubmit="return false"><h2>{esc(t("similo.setup.title"))} · '
            f'{esc(t(f"similo.mode.{mode}"))}</h2><p>{esc(t(f"similo.mode.{mode}.help"))}</p>'
            f'<p class="rules">{esc(t("similo.menu.rules"))}</p>{"".join(rows)}{seed_html}'
            f'{pieces.error_line(error)}<div class="actions">'
            f'{button(t("similo.setup.start"), "start", cls="primary", testid="start")}'
            f'<a class="button" href="#/similo">{esc(t("similo.back"))}</a></div></form>{match_html}')




def _clue_label(c: str) -> str:
    return t("similo.setup.same") if c == "same" else t(f"similo.deck.{c}")
