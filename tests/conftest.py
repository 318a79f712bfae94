"""Hypothesis for every host test: no test depends on the machine's speed (issue 28). A loaded
machine (two cores shared, ``taskset`` to one core beside a busy loop) runs each example many
times slower: no deadline, and no "too slow to generate" health check. What a test checks and
how many examples it draws stay as each test says."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile("similarium", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("similarium")
