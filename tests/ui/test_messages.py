"""Every text the SIMILI page shows comes from the message catalogue."""

from similarium.core.i18n import CATALOGUE, placeholder_problems
from similarium.games.simili.game import Options
from similarium.ui.home import render_home
from similarium.ui.simili.render import render_session
from similarium.ui.simili.session import Session


def test_rendering_a_whole_game_uses_no_missing_key():
    CATALOGUE.reset_tracking()
    s = Session.start("table", Options(variant="modern", seed=11), ["A", "B"])
    render_session(s)
    for action, arg in [("choose", "sequence"), ("choose", "ladder"), ("roll", "")]:
        s.act(action, arg)
        render_session(s)
    s.act("select", str(s.game.bank_digits()[0]))
    s.act("book", "matching:0:0")  # refused: a reason from the catalogue
    render_session(s)
    render_home()
    assert CATALOGUE.missing_keys() == set()
    assert CATALOGUE.format_errors() == set()
    assert placeholder_problems(CATALOGUE) == []
