"""The privacy screen: a full-view cover for passing one device between players who must not
see each other's hidden information (Similis hands, Similo's secret).

A controller of a game with hidden information keeps one :class:`PrivacyScreen` and renders
its view through :meth:`PrivacyScreen.render` with the seat to act. Whenever that seat is not
the one that last pressed "show my view" (the turn passed, or the page was reloaded), the
cover replaces the whole view: the view's HTML is not in the page at all, so nothing can be
read behind it. The cover's button sends ``reveal`` with the seat; the controller passes it to
:meth:`PrivacyScreen.act`.
"""

from __future__ import annotations

from dataclasses import dataclass

from similarium.core.i18n import t
from similarium.ui.html import attrs, esc

REVEAL = "reveal"


@dataclass
class PrivacyScreen:
    """Which seat's view the device shows; ``None``: nobody's yet (covered)."""

    shown_to: int | None = None

    def covers(self, seat: int | None) -> bool:
        """True when the view of ``seat`` (the seat to act; None: nobody, e.g. the game is over)
        must be covered."""
        return seat is not None and seat != self.shown_to

    def act(self, action: str, arg: str) -> bool:
        """Handle the cover's button; True when the action was the privacy screen's."""
        if action != REVEAL:
            return False
        try:
            self.shown_to = int(arg)
        except ValueError:
            self.shown_to = None
        return True

    def hide(self) -> None:
        """Cover again (e.g. the player pressed "pass the device")."""
        self.shown_to = None

    def render(self, seat: int | None, player: str, view_html: str, *, role: str = "", show: str = "") -> str:
        """``view_html`` if ``seat`` may see it, else the cover (without the view); ``role`` and
        ``show``: the game's words for the seat's role and for its button (see :func:`cover_html`)."""
        if not self.covers(seat):
            return view_html
        return cover_html(seat if seat is not None else 0, player, role=role, show=show)


def names_text(names: list[str] | tuple[str, ...]) -> str:
    """People named together: "Bob", "Bob and Chloé", "Ann, Bob and Chloé" (catalogue's "and")."""
    if len(names) < 2:
        return "".join(names)
    return t("privacy.and", names=", ".join(names[:-1]), last=names[-1])


def cover_html(seat: int, player: str, *, role: str = "", show: str = "") -> str:
    """The full-view cover: "Pass the device to NAME, ROLE — NAME, press to show your view",
    its button ``show`` ("Show the clue giver's view"; default "Show NAME's view"). ``role``: the
    seat's role in the game's words ("the clue giver"), said after the name when given."""
    button = attrs(type="button", class_="primary", data_action=REVEAL, data_arg=seat, data_testid="reveal",
                   autofocus=True)
    title = t("privacy.pass.role", player=player, role=role) if role else t("privacy.pass", player=player)
    return (f'<section class="privacy-screen" data-testid="privacy-screen" data-seat="{seat}" role="dialog" '
            f'aria-modal="true" aria-labelledby="privacy-title"><h2 id="privacy-title">'
            f'{esc(title)}</h2><p>{esc(t("privacy.press", player=player))}</p>'
            f'<button{button}>{esc(show or t("privacy.show", player=player))}</button></section>')
