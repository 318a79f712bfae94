"""SB dice as inline SVG: pips on a face; Keys in another colour, rounder, with a key mark.

Pure string functions. A die on the table is a button (``data-action="toggle"``,
``data-arg`` = its 1-based position, which is also its keyboard digit; 10 is ``0``).
"""

from __future__ import annotations

from similarium.core.i18n import t
from similarium.ui.html import attrs, esc
from similarium.ui.motion import mark

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


def tumble_faces(kind: str, value: int, position: int) -> str:
    """Two other faces, shown one after the other while the die rolls (ui.motion), then its own."""
    first = (value + position) % 6 + 1
    second = (value + 2 * position + 2) % 6 + 1
    if second in (value, first):
        second = next(v for v in range(1, 7) if v not in (value, first))
    if first == value:
        first = next(v for v in range(1, 7) if v not in (value, second))
    return f'<span class="tumble" aria-hidden="true">{face_svg(kind, first)}{face_svg(kind, second)}</span>'


def die_button(kind: str, value: int, position: int, selected: bool, enabled: bool, roll_key: str = "") -> str:
    """A die of the current roll; ``position`` is 1-based. Not ``enabled`` (a bot's turn): still
    clickable, so the click says why nothing happens. ``roll_key``: which roll this is (the die
    tumbles when it is new)."""
    key_hint = "0" if position == 10 else str(position)
    a = attrs(class_=f"die {kind}" + (" selected" if selected else ""), data_action="toggle",
              data_arg=position, data_testid="die", data_kind=kind, data_face=value, data_pos=position,
              aria_pressed="true" if selected else "false", aria_disabled=None if enabled else "true",
              aria_label=t("sb.die.position", label=die_label(kind, value), n=key_hint))
    moves = mark("roll", f"sb-roll:{roll_key}:{position}") if roll_key else ""
    tumble = tumble_faces(kind, value, position) if roll_key else ""
    return f'<button type="button"{a}{moves}>{tumble}{face_svg(kind, value)}<span class="pos">{key_hint}</span></button>'


def die_static(kind: str, value: int, testid: str = "aside-die", motion_key: str = "") -> str:
    a = attrs(class_=f"die {kind} small", data_testid=testid, data_kind=kind, data_face=value,
              role="img", aria_label=die_label(kind, value))
    moves = mark("arrive", motion_key) if motion_key else ""
    return f"<span{a}{moves}>{face_svg(kind, value)}</span>"


def dice_row(dice: list[tuple[str, int]], testid: str, motion_key: str = "") -> str:
    """``motion_key``: whose dice these are (a die set aside arrives when it is new)."""
    seen: dict[tuple[str, int], int] = {}
    parts = []
    for k, v in dice:  # the n-th die of a kind and face keeps its key when others join the row
        seen[(k, v)] = seen.get((k, v), 0) + 1
        parts.append(die_static(k, v, motion_key=f"{motion_key}:{k}{v}#{seen[(k, v)]}" if motion_key else ""))
    inner = "".join(parts)
    return f'<div class="dice-row" data-testid="{esc(testid)}" data-arrows>{inner}</div>'
