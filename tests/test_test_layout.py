"""`make test` runs ``pytest tests e2e smoke`` in one session, where the module name ``conftest``
is whichever folder's conftest came first: a test module importing from ``conftest`` works alone
and breaks the whole run's collection. Helpers are imported by a name of their own."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_no_test_module_imports_a_conftest_by_name():
    bad = []
    for folder in ("tests", "e2e", "smoke"):
        for path in (ROOT / folder).rglob("*.py"):
            if re.search(r"^\s*(from conftest import|import conftest)\b", path.read_text(encoding="utf-8"), re.M):
                bad.append(str(path.relative_to(ROOT)))
    assert bad == []


def test_no_two_test_modules_outside_packages_share_a_name():
    """A test module in a folder without ``__init__.py`` is imported by its bare name: two such
    modules of one name (``tests/core/test_share.py`` and ``e2e/test_share.py``) stop the whole
    run's collection ("import file mismatch")."""
    seen: dict[str, list[str]] = {}
    for folder in ("tests", "e2e", "smoke"):
        for path in (ROOT / folder).rglob("test_*.py"):
            if not (path.parent / "__init__.py").exists():
                seen.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    assert {name: paths for name, paths in seen.items() if len(paths) > 1} == {}
