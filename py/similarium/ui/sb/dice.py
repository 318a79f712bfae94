"""SB dice as inline SVG: pips on a face; Keys in another colour, rounder, with a key mark.

Pure string functions. A die on the table is a button (``data-action="toggle"``,
``data-arg`` = its 1-based position, which is also its keyboard digit; 10 is ``0``).
"""

from __future__ import annotations

from similarium.core.i18n import t
from similarium.ui.html import attrs, esc

L, C, R = 27, 50, 73
PIPS = {
    1: ((C, C),),
    2: ((L, L), (R, R)),
    3: ((L, L), (C, C), (R, R)),
    4: ((L, L), (R, L), (L, R), (R, R)),
    5: ((L, L), (R, L), (C, C), (L, R), (R, R)),
    6: ((L, L), (R, L), (L, C), (R, C), (L, R), (R, R)),
}
# A small key drawn along the Key's top edge (bow + shaft + bits): the mark that is not only a colour.
KEY_MARK = ('<g class="mark"><circle cx="38" cy="11" r="4.5"/><path d="M42.5 11 H64 M58 11 V16 M63 11 V15"/>'
            '</g>')


def face_svg(kind: str, value: int) -> str:
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="8.5"/>' for x, y in PIPS[value])
    rx = 30 if kind == "key" else 14
    mark = KEY_MARK if kind == "key" else ""
    return (f'<svg class="face" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
            f'<rect x="3" y="3" width="94" height="94" rx="{rx}"/>{mark}{pips}</svg>')


def die_label(kind: str, value: int) -> str:
    return t("sb.die.key" if kind == "key" else "sb.die.base", value=value)


def die_button(kind: str, value: int, position: int, selected: bool, enabled: bool) -> str:
    """A die of the current roll; ``position`` is 1-based. Not ``enabled`` (a bot's turn): still
    clickable, so the click says why nothing happens."""
    key_hint = "0" if position == 10 else str(position)
    a = attrs(class_=f"die {kind}" + (" selected" if selected else ""), data_action="toggle",
              data_arg=position, data_testid="die", data_kind=kind, data_face=value, data_pos=position,
              aria_pressed="true" if selected else "false", aria_disabled=None if enabled else "true",
              aria_label=t("sb.die.position", label=die_label(kind, value), n=key_hint))
    return f'<button type="button"{a}>{face_svg(kind, value)}<span class="pos">{key_hint}</span></button>'


def die_static(kind: str, value: int, testid: str = "aside-die") -> str:
    a = attrs(class_=f"die {kind} small", data_testid=testid, data_kind=kind, data_face=value,
              role="img", aria_label=die_label(kind, value))
    return f"<span{a}>{face_svg(kind, value)}</span>"


def dice_row(dice: list[tuple[str, int]], testid: str) -> str:
    inner = "".join(die_static(k, v) for k, v in dice)
    return f'<div class="dice-row" data-testid="{esc(testid)}">{inner}</div>'
