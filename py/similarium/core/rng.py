"""Seeded randomness: the one source of chance for every game.

A game never calls the module-level functions of :mod:`random`; its rules draw
from a ``random.Random(seed)`` of the integer seed kept in its state (the games
build it directly; :func:`make_rng` is the same with the seed checked first), so
that (options, seed, moves) always rebuilds the same state.

Cross-version stability (documented assumption, pinned by golden tests in
``tests/core/test_rng.py``): the browser runs Python 3.14 (Pyodide) and the
host runs CPython 3.11. For a ``random.Random`` seeded with a non-negative
``int`` (version-2 seeding, ``init_by_array`` over the 32-bit words of the
int) the Mersenne Twister stream is identical across these versions, and so
are the draws derived from it by

    ``getrandbits``, ``random``, ``randrange``, ``randint``, ``choice``,
    ``shuffle`` and ``sample``

(all built on ``getrandbits`` through ``_randbelow``; none changed between
3.11 and 3.14). Games should use only those, always with ``int`` arguments
(3.12 made ``randrange`` reject floats). Avoid ``uniform``/``gauss``/
``choices`` with weights/``binomialvariate`` (3.12+) etc. for rule-relevant
draws. If a future Python changes any of this, the golden test fails first.

Seeds shown to players are plain decimal text (0 .. 4294967295): short,
typeable on any keyboard, the same in every language.
"""

from __future__ import annotations

import datetime as _dt
import random
import re

SEED_MIN = 0
SEED_MAX = 2**32 - 1
SEED_BITS = 32

__all__ = [
    "SEED_MAX",
    "SEED_MIN",
    "daily_seed",
    "format_seed",
    "is_valid_seed",
    "make_rng",
    "parse_seed",
    "random_seed",
    "system_today_local",
]


def is_valid_seed(seed: object) -> bool:
    """True if ``seed`` is an ``int`` (not a ``bool``) in ``0 .. 2**32-1``."""
    return isinstance(seed, int) and not isinstance(seed, bool) and SEED_MIN <= seed <= SEED_MAX


def _check_seed(seed: object) -> int:
    if not is_valid_seed(seed):
        raise ValueError(f"A seed must be a whole number from {SEED_MIN} to {SEED_MAX}; got {seed!r}.")
    return seed  # type: ignore[return-value]


def make_rng(seed: int) -> random.Random:
    """A fresh ``random.Random`` seeded with ``seed`` (an int in 0..2**32-1).

    Raises ``ValueError`` for anything else (floats, strings, bools, out of range),
    so a seed is never silently hashed in a version-dependent way.
    """
    return random.Random(_check_seed(seed))


def format_seed(seed: int) -> str:
    """The text shown to players for ``seed``: plain decimal, e.g. ``"3141592653"``."""
    return str(_check_seed(seed))


# Group separators people may type or paste: spaces (incl. no-break and narrow
# no-break), underscores, commas, dots, apostrophes, hyphens.
_SEPARATORS = re.compile(r"[\s_,.'\u2019\u00a0\u202f-]+")
_DIGITS = re.compile(r"[0-9]+")


def parse_seed(text: str) -> int:
    """Read a seed typed by a player; the inverse of :func:`format_seed`.

    Accepts plain decimal with surrounding spaces, an optional leading ``#``,
    and digit-group separators (``"3 141 592 653"``, ``"3,141,592,653"``).
    Raises ``ValueError`` with a human message for anything else.
    """
    if not isinstance(text, str):
        raise ValueError("A seed must be typed as text, for example 12345.")
    cleaned = text.strip()
    if cleaned.startswith("#"):
        cleaned = cleaned[1:].strip()
    if not cleaned:
        raise ValueError("Please type a seed: a whole number such as 12345.")
    if cleaned[0] in "+-":
        raise ValueError("A seed is a whole number without a sign, such as 12345.")
    digits = _SEPARATORS.sub("", cleaned)
    # ASCII digits only: str.isdigit() would also accept '²' or Arabic-Indic digits.
    if not _DIGITS.fullmatch(digits):
        raise ValueError(f"{text.strip()[:40]!r} is not a seed: use only the digits 0-9, such as 12345.")
    if len(digits) > 10:
        raise ValueError(f"A seed is at most {SEED_MAX}; this number is too large.")
    value = int(digits)
    if value > SEED_MAX:
        raise ValueError(f"A seed is at most {SEED_MAX}; {value} is too large.")
    return value


def random_seed() -> int:
    """A fresh unpredictable seed from the operating system (``secrets``)."""
    import secrets  # imported here: ~30 ms of boot in Pyodide for a seed only new games need

    return secrets.randbits(SEED_BITS)


def daily_seed(game: str, day: _dt.date) -> int:
    """The seed of the daily challenge of ``game`` on the player's local date ``day``.

    ``SHA-256("similarium/daily/<game>/<YYYY-MM-DD>")``, first 4 bytes big-endian.
    Everyone playing ``game`` on that calendar date gets the same seed; other
    games and other dates get unrelated seeds. The caller (the UI) passes the
    local date; this function never reads the clock.
    """
    if not isinstance(game, str) or not game:
        raise ValueError("daily_seed needs a game id such as 'simili'.")
    if isinstance(day, _dt.datetime) or not isinstance(day, _dt.date):
        raise ValueError(f"daily_seed needs a calendar date, got {day!r}.")
    text = f"similarium/daily/{game}/{day.isoformat()}"
    import hashlib  # imported here, like secrets: only the daily challenge needs it

    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:4], "big")


def system_today_local() -> _dt.date:
    """Reads the clock: today's date in the machine's local time zone.

    The only clock read in this module; rules code should receive dates from the UI.
    """
    return _dt.date.today()
