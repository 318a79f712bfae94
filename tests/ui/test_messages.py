"""Every text the SIMILI page shows comes from the message catalogue."""

from similarium.core.i18n import CATALOGUE, placeholder_problems
from similarium.games import registry
from similarium.games.simili.game import Options
from similarium.ui.home import render_home
from similarium.ui.simili.render import render_session
from similarium.ui.simili.session import Session


def test_rendering_a_whole_game_uses_no_missing_key():
    CATALOGUE.reset_tracking()
    s = Session.start("table", Options(variant="modern", seed=11), ["A", "B"])
    render_session(*s.shown())
    for action, arg in [("choose", "sequence"), ("choose", "ladder"), ("roll", "")]:
        s.act(action, arg)
        render_session(*s.shown())
    s.act("select", str(s.game.bank_digits()[0]))
    s.act("book", "matching:0:0")  # refused: a reason from the catalogue
    render_session(*s.shown())
    render_home()
    assert CATALOGUE.missing_keys() == set()
    assert CATALOGUE.format_errors() == set()
    assert placeholder_problems(CATALOGUE) == []


def test_esc_matches_the_standard_library():
    import html

    from similarium.ui.html import esc

    for text in ['<a href="x">', "Tom & Jerry's", "plain", 42, "☆ ♥ ✓"]:
        assert esc(text) == html.escape(str(text), quote=True)


def test_static_shell_in_index_html_is_what_python_renders_first(served_registry):
    """The page shown before Python boots is generated from the renderers
    (``scripts/build_page.py`` writes index.html from the template whenever a source is newer)."""
    from pathlib import Path

    from similarium.ui.shell import splice

    page = (Path(__file__).resolve().parents[2] / "index.html").read_text(encoding="utf-8")
    assert splice(page) == page, "run: python3 scripts/build_page.py --force"


def test_home_lists_every_game_with_a_page():
    from similarium.ui.home import render_home

    html = render_home()
    for gid in (g.id for g in registry.with_page()):
        assert f'data-game="{gid}"' in html
    assert 'href="#/sb"' in html and 'href="#/simili/daily"' in html


def test_home_renders_with_no_missing_text_in_a_fresh_interpreter():
    """The booted home page imports no game module: its texts must not depend on them."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    code = "from similarium.ui.home import render_home; print(render_home())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(root / "py")}).stdout
    assert "⟦" not in out and "Roll &amp; write" in out
