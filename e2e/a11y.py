"""Accessibility audit helpers for the end-to-end tests: axe-core and page width.

``axe_violations(page)`` injects the vendored axe-core (``static/vendor/axe-core/axe.min.js``,
fetched and checked by hash by ``scripts/vendor.py``; the page itself never loads it) into a
page as an inline script built from the local file, so no request leaves the machine, runs
``axe.run(document, {resultTypes: ['violations']})`` and returns the violations of the given
impact levels as readable lines::

    color-contrast [serious] Elements must meet minimum color contrast ratio thresholds
      .circle:nth-child(1) :: Fix any of the following: Element has insufficient color contrast of 2.55 ...

``too_wide(page)`` says whether the page is wider than its viewport
(``document.documentElement.scrollWidth > innerWidth``) once its motion has settled (``SETTLED``),
and names the elements that stick out.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import vendor  # noqa: E402

AXE_JS: Path = vendor.AXE_JS
# Nodes listed per rule in a report (the count of the others is given).
MAX_NODES = 6

_RUN = r"""async () => {
  const result = await window.axe.run(document, {resultTypes: ['violations']});
  return result.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => {
      let el = null;
      try { el = n.target.length === 1 ? document.querySelector(String(n.target[0])) : null; } catch (e) { el = null; }
      const text = el ? (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim() : '';
      const label = el ? el.getAttribute('aria-label') : null;
      return {impact: n.impact, target: n.target.map(String), summary: n.failureSummary || '',
              html: n.html, text, label};
    }),
  }));
}"""

_WIDTH = """() => {
  const width = window.innerWidth, doc = document.documentElement;
  const name = (el) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += '#' + el.id;
    const cls = [...el.classList].slice(0, 3);
    if (cls.length) s += '.' + cls.join('.');
    if (el.dataset && el.dataset.testid) s += `[data-testid="${el.dataset.testid}"]`;
    return s;
  };
  const path = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) parts.unshift(name(e));
    return parts.join(' > ');
  };
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.right <= width + 0.5) continue;
    // the outermost element sticking out whose parent does not (the cause), not all its children
    const p = el.parentElement, pr = p ? p.getBoundingClientRect() : null;
    if (pr && pr.right > width + 0.5 && p !== document.body) continue;
    out.push(`${path(el)}: right edge at ${Math.round(r.right)} px (${Math.round(r.width)} px wide)`);
  }
  return {scroll: doc.scrollWidth, inner: width, culprits: out.slice(0, 8)};
}"""


def inject_axe(page) -> None:
    """Put axe-core into *page* (once per document) from the vendored file."""
    if not AXE_JS.is_file():
        raise FileNotFoundError(f"{AXE_JS} is missing: run python3 scripts/vendor.py")
    if not page.evaluate("() => typeof window.axe === 'object' && typeof window.axe.run === 'function'"):
        # By address, from the page's own server: the page's Content-Security-Policy refuses an
        # inline script (add_script_tag(path=...) inlines the file).
        page.add_script_tag(url=page.evaluate("u => new URL(u, location.href).href",
                                              "./" + AXE_JS.relative_to(ROOT).as_posix()))


# What a player reads is the settled page: a piece still fading in (issue 30's motion, at most
# 600 ms) would be measured at a frame's colours.
SETTLED = """() => document.getAnimations().every(a => a.playState !== "running"
    || !(a.effect && a.effect.target && a.effect.target.closest && a.effect.target.closest("[data-motion]")))"""


def axe_results(page) -> list[dict]:
    """Every violation axe-core finds in *page* once its motion has settled:
    {id, impact, help, nodes: [...]}."""
    page.wait_for_function(SETTLED, timeout=10_000)
    inject_axe(page)
    return page.evaluate(_RUN)


def format_violation(v: dict, levels=None) -> str:
    """One violation as readable lines: rule, impact, help; then each node's selector and why."""
    nodes = [n for n in v["nodes"] if levels is None or (n.get("impact") or v["impact"]) in levels]
    lines = [f"{v['id']} [{v['impact']}] {v['help']} ({len(nodes)} node{'s' if len(nodes) != 1 else ''})"]
    for n in nodes[:MAX_NODES]:
        summary = " / ".join(x.strip() for x in n["summary"].splitlines() if x.strip())
        summary = summary.replace("Fix any of the following: / ", "any of: ")
        summary = summary.replace("Fix all of the following: / ", "all of: ")
        if n.get("label") is not None:  # what is heard against what is seen
            shown = f'aria-label="{n["label"]}", text "{n.get("text", "")[:80]}"'
        else:
            shown = " ".join(n.get("html", "").split())
            shown = shown if len(shown) <= 160 else shown[:157] + "..."
        lines.append(f"  {' '.join(n['target'])} :: {summary}\n    {shown}")
    if len(nodes) > MAX_NODES:
        lines.append(f"  ... and {len(nodes) - MAX_NODES} more")
    return "\n".join(lines)


def axe_violations(page, levels=("serious", "critical")) -> list[str]:
    """The violations at *levels* of impact, each as readable lines (rule id, impact, the
    target selectors and axe's summary of what fails). Empty when the page is clean."""
    return [format_violation(v, levels) for v in axe_results(page) if v["impact"] in levels]


def too_wide(page) -> str:
    """'' when the page fits its viewport once its motion has settled; else how wide it is and
    which elements stick out. A piece still moving is drawn transformed (a booked space scaled up,
    a die rolling in from aside), and transformed boxes count in the page's width."""
    page.wait_for_function(SETTLED, timeout=10_000)
    w = page.evaluate(_WIDTH)
    if w["scroll"] <= w["inner"]:
        return ""
    return "\n".join([f"page is {w['scroll']} px wide in a {w['inner']} px viewport", *w["culprits"]])
