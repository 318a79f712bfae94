"""``python tests/sample_game/cli_main.py ARGS``: ``python -m similarium ARGS`` with the sample
games registered as the suite has them, for a test that runs the command line in a process of
its own (``tests/conftest.py``: ``SIMILARIUM``) and must see every registered game."""

import runpy
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # ``sample_game``

import sample_game  # noqa: E402
from similarium.games import registry  # noqa: E402

for entry in sample_game.entries():
    registry.register(entry)
sys.argv[0] = "similarium"
runpy.run_module("similarium", run_name="__main__", alter_sys=True)
