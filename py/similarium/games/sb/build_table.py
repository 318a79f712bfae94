"""Build ``thresholds.bin``: P(turn score >= t) under the play that maximises it, t = 1..40.

Run ``PYTHONPATH=py python -m similarium.games.sb.build_table`` (about 13 s on CPython)
after any change to the rules or the solver; ``tests/sb/test_advisor.py`` recomputes
samples of it and fails if it is stale.

Format (zlib-compressed, little-endian): ``b"SBT1"``, uint32 number of states N,
uint32 number of thresholds T, N uint32 state keys (``packed counts * 64 + key code``,
see :mod:`.solver`, sorted), then T x N uint16 roll values (probability x 65535),
threshold-major (t = 1 first).
"""

from __future__ import annotations

import array
import struct
import sys
import time
import zlib
from pathlib import Path

from .rules import MAX_TURN_SCORE
from .solver import roll_values, threshold_utility

TABLE_PATH = Path(__file__).with_name("thresholds.bin")
SCALE = 65535
THRESHOLDS = range(1, MAX_TURN_SCORE + 1)


def _le(a: array.array) -> array.array:
    if sys.byteorder == "big":
        a.byteswap()
    return a


def build() -> bytes:
    keys, values = roll_values(((threshold_utility(t), 1) for t in THRESHOLDS), SCALE)
    raw = b"SBT1" + struct.pack("<II", len(keys), len(THRESHOLDS))
    raw += _le(array.array("I", keys)).tobytes() + _le(values).tobytes()
    return zlib.compress(raw, 9)


def load(data: bytes) -> tuple[list[int], dict[int, array.array]]:
    """(sorted state keys, {t: roll values x 65535 in key order})."""
    raw = zlib.decompress(data)
    if raw[:4] != b"SBT1":
        raise ValueError("not an SB threshold table")
    n, count = struct.unpack("<II", raw[4:12])
    keys = array.array("I")
    keys.frombytes(raw[12:12 + 4 * n])
    values = array.array("H")
    values.frombytes(raw[12 + 4 * n:])
    _le(keys)
    _le(values)
    if len(values) != n * count:
        raise ValueError("truncated SB threshold table")
    return list(keys), {t: values[i * n:(i + 1) * n] for i, t in enumerate(range(1, count + 1))}


def main() -> int:
    start = time.perf_counter()
    data = build()
    TABLE_PATH.write_bytes(data)
    print(f"wrote {TABLE_PATH} ({len(data)} bytes) in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
