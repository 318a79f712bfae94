#!/usr/bin/env python3
"""Set up the test tools: a ``.venv`` with the dev dependencies, and a Chromium (stdlib only).

    python3 scripts/devenv.py venv       # create/refresh .venv from pyproject's dev list
    python3 scripts/devenv.py chromium   # print the Chromium to use ('' = Playwright's own)

``venv`` reads ``[project.optional-dependencies].dev`` from ``pyproject.toml``
and pip-installs it into ``.venv``. A stamp (``.venv/.similarium-dev``) holds
the list it installed, so a second run with an unchanged list does nothing
and takes milliseconds.

``chromium`` finds a browser, in this order, installing one only when none is
found: ``$CHROMIUM`` if set; ``/usr/bin/chromium`` (Debian's package); as root
with apt: ``apt-get update && apt-get install -y chromium``; otherwise
``.venv/bin/python -m playwright install chromium`` (adding ``--with-deps``
when ``$CI`` is set, e.g. on GitHub Actions), after which Playwright finds its
own build and the printed path is empty. Progress goes to stderr; the path,
alone, to stdout (the Makefile exports it as ``CHROMIUM``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / ".similarium-dev"
DEBIAN_CHROMIUM = Path("/usr/bin/chromium")


def log(msg: str) -> None:
    """Progress message on stderr."""
    print(f"devenv: {msg}", file=sys.stderr, flush=True)


def venv_python() -> Path:
    """Path of the venv's interpreter."""
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def dev_requirements() -> list[str]:
    """The dev extra's requirement strings from pyproject.toml."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return list(data["project"]["optional-dependencies"]["dev"])


def ensure_venv() -> None:
    """Create .venv and install the dev list unless the stamp says it is done."""
    reqs = dev_requirements()
    want = json.dumps({"python": sys.version.split()[0], "dev": reqs})
    py = venv_python()
    if py.exists() and STAMP.exists() and STAMP.read_text() == want:
        return
    if not py.exists():
        log(f"creating {VENV.relative_to(ROOT)}")
        venv.EnvBuilder(with_pip=True, clear=VENV.exists()).create(VENV)
    log("pip install " + " ".join(reqs))
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    subprocess.run(
        [str(py), "-m", "pip", "install", "--quiet", *reqs],
        check=True, stdin=subprocess.DEVNULL, env=env,
    )
    STAMP.write_text(want)


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def find_chromium() -> str:
    """Return a Chromium executable path, or '' when Playwright's own build is to be used."""
    env = os.environ.get("CHROMIUM", "").strip()
    if env:
        if Path(env).exists() or shutil.which(env):
            return env
        log(f"CHROMIUM={env} does not exist; looking further")
    if DEBIAN_CHROMIUM.exists():
        return str(DEBIAN_CHROMIUM)
    if _is_root() and shutil.which("apt-get"):
        log("installing Debian's chromium with apt-get (as root)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        try:
            # apt's progress goes to stderr: stdout carries the browser's path alone.
            subprocess.run(["apt-get", "update"], check=True, stdin=subprocess.DEVNULL,
                           stdout=sys.stderr, env=env)
            subprocess.run(
                ["apt-get", "install", "-y", "--no-install-recommends", "chromium"],
                check=True, stdin=subprocess.DEVNULL, stdout=sys.stderr, env=env,
            )
        except subprocess.CalledProcessError as exc:
            log(f"apt-get failed ({exc}); falling back to Playwright's browser")
        if DEBIAN_CHROMIUM.exists():
            return str(DEBIAN_CHROMIUM)
    cmd = [str(venv_python()), "-m", "playwright", "install", "chromium"]
    if os.environ.get("CI"):
        cmd.insert(4, "--with-deps")
    log(" ".join(cmd[1:]))
    subprocess.run(cmd, check=True, stdin=subprocess.DEVNULL, stdout=sys.stderr)
    return ""


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    args = sys.argv[1:] if argv is None else argv
    if args == ["venv"]:
        ensure_venv()
    elif args == ["chromium"]:
        print(find_chromium())
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
