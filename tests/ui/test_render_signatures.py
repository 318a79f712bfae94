"""A page is a view of an observation: a game's render functions are given the viewer's
observation and the page's own state (names, mode, selection, feedback), never the session nor
a game state, so a new view cannot read what the rules do not show that seat.

Read from the signatures (annotations and names) of every function of each game's
``ui/<game>/render.py``."""

from __future__ import annotations

import ast
from pathlib import Path

import similarium.ui

UI = Path(similarium.ui.__file__).resolve().parent
FORBIDDEN_NAMES = {"s", "session", "state", "game", "g"}
FORBIDDEN_TYPES = ("Session", "State", "Game")

# Games whose renderers still take the session or the game (issue 28, still open: converted one
# by one as Similis was). The test fails when one of them is converted and left in this list, and
# when any other game's renderer takes a session or a state.
STILL_ON_SESSION = {"simili", "similo"}


def offences(path: Path) -> list[str]:
    found = []
    for fn in ast.parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        for arg in [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs]:
            note = ast.unparse(arg.annotation) if arg.annotation is not None else ""
            if arg.arg in FORBIDDEN_NAMES or any(word in note for word in FORBIDDEN_TYPES):
                found.append(f"{fn.name}({arg.arg}: {note or '?'})")
    return found


def renderers() -> dict[str, Path]:
    return {p.parent.name: p for p in sorted(UI.glob("*/render.py"))}


def test_render_functions_are_given_an_observation_and_the_page_state():
    taking = {game: offences(path) for game, path in renderers().items()}
    assert {game for game, found in taking.items() if found} == STILL_ON_SESSION, taking


def test_the_check_sees_a_session_parameter(tmp_path):
    """The scan is not blind: a render function given the session is found."""
    path = tmp_path / "render.py"
    path.write_text("def render_x(view, ui):\n    pass\n\n\ndef render_y(view, s: Session):\n    pass\n")
    assert offences(path) == ["render_y(s: Session)"]
