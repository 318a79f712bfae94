"""The Pages workflow against what `make test` needs (read from the Makefile and scripts/devenv.py),
and how scripts/ci_workflow.py reads the workflow (PyYAML, GitHub's booleans) to run its test job here."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import ci_workflow  # noqa: E402
import devenv  # noqa: E402


def make_rule(target: str, makefile: str | None = None) -> tuple[list[str], str]:
    """(prerequisites, recipe) of ``target`` in the Makefile."""
    text = makefile if makefile is not None else (ROOT / "Makefile").read_text()
    found = re.search(rf"^{re.escape(target)}:([^#\n]*).*\n((?:\t.*\n)*)", text, re.M)
    assert found, f"no {target} rule in the Makefile"
    return found.group(1).split(), found.group(2)


def make_test_browsers(makefile: str | None = None) -> list[str]:
    """The browsers `make test` exports, from its BROWSERS variable (``devenv.py NAME``)."""
    text = makefile if makefile is not None else (ROOT / "Makefile").read_text()
    prereq, recipe = make_rule("test", text)
    assert "$(BROWSERS)" in recipe
    block = re.search(r"^BROWSERS = ((?:.*\\\n)*.*)", text, re.M).group(1)
    return re.findall(r"devenv\.py (\w+)", block)


def runs(steps: list[dict]) -> list[list[str]]:
    """Each step's command as make targets/words (``[]`` for a ``uses:`` step)."""
    return [step["run"].split() if "run" in step else [] for step in steps]


def problems(workflow: dict, makefile: str | None = None) -> list[str]:
    """Why the workflow's test job would not give `make test` what it needs ([] when it does)."""
    out = []
    steps = ci_workflow.test_steps(workflow)
    uses = {s["uses"].split("@")[0]: s for s in steps if "uses" in s}
    commands = runs(steps)
    try:
        test_at = next(i for i, c in enumerate(commands) if c[:2] == ["make", "test"])
    except StopIteration:
        return ["the test job does not run make test"]
    before = [w for c in commands[:test_at] for w in c]
    prereq, _ = make_rule("test", makefile)
    # make test's own prerequisites: a Python with tomllib for .venv, npm/node for vendor + snapshot.
    if "venv" in prereq:
        version = str(uses.get("actions/setup-python", {}).get("with", {}).get("python-version", ""))
        if tuple(int(x) for x in version.split(".")[:2] if x.isdigit()) < (3, 11):
            out.append(f"make venv needs Python 3.11+ (tomllib); setup-python gives {version or 'nothing'}")
    if "vendor" in prereq and "actions/setup-node" not in uses:
        out.append("make vendor needs node/npm: no actions/setup-node step")
    if "actions/checkout" not in uses:
        out.append("no actions/checkout step")
    browsers = make_test_browsers(makefile)
    if list(browsers) != list(devenv.BROWSERS):
        out.append(f"make test exports {browsers}, devenv.py browsers installs {list(devenv.BROWSERS)}")
    if not ({"make", "browsers"} <= set(before) or "scripts/devenv.py browsers" in " ".join(before)):
        out.append("no step installs the browsers (make browsers) before make test")
    env = workflow["jobs"]["test"].get("env", {}) | {k: v for s in steps for k, v in (s.get("env") or {}).items()}
    if str(env.get("CI", "true")).lower() in ("", "0", "false", "no"):
        out.append("CI is turned off: the smoke tests would be skipped instead of failing")
    jobs = workflow["jobs"]
    needs = {name: set([job["needs"]] if isinstance(job.get("needs"), str) else job.get("needs") or [])
             for name, job in jobs.items()}

    def upstream(name: str) -> set[str]:
        return set().union(*({n} | upstream(n) for n in needs[name])) if needs[name] else set()

    if "test" not in upstream("deploy"):
        out.append("deploy does not depend on test")
    if "build" not in upstream("deploy"):
        out.append("deploy does not depend on build")
    return out


def test_the_workflow_gives_make_test_what_it_needs():
    assert problems(ci_workflow.read_workflow()) == []


@pytest.mark.parametrize("edit, why", [
    (lambda w: w["jobs"]["test"]["steps"].pop(3), "installs the browsers"),
    (lambda w: w["jobs"]["test"]["steps"].pop(2), "setup-node"),
    (lambda w: w["jobs"]["test"]["steps"][1]["with"].update({"python-version": "3.10"}), "3.11"),
    (lambda w: w["jobs"]["test"].update({"env": {"CI": "false"}}), "CI is turned off"),
    (lambda w: w["jobs"]["build"].pop("needs"), "deploy does not depend on test"),
    (lambda w: w["jobs"]["test"]["steps"].pop(), "does not run make test"),
])
def test_a_drift_is_caught(edit, why):
    workflow = ci_workflow.read_workflow()
    edit(workflow)
    assert any(why in p for p in problems(workflow)), problems(workflow)


def test_a_new_browser_in_make_test_is_caught():
    makefile = (ROOT / "Makefile").read_text().replace(
        'export WEBKIT_DRIVER', 'export WEBKIT_DRIVER; EDGE="$$($(PYTHON) scripts/devenv.py edge)"', 1)
    assert any("edge" in p for p in problems(ci_workflow.read_workflow(), makefile))


def test_make_browsers_runs_devenv_browsers():
    prereq, recipe = make_rule("browsers")
    assert "venv" in prereq and "scripts/devenv.py browsers" in recipe


def test_yaml_reader_on_the_forms_the_workflow_uses():
    text = """
# a comment
name: pages   # trailing comment
on:
  push:
    branches: [main, "dev"]
  pull_request:
jobs:
  a:
    needs: [b]
    steps:
      - uses: x/y@v1
        with:
          version: "3.11"
      - name: 'two # lines'
        run: |
          echo one
            echo two  # kept

          echo three
      - run: make test
    timeout-minutes: 30
"""
    got = ci_workflow.load_workflow(text)
    assert got["name"] == "pages" and got["on"] == {"push": {"branches": ["main", "dev"]}, "pull_request": None}
    job = got["jobs"]["a"]
    assert job["needs"] == ["b"] and job["timeout-minutes"] == 30
    assert job["steps"][0] == {"uses": "x/y@v1", "with": {"version": "3.11"}}
    assert job["steps"][1] == {"name": "two # lines", "run": "echo one\n  echo two  # kept\n\necho three\n"}
    assert job["steps"][2] == {"run": "make test"}


def test_uses_steps_are_stood_in_for_or_refused():
    assert ci_workflow.check_uses({"uses": "actions/checkout@v4"}) is None
    assert ci_workflow.check_uses({"uses": "actions/setup-python@v5", "with": {"python-version": "3.11"}}) is None
    assert "wants 99" in ci_workflow.check_uses({"uses": "actions/setup-python@v5",
                                                 "with": {"python-version": "99"}})
    assert "no stand-in" in ci_workflow.check_uses({"uses": "someone/else@v1"})


def test_yaml_forms_beyond_the_old_hand_written_reader():
    """PyYAML reads what a workflow may use (flow mappings, anchors, folded text), with GitHub's
    booleans: ``on`` is a key, ``yes`` is text."""
    got = ci_workflow.load_workflow("""
on: push
env: {A: "1", B: two, C: true}
x: &base
  k: v
y: *base
folded: >
  one
  two
answer: yes
""")
    assert got["on"] == "push" and got["answer"] == "yes"
    assert got["env"] == {"A": "1", "B": "two", "C": True}
    assert got["y"] == {"k": "v"} and got["folded"] == "one two\n"
