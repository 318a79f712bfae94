"""A page is a view of an observation: a game's render functions are given the viewer's
observation and the page's own state (names, mode, selection, feedback), never the session nor
a protocol state, so a new view cannot read what the rules do not show that seat. A game with
hidden information is drawn from its observation only (no ``Game`` either); a game that declares
perfect information may draw a part of its observation (SIMILI's sheets, each a ``Game`` that
holds no seed).

Read from the signatures (annotations and names) of every function of each game's
``ui/<game>/render.py``."""

from __future__ import annotations

import ast
from pathlib import Path

import similarium.ui
from similarium.core.protocol import Information
from similarium.games import registry

UI = Path(similarium.ui.__file__).resolve().parent
FORBIDDEN_NAMES = {"s", "session", "state"}
FORBIDDEN_TYPES = ("Session", "State")
HIDDEN = ({"game", "g"}, ("Game",))  # what a game with hidden information may not be given either

# Games whose renderers still take the session or the game (none since the four were converted;
# the test fails when a game listed here is converted and left in it, and when any other game's
# renderer takes a session or a state).
STILL_ON_SESSION: set[str] = set()


def offences(path: Path, perfect: bool = False) -> list[str]:
    names = FORBIDDEN_NAMES if perfect else FORBIDDEN_NAMES | HIDDEN[0]
    types = FORBIDDEN_TYPES if perfect else FORBIDDEN_TYPES + HIDDEN[1]
    found = []
    for fn in ast.parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        for arg in [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs]:
            note = ast.unparse(arg.annotation) if arg.annotation is not None else ""
            if arg.arg in names or any(word in note for word in types):
                found.append(f"{fn.name}({arg.arg}: {note or '?'})")
    return found


def renderers() -> dict[str, Path]:
    return {p.parent.name: p for p in sorted(UI.glob("*/render.py"))}


def perfect(game: str) -> bool:
    return registry.get(game).load_rules().facts.information is Information.PERFECT


def test_render_functions_are_given_an_observation_and_the_page_state():
    taking = {game: offences(path, perfect(game)) for game, path in renderers().items()}
    assert {game for game, found in taking.items() if found} == STILL_ON_SESSION, taking


def test_the_check_sees_a_session_parameter(tmp_path):
    """The scan is not blind: a render function given the session is found."""
    path = tmp_path / "render.py"
    path.write_text("def render_x(view, ui):\n    pass\n\n\ndef render_y(view, s: Session):\n    pass\n\n\n"
                    "def render_z(view, game: Game):\n    pass\n")
    assert offences(path) == ["render_y(s: Session)", "render_z(game: Game)"]
    assert offences(path, perfect=True) == ["render_y(s: Session)"]
