"""The page's colours: both themes pass the contrast check, and every colour is a palette variable.

``scripts/contrast.py`` reads the palette (light on ``:root``, dark in the
``prefers-color-scheme: dark`` block) from the game stylesheets and measures each
text/background pair and each control edge / focus ring the stylesheets rely on.
"""
from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "contrast.py"
_spec = importlib.util.spec_from_file_location("contrast", SCRIPT)
contrast = importlib.util.module_from_spec(_spec)
sys.modules["contrast"] = contrast
_spec.loader.exec_module(contrast)

SHEETS = contrast.STYLESHEETS
TEXTS = [p.read_text(encoding="utf-8") for p in SHEETS]


def test_every_pair_passes_in_both_themes_on_the_shipped_css():
    run = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    rows = contrast.check(TEXTS)
    assert {r["theme"] for r in rows} == {"light", "dark"}
    assert all(r["ok"] for r in rows), [r for r in rows if not r["ok"]]


def test_the_dark_theme_really_overrides_the_palette():
    light, dark = contrast.parse(TEXTS[0])
    for name in ("--bg", "--paper", "--surface", "--ink", "--muted", "--accent", "--accent-2", "--ok", "--bad", "--focus"):
        assert name in light and name in dark and light[name] != dark[name], name


def test_the_measured_failures_are_fixed():
    """Issue 11 measured: S/M/L letters 2.55, Coming soon 2.94, can-take hints 3.34, category labels 4.48."""
    for theme, variables in contrast.palettes(TEXTS).items():
        muted = contrast.resolve("muted", variables)
        for bg in ("paper", "surface", "soft", "target", "dead-a", "dead-b"):
            assert contrast.ratio(muted, contrast.resolve(bg, variables)) >= 4.5, (theme, bg)
    app = "\n".join(TEXTS)  # app.css and the games' (SIMILI's sheet: simili.css)
    assert re.search(r"\.circle\s*\{[^}]*color:\s*var\(--muted\)", app)
    assert re.search(r"\.soon\s*\{[^}]*color:\s*var\(--muted\)", app)
    assert re.search(r"\.cat h3 small\s*\{[^}]*color:\s*var\(--muted\)", app)
    can = re.search(r"\.space \.can\s*\{([^}]*)\}", app).group(1)
    assert "var(--muted)" in can
    size = re.search(r"font-size:\s*([\d.]+)rem", can)
    assert size and float(size.group(1)) * 16 >= 11, can  # at least 11 px
    for rule in re.findall(r"\.can\s*\{([^}]*)\}", app):  # every layout (phone blocks too)
        px = re.search(r"font-size:\s*([\d.]+)rem", rule)
        assert px is None or float(px.group(1)) * 16 >= 11, rule
    assert not re.search(r"\.game-card\.disabled\s*\{[^}]*opacity", app)  # no faded "Coming soon"


def test_a_low_contrast_palette_fails_with_exit_1(tmp_path, capsys):
    css = ":root { --ink: #777777; --paper: #888888; }\n@media (prefers-color-scheme: dark) { :root { --ink: #999999; } }"
    pairs = [("ink", "paper", 4.5, "text")]
    rows = contrast.check([css], pairs)
    assert [r["ok"] for r in rows] == [False, False]
    (tmp_path / "bad.css").write_text(css)
    assert contrast.main([str(tmp_path / "bad.css"), "--failures-only"]) == 1
    assert "FAIL" in capsys.readouterr().out


def test_undefined_variables_and_references():
    css = ":root { --a: var(--b); --b: #ffffff; --c: #000000; }"
    rows = contrast.check([css], [("c", "a", 4.5, ""), ("c", "nope", 4.5, "")])
    assert rows[0]["ok"] and round(rows[0]["ratio"], 1) == 21.0
    assert not rows[1]["ok"] and "not defined" in rows[1]["note"]


def test_ratio_matches_wcag_examples():
    assert round(contrast.ratio("#000", "#fff"), 2) == 21.0
    assert round(contrast.ratio("#777777", "#ffffff"), 2) == 4.48
    assert contrast.ratio("#00000000", "#ffffff") == pytest.approx(1.0)


def _outside_palette(css: str) -> str:
    """The stylesheet without comments and without custom-property declarations."""
    css = contrast.strip_comments(css)
    return re.sub(r"--[\w-]+\s*:[^;{}]*;?", "", css)


LITERAL = re.compile(r"#[0-9a-fA-F]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(|"
                     r"(?<![\w-])(?:white|black|red|green|blue|yellow|gray|grey|orange)(?![\w-])")


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda p: p.name)
def test_no_literal_colour_outside_the_palette(sheet):
    rest = _outside_palette(sheet.read_text(encoding="utf-8"))
    # font names and selectors can hold such words only inside quotes
    rest = re.sub(r'"[^"]*"', "", rest)
    found = [m.group(0) for m in LITERAL.finditer(rest)]
    assert not found, f"{sheet.name}: colours outside the palette: {found}"


def test_every_variable_used_is_defined():
    light = contrast.palettes(TEXTS + [(ROOT / "static/css/fonts.css").read_text(encoding="utf-8")]
                              if (ROOT / "static/css/fonts.css").exists() else TEXTS)["light"]
    local = set()
    for text in TEXTS:  # variables a game sets on its own container (e.g. --sel, --card-w)
        local.update(re.findall(r"(--[\w-]+)\s*:", contrast.strip_comments(text)))
    for text in TEXTS:
        for name in re.findall(r"var\(\s*(--[\w-]+)", contrast.strip_comments(text)):
            assert name in light or name in local, name


def test_reduced_motion_and_focus_rules_are_there():
    app = contrast.strip_comments(TEXTS[0])
    block = re.search(r"@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{(.*?)\n\}", app, re.S)
    assert block and "animation" in block.group(1) and "transition" in block.group(1)
    assert re.search(r":focus-visible\s*\{[^}]*outline:\s*3px solid var\(--focus\)", app)
