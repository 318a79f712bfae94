"""index.html for the tests that read it (generated from index.template.html when stale), and
Hypothesis for every host test: no test depends on the machine's speed (issue 28). A loaded
machine (two cores shared, ``taskset`` to one core beside a busy loop) runs each example many
times slower: no deadline, and no "too slow to generate" health check. What a test checks and
how many examples it draws stay as each test says."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
import build_page  # noqa: E402

build_page.ensure()  # index.html is generated, not in the repository: tests read the page as served

settings.register_profile("similarium", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("similarium")
