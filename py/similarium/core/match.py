"""A match: several games between the same named players, and who leads it.

Game-agnostic (SIMILI now, SB later). Rules, from the SIMILI text:

- In each game a player either won or lost. Winners add that game's score to
  their total; losers add nothing.
- The grand winner has the highest total.
- Ties on the total are broken by the player who scored the highest in the
  final game, then the penultimate game, and so on back to the first.
- Players tied in every game must play more games (:meth:`Match.needs_another_game`).

Decision (pinned by tests): the tie-break compares the *raw* score each
player recorded in a game, **whether that game was won or lost** — the text
says "the player who scored the highest in the final game", not "who added
the most". A lost game's score counts for tie-breaks, never for the total.

Values are immutable: :meth:`Match.with_game` returns a new match.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .errors import BadInput

__all__ = ["GameResult", "Match", "Standing", "replay_fields"]

MAX_NAME_LENGTH = 40
# Bounds of a stored or imported match (the same checks whatever the source): a page seats
# at most 8 people, a game scores in the hundreds; far above that is hostile or broken data
# (a 4,300-digit score cannot even be printed; 8,000 players froze the tab for a minute).
MAX_PLAYERS = 64
MAX_GAMES = 5_000
MAX_SCORE = 10**9
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
MAX_MOVES_TEXT = 6000  # a game's packed moves (core.challenge's limit: a long Similis game packs to ~1,500)
MAX_OPTIONS = 16
MAX_REVIEWS = 50  # games of a match that keep their moves (the last ones): 0.2-0.8 KB each, a match ~40 KB at most
_PACKED = re.compile(r"[A-Za-z0-9_-]+")
_OPTION = re.compile(r"[a-z][a-z0-9_]{0,31}")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class GameResult:
    """One finished game: per-player ``scores`` and ``won`` flags, in player order.

    ``seed`` optionally records the game's seed (for replay or display); ``id`` optionally
    names the game itself (:func:`similarium.ui.page.GamePage.game_id`: its slot, seed,
    options, players and start time), so that a game finished in two tabs is recorded once
    (:meth:`Match.has_game`).

    ``moves`` and ``options`` keep what replays the game for its review from the match history
    (:mod:`similarium.ui.matchreview`): the game log's moves, packed
    (:func:`similarium.core.challenge.pack_moves`), and the options of its log. A game recorded
    before they were kept has neither (no review). ``moves`` is only checked for its size and
    alphabet here; a text that does not unpack or replay is refused when reviewed, never on load.
    They are not part of the match's own record (:meth:`to_dict`): storage keeps them under a key
    of their own (:meth:`Match.replays`), so that a tab of an older version, which refuses a
    game with fields it does not know, still reads the match.
    """

    scores: tuple[int, ...]
    won: tuple[bool, ...]
    seed: int | None = None
    id: str | None = None
    moves: str | None = None
    options: tuple[tuple[str, str], ...] | None = None

    def added(self) -> tuple[int, ...]:
        """What each player adds to the match total: the score if won, else 0."""
        return tuple(s if w else 0 for s, w in zip(self.scores, self.won, strict=True))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"scores": list(self.scores), "won": list(self.won)}
        if self.seed is not None:
            out["seed"] = self.seed
        if self.id is not None:
            out["id"] = self.id
        return out


@dataclass(frozen=True)
class Standing:
    """One line of the standings.

    ``rank`` is 1-based competition ranking (1, 1, 3): players share a rank
    only if tied on the total *and* on every game score. ``tied_on_total``
    says others had the same total; then ``decided_by_game`` is the 1-based
    number of the game whose score separated this player from the last of
    them (``None`` if never separated, i.e. ``still_tied``).
    """

    rank: int
    player: str
    index: int
    total: int
    wins: int
    tied_on_total: bool
    decided_by_game: int | None
    still_tied: bool

    def explain(self) -> str | None:
        """A human explanation (via the message catalogue), or ``None`` if no tie."""
        from .i18n import t  # local import: i18n is optional for match users

        if not self.tied_on_total:
            return None
        if self.still_tied:
            return t("match.tie.unbroken", total=self.total)
        return t("match.tie.broken", total=self.total, game=self.decided_by_game)


@dataclass(frozen=True)
class Match:
    """Players (unique names, in seat order) and the games played so far."""

    players: tuple[str, ...]
    games: tuple[GameResult, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", tuple(self.players))
        object.__setattr__(self, "games", tuple(self.games))
        _check_players(self.players)
        for number, game in enumerate(self.games, start=1):
            _check_game(game, len(self.players), number)

    # -- building ---------------------------------------------------------------

    def with_game(
        self, scores: Sequence[int], won: Sequence[bool], seed: int | None = None, id: str | None = None,
        moves: str | None = None, options: Mapping[str, str] | None = None,
    ) -> Match:
        """A new match with one more finished game (scores and won flags in player order; its
        packed ``moves`` and log ``options`` when it can be replayed for a review)."""
        kept = replay_fields(moves, options) if id is not None else (None, None)  # kept by id (replays)
        game = GameResult(tuple(scores), tuple(won), seed, id, *kept)
        _check_game(game, len(self.players), len(self.games) + 1)
        games = (*self.games, game)
        old = len(games) - MAX_REVIEWS  # the games before the last MAX_REVIEWS keep no moves
        games = tuple(replace(g, moves=None, options=None) if i < old else g for i, g in enumerate(games))
        return Match(self.players, games)

    def replays(self) -> dict[str, tuple[str, tuple[tuple[str, str], ...]]]:
        """Each game's id -> its ``(moves, options)``, for the games that keep them (stored
        beside the match, :class:`similarium.core.schema.ReplayRecord`)."""
        return {g.id: (g.moves, g.options) for g in self.games
                if g.id is not None and g.moves is not None and g.options is not None}

    def with_replays(self, replays: Mapping[str, tuple[str, tuple[tuple[str, str], ...]]]) -> Match:
        """This match with the replays of its games found in ``replays`` (by game id), for the
        last :data:`MAX_REVIEWS` games only; a game that already keeps its own is left as it is."""
        first = len(self.games) - MAX_REVIEWS
        games = tuple(replace(g, moves=replays[g.id][0], options=replays[g.id][1])
                      if i >= first and g.moves is None and g.id is not None and g.id in replays else g
                      for i, g in enumerate(self.games))
        return Match(self.players, games)

    def without_replays(self) -> Match:
        """This match as its own record holds it: no game keeps its moves."""
        return Match(self.players, tuple(replace(g, moves=None, options=None) for g in self.games))

    # -- questions --------------------------------------------------------------

    def has_game(self, game_id: str) -> bool:
        """True when a game recorded with ``id == game_id`` is in the match."""
        return any(g.id == game_id for g in self.games)

    def totals(self) -> tuple[int, ...]:
        """Match total of each player (sum of the scores of the games they won)."""
        totals = [0] * len(self.players)
        for game in self.games:
            for i, add in enumerate(game.added()):
                totals[i] += add
        return tuple(totals)

    def _key(self, i: int, totals: Sequence[int]) -> tuple[int, ...]:
        # Higher is better: the total, then the raw scores from the last game back.
        return (totals[i], *(g.scores[i] for g in reversed(self.games)))

    def standings(self) -> list[Standing]:
        """All players, best first, with rank and how any tie on the total was broken."""
        totals = self.totals()
        keys = [self._key(i, totals) for i in range(len(self.players))]
        order = sorted(range(len(self.players)), key=lambda i: (tuple(-k for k in keys[i]), i))
        n_games = len(self.games)
        # Sorted order puts equal keys side by side and, among players with the same total,
        # the longest common prefix of scores is with a neighbour: O(n log n), not O(n^2).
        rank: dict[int, int] = {}
        depth: dict[int, int] = {}
        tied: dict[int, bool] = {}
        for pos, i in enumerate(order):
            prev = order[pos - 1] if pos else None
            rank[i] = rank[prev] if prev is not None and keys[prev] == keys[i] else pos + 1
            near = [j for j in (prev, order[pos + 1] if pos + 1 < len(order) else None)
                    if j is not None and totals[j] == totals[i]]
            tied[i] = bool(near)
            depth[i] = max((_common_prefix(keys[i][1:], keys[j][1:]) for j in near), default=0)
        out: list[Standing] = []
        for i in order:
            still_tied = tied[i] and depth[i] == n_games
            decided = None if not tied[i] or still_tied else n_games - depth[i]
            out.append(
                Standing(
                    rank=rank[i],
                    player=self.players[i],
                    index=i,
                    total=totals[i],
                    wins=sum(1 for g in self.games if g.won[i]),
                    tied_on_total=tied[i],
                    decided_by_game=decided,
                    still_tied=still_tied,
                )
            )
        return out

    def leaders(self) -> tuple[str, ...]:
        """The players ranked first (more than one only if tied in every game)."""
        return tuple(s.player for s in self.standings() if s.rank == 1)

    def winner(self) -> str | None:
        """The grand winner, or ``None`` while the lead is still tied (or no game played)."""
        leaders = self.leaders()
        return leaders[0] if len(leaders) == 1 and self.games else None

    def needs_another_game(self) -> bool:
        """True if the leaders are tied on the total and on every game: play on."""
        return len(self.leaders()) > 1

    # -- JSON -------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready dict: ``{"players": [...], "games": [{"scores", "won", "seed"?, "id"?}]}``
        (the games' replays are not in it: :meth:`replays`)."""
        return {"players": list(self.players), "games": [g.to_dict() for g in self.games]}

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """Rebuild and validate; raises :class:`BadInput` with a human reason."""
        if not isinstance(data, Mapping):
            raise BadInput("match: expected an object")
        extra = set(data) - {"players", "games"}
        if extra:
            raise BadInput(f"match: unknown field(s) {sorted(extra)}")
        players = data.get("players")
        if not isinstance(players, list):
            raise BadInput("match.players: expected a list of names")
        if len(players) > MAX_PLAYERS:
            raise BadInput(f"match.players: more than {MAX_PLAYERS} players")
        games_raw = data.get("games", [])
        if not isinstance(games_raw, list):
            raise BadInput("match.games: expected a list")
        if len(games_raw) > MAX_GAMES:
            raise BadInput(f"match.games: more than {MAX_GAMES} games")
        games = []
        for n, raw in enumerate(games_raw, start=1):
            if not isinstance(raw, Mapping):
                raise BadInput(f"match.games[{n}]: expected an object")
            extra = set(raw) - {"scores", "won", "seed", "id", "moves", "options"}
            if extra:
                raise BadInput(f"match.games[{n}]: unknown field(s) {sorted(extra)}")
            scores, won, seed = raw.get("scores"), raw.get("won"), raw.get("seed")
            if not isinstance(scores, list) or not isinstance(won, list):
                raise BadInput(f"match.games[{n}]: 'scores' and 'won' must be lists")
            # a bad replay part is ignored (that game has no review), never the match refused;
            # a match record written in November 2026 kept them here (storage now keeps them apart)
            kept = replay_fields(raw.get("moves"), raw.get("options")) if raw.get("id") is not None else (None, None)
            games.append(GameResult(tuple(scores), tuple(won), seed, raw.get("id"), *kept))
        return cls(tuple(players), tuple(games))


def replay_fields(moves: object, options: object) -> tuple[str | None, tuple[tuple[str, str], ...] | None]:
    """``(moves, options)`` kept for a review, or ``(None, None)`` when either is not of the
    form :meth:`GameResult.to_dict` writes (a text of the packed alphabet, short string options)."""
    if not (isinstance(moves, str) and 0 < len(moves) <= MAX_MOVES_TEXT and _PACKED.fullmatch(moves)):
        return None, None
    if not isinstance(options, Mapping) or len(options) > MAX_OPTIONS:
        return None, None
    if not all(isinstance(k, str) and isinstance(v, str) and _OPTION.fullmatch(k) and len(v) <= 40
               for k, v in options.items()):
        return None, None
    return moves, tuple(sorted(options.items()))


def _common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _check_players(players: tuple[str, ...]) -> None:
    if not players:
        raise BadInput("A match needs at least one player.")
    if len(players) > MAX_PLAYERS:
        raise BadInput(f"A match has at most {MAX_PLAYERS} players.")
    for name in players:
        if not isinstance(name, str) or not name.strip():
            raise BadInput(f"Player names must be non-empty text; got {name!r}.")
        if len(name) > MAX_NAME_LENGTH:
            raise BadInput(f"Player name {name[:20]!r}… is longer than {MAX_NAME_LENGTH} characters.")
    if len({n.strip().casefold() for n in players}) != len(players):
        raise BadInput("Two players have the same name; names must differ.")


def _check_game(game: GameResult, n_players: int, number: int) -> None:
    if not isinstance(game, GameResult):
        raise BadInput(f"Game {number}: expected a GameResult.")
    if len(game.scores) != n_players or len(game.won) != n_players:
        raise BadInput(f"Game {number}: expected one score and one won flag for each of the {n_players} player(s).")
    if not all(_is_int(s) for s in game.scores):
        raise BadInput(f"Game {number}: scores must be whole numbers; got {list(game.scores)!r}.")
    if not all(-MAX_SCORE <= s <= MAX_SCORE for s in game.scores):  # no repr: it may be 4,300 digits
        raise BadInput(f"Game {number}: scores must be from {-MAX_SCORE} to {MAX_SCORE}.")
    if number > MAX_GAMES:
        raise BadInput(f"A match holds at most {MAX_GAMES} games.")
    if not all(isinstance(w, bool) for w in game.won):
        raise BadInput(f"Game {number}: won flags must be true/false; got {list(game.won)!r}.")
    if game.seed is not None and not (_is_int(game.seed) and 0 <= game.seed < 2**32):
        raise BadInput(f"Game {number}: seed must be a whole number from 0 to 4294967295.")
    if game.id is not None and not (isinstance(game.id, str) and GAME_ID.fullmatch(game.id)):
        raise BadInput(f"Game {number}: id must be 1 to 64 letters, digits, '-' or '_'.")
    if game.moves is not None or game.options is not None:
        options = dict(game.options) if isinstance(game.options, tuple) else game.options
        if (game.moves, game.options) != replay_fields(game.moves, options):
            raise BadInput(f"Game {number}: its moves and options are not a packed game and its options.")
