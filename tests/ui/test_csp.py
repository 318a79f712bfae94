"""The page's Content-Security-Policy (ui/shell.py): in index.html, up to date, no 'unsafe-inline',
every inline script and style element allowed by its hash and nothing else; no inline event
handler and no style attribute anywhere in the HTML the app writes (the policy refuses both).
e2e/test_csp.py checks in Chromium that no page of any game meets a violation."""

from __future__ import annotations

import re
from pathlib import Path

from similarium.ui import shell

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "index.html").read_text(encoding="utf-8")


def policy() -> dict[str, list[str]]:
    meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', PAGE)
    assert meta, "index.html has no Content-Security-Policy"
    return {d.split()[0]: d.split()[1:] for d in meta.group(1).split("; ")}


def test_the_policy_is_first_in_head_and_up_to_date():
    head = PAGE.split("<head>", 1)[1]
    assert head.index("Content-Security-Policy") < min(head.index("<script"), head.index("<style"))
    assert shell.csp_html(PAGE) in PAGE


def test_no_unsafe_inline_and_the_runtime_only_gets_eval():
    p = policy()
    assert all("'unsafe-inline'" not in values for values in p.values())
    assert p["script-src"][:3] == ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]
    assert p["default-src"] == ["'self'"] and p["object-src"] == ["'none'"] and p["form-action"] == ["'none'"]
    assert not any(v.startswith(("http", "*")) or v == "data:" for d in ("script-src", "style-src", "connect-src")
                   for v in p[d])


def test_each_inline_script_and_style_is_allowed_by_its_hash_and_only_those():
    p = policy()
    scripts = [body for attrs, body in shell.INLINE_SCRIPT.findall(PAGE) if 'type="py"' not in attrs]
    styles = shell.INLINE_STYLE.findall(PAGE)
    assert scripts and styles  # the language pick, the shell swap; the inlined shell styles
    assert sorted(p["script-src"][3:]) == sorted(shell._sha256(s) for s in scripts)
    assert sorted(p["style-src"][1:]) == sorted(shell._sha256(s) for s in styles)
    # a changed script is no longer allowed
    assert shell._sha256(scripts[0] + " ") not in p["script-src"]


def test_no_inline_handler_nor_style_attribute_in_the_page_or_the_ui_code():
    assert not re.search(r"<[a-z][^>]*\son[a-z]+\s*=", PAGE, re.I) and not re.search(r"<[a-z][^>]*\sstyle\s*=", PAGE, re.I)
    bad = []
    for path in sorted((ROOT / "py/similarium/ui").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for pattern in (r"""\son[a-z]+=\\?["']""", r"""\sstyle=\\?["']""", r"""\bstyle=["'][^"']*["']\s*[,)]"""):
            bad += [f"{path.relative_to(ROOT)}: {m.group(0)}" for m in re.finditer(pattern, text)]
    assert bad == [], bad
