#!/usr/bin/env python3
"""Run the GitHub Pages workflow's ``test`` job here, the way a runner would.

    sudo .venv/bin/python scripts/ci_workflow.py [--user ci] [--ref HEAD] [--pytest-args "-k smoke"] [--keep]

GitHub's Ubuntu runners run a job as a non-root user with passwordless ``sudo`` and
``CI=true``. This script, run as root, reproduces that without GitHub:

1. creates the user ``--user`` (``useradd``) if missing, and gives it passwordless sudo
   (``/etc/sudoers.d/similarium-ci``) as a runner has;
2. clones the repository (``--ref``, committed work only) into a fresh folder that user owns;
3. reads ``.github/workflows/pages.yml`` and runs the ``test`` job's steps in order, as that
   user, with ``CI=true``, each ``run:`` through ``bash -e`` in the clone. The ``uses:``
   steps are checked instead of run: ``actions/checkout`` is the clone,
   ``actions/setup-python`` / ``setup-node`` need that version (or newer) on ``PATH``.

``--pytest-args`` is passed to ``make test`` (as ``PYTEST_ARGS``) to run a part of the suite.
Exit status: the first failing step's, else 0. ``load_workflow`` (PyYAML, a dev dependency,
with the booleans GitHub reads) and ``test_steps`` are also used by ``tests/test_workflow.py``.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"


# --------------------------------------------------------------------------- reading the workflow


def _yaml():
    """PyYAML (a dev dependency: ``make venv`` installs it; Debian's ``python3-yaml`` has it too)."""
    try:
        import yaml
    except ImportError:
        raise SystemExit("ci_workflow: PyYAML is missing: run it with .venv/bin/python after `make venv` "
                         "(or install python3-yaml)") from None
    return yaml


def load_workflow(text: str):
    """Parse a GitHub workflow as GitHub reads it: YAML 1.2's booleans (``true``/``false``), so
    the ``on:`` key stays the text ``on`` (YAML 1.1, PyYAML's default, makes it ``True``)."""
    yaml = _yaml()

    class Loader(yaml.SafeLoader):
        pass

    Loader.yaml_implicit_resolvers = {
        first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
    Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))
    return yaml.load(text, Loader=Loader) or {}


def read_workflow(path: Path = WORKFLOW) -> dict:
    """The workflow file, parsed."""
    return load_workflow(path.read_text(encoding="utf-8"))


def test_steps(workflow: dict, job: str = "test") -> list[dict]:
    """The steps of ``job`` (a list of {"uses"/"run", "with", "env", ...})."""
    return list(workflow["jobs"][job]["steps"])


# --------------------------------------------------------------------------- running a job here


def _version(cmd: list[str]) -> tuple[int, ...]:
    out = subprocess.run(cmd, capture_output=True, text=True).stdout + " "
    found = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", out)
    return tuple(int(x) for x in found.groups() if x is not None) if found else ()


def check_uses(step: dict) -> str | None:
    """What is wrong with standing in for a ``uses:`` step here (None: fine)."""
    uses = step["uses"].split("@")[0]
    want = str((step.get("with") or {}).get("python-version") or (step.get("with") or {}).get("node-version") or "")
    need = tuple(int(x) for x in want.split(".") if x.isdigit())
    if uses == "actions/checkout":
        return None
    if uses == "actions/setup-python":
        have = _version(["python3", "--version"])
    elif uses == "actions/setup-node":
        have = _version(["node", "--version"])
    else:
        return f"{uses}: no stand-in here"
    if not have or have[: len(need)] < need:
        return f"{uses} wants {want}, this machine has {'.'.join(map(str, have)) or 'none'}"
    return None


def ensure_user(user: str) -> Path:
    """Create ``user`` (with a home) if missing and give it passwordless sudo; its home."""
    if subprocess.run(["id", "-u", user], capture_output=True).returncode != 0:
        subprocess.run(["useradd", "--create-home", "--shell", "/bin/bash", user], check=True)
    if not shutil.which("sudo"):
        raise SystemExit("ci_workflow: sudo is not installed (apt-get install sudo): a runner has it")
    rule = Path("/etc/sudoers.d/similarium-ci")
    rule.write_text(f"{user} ALL=(ALL) NOPASSWD:ALL\n")
    rule.chmod(0o440)
    return Path(os.path.expanduser(f"~{user}"))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--user", default="similarium-ci", help="the non-root user to run as")
    parser.add_argument("--ref", default="HEAD", help="what to clone (committed work only)")
    parser.add_argument("--pytest-args", default="", help="PYTEST_ARGS for make test (a part of the suite)")
    parser.add_argument("--keep", action="store_true", help="keep the clone")
    args = parser.parse_args(argv)
    if os.geteuid() != 0:
        print("ci_workflow: run as root (it creates the user and gives it sudo)", file=sys.stderr)
        return 2
    home = ensure_user(args.user)
    work = Path(tempfile.mkdtemp(prefix="similarium-ci-", dir=home))
    clone = work / "repo"
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(clone)], check=True)
    subprocess.run(["git", "-C", str(clone), "checkout", "--quiet", "--detach",
                    subprocess.run(["git", "-C", str(ROOT), "rev-parse", args.ref], capture_output=True,
                                   text=True, check=True).stdout.strip()], check=True)
    subprocess.run(["chown", "-R", f"{args.user}:", str(work)], check=True)
    steps = test_steps(load_workflow((clone / ".github/workflows/pages.yml").read_text()))
    env = {"HOME": str(home), "USER": args.user, "PATH": "/usr/local/bin:/usr/bin:/bin",
           "CI": "true", "GITHUB_ACTIONS": "true", "LANG": "C.UTF-8"}
    if args.pytest_args:
        env["PYTEST_ARGS"] = args.pytest_args
    status = 0
    for i, step in enumerate(steps, 1):
        name = step.get("name") or step.get("uses") or step.get("run", "").splitlines()[0]
        print(f"ci_workflow: step {i}/{len(steps)}: {name}", file=sys.stderr, flush=True)
        if "uses" in step:
            problem = check_uses(step)
            if problem:
                print(f"ci_workflow: {problem}", file=sys.stderr)
                status = 1
                break
            continue
        step_env = {**env, **{k: str(v) for k, v in (step.get("env") or {}).items()}}
        cmd = ["runuser", "-u", args.user, "--", "env", "-i",
               *[f"{k}={v}" for k, v in step_env.items()], "bash", "-e", "-o", "pipefail", "-c", step["run"]]
        print("+ " + " ".join(shlex.quote(c) for c in cmd[-1:]), file=sys.stderr, flush=True)
        status = subprocess.run(cmd, cwd=clone, stdin=subprocess.DEVNULL).returncode
        if status:
            print(f"ci_workflow: step {i} failed with exit {status}", file=sys.stderr)
            break
    print(f"ci_workflow: {'passed' if status == 0 else 'FAILED'} (clone: {clone})", file=sys.stderr)
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
