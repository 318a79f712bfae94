"""The shape of ``py/similarium`` (issue 28, part 4), read from the source with ``ast``:
``core`` never imports a game or the page (no arrow up), and no two modules import each other,
directly or around a loop, at run time (imports inside functions count; ``if TYPE_CHECKING:``
blocks do not)."""

from __future__ import annotations

import ast
from pathlib import Path

PY = Path(__file__).resolve().parent.parent / "py"


def modules() -> dict[str, tuple[Path, bool]]:
    """Dotted name -> (file, is a package) of every module under ``py/similarium``."""
    out = {}
    for path in (PY / "similarium").rglob("*.py"):
        parts = list(path.relative_to(PY).with_suffix("").parts)
        package = parts[-1] == "__init__"
        out[".".join(parts[:-1] if package else parts)] = (path, package)
    return out


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(name: str, mods: dict[str, tuple[Path, bool]]) -> set[str]:
    """The modules of ``similarium`` that ``name`` imports anywhere in its body at run time
    (``from pkg import sub`` counts as importing the module ``pkg.sub`` when it is one)."""
    path, package = mods[name]
    here = name if package else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                for other in child.orelse:
                    visit_one(other)
            else:
                visit_one(child)

    def visit_one(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".")[: len(here.split(".")) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                found.add(sub if sub in mods else module)
        else:
            visit(node)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {m for m in found if m in mods and m != name}


def graph() -> dict[str, set[str]]:
    mods = modules()
    return {name: imports_of(name, mods) for name in mods}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            strong(v)
    return found


def test_the_walk_sees_the_packages_and_their_imports():
    edges = graph()
    assert {"similarium.core.kv", "similarium.games.registry", "similarium.ui.app"} <= set(edges)
    assert "similarium.core.validate" in edges["similarium.core.kv"]  # ``from . import validate``
    assert "similarium.core.kv" in edges["similarium.games.registry"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_core_imports_no_game_and_no_page():
    edges = graph()
    up = sorted((m, w) for m, targets in edges.items() if m.startswith("similarium.core")
                for w in targets if w.startswith(("similarium.games", "similarium.ui")))
    assert up == []


def test_no_import_cycle_at_run_time():
    assert cycles(graph()) == []
