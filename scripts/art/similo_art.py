#!/usr/bin/env python3
"""Draw the Similo card art from each card's traits (standard library only).

    python scripts/art/similo_art.py            # (re)write every card's SVG at its ``art`` path
    python scripts/art/similo_art.py --check    # exit 1 if a file is missing or differs
    python scripts/art/similo_art.py --decks DIR --out DIR   # other decks / output root (trials)

Every card is a 200x280 portrait: a scene for its habitat, a figure for its kind (human,
animal, creature, god) and every *visible* trait of :mod:`similarium.games.similo.vocabulary`
drawn on it inside ``<g class="trait-<id>">``, so a player sees what the AI reasons about.
The output depends only on the decks: same decks, byte-identical files.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import zlib
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))

from similarium.games.similo import decks as decks_mod  # noqa: E402
from similarium.games.similo import vocabulary as V  # noqa: E402

INK = "#26221f"
COLOUR = {"red": "#d93a2b", "blue": "#2f6fd8", "green": "#2f9e4a", "yellow": "#f5c518",
          "purple": "#8b4fd0", "black": "#2b2b33", "white": "#f7f4ec", "brown": "#8a5a2e",
          "gold": "#e0a81c", "grey": "#959ba4"}
NEUTRAL = "#c8b497"
SKINS = ("#f1c9a5", "#e0ac80", "#c68a5c", "#9c6440", "#6f4630")
HAIRS = ("#2b2118", "#5a3820", "#8a5a2e", "#d9b25a", "#a23e1c")
SCENE = {  # sky, ground
    "forest": ("#d6ecd2", "#7fb069"), "sea": ("#cfe9f7", "#4a90c8"), "mountain": ("#dfe8f2", "#a7b39a"),
    "desert": ("#fcecc4", "#e5bd6e"), "city": ("#e9e1f4", "#b8aec8"), "sky": ("#a9d8f5", "#e8f4fc"),
    "underground": ("#6b5a4e", "#8c7866"), "countryside": ("#dcf0fb", "#93c96b"),
    "river": ("#dcf0fb", "#8cc46a"), None: ("#efe6d6", "#cdbb9c"),
}


def f(x: float) -> str:
    s = f"{x:.1f}"
    return s[:-2] if s.endswith(".0") else s


def shade(hex_: str, k: float) -> str:
    """Darker (k < 0) or lighter (k > 0) version of a colour."""
    c = [int(hex_[i:i + 2], 16) for i in (1, 3, 5)]
    c = [round(v + (255 - v) * k) if k > 0 else round(v * (1 + k)) for v in c]
    return "#" + "".join(f"{v:02x}" for v in c)


def mix(a: str, b: str, t: float) -> str:
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb, strict=True))


def g(trait: str | None, body: str, extra: str = "") -> str:
    return f'<g class="trait-{trait}"{extra}>{body}</g>' if trait else body


# --- scenes --------------------------------------------------------------------------------

def scene(habitats: list[str], seed: int) -> str:
    """The background: the first habitat's sky and ground, every habitat's landmarks in its own
    ``trait-<habitat>`` group. The seed varies the sky's tint, the light and the side the
    landmarks stand on, so no two cards of one habitat share a background."""
    first = habitats[0] if habitats else None
    sky, ground = SCENE[first]
    sky = shade(sky, (seed % 3 - 1) * 0.12) if first != "underground" else sky
    mirror = (seed >> 3) % 2 == 1
    light = 30 + (seed >> 5) % 140
    out = [f'<rect x="4" y="4" width="192" height="272" rx="14" fill="{sky}"/>']
    if first not in ("underground", "sky", None):
        out.append(f'<circle cx="{light}" cy="{40 + (seed >> 9) % 20}" r="{14 + (seed >> 11) % 8}" fill="#ffe08a"/>')
    layers = []
    for i, h in enumerate(habitats):
        body = landmarks(h, ground if i == 0 else SCENE[h][1], main=i == 0, seed=seed)
        layers.append(g(h, body))
    flip = ' transform="matrix(-1 0 0 1 200 0)"' if mirror else ""
    return "".join(out) + f"<g{flip}>{''.join(layers)}</g>"


def landmarks(habitat: str, ground: str, main: bool, seed: int) -> str:
    """What says the habitat: trees, waves, peaks, dunes, towers, clouds, a cave roof, fields, a river
    (``main``: the first habitat, drawn whole; a second one adds its landmarks only)."""
    out = []
    if habitat == "forest":
        trees = ((22, 70), (50, 95), (150, 90), (180, 72), (118, 60)) if main else ((20, 80), (178, 86))
        for x, h in trees:
            out.append(f'<path d="M{x} {200 - h}l-20 {h}h40z" fill="#3f7d3a" stroke="#2c5a28" stroke-width="2"/><rect x="{x - 3}" y="200" width="6" height="10" fill="#6b4a2e"/>')
        if main:
            out.append(f'<rect x="4" y="205" width="192" height="71" fill="{ground}"/>')
    elif habitat == "sea":
        top = 165 if main else 200
        out.append(f'<rect x="4" y="{top}" width="192" height="{276 - top}" fill="#3f86c4"/>')
        for y in range(top + 10, 240, 20):
            out.append(f'<path d="M4 {y}q12-8 24 0t24 0t24 0t24 0t24 0t24 0t24 0t24 0" fill="none" stroke="#eaf6ff" stroke-width="3"/>')
    elif habitat == "mountain":
        if main:
            out.append('<path d="M4 200L50 70L100 190L140 90L196 200z" fill="#8e98a6" stroke="#6c7580" stroke-width="2"/><path d="M38 104L50 70L62 104L50 96zM130 114L140 90L151 116L140 108z" fill="#fff"/>')
            out.append(f'<rect x="4" y="198" width="192" height="78" fill="{ground}"/>')
        else:
            out.append('<path d="M120 200L165 95L196 160V200z" fill="#8e98a6" stroke="#6c7580" stroke-width="2"/><path d="M155 118L165 95L175 120L165 112z" fill="#fff"/>')
    elif habitat == "desert":
        if main:
            out.append(f'<path d="M4 190q50-40 100-5t92-15v106H4z" fill="{shade(ground, 0.25)}"/><path d="M4 212q60-25 110 0t82-10v74H4z" fill="{ground}"/>')
        out.append('<path d="M170 205v-40m-10 14v-8q0-6 10-4m10 8v-10q0-6-10-4" fill="none" stroke="#3f8a3a" stroke-width="7" stroke-linecap="round"/>')
    elif habitat == "city":
        blocks = ((8, 28, 80), (38, 24, 110), (64, 30, 70), (112, 26, 100), (140, 30, 130), (172, 22, 85)) if main else ((150, 22, 110), (174, 20, 80))
        for x, w, h in blocks:
            out.append(f'<rect x="{x}" y="{205 - h}" width="{w}" height="{h}" fill="#8d80a8" stroke="#6f6390" stroke-width="2"/>')
            out.append(f'<path d="M{x + 6} {215 - h}h5M{x + w - 11} {215 - h}h5M{x + 6} {235 - h}h5" stroke="#f7e9a0" stroke-width="4"/>')
        if main:
            out.append(f'<rect x="4" y="205" width="192" height="71" fill="{ground}"/>')
    elif habitat == "sky":
        spots = ((40, 60), (150, 95), (60, 200), (160, 210)) if main else ((36, 40), (160, 60))
        for x, y in spots:
            out.append(f'<path d="M{x - 26} {y}a12 12 0 0 1 14-14a16 16 0 0 1 28 0a12 12 0 0 1 10 14z" fill="#fff" stroke="#c9dfee" stroke-width="2"/>')
    elif habitat == "underground":
        out.append('<path d="M4 4h192v30l-10 30l-10-30l-18 45l-14-45l-22 30l-10-30l-20 50l-14-50l-16 36l-12-36l-20 40l-14-40l-12 30z" fill="#4a3d35"/>')
        if main:
            out.append(f'<rect x="4" y="205" width="192" height="71" fill="{ground}"/>')
        out.append('<circle cx="40" cy="215" r="5" fill="#7fd4e8"/><circle cx="165" cy="220" r="4" fill="#e8a0d8"/>')
    elif habitat == "countryside":
        if main:
            out.append('<path d="M4 185q60-45 120-10t72 0v101H4z" fill="#b6dc8f"/>')
            out.append(f'<path d="M4 208q80-30 192 0v68H4z" fill="{ground}"/>')
        out.append('<path d="M150 205v-22h26v22zM146 185l17-14l17 14z" fill="#e8d2a6" stroke="#8a5a2e" stroke-width="2"/><path d="M10 222h180M10 236h180" stroke="#6fa34c" stroke-width="2" stroke-dasharray="8 6"/>')
    elif habitat == "river":
        if main:
            out.append(f'<rect x="4" y="180" width="192" height="96" fill="{ground}"/>')
        out.append('<path d="M4 196q70-12 110 6t82 4v22q-50-8-90 8t-102 0z" fill="#3f86c4"/><path d="M30 205h20M120 222h24" stroke="#eaf6ff" stroke-width="3"/>')
    return "".join(out)


# --- parts -----------------------------------------------------------------------------------

def headwear(t: str, cx: float, cy: float, r: float, main: str, trim: str, magic: bool) -> str:
    if t == "crown":
        x0, x1, yb, yt = cx - 0.85 * r, cx + 0.85 * r, cy - 0.6 * r, cy - 1.55 * r
        d = (f"M{f(x0)} {f(yb)}L{f(x0)} {f(yt)}L{f(cx - 0.42 * r)} {f(cy - 1.05 * r)}L{f(cx)} {f(yt - 0.15 * r)}"
             f"L{f(cx + 0.42 * r)} {f(cy - 1.05 * r)}L{f(x1)} {f(yt)}L{f(x1)} {f(yb)}z")
        return f'<path d="{d}" fill="#f6c21b" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/><circle cx="{f(cx)}" cy="{f(cy - 0.85 * r)}" r="{f(0.17 * r)}" fill="#d62d3a"/>'
    if t == "hat":
        col = main if main == COLOUR["black"] else trim
        if magic:
            return f'<path d="M{f(cx - 1.5 * r)} {f(cy - 0.6 * r)}h{f(3 * r)}l-{f(0.7 * r)}-{f(0.2 * r)}L{f(cx + 0.2 * r)} {f(cy - 2.4 * r)}L{f(cx - 0.8 * r)} {f(cy - 0.8 * r)}z" fill="{col}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
        return (f'<rect x="{f(cx - 0.85 * r)}" y="{f(cy - 1.7 * r)}" width="{f(1.7 * r)}" height="{f(1.1 * r)}" rx="{f(0.2 * r)}" fill="{col}" stroke="{INK}" stroke-width="2.5"/>'
                f'<ellipse cx="{f(cx)}" cy="{f(cy - 0.62 * r)}" rx="{f(1.55 * r)}" ry="{f(0.28 * r)}" fill="{col}" stroke="{INK}" stroke-width="2.5"/>')
    if t == "hood":
        return f'<path d="M{f(cx - 1.1 * r)} {f(cy + 0.2 * r)}A{f(1.12 * r)} {f(1.2 * r)} 0 0 1 {f(cx + 1.1 * r)} {f(cy + 0.2 * r)}A{f(0.95 * r)} {f(0.95 * r)} 0 0 0 {f(cx - 1.1 * r)} {f(cy + 0.2 * r)}z" fill="{shade(main, -0.15)}" stroke="{INK}" stroke-width="2.5"/>'
    if t == "helmet":
        return (f'<path d="M{f(cx - 1.08 * r)} {f(cy - 0.15 * r)}A{f(1.08 * r)} {f(1.08 * r)} 0 0 1 {f(cx + 1.08 * r)} {f(cy - 0.15 * r)}z" fill="#b9c2cc" stroke="{INK}" stroke-width="2.5"/>'
                f'<rect x="{f(cx - 0.12 * r)}" y="{f(cy - 0.2 * r)}" width="{f(0.24 * r)}" height="{f(0.55 * r)}" fill="#8e98a4" stroke="{INK}" stroke-width="1.5"/>'
                f'<path d="M{f(cx - 1.08 * r)} {f(cy - 0.3 * r)}h{f(2.16 * r)}" stroke="#6c7580" stroke-width="{f(0.2 * r)}"/>')
    if t == "wreath":
        leaves = "".join(f'<ellipse cx="{f(cx + dx * r)}" cy="{f(cy - 0.75 * r - (0.9 - abs(dx)) * 0.35 * r)}" rx="{f(0.22 * r)}" ry="{f(0.12 * r)}" fill="#3f9a3a" stroke="{INK}"/>' for dx in (-0.9, -0.55, -0.2, 0.2, 0.55, 0.9))
        return leaves
    if t == "horns":
        one = lambda s: f'<path d="M{f(cx + s * 0.45 * r)} {f(cy - 0.8 * r)}Q{f(cx + s * 1.5 * r)} {f(cy - 1.1 * r)} {f(cx + s * 1.4 * r)} {f(cy - 2 * r)}Q{f(cx + s * 1.15 * r)} {f(cy - 1.35 * r)} {f(cx + s * 0.85 * r)} {f(cy - 0.5 * r)}z" fill="#f1e6c8" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'  # noqa: E731
        return one(-1) + one(1)
    return ""


def held(t: str, x: float, y: float, main: str, trim: str) -> str:
    sw = f'stroke="{INK}" stroke-width="2.5"'
    if t == "sword":
        return (f'<path d="M{f(x - 4)} {f(y - 8)}v-48l4-8l4 8v48z" fill="#e4e9ef" {sw}/>'
                f'<path d="M{f(x - 12)} {f(y - 8)}h24" stroke="#c9961a" stroke-width="6" stroke-linecap="round"/>')
    if t == "staff":
        return f'<path d="M{f(x)} {f(y + 42)}V{f(y - 78)}" stroke="#7a4d24" stroke-width="6" stroke-linecap="round"/><circle cx="{f(x)}" cy="{f(y - 80)}" r="7" fill="#5fb6e0" {sw}/>'
    if t == "book":
        return f'<rect x="{f(x - 14)}" y="{f(y - 18)}" width="28" height="32" rx="2" fill="#b5322b" {sw}/><path d="M{f(x - 9)} {f(y - 16)}v28" stroke="#f3e6c4" stroke-width="4"/><path d="M{f(x - 2)} {f(y - 8)}h10" stroke="#f3d06a" stroke-width="3"/>'
    if t == "lamp":
        return (f'<circle cx="{f(x)}" cy="{f(y - 22)}" r="16" fill="#ffe98a" opacity=".7"/>'
                f'<path d="M{f(x - 14)} {f(y - 6)}q14 14 28 0l8-6l-6 0q-16-6-30 6z" fill="#e8b020" {sw}/>'
                f'<path d="M{f(x)} {f(y - 10)}q-7-9 0-20q7 11 0 20z" fill="#ff7a1a" stroke="#c8400c" stroke-width="1.5"/>')
    if t == "apple":
        return f'<circle cx="{f(x)}" cy="{f(y - 4)}" r="10" fill="#e3262b" {sw}/><path d="M{f(x)} {f(y - 13)}q2-6 8-7q-2 6-8 7z" fill="#3f9a3a" stroke="{INK}"/>'
    if t == "shield":
        return f'<circle cx="{f(x)}" cy="{f(y - 6)}" r="20" fill="{trim}" {sw}/><circle cx="{f(x)}" cy="{f(y - 6)}" r="12" fill="none" stroke="{shade(trim, -0.35)}" stroke-width="3"/><circle cx="{f(x)}" cy="{f(y - 6)}" r="5" fill="#d6dbe1" {sw}/>'
    if t == "bow":
        return f'<path d="M{f(x - 6)} {f(y - 50)}q30 50 0 100" fill="none" stroke="#7a4d24" stroke-width="6" stroke-linecap="round"/><path d="M{f(x - 6)} {f(y - 50)}v100" stroke="#eee" stroke-width="2"/>'
    if t == "key":
        return f'<circle cx="{f(x)}" cy="{f(y - 34)}" r="9" fill="none" stroke="#d9a21a" stroke-width="6"/><path d="M{f(x)} {f(y - 25)}v34h8M{f(x)} {f(y + 1)}h7" fill="none" stroke="#d9a21a" stroke-width="6"/>'
    if t == "flower":
        petals = "".join(f'<circle cx="{f(x + dx)}" cy="{f(y - 32 + dy)}" r="6" fill="#f06aa8" stroke="{INK}" stroke-width="1.5"/>' for dx, dy in ((0, -7), (7, 0), (0, 7), (-7, 0)))
        return f'<path d="M{f(x)} {f(y + 4)}V{f(y - 30)}" stroke="#3f9a3a" stroke-width="4"/>{petals}<circle cx="{f(x)}" cy="{f(y - 32)}" r="4" fill="#ffd23a"/>'
    if t == "spear":
        return f'<path d="M{f(x)} {f(y + 42)}V{f(y - 70)}" stroke="#7a4d24" stroke-width="5" stroke-linecap="round"/><path d="M{f(x - 7)} {f(y - 68)}L{f(x)} {f(y - 92)}L{f(x + 7)} {f(y - 68)}z" fill="#dfe5eb" {sw}/>'
    if t == "harp":
        return (f'<path d="M{f(x - 14)} {f(y + 10)}V{f(y - 40)}q20-6 30 16q-10 10-30 34z" fill="none" stroke="#d9a21a" stroke-width="6" stroke-linejoin="round"/>'
                f'<path d="M{f(x - 7)} {f(y - 38)}v40M{f(x)} {f(y - 36)}v30M{f(x + 7)} {f(y - 32)}v20" stroke="#fff" stroke-width="1.5"/>')
    if t == "basket":
        return f'<path d="M{f(x - 16)} {f(y - 12)}a16 18 0 0 1 32 0" fill="none" stroke="#7a4d24" stroke-width="4"/><path d="M{f(x - 18)} {f(y - 12)}h36l-5 22h-26z" fill="#c98b3e" {sw}/><path d="M{f(x - 16)} {f(y - 2)}h32" stroke="#7a4d24" stroke-width="2"/>'
    if t == "scroll":
        return f'<rect x="{f(x - 10)}" y="{f(y - 30)}" width="20" height="36" fill="#f6ead0" {sw}/><path d="M{f(x - 14)} {f(y - 30)}h28M{f(x - 14)} {f(y + 6)}h28" stroke="#a7773e" stroke-width="6" stroke-linecap="round"/><path d="M{f(x - 5)} {f(y - 20)}h10M{f(x - 5)} {f(y - 12)}h10M{f(x - 5)} {f(y - 4)}h8" stroke="#8a7a66" stroke-width="2"/>'
    if t == "wand":
        return f'<path d="M{f(x)} {f(y + 4)}L{f(x + 10)} {f(y - 36)}" stroke="{INK}" stroke-width="4"/><path d="M{f(x + 10)} {f(y - 50)}l3 8l8 1l-6 5l2 8l-7-4l-7 4l2-8l-6-5l8-1z" fill="#ffe14a" stroke="{INK}" stroke-width="1.5"/>'
    return ""


def contrast(main: str) -> str:
    """A mark colour that stands out on ``main``: light on dark colours, dark on light ones."""
    c = [int(main[i:i + 2], 16) for i in (1, 3, 5)]
    lum = (0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]) / 255
    return shade(main, 0.6) if lum < 0.45 else shade(main, -0.5)


def fuzz(cx: float, cy: float, rx: float, ry: float, col: str, n: int = 22) -> str:
    """A shaggy outline: an ellipse of tufts (drawn behind a body, it makes the silhouette furry)."""
    pts = []
    for i in range(2 * n):
        a = 3.14159 * i / n
        k = 1.22 if i % 2 == 0 else 0.98
        pts.append(f"{f(cx + rx * k * math.cos(a))} {f(cy + ry * k * math.sin(a))}")
    return f'<path d="M{"L".join(pts)}z" fill="{col}" stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'


def pattern(traits: set[str], x: float, y: float, w: float, h: float, main: str) -> str:
    """Fur, feathers and scales as marks over a body box, in a colour that stands out on it."""
    out = []
    mark = contrast(main)
    if "fur" in traits:
        d = "".join(f"M{f(x + w * (0.15 + 0.23 * c) + (8 if rw % 2 else 0))} {f(y + h * (0.2 + 0.3 * rw))}l4 9l4-9l4 9" for rw in range(3) for c in range(3))
        out.append(g("fur", f'<path d="{d}" fill="none" stroke="{mark}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>'))
    if "feathers" in traits:
        d = "".join(f"M{f(x + w * (0.25 + 0.5 * (i % 2)) - 8)} {f(y + h * (0.2 + 0.2 * i))}l8 7l8-7" for i in range(4))
        out.append(g("feathers", f'<path d="{d}" fill="none" stroke="{mark}" stroke-width="3"/>'))
    if "scales" in traits:
        d = "".join(f"M{f(x + w * (0.12 + 0.26 * c) + (6 if rw % 2 else -2))} {f(y + h * (0.18 + 0.2 * rw))}a7 7 0 0 0 14 0" for rw in range(4) for c in range(4))
        out.append(g("scales", f'<path d="{d}" fill="none" stroke="{mark}" stroke-width="2.8"/>'))
    if "stripes" in traits:
        d = "".join(f"M{f(x + w * (0.15 + 0.18 * i))} {f(y - 2)}q6 {f(h * 0.5)} 0 {f(h + 4)}" for i in range(5))
        out.append(g("stripes", f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="6" stroke-linecap="round"/>'))
    return "".join(out)


def wings(traits: set[str], cx: float, cy: float, span: float, main: str) -> str:
    if "wings" not in traits:
        return ""
    col = shade(main, 0.35) if "feathers" in traits else "#f7f4ec"
    one = lambda s: f'<path d="M{f(cx)} {f(cy)}Q{f(cx + s * span * 0.6)} {f(cy - span * 0.9)} {f(cx + s * span)} {f(cy - span * 0.7)}Q{f(cx + s * span * 0.9)} {f(cy - span * 0.2)} {f(cx + s * span * 0.75)} {f(cy)}Q{f(cx + s * span * 0.7)} {f(cy + span * 0.25)} {f(cx + s * span * 0.35)} {f(cy + span * 0.35)}z" fill="{col}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'  # noqa: E731
    return g("wings", one(-1) + one(1))


def face(cx: float, cy: float, r: float, beak: bool, side: bool = False, woman: bool = False) -> str:
    """Eyes and a mouth (or a beak); a woman's face has lashes and red lips, so that a woman in
    a hood, a helmet or short hair still reads as one."""
    ex = 0.35 * r
    if side:
        eyes = f'<circle cx="{f(cx + 0.35 * r)}" cy="{f(cy - 0.15 * r)}" r="{f(0.14 * r)}" fill="{INK}"/>'
    else:
        eyes = "".join(f'<circle cx="{f(cx + s * ex)}" cy="{f(cy - 0.05 * r)}" r="{f(0.12 * r)}" fill="{INK}"/>' for s in (-1, 1))
    if woman and not side and not beak:
        lashes = "".join(f'<path d="M{f(cx + s * (ex + 0.1 * r))} {f(cy - 0.1 * r)}l{f(s * 0.1 * r)}-{f(0.06 * r)}'
                         f'M{f(cx + s * (ex + 0.06 * r))} {f(cy - 0.15 * r)}l{f(s * 0.08 * r)}-{f(0.09 * r)}" '
                         f'stroke="{INK}" stroke-width="1.6" stroke-linecap="round"/>' for s in (-1, 1))
        lips = (f'<path d="M{f(cx - 0.2 * r)} {f(cy + 0.42 * r)}q{f(0.2 * r)}-{f(0.1 * r)} {f(0.4 * r)} 0'
                f'q-{f(0.2 * r)} {f(0.2 * r)}-{f(0.4 * r)} 0z" fill="#c8323c" stroke="{INK}" stroke-width="1.2"/>')
        return eyes + lashes + lips
    if beak:
        bx = cx + (0.8 * r if side else 0)
        mouth = g("beak", f'<path d="M{f(bx - 0.3 * r)} {f(cy + 0.05 * r)}L{f(bx + 0.75 * r)} {f(cy + 0.3 * r)}L{f(bx - 0.3 * r)} {f(cy + 0.55 * r)}z" fill="#f59a1b" stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>')
    else:
        mouth = "" if side else f'<path d="M{f(cx - 0.25 * r)} {f(cy + 0.4 * r)}q{f(0.25 * r)} {f(0.18 * r)} {f(0.5 * r)} 0" fill="none" stroke="{INK}" stroke-width="2"/>'
    return eyes + mouth


# --- figures ---------------------------------------------------------------------------------

def head_items(card_traits: set[str], cx: float, cy: float, r: float, main: str, trim: str, seed: int, skin: str, beast: bool = False) -> tuple[str, str, str]:
    """(behind the head, the head's face marks, over the head)."""
    behind, over = [], []
    hair = "#dcdcdc" if "elder" in card_traits else HAIRS[seed % len(HAIRS)]
    if "long-hair" in card_traits:
        behind.append(g("long-hair", f'<path d="M{f(cx - 1.1 * r)} {f(cy)}a{f(1.1 * r)} {f(1.15 * r)} 0 0 1 {f(2.2 * r)} 0l{f(0.2 * r)} {f(2.1 * r)}h-{f(2.6 * r)}z" fill="{hair}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'))
    if "hood" in card_traits:
        behind.append(g("hood", f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(1.3 * r)}" fill="{shade(main, -0.15)}" stroke="{INK}" stroke-width="2.5"/>'))
    woman = "woman" in card_traits
    if woman and not beast and not ({"long-hair", "bald"} | set(V.HEADWEAR)) & card_traits:
        # a woman with no long hair and nothing on her head: her hair in a bun (not long hair)
        behind.append(f'<circle cx="{f(cx)}" cy="{f(cy - 1.05 * r)}" r="{f(0.36 * r)}" fill="{hair}" stroke="{INK}" stroke-width="2.5"/>')
    marks = [face(cx, cy, r, "beak" in card_traits, woman=woman and not beast)]
    if "bald" in card_traits:
        marks.append(g("bald", f'<ellipse cx="{f(cx - 0.3 * r)}" cy="{f(cy - 0.6 * r)}" rx="{f(0.3 * r)}" ry="{f(0.15 * r)}" fill="#fff" opacity=".7"/><path d="M{f(cx - 1.02 * r)} {f(cy + 0.1 * r)}v-{f(0.35 * r)}M{f(cx + 1.02 * r)} {f(cy + 0.1 * r)}v-{f(0.35 * r)}" stroke="#dcdcdc" stroke-width="{f(0.25 * r)}"/>'))
    elif not beast and not {"hood", "helmet", "hat"} & card_traits and "beak" not in card_traits:
        marks.append(f'<path d="M{f(cx - r)} {f(cy - 0.1 * r)}a{f(r)} {f(r)} 0 0 1 {f(2 * r)} 0q-{f(r)}-{f(0.5 * r)}-{f(2 * r)} 0z" fill="{hair}" stroke="{INK}" stroke-width="2"/>')
    if "beard" in card_traits:
        beard = "#dcdcdc" if "elder" in card_traits else hair
        marks.append(g("beard", f'<path d="M{f(cx - 0.9 * r)} {f(cy + 0.1 * r)}q{f(0.1 * r)} {f(1.6 * r)} {f(0.9 * r)} {f(1.6 * r)}q{f(0.8 * r)} 0 {f(0.9 * r)}-{f(1.6 * r)}q-{f(0.5 * r)} {f(0.55 * r)}-{f(0.9 * r)} {f(0.45 * r)}q-{f(0.4 * r)} {f(0.1 * r)}-{f(0.9 * r)}-{f(0.45 * r)}z" fill="{beard}" stroke="{INK}" stroke-width="2"/>'))
    if "feathers" in card_traits and "beak" not in card_traits:
        plumes = "".join(f'<path d="M{f(cx + dx * r)} {f(cy - 0.8 * r)}q{f(dx * 0.6 * r)}-{f(1.2 * r)} {f(dx * 0.3 * r)}-{f(1.9 * r)}q-{f(0.4 * r)} {f(0.8 * r)}-{f(0.2 * r)} {f(1.9 * r)}z" fill="{c}" stroke="{INK}" stroke-width="1.5"/>' for dx, c in ((-0.5, "#2f9e4a"), (0, "#d93a2b"), (0.5, "#2f6fd8")))
        over.append(g("feathers", plumes))
    magic = "magic" in card_traits
    for t in V.HEADWEAR:
        if t in card_traits and t != "hood":
            over.append(g(t, headwear(t, cx, cy, r, main, trim, magic)))
    if "hood" in card_traits:
        over.append(g("hood", headwear("hood", cx, cy, r, main, trim, magic)))
    return "".join(behind), "".join(marks), "".join(over)


def humanoid(tr: set[str], main: str, trim: str, seed: int, kind: str, animal_head: bool) -> str:
    """A standing figure: a gown to the feet for a woman, a tunic over legs for a man (neither for
    a genie: a wisp of smoke); a halo for a god; an animal's head for an animal-headed god."""
    skin = SKINS[seed % len(SKINS)]
    if kind == "creature":
        skin = mix(skin, main, 0.45)
    beast = animal_head or "animal-head" in tr
    elephant, jackal = "trunk" in tr, beast and "fur" in tr and "animal-head" in tr
    if animal_head:
        skin = shade(main, 0.2)
    if elephant:
        skin = "#9aa3ad"
    elif jackal:
        skin = "#2b2b33"
    elif "animal-head" in tr and "beak" in tr:
        skin = "#7a5230"  # a falcon's head
    hx, hy, r = 100, 92, 22
    out = []
    if kind == "god":
        rays = "".join(f'<path d="M100 92L{f(100 + 48 * c)} {f(92 + 48 * s)}" stroke="#ffd64a" stroke-width="5"/>' for c, s in ((1, 0), (0.87, -0.5), (0.5, -0.87), (0, -1), (-0.5, -0.87), (-0.87, -0.5), (-1, 0), (0.71, 0.71), (-0.71, 0.71)))
        out.append(g("god", f'{rays}<circle cx="100" cy="92" r="34" fill="#fff3b0" stroke="#f0b400" stroke-width="4"/>'))
    out.append(wings(tr, 100, 135, 70, main))
    mermaid = "tail" in tr and "scales" in tr
    if "tail" in tr:
        tail = ("" if mermaid
                else f'<path d="M118 190q40 6 36-30q-2-10-10-12" fill="none" stroke="{INK}" stroke-width="9" stroke-linecap="round"/><path d="M118 190q40 6 36-30q-2-10-10-12" fill="none" stroke="{shade(main, -0.1)}" stroke-width="5" stroke-linecap="round"/>')
        out.append(g("tail", tail))
    behind, marks, over = head_items(tr, hx, hy, r, main, trim, seed, skin, beast)
    out.append(behind)
    if "snake-hair" in tr:
        snakes = "".join(f'<path d="M{f(hx + 14 * c)} {f(hy - 10 + 6 * abs(c))}q{f(16 * c)}-10 {f(22 * c)}-26q{f(4 * c)}-8 {f(12 * c)}-6" fill="none" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>'
                         f'<path d="M{f(hx + 14 * c)} {f(hy - 10 + 6 * abs(c))}q{f(16 * c)}-10 {f(22 * c)}-26q{f(4 * c)}-8 {f(12 * c)}-6" fill="none" stroke="#4fb34a" stroke-width="4.5" stroke-linecap="round"/>'
                         f'<circle cx="{f(hx + 48 * c)}" cy="{f(hy - 42 + 6 * abs(c))}" r="5" fill="#4fb34a" stroke="{INK}" stroke-width="2"/>' for c in (-1.2, -0.6, 0, 0.6, 1.2))
        out.append(g("snake-hair", snakes))
    gown = "woman" in tr and not mermaid
    if not mermaid and not gown:
        legs = '<path d="M88 196v20h-8M112 196v20h8" fill="none" stroke="#3a2e28" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>'
        if "man" in tr:
            out.append(g("man", legs))
        elif "lamp" in tr and kind == "creature":  # the genie: out of his lamp, no legs
            out.append(f'<path d="M74 196q-6 20 18 22q-14 10 6 20q8-6 4-12q20-4 10-30z" fill="{shade(main, 0.45)}" stroke="{INK}" stroke-width="2"/>')
        else:
            out.append(legs)
    body = '<path d="M78 118Q100 108 122 118L134 200H66z" fill="' + main + f'" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
    if gown:
        body = '<path d="M78 118Q100 108 122 118L146 218H54z" fill="' + main + f'" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
    out.append(g(colour_of(tr)[0], body))
    if mermaid and "woman" in tr:  # a mermaid's two shells
        out.append(g("woman", "".join(f'<path d="M{x - 9} 138a9 9 0 0 1 18 0z" fill="#f3a6c0" stroke="{INK}" stroke-width="2"/>' for x in (90, 110))))
    if gown:
        out.append(g("woman", f'<path d="M57 206q11-8 22 0t22 0t22 0t22 0" fill="none" stroke="{trim}" stroke-width="5"/><path d="M84 120q16 12 32 0" fill="none" stroke="{skin}" stroke-width="5"/>'))
    trim_el = f'<path d="M72 158h56" stroke="{trim}" stroke-width="7"/><path d="M90 114l10 12l10-12" fill="none" stroke="{trim}" stroke-width="5"/>'
    out.append(g(colour_of(tr)[1], trim_el))
    if mermaid:
        out.append(g("tail", f'<path d="M70 196h60q-8 22-24 34l16 14h-44l16-14q-16-12-24-34z" fill="{shade(main, -0.15)}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'))
    if "fur" in tr and not animal_head:  # a fur cloak over the shoulders
        out.append(g("fur", fuzz(100, 122, 30, 11, "#b88a5a", 14)))
        out.append(pattern(tr - {"fur"}, 72, 120, 56, 78, main))
    else:
        out.append(pattern(tr, 72, 120, 56, 78, main))
    out.append(f'<path d="M80 124L60 166M120 124L140 166" stroke="{INK}" stroke-width="13" stroke-linecap="round"/><path d="M80 124L60 166M120 124L140 166" stroke="{main}" stroke-width="8" stroke-linecap="round"/>')
    out.append(f'<circle cx="60" cy="168" r="6" fill="{skin}" stroke="{INK}" stroke-width="2"/><circle cx="140" cy="168" r="6" fill="{skin}" stroke="{INK}" stroke-width="2"/>')
    ears = ""
    if elephant:
        ears = f'<ellipse cx="{hx - 26}" cy="{hy}" rx="16" ry="22" fill="{shade(skin, -0.1)}" stroke="{INK}" stroke-width="2.5"/><ellipse cx="{hx + 26}" cy="{hy}" rx="16" ry="22" fill="{shade(skin, -0.1)}" stroke="{INK}" stroke-width="2.5"/>'
    elif jackal:
        ears = f'<path d="M{hx - 16} {hy - 10}l-6-40l20 30zM{hx + 16} {hy - 10}l6-40l-20 30z" fill="{skin}" stroke="#d9a21a" stroke-width="2.5" stroke-linejoin="round"/>'
    elif "long-ears" in tr:
        ears = g("long-ears", "".join(f'<ellipse cx="{hx + dx}" cy="{hy - r - 16}" rx="7" ry="22" fill="{skin}" stroke="{INK}" stroke-width="2.5"/>' for dx in (-10, 10)))
    elif animal_head:
        ears = f'<path d="M{hx - 18} {hy - 8}l-2-22l16 12zM{hx + 18} {hy - 8}l2-22l-16 12z" fill="{skin}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
    elif kind == "creature":
        ears = f'<path d="M{hx - 20} {hy}l-12-12l8 18zM{hx + 20} {hy}l12-12l-8 18z" fill="{skin}" stroke="{INK}" stroke-width="2"/>'
    head = ears + f'<circle cx="{hx}" cy="{hy}" r="{r}" fill="{skin}" stroke="{INK}" stroke-width="3"/>'
    if elephant:
        head += g("trunk", f'<path d="M{hx} {hy + 4}q-4 30 10 40q6 4 10-2" fill="none" stroke="{INK}" stroke-width="15" stroke-linecap="round"/><path d="M{hx} {hy + 4}q-4 30 10 40q6 4 10-2" fill="none" stroke="{skin}" stroke-width="10" stroke-linecap="round"/>')
        head += g("tusks", f'<path d="M{hx - 8} {hy + 12}q-6 14-16 14q10-8 10-16zM{hx + 10} {hy + 12}q6 14 16 14q-10-8-10-16z" fill="#fffaf0" stroke="{INK}" stroke-width="2"/>')
        marks = "".join(f'<circle cx="{hx + dx}" cy="{hy - 6}" r="2.6" fill="{INK}"/>' for dx in (-8, 8))
    elif jackal:
        head += f'<path d="M{hx + 8} {hy - 6}l34 10l-2 8l-30 6z" fill="{skin}" stroke="#d9a21a" stroke-width="2.5" stroke-linejoin="round"/><circle cx="{hx + 40}" cy="{hy + 6}" r="3.5" fill="#d9a21a"/>'
        marks = f'<circle cx="{hx + 2}" cy="{hy - 6}" r="3.5" fill="#f3d06a"/>'
    if "animal-head" in tr:
        head = g("animal-head", head + marks)
        marks = ""
    out.append(head + marks + over)
    out.append(held_items(tr, (140, 170), (60, 170), main, trim))
    return "".join(out)


def held_items(tr: set[str], right: tuple[float, float], left: tuple[float, float], main: str, trim: str) -> str:
    items = [t for t in V.HELD if t in tr]
    if "shield" in items and len(items) > 1:
        items.remove("shield")
        items.append("shield")
    spots = [right, left, (right[0] + 20, right[1] + 30)]
    return "".join(g(t, held(t, *spots[i], main, trim)) for i, t in enumerate(items[:3]))


# A four-legged mammal's body by its family (its traits draw the rest), so that look-alikes do not:
# a bear is heavy and round-eared (the koala with its big ears and nose, the panda's black ears
# and eye patches), a dog-like animal slim with a long snout, tall ears and a bushy tail, a cat
# short-faced with whiskers and a thin raised tail, an otter long and low. Unlisted: the plain body.
FAMILY = {**dict.fromkeys(("animals-koala", "animals-polar-bear", "animals-panda"), "bear"),
          **dict.fromkeys(("animals-red-fox", "animals-grey-wolf", "animals-snow-fox", "fables-grey-wolf",
                           "fables-blue-jackal", "myths-nine-tailed-fox", "myths-coyote"), "canid"),
          **dict.fromkeys(("animals-tiger", "animals-lion", "animals-sacred-cat"), "feline"),
          "animals-river-otter": "otter"}
# family -> body (cx, cy, rx, ry), legs (top, height, width, xs), head (x, y, r), tail (path from the rump, outline, fill)
BODIES = {
    None: ((100, 162, 50, 28), (168, 44, 12, (58, 78, 110, 130)), (150, 124, 20), ("q-30 -4 -26 -40", 11, 6)),
    "bear": ((100, 158, 56, 33), (172, 36, 17, (54, 76, 108, 130)), (152, 118, 24), ("q-10 -2 -10 -8", 11, 6)),
    "canid": ((98, 160, 47, 23), (166, 48, 11, (62, 80, 108, 126)), (150, 122, 18), ("q-34 4 -38 -26", 19, 13)),
    "feline": ((100, 162, 50, 25), (168, 44, 12, (58, 78, 110, 130)), (150, 126, 19), ("q-34 -6 -30 -48q2 -10 12 -12", 8, 4)),
    "otter": ((98, 172, 60, 19), (180, 22, 12, (50, 68, 116, 134)), (162, 160, 17), ("q-30 10 -48 8", 13, 8)),
}


def ears(family: str | None, card_id: str, hx: float, hy: float, r: float, main: str) -> str:
    """The ears of a four-legged mammal's head (drawn behind it)."""
    if family in ("bear", "otter"):
        k = 0.62 if card_id == "animals-koala" else 0.42 if family == "bear" else 0.28
        fill = "#2b2b33" if card_id == "animals-panda" else main
        inner = "#f3d6dc" if card_id != "animals-panda" else "#2b2b33"
        return "".join(f'<circle cx="{f(hx + s * 0.78 * r)}" cy="{f(hy - 0.72 * r)}" r="{f(k * r)}" fill="{fill}" stroke="{INK}" stroke-width="2.5"/>'
                       f'<circle cx="{f(hx + s * 0.78 * r)}" cy="{f(hy - 0.72 * r)}" r="{f(0.55 * k * r)}" fill="{inner}"/>' for s in (-1, 1))
    if family == "canid":
        return f'<path d="M{hx - 15} {hy - 6}l-5-30l20 16zM{hx + 13} {hy - 9}l7-29l-21 16z" fill="{main}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
    if family == "feline":
        return f'<path d="M{hx - 15} {hy - 9}l-1-16l13 8zM{hx + 12} {hy - 11}l4-15l-14 8z" fill="{main}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
    return f'<path d="M{hx - 16} {hy - 8}l-2-20l14 10zM{hx + 14} {hy - 10}l4-20l-16 10z" fill="{main}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'


def muzzle(family: str | None, card_id: str, hx: float, hy: float, main: str) -> str:
    """The snout and nose of a four-legged mammal, over its head; whiskers for cats and otters."""
    if family == "canid":  # long: the nose well ahead of the head
        return (f'<path d="M{hx + 6} {hy - 2}q22 -2 32 6q-2 8 -12 9q-14 1 -22 -3z" fill="{shade(main, 0.35)}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
                f'<ellipse cx="{hx + 37}" cy="{hy + 4}" rx="4.5" ry="3.5" fill="{INK}"/>')
    if family == "bear":
        if card_id == "animals-koala":  # the big dark nose
            return f'<ellipse cx="{hx + 10}" cy="{hy + 6}" rx="8" ry="11" fill="{INK}"/>'
        return (f'<ellipse cx="{hx + 13}" cy="{hy + 9}" rx="12" ry="9" fill="{shade(main, 0.45)}" stroke="{INK}" stroke-width="2.5"/>'
                f'<ellipse cx="{hx + 17}" cy="{hy + 4}" rx="6" ry="4.5" fill="{INK}"/>')
    if family in ("feline", "otter"):
        whiskers = "".join(f'<path d="M{hx + 14} {hy + 10}l20 {dy}" stroke="{INK}" stroke-width="1.5"/>' for dy in (-6, 0, 6))
        return (f'<ellipse cx="{hx + 11}" cy="{hy + 10}" rx="9" ry="7" fill="{shade(main, 0.45)}" stroke="{INK}" stroke-width="2.5"/>'
                f'<path d="M{hx + 8} {hy + 3}h8l-4 5z" fill="#e07a8a" stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>' + whiskers)
    return (f'<ellipse cx="{hx + 14}" cy="{hy + 8}" rx="10" ry="8" fill="{shade(main, 0.35)}" stroke="{INK}" stroke-width="2.5"/>'
            f'<circle cx="{hx + 21}" cy="{hy + 5}" r="3" fill="{INK}"/>')


def quadruped(tr: set[str], main: str, trim: str, seed: int, card_id: str = "") -> str:
    """Four legs and a body; the species' own shape from its traits: a shell (short legs, a dome),
    a trunk and tusks, a long neck, a hump, a mane, long ears, stripes, a shaggy coat for fur; and
    the body of its family (:data:`FAMILY`)."""
    c0, c1 = colour_of(tr)
    shell, neck = "shell" in tr, "long-neck" in tr
    family = FAMILY.get(card_id)
    (bx, by, brx, bry), (leg_top, leg_h, leg_w, leg_xs), head, (tail, tail_out, tail_in) = BODIES[family]
    out = [wings(tr, 96, 160, 64, main)]
    if "tail" in tr and not shell:
        d = f"M{bx - brx + 6} {by - 2}{tail}"
        out.append(g("tail", f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{tail_out}" stroke-linecap="round"/><path d="{d}" fill="none" stroke="{main}" stroke-width="{tail_in}" stroke-linecap="round"/>'))
    if shell:
        leg_top, leg_h, leg_w = 180, 24, 16
    leg_fill = trim if card_id == "animals-panda" else shade(main, -0.15)
    legs = "".join(f'<rect x="{x}" y="{leg_top}" width="{leg_w}" height="{leg_h}" rx="5" fill="{leg_fill}" stroke="{INK}" stroke-width="2.5"/>' for x in leg_xs)
    out.append(g("four-legs", legs))
    if "fur" in tr and not shell:
        out.append(g("fur", fuzz(bx, by - 2, brx, bry, shade(main, -0.25))))
    if shell:
        hx, hy, r = 162, 168, 14
        out.append(f'<path d="M150 176q14-14 {hx - 136} {hy - 176 - 4}" stroke="{INK}" stroke-width="17" stroke-linecap="round"/><path d="M150 176q14-14 {hx - 136} {hy - 176 - 4}" stroke="{shade(main, 0.25)}" stroke-width="12" stroke-linecap="round"/>')
        dome = f'<path d="M44 184A56 58 0 0 1 156 184z" fill="{main}" stroke="{INK}" stroke-width="3.5"/>'
        plates = f'<path d="M78 184l8-28h28l8 28M86 156l-14-16M114 156l14-16M86 156l14-22l14 22" fill="none" stroke="{contrast(main)}" stroke-width="3.5" stroke-linejoin="round"/><path d="M40 186h120" stroke="{trim}" stroke-width="7" stroke-linecap="round"/>'
        out.append(g("shell", g(c0, dome) + g(c1, plates) + pattern(tr - {"fur"}, 60, 140, 80, 40, main)))
    else:
        out.append(g(c0, f'<ellipse cx="{bx}" cy="{by}" rx="{brx}" ry="{bry}" fill="{main}" stroke="{INK}" stroke-width="3"/>'))
        if "hump" in tr:
            out.append(g("hump", f'<path d="M62 150q10-70 34-66q20 4 22 60z" fill="{main}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'))
        spots = "" if neck and c1 else f'<path d="M{bx - 30} {by - 16}q30 14 60 0" fill="none" stroke="{trim}" stroke-width="7"/>'
        if neck and c1:
            spots = "".join(f'<ellipse cx="{x}" cy="{y}" rx="7" ry="5" fill="{trim}"/>' for x, y in ((70, 158), (92, 150), (112, 164), (128, 150), (86, 172), (154, 112), (160, 88)))
        out.append(g(c1, spots))
        out.append(pattern(tr, bx - 40, by - min(22, bry), 80, min(44, 2 * bry), main))
        hx, hy, r = (170, 58, 17) if neck else head
        if "trunk" in tr:
            hx, hy, r = 148, 120, 24
    if neck:
        out.append(g("long-neck", f'<path d="M130 150L{hx - 8} {hy + 6}" stroke="{INK}" stroke-width="25" stroke-linecap="round"/><path d="M130 150L{hx - 8} {hy + 6}" stroke="{main}" stroke-width="19" stroke-linecap="round"/>'
                     + (f'<ellipse cx="154" cy="112" rx="6" ry="4" fill="{trim}"/><ellipse cx="160" cy="88" rx="6" ry="4" fill="{trim}"/>' if c1 else "")))
    if "mane" in tr:
        out.append(g("mane", fuzz(hx, hy, r * 1.7, r * 1.7, shade(main, -0.35), 16)))
    if "trunk" in tr:
        out.append(g("trunk", f'<ellipse cx="{hx - 18}" cy="{hy + 2}" rx="16" ry="22" fill="{shade(main, -0.1)}" stroke="{INK}" stroke-width="2.5"/>'))
    if "long-hair" in tr:  # a shaggy coat hanging to the knees
        out.append(g("long-hair", "".join(f'<path d="M{x} 170l4 26l5-22l5 24l5-26z" fill="{contrast(main)}" stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>' for x in (56, 78, 100, 122))))
    behind, marks, over = head_items(tr - {"long-hair"}, hx, hy, r, main, trim, seed, main, True)
    out.append(behind)
    if "long-ears" in tr:
        out.append(g("long-ears", "".join(f'<ellipse cx="{hx + dx}" cy="{hy - r - 18}" rx="7" ry="22" transform="rotate({dx} {hx + dx} {hy - r})" fill="{main}" stroke="{INK}" stroke-width="2.5"/><ellipse cx="{hx + dx}" cy="{hy - r - 16}" rx="3" ry="15" transform="rotate({dx} {hx + dx} {hy - r})" fill="#f3b6c4"/>' for dx in (-8, 8))))
    elif "trunk" not in tr and "beard" not in tr and "beak" not in tr and not shell:
        out.append(ears(family, card_id, hx, hy, r, main))
    out.append(f'<circle cx="{hx}" cy="{hy}" r="{r}" fill="{shade(main, 0.1)}" stroke="{INK}" stroke-width="3"/>')
    if card_id == "animals-panda":  # the black eye patches
        out.append("".join(f'<ellipse cx="{f(hx + s * 0.35 * r)}" cy="{f(hy - 0.02 * r)}" rx="{f(0.24 * r)}" ry="{f(0.3 * r)}" transform="rotate({s * -20} {f(hx + s * 0.35 * r)} {f(hy)})" fill="#2b2b33"/>' for s in (-1, 1)))
    if "trunk" in tr:
        out.append(g("trunk", f'<path d="M{hx + 14} {hy + 4}q14 26 2 52q-4 8 6 10" fill="none" stroke="{INK}" stroke-width="14" stroke-linecap="round"/><path d="M{hx + 14} {hy + 4}q14 26 2 52q-4 8 6 10" fill="none" stroke="{shade(main, 0.1)}" stroke-width="9" stroke-linecap="round"/>'))
    elif not shell:
        out.append(muzzle(family, card_id, hx, hy, main))
    if "tusks" in tr:
        out.append(g("tusks", f'<path d="M{hx + 4} {hy + 14}q6 22 26 18q-14-4-18-20zM{hx + 22} {hy + 12}q4 18 20 16q-10-4-13-18z" fill="#fffaf0" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'))
    out.append(marks + over)
    out.append(held_items(tr, (40, 200), (168, 205), main, trim))
    return "".join(out)


def bird(tr: set[str], main: str, trim: str, seed: int) -> str:
    out = [wings(tr, 100, 140, 62, main)]
    if "tail" in tr:
        out.append(g("tail", f'<path d="M92 180l-30 30l14 4l-4 14l30-30z" fill="{shade(main, -0.15)}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'))
    out.append('<path d="M94 186v26M108 186v26M88 212h12M102 212h12" stroke="#f59a1b" stroke-width="4" stroke-linecap="round"/>')
    out.append(g(colour_of(tr)[0], f'<ellipse cx="100" cy="156" rx="30" ry="36" fill="{main}" stroke="{INK}" stroke-width="3"/>'))
    out.append(g(colour_of(tr)[1], f'<ellipse cx="104" cy="162" rx="16" ry="22" fill="{trim}"/>'))
    out.append(pattern(tr, 76, 130, 48, 56, main))
    hx, hy, r = 106, 106, 20
    behind, marks, over = head_items(tr, hx, hy, r, main, trim, seed, main, True)
    head_fill = trim if "white" in tr and main != trim and colour_of(tr)[1] == "white" else main
    out.append(behind + f'<circle cx="{hx}" cy="{hy}" r="{r}" fill="{head_fill}" stroke="{INK}" stroke-width="3"/>' + marks + over)
    out.append(held_items(tr, (150, 200), (48, 200), main, trim))
    return "".join(out)


def creature_low(tr: set[str], main: str, trim: str, seed: int) -> str:
    """No legs of the usual kind: fish, serpent or a many-legged little beast."""
    out = []
    c0, c1 = colour_of(tr)
    if "tail" in tr and ({"sea", "river"} & tr) and "fur" not in tr:
        out.append(g("tail", f'<path d="M52 160l-30-26v56z" fill="{shade(main, -0.15)}" stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'))
        out.append(g(c0, f'<ellipse cx="104" cy="160" rx="56" ry="32" fill="{main}" stroke="{INK}" stroke-width="3"/>'))
        out.append(g(c1, f'<path d="M60 170q44 26 96 0" fill="none" stroke="{trim}" stroke-width="7"/>'))
        out.append(pattern(tr, 64, 134, 80, 52, main))
        out.append(f'<circle cx="138" cy="150" r="5" fill="{INK}"/>')
        hx, hy = 132, 134
    elif "scales" in tr and "tail" not in tr:
        path = "M60 206q-30-10 0-24t40-30t-10-40"
        out.append(g(c0, f'<path d="{path}" fill="none" stroke="{INK}" stroke-width="22" stroke-linecap="round"/><path d="{path}" fill="none" stroke="{main}" stroke-width="16" stroke-linecap="round"/>'))
        out.append(g(c1, f'<path d="{path}" fill="none" stroke="{trim}" stroke-width="3" stroke-dasharray="6 8"/>'))
        out.append(f'<ellipse cx="92" cy="104" rx="26" ry="18" fill="{shade(main, 0.1)}" stroke="{INK}" stroke-width="3"/><circle cx="84" cy="100" r="3.5" fill="{INK}"/><circle cx="100" cy="100" r="3.5" fill="{INK}"/>')
        out.append(pattern(tr - {"stripes"}, 64, 150, 60, 60, main))
        if "stripes" in tr:
            out.append(g("stripes", f'<path d="{path}" fill="none" stroke="{INK}" stroke-width="16" stroke-dasharray="5 11"/>'))
        hx, hy = 92, 96
    else:
        wavy = "sea" in tr
        legs = "".join((f'<path d="M{100 + s * 20} {176 - i * 6}q{s * 20} {10 + i * 4} {s * 36} {4 + i * 10}" fill="none" stroke="{INK}" stroke-width="{7 if wavy else 4}" stroke-linecap="round"/>') for s in (-1, 1) for i in range(4))
        out.append(g("many-legs" if "many-legs" in tr else None, legs))
        if "tail" in tr:
            out.append(g("tail", f'<path d="M100 190q60 10 50-60l-6 8M150 130l8 8" fill="none" stroke="{INK}" stroke-width="8" stroke-linecap="round"/>'))
        out.append(wings(tr, 100, 150, 50, main))
        out.append(g(c0, f'<ellipse cx="100" cy="168" rx="30" ry="26" fill="{main}" stroke="{INK}" stroke-width="3"/>'))
        out.append(g(c1, f'<path d="M76 164h48M78 176h44" stroke="{trim}" stroke-width="6"/>'))
        out.append(pattern(tr, 74, 148, 52, 44, main))
        out.append(f'<circle cx="100" cy="128" r="18" fill="{shade(main, 0.1)}" stroke="{INK}" stroke-width="3"/><circle cx="93" cy="126" r="5" fill="#fff" stroke="{INK}" stroke-width="1.5"/><circle cx="107" cy="126" r="5" fill="#fff" stroke="{INK}" stroke-width="1.5"/><circle cx="93" cy="127" r="2.5" fill="{INK}"/><circle cx="107" cy="127" r="2.5" fill="{INK}"/>')
        hx, hy = 100, 128
    over = "".join(g(t, headwear(t, hx, hy, 18, main, trim, "magic" in tr)) for t in V.HEADWEAR if t in tr)
    out.append(over + held_items(tr, (160, 205), (40, 205), main, trim))
    return "".join(out)


class Traits(set):
    """A card's traits, remembering the order its deck lists them in (its first colour is its main one)."""

    def __init__(self, listed: list[str]):
        super().__init__(listed)
        self.order = listed


MAIN_COLOUR = {"animals-panda": "white"}  # a panda is a white bear with black ears, eyes and legs


def listed_traits(card) -> list[str]:
    """The card's traits as its deck file lists them (its main colour first where the picture
    needs another than the deck's first)."""
    for path in sorted(Path(decks_mod.DECK_DIR).glob("*.json")):
        for c in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            if c["id"] == card.id:
                listed = list(c["traits"])
                first = MAIN_COLOUR.get(card.id)
                return [first, *(t for t in listed if t != first)] if first in listed else listed
    return sorted(card.traits)


def colour_of(tr: set[str]) -> tuple[str | None, str | None]:
    cs = [c for c in getattr(tr, "order", V.COLOURS) if c in V.COLOURS and c in tr]
    return (cs[0] if cs else None, cs[1] if len(cs) > 1 else None)


# --- the card --------------------------------------------------------------------------------

def wrap(name: str) -> tuple[list[str], float]:
    width = 176
    for size in (17, 15.5, 14):
        if len(name) * size * 0.62 <= width:
            return [name], size
    words, best = name.split(), None
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        m = max(len(a), len(b))
        if best is None or m < best[0]:
            best = (m, [a, b])
    m, lines = best
    return lines, min(14.0, round(width / (m * 0.62), 1))


# a god's card is gilded, a creature's violet: what they are, seen at a glance even on a 60 px clue
FRAMES = {"god": ("#b8860b", "#ffe27a"), "creature": ("#6a3d9a", "#c9a3f0")}


def frame(kind: str) -> str:
    """The card's edge: ink for a human or an animal, a double gold line for a god, violet for a creature."""
    outer = f'<rect x="3" y="3" width="194" height="274" rx="15" fill="none" stroke="{INK}" stroke-width="6"/>'
    if kind not in FRAMES:
        return outer
    edge, inner = FRAMES[kind]
    return g(kind, f'<rect x="3" y="3" width="194" height="274" rx="15" fill="none" stroke="{edge}" stroke-width="7"/>'
                   f'<rect x="8" y="8" width="184" height="264" rx="11" fill="none" stroke="{inner}" stroke-width="3"/>')


def card_svg(card) -> str:
    tr = Traits(listed_traits(card))
    c0, c1 = colour_of(tr)
    main = COLOUR[c0] if c0 else NEUTRAL
    trim = COLOUR[c1] if c1 else (shade(main, -0.4) if c0 != "black" else "#d6b04a")
    seed = zlib.crc32(card.id.encode())
    habitats = [h for h in V.HABITAT if h in tr]
    kind = next((k for k in V.KIND if k in tr), "human")
    if "four-legs" in tr:
        figure = quadruped(tr, main, trim, seed, card.id)
    elif kind == "animal" and ({"beak", "feathers"} & tr):
        figure = bird(tr, main, trim, seed)
    elif kind == "creature" and "beak" in tr:
        figure = bird(tr, main, trim, seed)
    elif kind == "animal" and "fur" in tr:
        figure = humanoid(tr, main, trim, seed, kind, animal_head=True)
    elif kind == "animal":
        figure = creature_low(tr, main, trim, seed)
    else:
        figure = humanoid(tr, main, trim, seed, kind, animal_head=False)
    if kind != "god":  # a god is its halo; a human, an animal, a creature is the whole figure
        figure = g(kind, figure)
    size = next((t for t in ("tall", "small") if t in tr), None)
    if size:
        k = 1.14 if size == "tall" else 0.74
        figure = g(size, figure, f' transform="matrix({k} 0 0 {k} {f(100 * (1 - k))} {f(216 * (1 - k) - (10 if size == "tall" else 0))})"')
    visible = [t for grp in V.VISIBLE_GROUPS for t in V.GROUPS[grp] if t in tr]
    lines, fs = wrap(card.name)
    if len(lines) == 1:
        text = f'<text x="100" y="{f(255 + fs * 0.35)}" font-size="{f(fs)}">{escape(lines[0])}</text>'
    else:
        text = "".join(f'<text x="100" y="{f(255 + (i - 0.5) * fs * 1.1 + fs * 0.35)}" font-size="{f(fs)}">{escape(line)}</text>' for i, line in enumerate(lines))
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 280" role="img">',
        f"<title>{escape(card.name)}</title><desc>{escape(', '.join(visible))}</desc>",
        '<clipPath id="c"><rect x="4" y="4" width="192" height="272" rx="14"/></clipPath>',
        f'<g clip-path="url(#c)"><g class="scene">{scene(habitats, seed)}</g><g class="figure">{figure}</g></g>',
        f'<rect x="10" y="232" width="180" height="44" rx="8" fill="#fffaf0" stroke="{INK}" stroke-width="2.5"/>',
        f'<g font-family="Georgia,\'Times New Roman\',serif" font-weight="bold" fill="{INK}" text-anchor="middle">{text}</g>',
        frame(kind),
        "</svg>\n",
    ]
    return "".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if any art file is missing or differs")
    ap.add_argument("--decks", type=Path, help="a directory of deck JSON files (default: the package's)")
    ap.add_argument("--out", type=Path, default=ROOT, help="the root the art paths are relative to")
    args = ap.parse_args(argv)
    if args.decks:
        decks_mod.DECK_DIR = args.decks.resolve()
        decks_mod.load.cache_clear()
    bad = 0
    for deck in decks_mod.load().values():
        for card in deck.cards:
            path = args.out / card.art
            svg = card_svg(card)
            if args.check:
                if not path.is_file() or path.read_text(encoding="utf-8") != svg:
                    print(f"out of date: {card.art}")
                    bad += 1
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                if not path.is_file() or path.read_text(encoding="utf-8") != svg:
                    path.write_text(svg, encoding="utf-8", newline="\n")
    if args.check and bad:
        print(f"{bad} card picture(s) to redraw: python scripts/art/similo_art.py")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
