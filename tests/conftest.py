"""The sample games registered for the whole suite (``tests/sample_game``: every registry-driven
test sees them beside the shipped games), index.html for the tests that read it (generated from
index.template.html when stale), and Hypothesis for every host test: no test depends on the machine's speed (issue 28). A loaded
machine (two cores shared, ``taskset`` to one core beside a busy loop) runs each example many
times slower: no deadline, and no "too slow to generate" health check. What a test checks and
how many examples it draws stay as each test says."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # ``sample_game`` (its games' modules)
import build_page  # noqa: E402
import sample_game  # noqa: E402
from similarium.games import registry  # noqa: E402

for _entry in sample_game.entries():  # before any test module is collected: parametrized lists see them
    registry.register(_entry)

build_page.ensure()  # index.html is generated, not in the repository: tests read the page as served

settings.register_profile("similarium", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("similarium")


@pytest.fixture
def served_registry():
    """The registry as the site is built and served: the sample games taken out for the test
    (``index.html`` is generated in a process of its own, from the shipped games only)."""
    samples = [g for g in registry.GAMES if g.id not in registry.SHIPPED]
    for entry in samples:
        registry.unregister(entry.id)
    try:
        yield registry
    finally:
        for entry in samples:
            registry.register(entry)
