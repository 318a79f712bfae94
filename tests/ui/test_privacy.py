"""The privacy screen (ui/privacy.py): passing one device between players with hidden information."""

from __future__ import annotations

from dataclasses import dataclass, field

from similarium.ui.privacy import PrivacyScreen

SECRET = "Ann's hand: 3 red stars"


@dataclass
class HiddenHandsPage:
    """A minimal controller of a game with hidden hands, as Similis and Similo will have."""

    players: list[str]
    hands: list[str]
    to_act: int = 0
    privacy: PrivacyScreen = field(default_factory=PrivacyScreen)

    def act(self, action: str, arg: str = "") -> None:
        if self.privacy.act(action, arg):
            return
        if action == "play":
            self.to_act = (self.to_act + 1) % len(self.players)

    def render(self) -> str:
        view = f'<div data-testid="view"><p>{self.hands[self.to_act]}</p></div>'
        return self.privacy.render(self.to_act, self.players[self.to_act], view)


def test_the_cover_hides_the_view_until_the_seat_to_act_presses():
    page = HiddenHandsPage(["Ann", "Bob"], [SECRET, "Bob's hand: 2 blue moons"])
    html = page.render()
    assert 'data-testid="privacy-screen"' in html
    assert "Pass the device to Ann" in html and "Ann, press to show your view." in html
    assert SECRET not in html and 'data-testid="view"' not in html
    assert 'data-action="reveal" data-arg="0"' in html
    page.act("reveal", "0")
    assert SECRET in page.render() and "privacy-screen" not in page.render()


def test_the_cover_comes_back_when_the_seat_to_act_changes_and_after_a_reload():
    page = HiddenHandsPage(["Ann", "Bob"], [SECRET, "Bob's hand: 2 blue moons"])
    page.act("reveal", "0")
    page.act("play")
    html = page.render()
    assert "Pass the device to Bob" in html and "Bob's hand" not in html and SECRET not in html
    page.act("reveal", "0")  # a stale press for the previous seat shows nothing
    assert "Bob's hand" not in page.render()
    page.act("reveal", "1")
    assert "Bob's hand" in page.render()
    page.privacy = PrivacyScreen()  # the page reloaded
    assert "Bob's hand" not in page.render()
    page.act("reveal", "x")
    assert "privacy-screen" in page.render()


def test_no_cover_when_nobody_is_to_act_and_names_are_escaped():
    screen = PrivacyScreen()
    assert screen.render(None, "", "<p>final scores</p>") == "<p>final scores</p>"
    html = screen.render(1, "<Eve>", "<p>secret</p>")
    assert "&lt;Eve&gt;" in html and "<Eve>" not in html and "secret" not in html
    screen.act("reveal", "1")
    screen.hide()
    assert screen.covers(1)


# --- issue 21: the cover names the role, in the game's words ---------------------------------

def heading_and_button(html: str) -> tuple[str, str]:
    import re
    h2 = re.search(r'<h2 id="privacy-title">(.*?)</h2>', html).group(1)
    button = re.search(r'<button[^>]*data-testid="reveal"[^>]*>(.*?)</button>', html).group(1)
    return h2, button


def test_a_role_is_said_after_the_name_and_people_are_named_together():
    from similarium.ui.privacy import cover_html, names_text

    h2, button = heading_and_button(cover_html(0, "Alice", role="the clue giver", show="Show the clue giver's view"))
    assert h2 == "Pass the device to Alice, the clue giver" and button == "Show the clue giver&#x27;s view"
    assert names_text(["Bob"]) == "Bob" and names_text(["Bob", "Chloé"]) == "Bob and Chloé"
    assert names_text(["Ann", "Bob", "Chloé"]) == "Ann, Bob and Chloé"


def test_similos_cover_names_the_clue_giver_and_the_guessers_in_both_languages():
    from tests.ui_similo.test_controller import make

    from similarium.core.i18n import CATALOGUE

    c = make()
    c.open("table", {"seed": "79", "giver": "Alice", "guessers": "Bob,Chloé"})
    assert heading_and_button(c.render()) == ("Pass the device to Alice, the clue giver",
                                              "Show the clue giver&#x27;s view")
    c.act("reveal", "0")
    c.act("hand", "1")
    c.act("orient", "vertical")
    c.act("confirm")
    assert heading_and_button(c.render()) == ("Pass the device to Bob and Chloé, the guessers",
                                              "Show the guessers&#x27; view")
    CATALOGUE.set_language("fr")
    try:
        assert heading_and_button(c.render()) == ("Passez l’appareil à Bob et Chloé, les enquêteurs",
                                                  "Afficher la vue des enquêteurs")
    finally:
        CATALOGUE.set_language("en")


def test_similis_cover_says_whose_turn_it_is_and_shows_a_hand():
    from tests.ui_similis.test_page import make

    c = make()
    c.open("table", {"seed": "9", "seats": "human,human,greedy", "names": "Ann,Bob,Cy"})
    assert heading_and_button(c.render()) == ("Pass the device to Ann, whose turn it is", "Show Ann&#x27;s hand")
