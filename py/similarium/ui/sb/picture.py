"""SB's picture on the home page: three Base dice and a Key, drawn by the game's own dice art. Its
tagline (``home.sb.tagline``, English and French) is here too: the home card is all the home
page imports of the game."""

from __future__ import annotations

from similarium.core.i18n import CATALOGUE
from similarium.ui.sb.dice import face_svg

CATALOGUE.register("en", {"home.sb.tagline": "Push-your-luck dice: 8 Base dice and 2 Keys, first to 60."})
CATALOGUE.register("fr", {"home.sb.tagline": "Dés et prise de risque\u00a0: 8 dés de base et 2 clés, le premier à 60 gagne."})


def home_picture() -> str:
    dice = (("base", 6), ("base", 6), ("key", 3), ("base", 2))
    faces = "".join(f'<span class="die {kind}">{face_svg(kind, value)}</span>' for kind, value in dice)
    return f'<span class="home-pic sb-pic" aria-hidden="true">{faces}</span>'
