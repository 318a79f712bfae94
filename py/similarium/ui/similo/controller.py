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

from similarium.core.challenge import Claim
from similarium.core.i18n import t, tn
from similarium.core.rng import daily_seed, random_seed
from similarium.core.schema import GameValidator, SavedGame
from similarium.core.share import LOSS_MARK, WIN_MARK, squares
from similarium.core.storage import Repository
from similarium.games.similo import doubt
from similarium.games.similo.protocol import GIVER, RULES, move_from_json
from similarium.ui import challenge, pieces
from similarium.ui import howto as _howto  # noqa: F401 - the menu's "How to play" link text
from similarium.ui.html import esc
from similarium.ui.lineup import canonical, shown
from similarium.ui.page import DAILY, TABLE, GamePage, check_day, saved_day
from similarium.ui.privacy import PrivacyScreen, names_text
from similarium.ui.similo import detail, render
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
# the learning setting (issue 30), stored as when the AI giver's meanings are told: "round"
# (learning: trait words on the cards too) or "end" (the default: pictures and names only)
REVEAL_PREF, REVEALS = "similo.reveal", ("round", "end")
LEARNING = {"on": "round", "off": "end"}
HOLD_ACTIONS = ("pick", "undo", "clear", "hand", "orient")  # choices saved before they are confirmed


def _check_options(options: dict) -> None:
    check_options({o.name: options.get(o.name) for o in RULES.options})
    kinds = options.get("kinds")
    if not isinstance(kinds, list) or not RULES.min_players <= len(kinds) <= RULES.max_players or any(k not in KINDS for k in kinds):
        raise ValueError("options.kinds must list 'human' or 'ai' for each seat")
    hints = options.get("hints", 0)
    if type(hints) is not int or not 0 <= hints <= 5:
        raise ValueError("options.hints is a count of rounds (0-5)")
    check_day(options)
    held = options.get("held")
    if held is not None and not (isinstance(held, dict) and type(held.get("round")) is int
                                 and isinstance(held.get("selection"), list) and len(held["selection"]) <= 4
                                 and all(isinstance(c, str) for c in held["selection"])
                                 and isinstance(held.get("pick"), (str, type(None)))
                                 and held.get("orientation") in (None, "vertical", "horizontal")):
        raise ValueError("options.held is {round, selection: [cards], pick, orientation}")


def _check_moves(moves: list) -> None:
    for m in moves:
        if not (isinstance(m, list) and len(m) == 2 and type(m[0]) is int and 0 <= m[0] < RULES.max_players):
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
    """One level a round for the share grid, nothing of the deal (:func:`doubt.round_doubts`):
    after the round's clue, 3 the secret was certain, 2 two or three cards still in doubt, 1
    four or more; 0 the round the secret was removed in and the rounds not reached."""
    return doubt.round_doubts(session.state.log().to_json())


VALIDATOR = GameValidator(options=_check_options, moves=_check_moves, summary=_check_summary)


class Controller(GamePage):
    BOT_PACE = True  # its bots play at the player's pace (ui.pace), skippable
    GAME, TITLE, MATCH_IDS, VALIDATOR = GAME, "Similo", MATCH_IDS, VALIDATOR
    LINK = ("rules", "characters", "clues", "giver", "guessers")
    CHALLENGE = default_options()  # a friend's challenge (issue 29): the same deal, rules and clues
    PLAY_MODES = (GUESS, GIVE, TABLE)
    MENU_MODES, DAILY_BACK_LINKS = MODES, True

    def __init__(self, repo: Repository, today: Callable[[], _dt.date], seed_source: Callable[[], int] = random_seed):
        super().__init__(repo, today, seed_source)
        self.session: Session | None = None
        self.options = default_options()
        self.giver_name = t("similo.player.giver")
        self.guesser_names = [t("similo.player.guesser", n=1)]
        self.privacy = PrivacyScreen()
        self.announce = ""  # the last moves in words, for the live region
        self.detail: tuple[str, str] | None = None  # (viewer, card): a card's detail open over the view

    # --- routes ---------------------------------------------------------------------------
    def on_open(self) -> None:
        self.announce, self.detail = "", None
        self.privacy.hide()  # a reload or a new route covers the table's view again

    def on_start(self) -> None:
        self.detail = None
        self.privacy.hide()

    def _seats(self, mode: str, giver: str = "", guessers: list[str] | None = None) -> tuple[list[str], list[str]]:
        if mode == GUESS:
            return [t("similo.ai.giver"), t("similo.you")], [AI, HUMAN]
        if mode == GIVE:
            return [t("similo.you"), t("similo.ai.guessers")], [HUMAN, AI]
        names = [giver, *(guessers or [])]
        return names, [HUMAN] * len(names)

    def wanted(self, query: dict[str, str]) -> Session | None:
        seed = self.link_seed(query)
        if seed is None:
            return None
        try:
            theirs = challenge.read(self, query) if self.mode in (GUESS, GIVE) else None
            options = check_options({k: query[k] for k in ("rules", "characters", "clues") if k in query})
        except ValueError as err:
            self.setup_error = str(err)
            return None
        challenge.remember(self, seed, options, theirs, query)
        players, kinds = self._seats(self.mode)
        if self.mode == TABLE:
            guessers = [n.strip() for n in query.get("guessers", "").split(",") if n.strip()]
            names = [query.get("giver", t("similo.player.giver")).strip(),
                     *(guessers or [t("similo.player.guesser", n=1)])]
            names, self.setup_error = pieces.check_players(names, RULES.min_players, RULES.max_players)
            if self.setup_error:
                return None
            players, kinds = self._seats(TABLE, names[0], names[1:])
        return Session.start(self.mode, players, kinds, seed, options)

    def same_game(self, saved: Session, wanted: Session) -> bool:
        return (saved.seed, saved.options, saved.players) == (wanted.seed, wanted.options, wanted.players)

    def session_from_saved(self, saved: SavedGame) -> Session:
        o = saved.options
        s = Session.restore(saved.mode, saved.players, list(o["kinds"]), saved.seed,
                            {k: o[k] for k in ("rules", "characters", "clues")}, saved.moves, saved_day(saved),
                            hints=int(o.get("hints", 0)))
        s.restore_held(o.get("held"))  # a choice not confirmed yet survives a reload
        return s

    def daily_session(self, mode: str, day: _dt.date) -> Session:
        players, kinds = self._seats(GUESS)
        return Session.start(mode, players, kinds, daily_seed(GAME, day), daily_options(day), day=day)

    def restore_daily(self, day: _dt.date, summary: dict, moves: list) -> Session:
        players, kinds = self._seats(GUESS)
        return Session.restore(DAILY, players, kinds, daily_seed(GAME, day), daily_options(day), moves, day,
                               hints=int(summary.get("hints", 0)))

    def next_session(self, s: Session, mode: str) -> Session:
        seed = pieces.fresh_seed(self.seed_source, GAME, self.today())
        return Session.start(mode, s.players, s.kinds, seed, s.options)

    # --- GamePage hooks ---------------------------------------------------------------------
    def fill_setup(self, session: Session) -> None:
        """"New game" (issue 30): the rules and decks of ``session``, and at the table its names."""
        self.options = dict(session.options)
        if session.mode == TABLE:
            self.giver_name, self.guesser_names = session.players[0], list(session.players[1:])

    def saved_options(self, session: Session) -> dict:
        out: dict = {**session.options, "kinds": list(session.kinds)}
        if session.hints:
            out["hints"] = session.hints
        if session.held_json():
            out["held"] = session.held_json()
        return out

    def final_scores(self, session: Session) -> tuple[list[int], list[bool]]:
        if session.daily:
            return [session.score], [session.won]
        n = len(session.players)
        return [int(session.won)] * n, [session.won] * n

    def archive_score(self, session: Session) -> int:
        return session.score

    def challenge_of(self, s: Session) -> tuple[str, int, dict[str, str], Claim] | None:
        """A finished seeded game of one person and the AI (you guess, or you give the clues):
        its options, won or lost and the rounds survived."""
        if not s.finished or s.mode not in (GUESS, GIVE) or s.day is not None:
            return None
        return s.mode, s.seed, dict(s.options), Claim(s.score, s.won)

    def challenge_text(self, claim: Claim) -> str:
        return t("similo.challenge.won") if claim.won else t("similo.challenge.lost", round=claim.score + 1)

    def challenge_rank(self, claim: Claim) -> tuple:
        return (bool(claim.won), claim.score)

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

    def covered(self) -> bool:
        s = self.session
        return s is not None and s.mode == TABLE and not s.finished and self.privacy.covers(s.to_act)

    def game_key(self, key: str) -> tuple[str, str] | None:
        if self.shown_card():
            return (detail.CLOSE, "") if key == "escape" else None  # the dialog is modal: the game waits
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
    def play(self, s: Session, action: str, arg: str, fields: dict[str, str]) -> str | None:
        if self.privacy.act(action, arg):
            self.detail = None
            return None
        if action in (detail.OPEN, detail.CLOSE):
            self.show_detail(s, arg if action == detail.OPEN else "")
            return None
        if self.shown_card() and action != "ai-step":
            return None  # a card's detail is open: the player's actions wait (e.g. Ctrl+Z), the AI plays on
        if action == "learning" and arg in LEARNING:
            self.set_reveal(LEARNING[arg])
            s.reveal = LEARNING[arg]
            return None
        s.reveal = self.reveal
        if action == "suggest":
            s.feedback = pieces.refused("similo.suggest.guesser")  # :meth:`begin` takes the giver's at the device
            return None
        before = len(render.log_lines(*s.shown(render.ALL)))
        moved = s.ai_step() if action == "ai-step" else s.act(action, arg)
        self.announce = render.announcement(*s.shown(self.viewer()), before) if moved else ""
        if moved:
            return self.after_move()
        if action == "hint" and s.hints or action in HOLD_ACTIONS:
            self.save()  # the count, the choice not confirmed yet survive a reload
        return None

    def setup_action(self, action: str, fields: dict[str, str]) -> str | None:
        try:
            self.options = check_options({k: fields.get(k, self.options[k]) for k in ("rules", "characters", "clues")})
        except ValueError as err:
            self.setup_error = str(err)
            return None
        seed = self.form_seed(fields)
        if seed is None:
            return None
        players, kinds = self._seats(self.mode)
        if self.mode == TABLE:
            self.giver_name = fields.get("giver", self.giver_name).strip()
            self.guesser_names = pieces.names_from_text(fields.get("guessers", "\n".join(self.guesser_names)))
            names, self.setup_error = pieces.check_players([self.giver_name, *self.guesser_names], RULES.min_players, RULES.max_players)
            if self.setup_error:
                return None
            players, kinds = self._seats(TABLE, names[0], names[1:])
        self._start(Session.start(self.mode, players, kinds, seed, self.options))
        return self.route()

    # --- views --------------------------------------------------------------------------------
    def render_setup(self) -> str:
        return render_setup(self.mode, self.options, self.setup_seed, self.setup_error, self.giver_name,
                            self.guesser_names, self.match_html())

    # --- issue 20: when meanings are told, the first-move steps for this role ---------------------
    @property
    def reveal(self) -> str:
        """The learning setting, remembered: "round" (learning: the cards' traits in words, the AI
        giver's meanings after each round) or "end" (the default, also for anything unreadable)."""
        value = self.repo.load_settings().prefs.get(REVEAL_PREF)
        return value if value in REVEALS else "end"

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

    def show_detail(self, s: Session, card: str) -> None:
        """Open ``card``'s detail over the view (nothing of the game changes), or close it (""). A card
        the viewer's observation does not hold (the giver's hand, for a guesser) opens nothing."""
        viewer = self.viewer()
        seen = not self.covered() and card in detail.visible_cards(s.observation_for(viewer))
        self.detail = (viewer, card) if seen else None

    def shown_card(self) -> str:
        """The card whose detail is open, if it is still for the viewer now (else it closes): a turn
        passed at the table, or the game ended, shows another seat's view."""
        if self.detail is not None and (self.detail[0] != self.viewer() or self.covered()):
            self.detail = None
        return self.detail[1] if self.detail is not None else ""

    def render_game(self, s: Session) -> str:
        s.reveal = self.reveal
        html = render.render_session(*s.shown(self.viewer()), self.over_extra(), 0 if self.fast else AI_DELAY_MS,
                                     self.announce, shown=self.shown_card())
        if s.mode != TABLE or s.finished:
            return html
        seat = s.to_act
        role = "giver" if seat == GIVER else "guessers"
        name = shown(s.players[GIVER]) if seat == GIVER else names_text([shown(p) for p in s.players[1:]])
        return self.privacy.render(seat, name, html, role=t(f"similo.privacy.role.{role}"),
                                   show=t(f"similo.privacy.show.{role}"))

    def match_html(self) -> str:
        rec = self.repo.load_match(MATCH_IDS.get(self.mode, "similo"))
        return record_panel(rec.match if rec else None)

    def daily_done(self, day: _dt.date, res, final: Session | None) -> str:
        score, won = (res.score, res.won) if res else (0, False)
        head = t("similo.daily.done.won" if won else "similo.daily.done.lost", score=score, round=score + 1)
        table = render.render_session(*final.shown(render.ALL), readonly=True) if final is not None else ""
        return pieces.daily_done(GAME, self.title(), day, head, table, self.daily_panel(day))


def record_panel(match) -> str:
    """Similo is cooperative: the games played together and how many were won (no ranking).
    With the AI (one person at the device, "You"), the verdict speaks to that person."""
    if match is None or not match.games:
        return ""
    won = sum(1 for g in match.games if g.scores and g.scores[0])
    marks = "".join(WIN_MARK if g.scores and g.scores[0] else LOSS_MARK for g in match.games)
    solo = len(match.players) == 2 and any(canonical(p) == canonical(t("similo.you")) for p in match.players)
    verdict = (tn("similo.record.won.you", len(match.games), won=won) if solo else
               t("similo.record.won", won=won, n=len(match.games), players=", ".join(shown(p) for p in match.players)))
    marks_html = (f'<p class="marks">{esc(t("similo.record.marks"))} <span data-testid="match-games" aria-hidden="true">'
                  f'{esc(marks)}</span> <span class="note">{esc(t("similo.record.legend", won=WIN_MARK, lost=LOSS_MARK))}'
                  f'</span></p>')
    return pieces.match_box(t("similo.record.title"), "", verdict, t("similo.record.new"), after=marks_html)


def suggest(s: Session) -> dict:
    """The AI's clue for the human giver, what it means and its win chance with AI guessers."""
    from similarium.games.similo import decks
    from similarium.games.similo.advice import giver_advice
    from similarium.games.similo.ai import PlayedClue
    from similarium.games.similo.explain import clue_meaning

    g = s.observation_for(render.GIVER_VIEW)  # what the giver sees: the secret, the hand, the table
    advice = giver_advice(g)
    cards = decks.cards()
    table = tuple(cards[c] for c in g.remaining)
    kind, traits = clue_meaning(cards[g.secret], PlayedClue(cards[advice["clue"]], advice["orientation"], table))
    return {"round": g.round, "clue": advice["clue"], "orientation": advice["orientation"],
            "win_chance": advice["win_chance"], "kind": kind, "traits": traits}


def render_setup(mode: str, options: dict[str, str], seed: int, error: str, giver: str, guessers: list[str],
                 match_html: str) -> str:
    choices = {o.name: o.choices for o in RULES.options}

    def field(name: str, label: Callable[[str], str]) -> str:
        return (f'<label>{esc(t(f"similo.setup.{name}"))} '
                f'{pieces.select(name, options[name], choices[name], label, f"opt-{name}")}</label>')

    rows = [field("rules", lambda c: t(f"similo.rules.{c}")), field("characters", lambda c: t(f"similo.deck.{c}")),
            field("clues", _clue_label)]
    seed_html = pieces.seed_field(seed, "similo.seed.help")  # Enter in it starts the game
    if mode == TABLE:
        rows.append(f'<label>{esc(t("similo.setup.giver"))} <input data-field="giver" data-testid="giver-name" data-enter="start" '
                    f'value="{esc(giver)}" maxlength="40"></label>')
        rows.append(f'<label>{esc(t("similo.setup.guessers"))}<textarea data-field="guessers" rows="3" '
                    f'data-testid="guesser-names">{esc(chr(10).join(guessers))}</textarea></label>'
                    f'{pieces.lines_hint()}')
    return pieces.setup_form(GAME, mode, rows, seed_html, error, match_html)




def _clue_label(c: str) -> str:
    return t("similo.setup.same") if c == "same" else t(f"similo.deck.{c}")
