"""index.html's first paint: the shell's styles inlined, the runtime's preloads held back
until the shell is painted (similarium.ui.shell)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from similarium.ui.shell import LATER_SCRIPT, SHELL_STYLES, inline_css

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "index.html").read_text(encoding="utf-8")
HEAD = PAGE.split("</head>", 1)[0]


def test_inline_css_rebases_relative_urls_on_the_site_root(tmp_path):
    css_dir = tmp_path / "static" / "css"
    css_dir.mkdir(parents=True)
    (css_dir / "a.css").write_text(
        '/* a comment with url("../gone.png") */\n\n'
        '@font-face { src: url("../vendor/f.woff2") format("woff2"); }\n'
        ".x { background: url(img/dot.svg); }\n"
        ".y { background: url('data:image/gif;base64,R0lG'); }\n"
        ".z { background: url(/abs.png); mask: url(#m); }\n",
        encoding="utf-8",
    )
    css = inline_css("static/css/a.css", root=tmp_path)
    assert 'url("./static/vendor/f.woff2")' in css
    assert "url(./static/css/img/dot.svg)" in css
    assert "url('data:image/gif;base64,R0lG')" in css
    assert "url(/abs.png)" in css and "url(#m)" in css
    assert "comment" not in css and "\n\n" not in css


def test_inline_css_refuses_a_stylesheet_that_would_close_the_style_element(tmp_path):
    (tmp_path / "b.css").write_text('.q::after { content: "</style>"; }\n', encoding="utf-8")
    with pytest.raises(ValueError, match="</style"):
        inline_css("b.css", root=tmp_path)


def test_the_shell_styles_are_inlined_and_the_rest_waits_in_the_later_template():
    later = re.search(r'<template id="later">(.*?)</template>', HEAD, flags=re.S)
    assert later, "index.html's <head> lost its <template id=\"later\">"
    now = HEAD.replace(later.group(0), "")
    for path in SHELL_STYLES:
        assert f'<style data-from="{path}">' in now
        assert f'href="./{path}"' not in PAGE
    # Before the first paint the page loads nothing but its icon and manifest.
    assert re.findall(r"<(?:link\b[^>]*|script\b[^>]*\bsrc=[^>]*)>", now) == [
        '<link rel="icon" href="static/favicon.svg" type="image/svg+xml">',
        '<link rel="manifest" href="manifest.webmanifest">']
    from similarium.games.registry import stylesheets
    from similarium.ui.shell import shell_styles

    inlined = [p for p in shell_styles() if p not in SHELL_STYLES]
    assert inlined == ["static/css/simili.css"]  # SIMILI's home card shows its empty sheet in the shell
    for path in inlined:
        assert f'<style data-from="{path}">' in now and f'href="./{path}"' not in PAGE
    assert re.findall(r'<link rel="stylesheet" href="\./([^"]+)">', later.group(1)) == [
        p for p in stylesheets() if p not in inlined]
    held = re.findall(r'<link rel="(?:module)?preload" href="([^"]+)"', later.group(1))
    for needed in ("similarium.snapshot.json", "pyscript.json", "pyodide.mjs"):
        assert any(href.endswith(needed) for href in held), needed
    # The runtime's wasm and the standard library: preloaded by the script, which knows whether the
    # offline copy controls the page (the plain files, and the bundle) or not (their xz copies and
    # the decoder: scripts/xzcopy.py, static/js/interpreter.mjs).
    assert not any("asm.wasm" in href or "stdlib" in href for href in held), held
    returning, first = LATER_SCRIPT.split("} else {", 1)
    for name in ('"pyodide/pyodide.asm.wasm", "fetch", "application/wasm"', '"similarium-stdlib.zip", "fetch"',
                 '"similarium.zip", "fetch"'):
        assert f"preload({name})" in returning, name
    for name in ('"pyodide/pyodide.asm.wasm.xz", "fetch"', '"similarium-stdlib.zip.xz", "fetch"',
                 '"xz-decompress/xz-decompress.min.js", "script"'):
        assert f"preload({name})" in first.split("}", 1)[0], name
    assert "similarium.zip" not in first.split("}", 1)[0]
    # Not the app bundle: on a first visit interpreter.mjs asks for it once the runtime's last
    # byte is in (it is not needed before Python has started), so it does not share the line.
    assert not any(href.endswith("/similarium.zip") for href in held), held
    scripts = re.findall(r'<script type="module" src="([^"]+)"></script>', later.group(1))
    assert scripts[:2] == ["./static/js/interpreter.mjs", "./static/vendor/pyscript/core.js"]
    assert LATER_SCRIPT in PAGE.split("</head>", 1)[1]
    # The language is decided in <head>, before the body (and its English shell) is parsed.
    assert "window.similariumLang" in now and 'root.dataset.shell = "swap"' in now
    # Every url() of the inlined styles points at a file of the repository or the vendored set.
    for url in re.findall(r'url\("\./([^"]+)"\)', now):
        assert url.startswith(("static/css/", "static/vendor/")), url


def test_the_dev_server_writes_the_page_when_missing_or_older_than_what_it_is_made_of(tmp_path):
    """index.html is generated, not committed: the dev server (and make vendor, the site build, the
    tests) write it from the template when it is missing or older than the template, a stylesheet
    or any Python source, and leave it alone otherwise."""
    import os
    import sys

    sys.path.insert(0, str(ROOT / "scripts"))
    import serve

    (tmp_path / "static" / "css").mkdir(parents=True)
    (tmp_path / "index.template.html").write_text((ROOT / "index.template.html").read_text(encoding="utf-8"),
                                                  encoding="utf-8")
    for path in SHELL_STYLES:
        (tmp_path / path).write_text("/* edited */", encoding="utf-8")
    page = tmp_path / "index.html"
    assert serve.refresh_page(tmp_path) is True and page.read_text(encoding="utf-8") == PAGE  # missing
    assert serve.refresh_page(tmp_path) is False  # newer than all it is made of: left alone
    page.write_text("stale", encoding="utf-8")
    for name in ("index.template.html", SHELL_STYLES[1], "py/similarium/ui/shell.py"):
        newest = max(os.stat(ROOT / "py/similarium/ui/shell.py").st_mtime, 2_000_000)
        for other in ("index.template.html", *SHELL_STYLES):
            os.utime(tmp_path / other, (1_500_000, 1_500_000))
        if name == "py/similarium/ui/shell.py":
            os.utime(page, (1_700_000, 1_700_000))  # newer than the template and styles, not the Python
        else:
            os.utime(tmp_path / name, (newest + 10, newest + 10))
            os.utime(page, (newest + 5, newest + 5))  # newer than the Python, older than *name*
        assert serve.refresh_page(tmp_path) is True, name
        assert page.read_text(encoding="utf-8") == PAGE, name
        page.write_text("stale", encoding="utf-8")
    os.utime(page, (1e10, 1e10))
    assert serve.refresh_page(tmp_path) is False and page.read_text(encoding="utf-8") == "stale"


def test_the_page_is_not_committed_and_the_template_holds_no_generated_part():
    import subprocess

    tracked = subprocess.run(["git", "ls-files", "index.html", "index.template.html"], cwd=ROOT,
                             capture_output=True, text=True).stdout.split()
    if tracked:  # a git checkout (not an exported tree)
        assert tracked == ["index.template.html"]
    template = (ROOT / "index.template.html").read_text(encoding="utf-8")
    for name in ("csp", "lang", "styles", "game styles", "shell", "boot"):
        assert f"<!-- {name} -->\n<!-- /{name} -->" in template, name
