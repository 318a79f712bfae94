"""The review of a past game of the match, from the match history (issue 27, item 2), minus the DOM.

A finished game is recorded in its match with what replays it (:func:`kept`: the game log's
moves, packed as a challenge link packs them, and the log's options; the seed is the match's
own). Under a finished game, below the match panel, :func:`panel` offers "Review game N" for
each game of that match that kept them. The action (:data:`ACTION`, argument N) replays game N
on its seed and options (:func:`game`: the same way :func:`similarium.ui.challenge.review_friend`
replays a friend's game: the page's own log with other moves, a copy of the page's session) and
opens its review with the page's game to go back to (:func:`similarium.ui.reviewing.begin`).
Nothing is saved or recorded: the review, as the friend's, never touches storage.

Moves that do not unpack, do not replay, or do not end on the scores the match recorded are
refused with a message; the match is never changed. A game recorded before the moves were kept
has none: no button (a note says why).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from similarium.core.challenge import pack_moves, unpack_moves
from similarium.core.i18n import CATALOGUE, register_french, t
from similarium.core.match import MAX_REVIEWS, GameResult, Match
from similarium.ui.html import button, esc
from similarium.ui.lineup import same_lineup
from similarium.ui.pieces import refused

ACTION = "match-review"

EN = {
    "match.review.open": "Review game {n}",
    "match.review.title": "Review a game of this match",
    "match.review.none": "Games with no button here kept no moves (recorded before this version, or more than {n} "
                         "games ago): they cannot be reviewed.",
    "match.review.bad": "Game {n} of the match cannot be reviewed: its recorded moves do not replay to its "
                        "recorded result. The match is unchanged.",
    "match.review.unseeded": "Game {n} of the match cannot be reviewed: it was recorded without its seed, "
                             "so its dice or cards cannot be dealt again. The match is unchanged.",
}
FR = {
    "match.review.open": "Analyser la partie {n}",
    "match.review.title": "Analyser une partie de ce match",
    "match.review.none": "Les parties sans bouton ici n’ont pas gardé leurs coups (enregistrées avant cette "
                         "version, ou il y a plus de {n} parties) : elles ne peuvent pas être analysées.",
    "match.review.bad": "La partie {n} du match ne peut pas être analysée : ses coups enregistrés ne mènent pas "
                        "à son résultat enregistré. Le match n’a pas changé.",
    "match.review.unseeded": "La partie {n} du match ne peut pas être analysée : elle a été enregistrée sans sa "
                             "graine, ses dés ou ses cartes ne peuvent pas être redonnés. Le match n’a pas changé.",
}
CATALOGUE.register("en", EN)
register_french(FR)


def kept(page: Any, s: Any) -> dict[str, Any]:
    """What the match keeps of the finished game ``s`` to replay it for a review: ``moves``
    (packed) and ``options`` (the log's), as keywords of ``record_match_game``; ``{}`` when it
    cannot be replayed from the match (no log, or a log whose seed is not the one recorded)."""
    log = getattr(getattr(s, "state", None), "log", None)
    if log is None:
        return {}
    data = log().to_json()
    if data["seed"] != page.match_seed(s) or not data["moves"]:
        return {}
    return {"moves": pack_moves(data["moves"]), "options": {str(k): str(v) for k, v in data["options"].items()}}


def shown(page: Any) -> Match | None:
    """The match under the finished game shown (None: none, another line-up, or not a match game)."""
    s = page.session
    if s is None or not s.finished or page.view != "game" or getattr(s, "practice", None) is not None:
        return None
    match_id = page.MATCH_IDS.get(s.mode)
    record = page.repo.load_match(match_id, replays=True) if match_id else None
    if record is None or not same_lineup(record.match.players, list(s.players)):
        return None
    return record.match


def panel(page: Any) -> str:
    """Below the match panel: "Review game N" for each game of the match that can be replayed."""
    from similarium.ui import reviewing

    match = shown(page)
    if match is None or not match.games or reviewing.reviewable(page, page.session) != "ok":
        return ""
    buttons = [button(t("match.review.open", n=n), ACTION, n, testid=f"match-review-{n}")
               for n, g in enumerate(match.games, 1) if g.moves is not None]
    none = "" if all(g.moves is not None for g in match.games) else \
        f'<p class="note" data-testid="match-review-none">{esc(t("match.review.none", n=MAX_REVIEWS))}</p>'
    listed = f'<p class="match-reviews">{" ".join(buttons)}</p>' if buttons else ""
    return (f'<section class="match-review" data-testid="match-review"><h3>{esc(t("match.review.title"))}</h3>'
            f'{listed}{none}</section>')


def replayed(page: Any, result: GameResult, s: Any) -> Any | None:
    """The finished game ``result`` replayed from its kept moves on a copy of the session ``s``
    of the same game; None when it kept none, or its moves do not replay to its recorded scores."""
    if result.moves is None:
        return None
    try:
        theirs = _replayed(page, result, s)
        ok = theirs.finished and page.final_scores(theirs) == (list(result.scores), list(result.won))
    except (ValueError, KeyError, TypeError, IndexError, AttributeError):
        return None
    return theirs if ok else None


def _replayed(page: Any, result: GameResult, s: Any) -> Any:
    """The session of ``result`` replayed on ``s`` (ValueError and friends when it cannot be)."""
    from similarium.ui import reviewing

    moves = [list(m) if isinstance(m, list) else m for m in unpack_moves(result.moves or "")]
    theirs = reviewing.other_game(page, s, tuple((m[0], m[1]) for m in moves),
                                  options=dict(result.options or ()), seed=result.seed)
    if any(f.name == "seed" for f in dataclasses.fields(theirs)):
        theirs.seed = result.seed  # the session's own copy of it (SB, Similis, Similo)
    return theirs


def game(page: Any, arg: str) -> Any | None:
    """Game ``arg`` (1-based) of the match shown, replayed from its kept moves, to review; None
    (and the player told why) when it cannot be. The match is only read."""
    from similarium.ui import reviewing

    match, s = shown(page), page.session
    try:
        n = int(arg)
    except ValueError:
        return None
    if match is None or not 1 <= n <= len(match.games) or reviewing.reviewable(page, s) != "ok":
        return None
    result = match.games[n - 1]
    if result.moves is None:
        return None
    theirs = replayed(page, result, s)
    if theirs is None:
        key = "match.review.unseeded" if result.seed is None else "match.review.bad"
        s.feedback = refused(key, n=n)
    return theirs
