#!/usr/bin/env python3
"""Set up the test tools: a ``.venv`` with the dev dependencies, and the browsers (stdlib only).

    python3 scripts/devenv.py venv       # create/refresh .venv from pyproject's dev list
    python3 scripts/devenv.py chromium   # print the Chromium to use ('' = Playwright's own)
    python3 scripts/devenv.py firefox    # print the Firefox ESR to use (smoke tests)
    python3 scripts/devenv.py webkit     # print the WebKitWebDriver to use (smoke tests)
    python3 scripts/devenv.py browsers   # find or install every browser `make test` needs; exit 1 if one is missing

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

``firefox`` and ``webkit`` do the same for the smoke tests in ``smoke/``:
``$FIREFOX`` / ``$WEBKIT_DRIVER`` if set, else what is on ``PATH``
(``firefox-esr`` or ``firefox``; ``WebKitWebDriver`` plus ``Xvfb``, as WebKitGTK
has no headless mode), else, as root with apt, ``apt-get install -y
--no-install-recommends firefox-esr`` / ``webkit2gtk-driver xvfb`` (Debian's
WebKitGTK 2.50 with its MiniBrowser and WebDriver; an X server in memory).
Not root but with passwordless ``sudo`` (a GitHub Actions runner), apt-get runs
through ``sudo -n``. When that is impossible (no sudo, no apt, apt failed) they
say why on stderr and exit 1 with nothing on stdout; the smoke tests then fail
under ``$CI`` and are skipped elsewhere, with that reason.

``browsers`` does all three (``BROWSERS``, the ones the Makefile's ``test`` target
exports) and exits 1 naming what is missing: the workflow's install step
(``.github/workflows/pages.yml``), so that a browser that cannot be installed
stops the job there, with the reason, before the tests run.
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


def _sudo() -> list[str] | None:
    """``[]`` as root, ``["sudo", "-n"]`` where sudo needs no password, else None."""
    if _is_root():
        return []
    if shutil.which("sudo"):
        try:
            ok = subprocess.run(["sudo", "-n", "true"], stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
        except OSError:
            ok = False
        if ok:
            return ["sudo", "-n"]
    return None


class Missing(RuntimeError):
    """A browser that is neither found nor installable here; the message says why."""


def apt_install(packages: list[str]) -> None:
    """``apt-get update && apt-get install -y --no-install-recommends PACKAGES``, as root or
    through passwordless ``sudo -n``.

    apt's output goes to stderr (stdout carries a path alone). Raises ``Missing``
    when neither root nor passwordless sudo, without apt-get, or when apt-get fails.
    """
    what = " ".join(packages)
    sudo = _sudo()
    if sudo is None:
        raise Missing(f"{what} not installed, and only root (or passwordless sudo) can apt-get "
                      f"install it (run: sudo apt-get install {what})")
    if not shutil.which("apt-get"):
        raise Missing(f"{what} not installed, and there is no apt-get here to install it")
    log(f"installing {what} with {' '.join(sudo + ['apt-get'])}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    # sudo resets the environment: the frontend is passed on the command line.
    prefix = sudo + (["env", "DEBIAN_FRONTEND=noninteractive"] if sudo else []) + ["apt-get"]
    try:
        subprocess.run([*prefix, "update"], check=True, stdin=subprocess.DEVNULL,
                       stdout=sys.stderr, env=env)
        subprocess.run([*prefix, "install", "-y", "--no-install-recommends", *packages],
                       check=True, stdin=subprocess.DEVNULL, stdout=sys.stderr, env=env)
    except (OSError, subprocess.CalledProcessError) as exc:
        raise Missing(f"apt-get install {what} failed: {exc}") from exc


def _from_env(name: str) -> str | None:
    """``$NAME`` if it names an existing file or a command on PATH."""
    value = os.environ.get(name, "").strip()
    if not value:
        return None
    found = value if Path(value).is_file() else shutil.which(value)
    if found:
        return found
    log(f"{name}={value} does not exist; looking further")
    return None


def _which(*names: str) -> str | None:
    return next((p for p in map(shutil.which, names) if p), None)


def find_firefox(install: bool = True) -> str:
    """Path of a Firefox (Debian's ``firefox-esr`` first); installs it as root with apt.

    Raises ``Missing`` (with the reason) when none is found and none can be installed.
    """
    found = _from_env("FIREFOX") or _which("firefox-esr", "firefox")
    if found or not install:
        if found:
            return found
        raise Missing("Firefox ESR not installed (python3 scripts/devenv.py firefox installs it as root)")
    apt_install(["firefox-esr"])
    found = _which("firefox-esr", "firefox")
    if not found:
        raise Missing("apt-get installed firefox-esr but no firefox-esr is on PATH")
    return found


def find_webkit(install: bool = True) -> str:
    """Path of ``WebKitWebDriver``, with ``Xvfb`` on PATH too; installs both as root with apt.

    Raises ``Missing`` (with the reason) when they are missing and cannot be installed.
    """
    driver = _from_env("WEBKIT_DRIVER") or _which("WebKitWebDriver")
    xvfb = _which("Xvfb")
    if driver and xvfb:
        return driver
    need = ([] if driver else ["webkit2gtk-driver"]) + ([] if xvfb else ["xvfb"])
    if not install:
        raise Missing(f"{' and '.join(need)} not installed "
                      "(python3 scripts/devenv.py webkit installs them as root)")
    apt_install(need)
    driver = driver or _which("WebKitWebDriver")
    if not driver:
        raise Missing("apt-get installed webkit2gtk-driver but no WebKitWebDriver is on PATH")
    if not _which("Xvfb"):
        raise Missing("apt-get installed xvfb but no Xvfb is on PATH")
    return driver


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


# What `make test` needs (its BROWSERS line exports one variable each), in that order:
# tests/test_workflow.py checks that the Makefile and the workflow agree with this.
BROWSERS = ("chromium", "firefox", "webkit")


def install_browsers() -> int:
    """Find or install every browser of ``BROWSERS``; 1 (naming what is missing) if one is not there."""
    missing = []
    for name in BROWSERS:
        try:
            found = find_chromium() if name == "chromium" else (
                find_firefox() if name == "firefox" else find_webkit())
            log(f"{name}: {found or 'Playwright' + chr(39) + 's own build'}")
        except (Missing, subprocess.CalledProcessError) as exc:
            log(f"{name}: {exc}")
            missing.append(name)
    if missing:
        log("missing: " + ", ".join(missing))
    return 1 if missing else 0


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    args = sys.argv[1:] if argv is None else argv
    if args == ["venv"]:
        ensure_venv()
    elif args == ["browsers"]:
        return install_browsers()
    elif args == ["chromium"]:
        print(find_chromium())
    elif args in (["firefox"], ["webkit"]):
        try:
            print(find_firefox() if args == ["firefox"] else find_webkit())
        except Missing as exc:
            log(f"{args[0]}: {exc}")
            return 1
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
