"""A friend's challenge on a seeded solo game (issue 29, item 5), minus the DOM: read from a link,
shown under the finished game with both results side by side, and the link that challenges a
friend on the same game. The link's format is :mod:`similarium.core.challenge`.

A game takes part by declaring on its page (a :class:`similarium.ui.page.GamePage`):

- ``CHALLENGE``: its options and the value a link without one means (``{}``: no challenge);
- ``CHALLENGE_SAME``: what the friend gets again, ``"dice"`` or ``"deal"`` (the texts say so);
- ``challenge_of(session)``: for a finished game that can be a challenge, ``(mode, seed, options,
  Claim)``; None otherwise (a table game, a daily, an unseeded game);
- ``challenge_text(claim)`` and ``challenge_rank(claim)``: a result in words, and a key that sorts
  a better result higher (the page's defaults: points, more is better).

The friend's result is kept on the page (``page.challenge``) from the link that started the game,
and saved with it; it is shown only under that same game (same seed and options). A link made
now carries the challenger's moves too: the friend can review that game beside their own
(:func:`review_friend`: replayed on the same deal, refused unless it ends on the claimed result).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from similarium.core.challenge import Claim, challenge_query, parse_challenge
from similarium.core.i18n import t, tn
from similarium.core.resultlink import LinkError
from similarium.ui.html import button, esc

SHOWN = 72  # characters of a challenge link printed on the page (the link itself is whole)
SAVED = "friend"  # the save's option that keeps the link's fields: the comparison survives a reload


@dataclass(frozen=True)
class Friend:
    """The friend's result a challenge link carried, the game it was on, and the link's fields
    (saved with the game, and checked again when read back)."""

    seed: int
    options: tuple[tuple[str, str], ...]
    claim: Claim
    link: tuple[tuple[str, str], ...] = ()
    mode: str = ""  # the link's path's: Similo deals another game from one seed in each mode


def _key(options: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((k, str(v)) for k, v in options.items()))


def read(page: Any, query: Mapping[str, str]) -> Claim | None:
    """The friend's result a link carries (None: not a challenge, or the game has none);
    ValueError with the text to show when the link is cut or edited."""
    if not page.CHALLENGE:
        return None
    try:
        return parse_challenge(query, page.CHALLENGE, page.mode)
    except LinkError as err:
        raise ValueError(t("challenge.refused", why=t(f"result.bad.{err.code}"))) from None


def remember(page: Any, seed: int, options: Mapping[str, str], claim: Claim | None,
             query: Mapping[str, str]) -> None:
    """Keep the friend's result for the game the link starts (nothing when it was no challenge)."""
    if claim is not None:
        fields = {k: query[k] for k in ("seed", *page.CHALLENGE, "vs", "vw", "vm", "vc") if k in query}
        page.challenge = Friend(seed, _key(options), claim, _key(fields), page.mode)


def saved(page: Any, seed: int | None) -> dict[str, str] | None:
    """What the save of the game on ``seed`` keeps of the friend's link (None: no challenge)."""
    friend = page.challenge
    ok = isinstance(friend, Friend) and friend.link and (friend.mode, friend.seed) == (page.mode, seed)
    return dict(friend.link) if ok else None


def restore(page: Any, value: object) -> None:
    """A saved game's friend's link, read back: checked as the link was (an edited or broken one
    is dropped, the game itself is not touched)."""
    if not page.CHALLENGE or not isinstance(value, dict):
        return
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        return
    try:
        claim, seed = parse_challenge(value, page.CHALLENGE, page.mode), int(value.get("seed", ""))
    except (LinkError, ValueError):
        return
    if claim is not None:
        options = {k: value.get(k, default) for k, default in page.CHALLENGE.items()}
        page.challenge = Friend(seed, _key(options), claim, _key(value), page.mode)


def points_text(claim: Claim) -> str:
    return tn("challenge.points", claim.score)


def _verdict(page: Any, mine: Claim, theirs: Claim) -> str:
    a, b = page.challenge_rank(mine), page.challenge_rank(theirs)
    if a == b:
        return t("challenge.verdict.tie")
    if mine.won is None:  # points: by how many
        gap = mine.score - theirs.score
        return t("challenge.verdict.ahead", n=gap) if gap > 0 else t("challenge.verdict.behind", n=-gap)
    return t("challenge.verdict.better" if a > b else "challenge.verdict.worse")


def _moves(session: Any) -> tuple[Any, ...] | None:
    """The game log's moves of ``session`` (None: it has no log)."""
    log = getattr(getattr(session, "state", None), "log", None)
    return tuple(log().to_json()["moves"]) if log is not None else None


def _friend(page: Any, session: Any) -> tuple[Friend, tuple] | None:
    """The friend's challenge when ``session`` is a finished game on its deal, and that game."""
    got = page.challenge_of(session) if page.CHALLENGE and session is not None else None
    friend = page.challenge
    if got is None or not isinstance(friend, Friend) or (friend.mode, friend.seed, friend.options) != (
            got[0], got[1], _key(got[2])):
        return None
    return friend, got


def review_friend(page: Any) -> Any | None:
    """The friend's game, replayed from the link's moves on the finished game's deal, to review
    beside the player's own; None (and the player told why) when it cannot be: no moves in the
    link, moves that do not replay, or a game that does not end on the result the link claims."""
    from similarium.core.replay import ReplayError
    from similarium.ui import reviewing
    from similarium.ui.pieces import refused

    s = page.session
    found = _friend(page, s)
    if found is None or found[0].claim.moves is None:
        return None
    friend = found[0]
    try:
        theirs = reviewing.other_game(page, s, list(friend.claim.moves))
        got = page.challenge_of(theirs)
    except (ReplayError, ValueError, KeyError, TypeError, IndexError):
        got = None
    if got is None or got[3] != friend.claim:
        s.feedback = refused("challenge.review.bad")
        return None
    return theirs


# --- the challenge sent back: the challenger's own game beside the friend's, without playing ---

PLAY = "challenge-play"  # the action: play the link's deal after all


@dataclass
class Answer:
    """A friend's link on a deal the player already finished: ``mine``, that game replayed from
    the match history (shown, never saved or recorded again), and ``wanted``, the link's new game
    (started only if the player asks: :data:`PLAY`)."""

    mine: Any
    wanted: Any


def open_answered(page: Any, wanted: Any) -> bool:
    """A challenge link (its friend's result remembered) on a deal this player has finished and
    their match kept: show that game's end screen with both results side by side, the friend's
    review and the player's own (True); else False and the link deals the game as before. The
    slot is not touched: a game in progress there stays as it is."""
    from similarium.ui import matchreview

    friend = page.challenge
    match_id = page.MATCH_IDS.get(getattr(wanted, "mode", ""))
    if not isinstance(friend, Friend) or not match_id or page.view == "link":
        return False
    record = page.repo.load_match(match_id, replays=True)
    for result in reversed(record.match.games if record is not None else ()):
        if result.seed != friend.seed or result.moves is None:
            continue
        mine = matchreview.replayed(page, result, wanted)
        got = page.challenge_of(mine) if mine is not None else None
        if got is not None and (got[0], got[1], _key(got[2])) == (friend.mode, friend.seed, friend.options):
            mine.recorded = True  # it is in the match already
            page.answer = Answer(mine, wanted)
            page.session, page.view = mine, "game"
            return True
    return False


def answer_shown(page: Any, s: Any) -> bool:
    """Whether ``s`` is the player's own game shown beside a friend's link (never saved)."""
    answer = getattr(page, "answer", None)
    return answer is not None and s is not None and s is answer.mine


def answer_banner(page: Any, s: Any) -> str:
    """Above that game: what it is, and the way to play the deal again."""
    if not answer_shown(page, s):
        return ""
    return (f'<aside class="shared-banner note" data-testid="challenge-answered"><p>'
            f'{esc(t("challenge.answered"))}</p><p>{button(t("challenge.play"), PLAY, testid="challenge-play")}</p>'
            f'</aside>')


def play_again(page: Any) -> bool:
    """:data:`PLAY`: the link's game after all; False while the page asks first (a game in
    progress in the slot: the page's usual link question) or when there is nothing to play."""
    answer = getattr(page, "answer", None)
    if answer is None or not answer_shown(page, page.session):
        return False
    page.answer = None
    saved = page.restore_slot(answer.wanted.mode)
    page.ask_link(saved, answer.wanted, lambda: page._start(answer.wanted)) if saved else page._start(answer.wanted)
    return page.view != "link"


def _short(url: str, most: int = SHOWN) -> str:
    """The link as the page prints it: its start (a whole game's moves make it long; the button
    copies it whole)."""
    return url if len(url) <= most else url[:most - 1] + "…"


def panel(page: Any, session: Any, base: str) -> str:
    """Under a finished game that can be a challenge: the friend's result beside yours when this
    game is their challenge's, and the link that challenges a friend (none without an address)."""
    got = page.challenge_of(session) if page.CHALLENGE else None
    if got is None:
        return ""
    mode, seed, options, mine = got
    found = _friend(page, session)
    out = ""
    if found is not None:
        friend = found[0]
        cells = "".join(f'<div data-testid="challenge-{who}"><span>{esc(t(f"challenge.{who}"))}</span>'
                        f'<b>{esc(page.challenge_text(claim))}</b></div>'
                        for who, claim in (("you", mine), ("friend", friend.claim)))
        review = (f'<p>{button(t("challenge.review"), "challenge-review", testid="challenge-review")}</p>'
                  if friend.claim.moves is not None else "")
        out += (f'<section class="challenge versus" data-testid="challenge-versus">'
                f'<h3>{esc(t(f"challenge.versus.{page.CHALLENGE_SAME}"))}</h3><div class="stats">{cells}</div>'
                f'<p data-testid="challenge-verdict">{esc(_verdict(page, mine, friend.claim))}</p>{review}</section>')
    if not base:
        return out
    try:
        url = f"{base}#/{page.GAME}/{mode}?{challenge_query(seed, options, replace(mine, moves=_moves(session)), mode=mode)}"
    except LinkError:
        return out
    return out + (f'<section class="challenge" data-testid="challenge"><h3>{esc(t("challenge.title"))}</h3>'
                  f'<p class="note">{esc(t(f"challenge.help.{page.CHALLENGE_SAME}"))}</p><p><a href="{esc(url)}" '
                  f'data-testid="challenge-link" class="challenge-url" translate="no">{esc(_short(url))}</a></p>'
                  f'{button(t("challenge.copy"), "share", url, testid="share")}'
                  f'<p class="share-status" role="status" aria-live="polite" data-testid="share-status"></p></section>')
