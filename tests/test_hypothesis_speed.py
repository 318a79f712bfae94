"""No Hypothesis test depends on the machine's speed (issue 28: ``test_standings_properties``
and ``test_arbitrary_json_records_never_raise`` failed under load on the 200 ms deadline and
the "too slow" health check). ``tests/conftest.py`` loads a profile without either; a test's own
``@settings`` may not bring them back."""

from __future__ import annotations

import ast
from pathlib import Path

from hypothesis import HealthCheck, settings

TESTS = Path(__file__).resolve().parent


def _speed_settings(call: ast.Call) -> list[str]:
    bad = []
    for kw in call.keywords:
        if kw.arg == "deadline" and not (isinstance(kw.value, ast.Constant) and kw.value.value is None):
            bad.append("deadline")
        if kw.arg == "suppress_health_check" and "too_slow" not in ast.unparse(kw.value):
            bad.append("suppress_health_check without too_slow")
    return bad


def test_the_loaded_profile_has_no_deadline_and_no_too_slow_check():
    assert settings.default.deadline is None
    assert HealthCheck.too_slow in settings.default.suppress_health_check
    mine = settings(max_examples=7)  # what a test's own @settings(...) inherits
    assert mine.deadline is None and HealthCheck.too_slow in mine.suppress_health_check
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and ast.unparse(node.func) in ("settings", "hypothesis.settings"):
                found += [f"{path.relative_to(TESTS)}:{node.lineno}: {x}" for x in _speed_settings(node)]
    assert found == []  # a test's own @settings does not bring them back
