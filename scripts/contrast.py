"""Contrast of the page's colours, in the light and the dark theme (standard library only).

The palette is a set of CSS custom properties: the light theme on ``:root`` and the dark
theme as overrides on ``:root`` inside ``@media (prefers-color-scheme: dark)``. This script
reads those variables from the stylesheets, resolves ``var(--x)`` references and prints the
WCAG 2 contrast ratio of every text/background pair the stylesheets rely on (``PAIRS``),
in both themes. It exits 1 if a pair is under its minimum: 4.5:1 for text, 3:1 for large
text and for the boundaries of controls (focus ring, control edges), and also if a pair
names a variable the palette does not define.

    python3 scripts/contrast.py                  # the four game stylesheets
    python3 scripts/contrast.py a.css b.css      # other files
    python3 scripts/contrast.py --failures-only

A new colour in a stylesheet is a new variable in the palette and, if text sits on it,
a new line in ``PAIRS``: ``tests/ui/test_contrast.py`` runs this script on the CSS.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
from similarium.games.registry import stylesheets  # noqa: E402 - the games' stylesheets

STYLESHEETS = [ROOT / "static/css/app.css", *(ROOT / path for path in stylesheets())]

TEXT, LARGE, UI = 4.5, 3.0, 3.0

# (foreground, background, minimum, where it is used)
PAIRS: list[tuple[str, str, float, str]] = [
    # body text, muted text (S/M/L letters, hints, notes, footer, category labels), links
    ("ink", "bg", TEXT, "body text on the page"),
    ("ink", "paper", TEXT, "text on a sheet/panel"),
    ("ink", "surface", TEXT, "button text, chips, white boxes"),
    ("ink", "soft", TEXT, "hint panel, current round, the end box"),
    ("ink", "target", TEXT, "digit in a highlighted space / selected digit"),
    ("ink", "warm", TEXT, "Similo giver box, Similis hand box, SB end box"),
    ("ink", "market", TEXT, "Similis market box"),
    ("ink", "walk", TEXT, "the first-move walkthrough"),
    ("ink", "ok-soft", TEXT, "a won end box"),
    ("ink", "bad-soft", TEXT, "a lost end box, the storage problems box"),
    ("muted", "bg", TEXT, "footer, keys legend"),
    ("muted", "paper", TEXT, "S/M/L letters, Coming soon, category labels, notes"),
    ("muted", "surface", TEXT, "the can-take hints in empty spaces, chips, log"),
    ("muted", "soft", TEXT, "badges, hint notes, the current round's letters"),
    ("muted", "target", TEXT, "a can-take hint in a highlighted space"),
    ("muted", "dead-a", TEXT, "a can-take hint in a dead space (light stripe)"),
    ("muted", "dead-b", TEXT, "a can-take hint in a dead space (dark stripe)"),
    ("muted", "warm", TEXT, "Similis hand-box count"),
    ("muted", "market", TEXT, "Similis pile count"),
    ("accent", "bg", TEXT, "links on the page"),
    ("accent", "paper", TEXT, "links, info feedback, score, thinking"),
    ("accent", "surface", TEXT, "links in white boxes (archive)"),
    ("accent", "soft", TEXT, "info text on the hint panel"),
    ("accent-2", "paper", TEXT, "fresh digits, Similo clue numbers, reasons"),
    ("accent-2", "surface", TEXT, "fresh digits booked this round, SB leader star"),
    ("accent-2", "soft", TEXT, "SB leader on a badge"),
    ("ok", "paper", TEXT, "legal selection, bonus earned, SB stop/score"),
    ("ok", "surface", TEXT, "the advisor's ghost digit in an empty space"),
    ("ok", "warm", TEXT, "Similis series ok (hand box)"),
    ("bad", "paper", TEXT, "error feedback, illegal selection"),
    ("bad", "bad-soft", TEXT, "SB bust line"),
    ("bad", "market", TEXT, "Similis banned card"),
    ("on-accent", "accent-fill", TEXT, "header, primary buttons, language toggle, privacy screen"),
    ("accent-fill", "on-accent", TEXT, "the privacy screen's button"),
    ("on-ok", "ok-fill", TEXT, "Similo 'Secret' mark, the How to play '=' badge"),
    ("paper", "bad", TEXT, "the How to play '≠' badge"),
    ("paper", "accent-2", TEXT, "the tick on a selected card"),
    ("art-ink", "art-surface", TEXT, "text drawn on art (How to play figures, marks on cards)"),
    ("art-bad", "art-surface", LARGE, "Similo removed mark on a card (1.6rem bold)"),
    ("kbd-ink", "kbd-bg", TEXT, "key caps"),
    ("boot-error", "header-bg", TEXT, "boot error in the header"),
    ("on-header", "header-bg", TEXT, "the header's title and boot status"),
    # boundaries of controls and the focus ring (3:1)
    ("edge", "paper", UI, "button and field edges on a sheet"),
    ("edge", "bg", UI, "button edges on the page"),
    ("edge", "surface", UI, "an edge against a white box"),
    ("focus", "bg", UI, "focus ring on the page"),
    ("focus", "paper", UI, "focus ring on a sheet"),
    ("focus", "surface", UI, "focus ring on a white box"),
    ("focus", "soft", UI, "focus ring on the hint panel"),
    ("focus", "warm", UI, "focus ring in the hand/giver box"),
    ("focus", "market", UI, "focus ring in the market"),
    ("on-accent", "accent-fill", UI, "focus ring on the privacy screen"),
    ("on-header", "header-bg", UI, "focus ring in the header"),
    ("accent-2", "paper", UI, "selection ring (selected digit, card, die, active category)"),
    ("accent-2", "target", UI, "the edge of a highlighted space"),
    ("ok", "paper", UI, "the dashed edge of the advisor's suggested space"),
    ("die-key-edge", "paper", UI, "a Key die against the sheet"),
    ("die-base-edge", "paper", UI, "a Base die against the sheet"),
]

COLOUR = re.compile(r"#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b")
DECL = re.compile(r"(--[\w-]+)\s*:\s*([^;{}]+)")
DARK = re.compile(r"@media\s*\(\s*prefers-color-scheme\s*:\s*dark\s*\)\s*\{")


def strip_comments(css: str) -> str:
    return re.sub(r"/\*.*?\*/", "", css, flags=re.S)


def _block(css: str, start: int) -> tuple[str, int]:
    """The text between the brace at ``start - 1`` and its match; the index after it."""
    depth, i = 1, start
    while i < len(css) and depth:
        depth += {"{": 1, "}": -1}.get(css[i], 0)
        i += 1
    return css[start:i - 1], i


def _root_decls(css: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for m in re.finditer(r"(?:^|[\s}])(?:html\s*)?:root\s*\{", css):
        body, _ = _block(css, m.end())
        out.update({k: v.strip() for k, v in DECL.findall(body)})
    return out


def parse(css: str) -> tuple[dict[str, str], dict[str, str]]:
    """(light variables, dark overrides) declared on :root in ``css``."""
    css = strip_comments(css)
    light_parts: list[str] = []
    dark: dict[str, str] = {}
    i = 0
    for m in DARK.finditer(css):
        light_parts.append(css[i:m.start()])
        body, i = _block(css, m.end())
        dark.update(_root_decls(body))
    light_parts.append(css[i:])
    # other @media blocks (widths, reduced motion) never redefine the palette
    return _root_decls("".join(light_parts)), dark


def palettes(texts: list[str]) -> dict[str, dict[str, str]]:
    light: dict[str, str] = {}
    dark: dict[str, str] = {}
    for text in texts:
        lt, dk = parse(text)
        light.update(lt)
        dark.update(dk)
    return {"light": light, "dark": {**light, **dark}}


def resolve(name: str, variables: dict[str, str], seen: tuple[str, ...] = ()) -> str:
    if name in seen:
        raise ValueError(f"var(--{name}) refers to itself")
    value = variables.get("--" + name)
    if value is None:
        raise KeyError(f"--{name} is not defined")
    ref = re.fullmatch(r"var\(\s*--([\w-]+)\s*(?:,[^)]*)?\)", value)
    if ref:
        return resolve(ref.group(1), variables, seen + (name,))
    return value


def rgba(value: str) -> tuple[float, float, float, float]:
    m = COLOUR.fullmatch(value.strip())
    if not m:
        raise ValueError(f"not a hex colour: {value!r}")
    h = value.strip()[1:]
    if len(h) in (3, 4):
        h = "".join(c * 2 for c in h)
    r, g, b = (int(h[k:k + 2], 16) for k in (0, 2, 4))
    a = int(h[6:8], 16) / 255 if len(h) == 8 else 1.0
    return r, g, b, a


def over(fg: tuple[float, float, float, float], bg: tuple[float, float, float, float]):
    a = fg[3]
    return tuple(fg[k] * a + bg[k] * (1 - a) for k in range(3)) + (1.0,)


def luminance(c) -> float:
    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(fg: str, bg: str) -> float:
    b = rgba(bg)
    if b[3] < 1:
        raise ValueError(f"a background must be opaque: {bg}")
    f = over(rgba(fg), b)
    hi, lo = sorted((luminance(f), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def check(texts: list[str], pairs=PAIRS) -> list[dict]:
    """One row a pair and theme: fg, bg, theme, ratio (None if undefined), minimum, ok, note."""
    rows = []
    for theme, variables in palettes(texts).items():
        for fg, bg, minimum, note in pairs:
            try:
                r = ratio(resolve(fg, variables), resolve(bg, variables))
                error = ""
            except (KeyError, ValueError) as e:
                r, error = None, str(e)
            rows.append({"theme": theme, "fg": fg, "bg": bg, "ratio": r, "min": minimum,
                         "ok": r is not None and r >= minimum - 1e-9, "note": error or note})
    return rows


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    failures_only = "--failures-only" in args
    files = [Path(a) for a in args if a != "--failures-only"] or STYLESHEETS
    rows = check([f.read_text(encoding="utf-8") for f in files])
    bad = [r for r in rows if not r["ok"]]
    print(f"{'theme':5}  {'foreground':>12} on {'background':<12} {'ratio':>6}  min  {'':4} where")
    for r in rows:
        if failures_only and r["ok"]:
            continue
        shown = f"{r['ratio']:6.2f}" if r["ratio"] is not None else "   n/a"
        print(f"{r['theme']:5}  {r['fg']:>12} on {r['bg']:<12} {shown}  {r['min']:<3}  "
              f"{'ok' if r['ok'] else 'FAIL':4} {r['note']}")
    print(f"{len(rows) - len(bad)} of {len(rows)} pairs pass", file=sys.stderr if bad else sys.stdout)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
