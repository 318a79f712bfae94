#!/usr/bin/env python3
"""Draw the Similis card art: one SVG per combination of the card values (standard library only).

    python scripts/art/similis_art.py            # (re)write static/img/similis/<card id>.svg
    python scripts/art/similis_art.py --check    # exit 1 listing every file missing, stale or extra
    python scripts/art/similis_art.py --out DIR  # draw elsewhere (trials)

Every card of :func:`similarium.games.similis.cards.deck` with *all* the values is drawn (a
game's deck may use fewer). A card is a 200x280 portrait:

* the background as a texture over the whole card: stone (grey blocks), sand (dunes and
  grains), papyrus (reed fibres in vertical strips);
* the number as that many copies of the symbol, placed like pips, and as a large digit (drawn
  as strokes, not a font) on a light plate in two opposite corners;
* the symbol (ankh, scarab, eye, lotus, feather) as a bold shape with a dark outline;
* the colour as the symbols' fill (Okabe-Ito, colour-blind safe) with its own pattern inside:
  blue horizontal stripes, green dots, red solid, yellow diagonal hatching; a swatch of the
  colour and its pattern sits under each corner digit, with the colour's sign on it (blue a
  circle, green a triangle, red a square, yellow a diamond), so no colour is told by hue alone.

The only words are the ``<title>`` ("2 ankh, blue, stone"). Output depends only on the values:
same values, byte-identical files.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))

from similarium.games.similis import cards as C  # noqa: E402

OUT = ROOT / "static" / "img" / "similis"
INK = "#1d1a16"
PLATE = "#fffdf6"
EVENODD = ' fill-rule="evenodd"'
FILL = {"blue": "#0072B2", "green": "#009E73", "red": "#D55E00", "yellow": "#F0E442"}


def f(x: float) -> str:
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


# --- symbols: (shape path, ink details) in a box about -28..28 x -31..31 -----------------------
# (the lotus is built from petals below)

SYMBOL = {
    "ankh": (
        "M-5-4L-25-8V9L-4 5L-11 30H11L4 5L25 9V-8L5-4A13 14 0 1 0-5-4Z"
        "M-6-17A6 8.5 0 1 0 6-17A6 8.5 0 1 0-6-17Z",
        ""),
    "scarab": (
        "M-15 6A15 19 0 1 0 15 6A15 19 0 1 0-15 6Z"
        "M-10-9Q-10-24 0-24Q10-24 10-9Z"
        "M-11-6L-24-16L-27-12L-13 0Z"
        "M11-6L24-16L27-12L13 0Z"
        "M-14 8L-28 6L-28 11L-14 13Z"
        "M14 8L28 6L28 11L14 13Z"
        "M-11 18L-23 30L-19 32L-8 22Z"
        "M11 18L23 30L19 32L8 22Z",
        '<path d="M-13-5Q0 1 13-5M0-1V24M-5-22L0-27L5-22" fill="none" stroke="{ink}" '
        'stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>'),
    "eye": (
        "M-29-1Q-4-22 20-4H29V2H18Q-4 16-29-1Z"
        "M-27-15Q-2-31 28-19L27-13Q-2-24-26-9Z"
        "M-9 8L-4 8L-5 29L-11 29Z"
        "M1 9Q7 26 19 27Q28 27 27 19Q25 13 19 16Q22 21 18 22Q11 22 6 6Z",
        '<circle cx="-2" cy="-2" r="7.5" fill="{ink}"/>'
        '<circle cx="-4.5" cy="-4.5" r="2.2" fill="#fff"/>'),
    "feather": (
        "M0 24C-13 10-14-14-7-25Q0-34 11-31Q18-28 15-21Q10-25 6-20C11-5 10 10 4 24Z"
        "M-1 23H4L3 31H0Z",
        '<path d="M2 30Q1 0 5-21M-8-2L1-6M-9 8L1 4M-6 17L1 13M9-6L4-9M9 5L4 2M8 15L3 12M-7-13L1-16" '
        'fill="none" stroke="{ink}" stroke-width="2" stroke-linecap="round"/>'),
}


def _petal(angle: float, length: float, width: float, y0: float = 8) -> str:
    """A pointed petal from (0, y0), turned ``angle`` degrees from upright."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)

    def pt(x: float, y: float) -> str:
        return f"{f(x * ca - y * sa)} {f(x * sa + y * ca + y0)}"
    return (f"M{pt(0, 0)}C{pt(-width, -length * 0.25)} {pt(-width * 0.9, -length * 0.75)} {pt(0, -length)}"
            f"C{pt(width * 0.9, -length * 0.75)} {pt(width, -length * 0.25)} {pt(0, 0)}Z")


_SIDE = _petal(-62, 27, 9) + _petal(62, 27, 9)
_INNER = _petal(-30, 33, 10) + _petal(30, 33, 10)
_CENTRE = _petal(0, 38, 12)
SYMBOL["lotus"] = (
    _SIDE + _INNER + _CENTRE + "M-19 8H19Q15 21 0 21Q-15 21-19 8ZM-3 20H3V31H-3Z",
    f'<path d="{_INNER}{_CENTRE}M-16 14H16" fill="none" stroke="{{ink}}" stroke-width="2" '
    'stroke-linejoin="round"/>')

# --- digits as strokes in a 24x34 box ---------------------------------------------------------

DIGIT = {
    1: "M5 8L13 1V33",
    2: "M3 9Q3 1 12 1Q21 1 21 9Q21 16 3 33H22",
    3: "M3 1H20L10 13Q22 13 22 23Q22 33 12 33Q6 33 2 29",
    4: "M16 33V1L2 23H23",
    5: "M20 1H5L4 15Q7 12 12 12Q22 12 22 22Q22 33 12 33Q6 33 2 29",
}

# the wide symbols drawn a little smaller, so side-by-side pips keep apart
SIZE = {"eye": 0.86, "scarab": 0.9}

# --- pips: centres and scale per number -------------------------------------------------------

PIPS = {
    1: (1.8, [(100, 140)]),
    2: (1.4, [(100, 84), (100, 196)]),
    3: (1.0, [(100, 70), (100, 140), (100, 210)]),
    4: (0.88, [(74, 96), (126, 96), (74, 184), (126, 184)]),
    5: (0.8, [(74, 84), (126, 84), (100, 140), (74, 196), (126, 196)]),
}


# each colour's sign, drawn on its swatch (a shape as well as a pattern: never colour alone)
SIGN = {
    "blue": '<circle cx="29" cy="79" r="6"',
    "green": '<path d="M29 72L36 85H22Z"',
    "red": '<rect x="23.5" y="73.5" width="11" height="11"',
    "yellow": '<path d="M29 71L36 79L29 87L22 79Z"',
}


def colour_pattern(pid: str, colour: str, p: float) -> str:
    """The colour's mark as a pattern of period ``p`` (empty for red: solid)."""
    head = f'<pattern id="{pid}" width="{f(p)}" height="{f(p)}" patternUnits="userSpaceOnUse">'
    if colour == "blue":
        body = f'<rect width="{f(p)}" height="{f(p * 0.42)}" fill="#fff" fill-opacity=".8"/>'
    elif colour == "green":
        body = (f'<circle cx="{f(p / 4)}" cy="{f(p / 4)}" r="{f(p * 0.19)}" fill="#fff"/>'
                f'<circle cx="{f(p * 3 / 4)}" cy="{f(p * 3 / 4)}" r="{f(p * 0.19)}" fill="#fff"/>')
    elif colour == "yellow":
        body = (f'<path d="M0 {f(p)}L{f(p)} 0M{f(-p / 2)} {f(p / 2)}L{f(p / 2)} {f(-p / 2)}'
                f'M{f(p / 2)} {f(p * 1.5)}L{f(p * 1.5)} {f(p / 2)}" stroke="{INK}" '
                f'stroke-width="{f(p * 0.15)}"/>')
    else:
        return ""
    return head + body + "</pattern>"


def background(kind: str) -> str:
    """Defs (pattern ``b``) and the full-card texture, inside the card's clip."""
    if kind == "stone":
        pat = ('<pattern id="b" width="48" height="28" patternUnits="userSpaceOnUse">'
               '<rect width="48" height="28" fill="#a8a49c"/>'
               '<rect x="2" y="2" width="20" height="10" fill="#b7b3ab"/>'
               '<rect x="14" y="16" width="20" height="10" fill="#9a968e"/>'
               '<path d="M0 .5H48M0 14.5H48M24 0V14M12 14V28M36 14V28" stroke="#6f6b64" '
               'stroke-width="2.5"/></pattern>')
        return pat, '<rect width="200" height="280" fill="url(#b)"/>'
    if kind == "sand":
        pat = ('<pattern id="b" width="14" height="14" patternUnits="userSpaceOnUse">'
               '<circle cx="3" cy="3" r="1.3" fill="#c49a52"/>'
               '<circle cx="10" cy="10" r="1" fill="#c49a52"/></pattern>')
        dunes = "".join(
            f'<path d="M0 {y}Q50 {y - 22} 100 {y}T200 {y}V{y + 14}Q150 {y - 8} 100 {y + 14}'
            f'T0 {y + 14}Z" fill="#e6c27e"/>' for y in (40, 110, 180, 250))
        return pat, f'<rect width="200" height="280" fill="#f6e2b3"/>{dunes}<rect width="200" height="280" fill="url(#b)"/>'
    # papyrus
    pat = ('<pattern id="b" width="16" height="280" patternUnits="userSpaceOnUse">'
           '<rect width="16" height="280" fill="#e3d49c"/>'
           '<rect x="8" width="8" height="280" fill="#d3bf7c"/>'
           '<path d="M3 0V280M12 0V280" stroke="#b59c55" stroke-width="1"/>'
           '<path d="M0 0V280" stroke="#9c8244" stroke-width="1.6"/></pattern>')
    return pat, ('<rect width="200" height="280" fill="url(#b)"/>'
                 '<path d="M0 93H200M0 187H200" stroke="#9c8244" stroke-width="1.6" opacity=".6"/>')


def card_svg(card: C.Card) -> str:
    n, sym, col, bg = card.values
    shape, detail = SYMBOL[sym]
    fill = FILL[col]
    k, centres = PIPS[n]
    k *= SIZE.get(sym, 1)
    bg_defs, bg_body = background(bg)
    mark = colour_pattern("m", col, 8 / k)
    swatch_mark = colour_pattern("n", col, 10)
    pip_parts = [
        f'<use href="#s" fill="{INK}" stroke="{INK}" stroke-width="{f(5 / k)}" stroke-linejoin="round"/>',
        f'<use href="#s" fill="{fill}"/>',
    ]
    if mark:
        pip_parts.append('<use href="#s" fill="url(#m)"/>')
    if detail:
        pip_parts.append(detail.format(ink=INK))
    pips = "".join(f'<use href="#p" transform="translate({x} {y}) scale({f(k)})"/>' for x, y in centres)
    swatch = '<rect x="13" y="68" width="32" height="22" rx="4"'
    corner = (
        f'<g id="c"><rect x="7" y="7" width="44" height="90" rx="8" fill="{PLATE}" stroke="{INK}" stroke-width="2.5"/>'
        f'<path d="{DIGIT[n]}" transform="translate(12 13) scale(1.42)" fill="none" stroke="{INK}" '
        f'stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>'
        f'{swatch} fill="{fill}" stroke="{INK}" stroke-width="2"/>'
        + (f'{swatch} fill="url(#n)"/>' if swatch_mark else "")
        + f'{SIGN[col]} fill="{PLATE}" stroke="{INK}" stroke-width="2"/>'
        + "</g>")
    title = f"{n} {sym}, {col}, {bg}"
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 280" role="img">',
        f"<title>{title}</title>",
        '<defs><clipPath id="k"><rect x="3" y="3" width="194" height="274" rx="14"/></clipPath>',
        bg_defs, mark, swatch_mark,
        f'<path id="s" d="{shape}"{EVENODD if sym == "ankh" else ""}/>',
        f'<g id="p">{"".join(pip_parts)}</g></defs>',
        f'<g clip-path="url(#k)">{bg_body}</g>',
        pips,
        corner,
        '<use href="#c" transform="rotate(180 100 140)"/>',
        f'<rect x="3" y="3" width="194" height="274" rx="14" fill="none" stroke="{INK}" stroke-width="4"/>',
        "</svg>\n",
    ]
    # every id carries the card's id: pictures inlined side by side in one page never clash
    return re.sub(r'(id="|url\(#|href="#)([a-z])\b', rf"\g<1>s{card.id}-\g<2>", "".join(parts))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if any card's file is missing or differs, or a file is no card's")
    ap.add_argument("--out", type=Path, default=OUT, help="the directory of the SVG files")
    args = ap.parse_args(argv)
    out: Path = args.out
    want = {f"{card.id}.svg": card_svg(card) for card in C.deck()}
    if args.check:
        bad = [name for name, svg in want.items()
               if not (out / name).is_file() or (out / name).read_text(encoding="utf-8") != svg]
        extra = sorted(p.name for p in out.glob("*.svg") if p.name not in want) if out.is_dir() else []
        for name in bad:
            print(f"{'stale' if (out / name).is_file() else 'missing'}: {out / name}")
        for name in extra:
            print(f"not a card: {out / name}")
        if bad or extra:
            print(f"{len(bad)} card picture(s) to redraw, {len(extra)} extra: python scripts/art/similis_art.py")
            return 1
        return 0
    out.mkdir(parents=True, exist_ok=True)
    for name, svg in want.items():
        path = out / name
        if not path.is_file() or path.read_text(encoding="utf-8") != svg:
            path.write_text(svg, encoding="utf-8", newline="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
