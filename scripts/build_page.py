#!/usr/bin/env python3
"""Write ``index.html`` (not in the repository) from ``index.template.html`` when it is stale.

    python3 scripts/build_page.py [--force]

The page is generated (``python -m similarium.ui.shell``, see ``py/similarium/ui/shell.py``): the
shell drawn by the renderers, the inlined styles, the games' stylesheets, the Content-Security-
Policy. It is stale when it is missing or older than the template, a stylesheet the shell inlines,
or any file of ``py/similarium``. The generation runs in a fresh interpreter, so a long-running
dev server picks up edited Python. ``make vendor`` (hence ``make serve`` and ``make test``), the
dev server and the site build call :func:`ensure`.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TEMPLATE = "index.template.html"
PAGE = "index.html"
STYLES = ("static/css/fonts.css", "static/css/app.css")  # similarium.ui.shell.SHELL_STYLES
CSS = "static/css"  # every stylesheet there counts: a game's may be inlined too (shell.shell_styles)


class PageError(Exception):
    """The page could not be generated (the reason is the message)."""


def newest_source(root: Path = ROOT) -> float:
    """The newest mtime among what the page at *root* is made of: its template and stylesheets, and
    this repository's Python (files and folders: a deletion counts)."""
    newest = max((root / name).stat().st_mtime for name in (TEMPLATE, *STYLES))
    newest = max([newest, *(p.stat().st_mtime for p in (root / CSS).glob("*.css"))])
    for dirpath, _dirs, files in os.walk(ROOT / "py" / "similarium"):
        if "__pycache__" in dirpath:
            continue
        newest = max(newest, os.stat(dirpath).st_mtime)
        for name in files:
            newest = max(newest, os.stat(os.path.join(dirpath, name)).st_mtime)
    return newest


def ensure(root: Path = ROOT, force: bool = False) -> bool:
    """Generate ``root/index.html`` if it is missing or stale; True if it was (re)written."""
    page = root / PAGE
    try:
        if not force and page.stat().st_mtime >= newest_source(root):
            return False
    except FileNotFoundError:
        pass
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    done = subprocess.run([sys.executable, "-m", "similarium.ui.shell", str(root / TEMPLATE), str(page)],
                          cwd=root, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        lines = (done.stderr or done.stdout).strip().splitlines()
        raise PageError(f"index.html could not be generated: {lines[-1] if lines else done.returncode}")
    os.utime(page)  # even when unchanged: not looked at again until a source changes
    return True


def main(argv: list[str] | None = None) -> int:
    force = "--force" in (argv if argv is not None else sys.argv[1:])
    try:
        ensure(force=force)
    except PageError as exc:
        print(f"page: ERROR: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
