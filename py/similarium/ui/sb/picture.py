"""SB's picture on the home page: three Base dice and a Key, drawn by the game's own dice art."""

from __future__ import annotations

from similarium.ui.sb.dice import face_svg


def home_picture() -> str:
    dice = (("base", 6), ("base", 6), ("key", 3), ("base", 2))
    faces = "".join(f'<span class="die {kind}">{face_svg(kind, value)}</span>' for kind, value in dice)
    return f'<span class="home-pic sb-pic" aria-hidden="true">{faces}</span>'
