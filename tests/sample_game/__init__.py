"""The sample games: games that exist only under ``tests/``, to prove that a new game is its
folder, one registry line and its tests (``docs/adding-a-game.md``). Each is registered for the
whole suite (``tests/conftest.py``), so every registry-driven test sees it beside the shipped
games, and no test file names it but its own.

- ``nim``: heaps of counters; in turn, each player takes one or more counters from one heap;
  whoever takes the last one wins;
- ``race21``: a running total; in turn, each player adds 1, 2 or 3; whoever reaches the target
  (21 or 31) exactly wins. Written from ``docs/adding-a-game.md`` alone (issue 28)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from similarium.games.registry import GameEntry

HERE = Path(__file__).resolve().parent
CLI = [sys.executable, str(HERE / "cli_main.py")]  # ``python -m similarium``, the sample games registered


def entries() -> list[GameEntry]:
    """The registry line (``<game>/entry.py``: ``ENTRY``) of every sample game here."""
    return [importlib.import_module(f"sample_game.{d.name}.entry").ENTRY
            for d in sorted(HERE.iterdir()) if (d / "entry.py").is_file()]
