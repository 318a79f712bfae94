"""The app uses of a game's page what :class:`similarium.ui.contract.Page` lists, and each
registered page has it (issue 28): a page lacking a member fails here, not in the browser, and
the app cannot start reading a page's internals (``getattr`` with a default) unnoticed."""

from __future__ import annotations

import ast
import datetime as dt
from pathlib import Path

import pytest

from similarium.core.storage import MemoryStore, Repository
from similarium.games import registry
from similarium.ui.contract import Page
from similarium.ui.games import game_pages

APP = Path(__file__).resolve().parents[2] / "py" / "similarium" / "ui" / "app.py"
MEMBERS = {name for name in dir(Page) if not name.startswith("_")} | set(Page.__annotations__)


def _is_page(node: ast.AST) -> bool:
    """An expression of ``app.py`` that is a game's page: ``controller``, ``self.controller``,
    ``self.controllers[...]`` or ``self.controller_for(...)``."""
    if isinstance(node, ast.Name):
        return node.id == "controller"
    if isinstance(node, ast.Attribute):
        return node.attr == "controller" and isinstance(node.value, ast.Name) and node.value.id == "self"
    if isinstance(node, ast.Subscript):
        return isinstance(node.value, ast.Attribute) and node.value.attr == "controllers"
    if isinstance(node, ast.Call):
        return isinstance(node.func, ast.Attribute) and node.func.attr == "controller_for"
    return False


def uses_of_a_page(source: str) -> tuple[set[str], list[str]]:
    """What ``source`` reads of a page (attribute names), and its reflective reads of one
    (``getattr``/``hasattr``/``setattr`` on a page), by line."""
    read, reflective = set(), []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and _is_page(node.value):
            read.add(node.attr)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr", "setattr") and node.args and _is_page(node.args[0])):
            reflective.append(f"line {node.lineno}: {node.func.id}")
    return read, reflective


def test_the_app_reads_of_a_page_only_what_the_protocol_lists():
    read, reflective = uses_of_a_page(APP.read_text(encoding="utf-8"))
    assert read, "the scan found no use of a page in app.py: the scan is broken"
    assert {"render", "open", "act", "view"} <= read
    assert not reflective, reflective
    assert read <= MEMBERS, sorted(read - MEMBERS)


def test_the_scan_sees_a_read_outside_the_protocol_and_a_getattr():
    read, reflective = uses_of_a_page(
        "def f(self, controller):\n"
        "    controller.session\n"
        "    getattr(self.controller, 'view', '')\n"
        "    self.controller_for('sb').daily_share\n")
    assert read == {"session", "daily_share"}
    assert reflective == ["line 3: getattr"]


@pytest.mark.parametrize("gid", sorted(game_pages()))
def test_every_registered_page_built_as_the_app_builds_it_is_a_page(gid):
    page = registry.get(gid).load_page()(Repository(MemoryStore()), lambda: dt.date(2026, 11, 28))
    assert isinstance(page, Page)
    missing = sorted(m for m in MEMBERS if not hasattr(page, m))
    assert not missing, missing
    assert page.view in ("menu", "setup") and page.failure == "" and page.BOT_PACE in (True, False)
