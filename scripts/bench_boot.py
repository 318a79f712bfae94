"""Page boot and click latency in headless Chromium: the pages measured, the in-page probes and
the browser session every part of ``make bench`` uses (run by ``scripts/bench.py``).

What the figures mean (``bench-results/latest.json``; the loop itself is ``bench.run``):

* ``pages``: per page (``PAGES``: home, every game with a page at ``#/<id>``, the SIMILI page
  at ``#/simili/solo?seed=12345``; with ``--no-snapshot-page`` also the SIMILI page with
  ``?no-snapshot``, Python started without the boot snapshot, and with ``--fetch-snapshot-page``
  with ``?fetch-snapshot``), from navigation start to the moment the page is interactive:
  ``<html data-boot="ready">`` AND the page's view is rendered (the SIMILI sheet takes input: a
  ``[data-testid="bank-digit"]`` or, at the start of a round, ``[data-testid="choose-sequence"]``;
  the other pages no longer show the static shell's SIMILI preview, ``skeleton``), ``cold`` (a
  brand-new browser profile: empty HTTP and code caches) and ``warm`` (same profile, second
  load), ``--reps`` times; medians, all runs, ``ratio_over_bare``, ``first_paint_ms`` (the static shell's first
  contentful paint), ``bytes_cold`` (what came over the network until interactive, cold:
  document and resources, by the Resource Timing API) and ``python_start`` (``snapshot`` or
  ``plain`` and why, from ``static/js/interpreter.mjs``). The table of these is printed on stderr;
* ``boot_ms.bare``: same, for ``static/bench/bare.html``, which only does ``loadPyodide()`` from
  the same vendored files and ``runPython("1+1")`` (its ``first_paint_ms``, a one-line page with
  no stylesheet, is the first paint's floor); each rep measures it and every page in turn (order
  reversed every other rep); ``boot_ms.app`` and ``ratio_app_over_bare`` repeat the SIMILI page's
  figures (as in earlier runs);
* ``click_ms``: on the SIMILI page, in the last rep (after circling Sequence and rolling, via the
  testids ``choose-sequence`` and ``roll``, if the bank is empty) ``--clicks`` times,
  ``performance.now()`` just before ``element.click()`` on the first bank digit, to the first DOM
  mutation a ``MutationObserver`` sees after it (median, p95, max, and clicks that caused no
  mutation within 2 s); ``click_ms_reduced_motion``: as many clicks on the same page under
  ``prefers-reduced-motion: reduce`` (the page draws no animation: the baseline), in alternating
  blocks of 10 with the first, so that both meet the same load.

The moment is taken inside the page (a MutationObserver installed before any page script), so
Playwright's own latency is not counted. Requests to other origins are listed
(``external_requests``; not blocked: routing would disable the HTTP cache). Lower is better; read
the ratios over the bare runtime rather than the milliseconds, which depend on the machine's load
(``load_average`` at the start and end of the run).
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "py"))
from similarium.games import registry  # noqa: E402 - the games measured: every game with a page

APP_PATH = "#/simili/solo?seed=12345"
DIGIT = '[data-testid="bank-digit"]'
# "Sheet interactive": a bank digit to click, or (a fresh round) the category buttons.
INTERACTIVE = DIGIT + ', [data-testid="choose-sequence"]'
# The pages measured: name -> (path, selector that says "interactive" once data-boot is ready).
# Python renders the route's view before it sets data-boot="ready"; the SIMILI sheet must also
# take input, the other pages must have replaced the static shell (its SIMILI preview).
RENDERED = '#app:not(:has([data-testid="skeleton"]))'
PAGES = {
    "home": ("", RENDERED),
    **{g.id: (f"#/{g.id}", RENDERED) for g in registry.with_page()},
    "simili": (APP_PATH, INTERACTIVE),
}
NO_SNAPSHOT_PATH = "?no-snapshot" + APP_PATH  # the same page, Python started without the snapshot
# The same page, the snapshot downloaded before boot even on a first visit (as before issue 22).
FETCH_SNAPSHOT_PATH = "?fetch-snapshot" + APP_PATH
STANDIN_PATH = "static/bench/standin.html#/simili/solo?seed=12345"
BARE_PATH = "static/bench/bare.html"

# Read once the page is interactive: the static shell's first contentful paint, the bytes
# that came over the network so far (the document and every resource, as the Resource Timing
# API counts them: 0 for what came from a cache), and how Python was started.
PAGE_FACTS = """
() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const nav = performance.getEntriesByType("navigation")[0];
  let bytes = nav ? nav.transferSize : 0;
  for (const e of performance.getEntriesByType("resource")) bytes += e.transferSize || 0;
  const snap = window.similariumSnapshot;
  return {paint: paint ? paint.startTime : null, bytes,
          mode: snap ? snap.mode + (snap.reason ? ": " + snap.reason.split(":")[0] : "") : "no loader"};
}
"""
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 60_000

# Installed before any page script: records performance.now() the first time
# data-boot is "ready" (and, if a selector is given, it matches something).
READY_PROBE = """
(() => {
  const sel = %s;
  const check = () => {
    if (window.__benchReady !== undefined) return;
    const de = document.documentElement;
    if (!de) return;
    if (de.dataset.boot === "error") { window.__benchReady = -1; return; }
    if (de.dataset.boot === "ready" && (!sel || document.querySelector(sel))) {
      window.__benchReady = performance.now();
      obs.disconnect();
    }
  };
  const obs = new MutationObserver(check);
  obs.observe(document, {subtree: true, childList: true, attributes: true});
})();
"""

# Fresh round: circle Sequence, roll, wait for the bank (UI testids choose-sequence, roll).
TO_BANK = """
async ([digit]) => {
  const wait = async (sel) => {
    for (let i = 0; i < 200 && !document.querySelector(sel); i++)
      await new Promise((r) => setTimeout(r, 25));
    return document.querySelector(sel);
  };
  if (document.querySelector(digit)) return true;
  const choose = document.querySelector('[data-testid="choose-sequence"]');
  if (choose) choose.click();
  const roll = await wait('[data-testid="roll"]');
  if (roll) roll.click();
  return !!(await wait(digit));
}
"""

CLICKS = """
async ([sel, n]) => {
  const out = [];
  for (let i = 0; i < n; i++) {
    const el = document.querySelector(sel);
    if (!el) { out.push(null); continue; }
    const ms = await new Promise((resolve) => {
      let t0 = 0, done = false;
      const obs = new MutationObserver(() => {
        if (done) return;
        done = true; obs.disconnect(); resolve(performance.now() - t0);
      });
      obs.observe(document.body, {subtree: true, childList: true, attributes: true,
                                   characterData: true});
      setTimeout(() => { if (!done) { done = true; obs.disconnect(); resolve(null); } }, 2000);
      t0 = performance.now();
      el.click();
    });
    out.push(ms);
    await new Promise((r) => setTimeout(r, 30));
  }
  return out;
}
"""


# A page left open after its first visit, as a visitor's tab would be: its offline copy kept
# (offline.js: data-offline) and, when it booted without the snapshot because it was not on the
# device yet, the snapshot downloaded and kept for the next visit (interpreter.mjs: data-snapshot).
SETTLED = """() => {
  const d = document.documentElement.dataset, s = window.similariumSnapshot;
  const keeping = s && s.mode === "plain" && s.reason.startsWith("first visit") && !d.snapshot;
  return !keeping && ["ready", "unavailable"].includes(d.offline);
}"""
SETTLE_MS = 120_000


def settle(page) -> str | None:
    """Wait (SETTLE_MS at most) until SETTLED; None, or what was not settled."""
    try:
        page.wait_for_function(SETTLED, timeout=SETTLE_MS, polling=250)
        return None
    except Exception:  # noqa: BLE001 - measured anyway; reported with the figures
        return page.evaluate("() => JSON.stringify({offline: document.documentElement.dataset.offline, "
                             "snapshot: document.documentElement.dataset.snapshot})")


class ContractError(RuntimeError):
    """The app page does not follow the UI contract."""


def summary(values: list[float]) -> dict:
    """Median, min, max and the rounded runs."""
    vals = [v for v in values if v is not None]
    if not vals:
        return {"median": None, "runs": []}
    return {
        "median": round(statistics.median(vals), 1),
        "min": round(min(vals), 1),
        "max": round(max(vals), 1),
        "runs": [round(v, 1) for v in values],
    }


def p95(values: list[float]) -> float:
    """Nearest-rank 95th percentile."""
    vals = sorted(values)
    return vals[max(0, math.ceil(0.95 * len(vals)) - 1)]


class Session:
    """One fresh browser profile (persistent context in a temp dir), guarded."""

    def __init__(self, pw, executable: str | None, base_url: str):
        self.tmp = tempfile.TemporaryDirectory(prefix="similarium-bench-")
        self.context = pw.chromium.launch_persistent_context(
            self.tmp.name, executable_path=executable, args=ARGS, headless=True,
            base_url=base_url,
        )
        self.local = "{0.scheme}://{0.netloc}".format(urlsplit(base_url))
        self.external: list[str] = []
        # Only listen: routing would disable Chromium's HTTP cache (no warm loads).
        self.context.on("request", self._request)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        self.errors: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def _request(self, request):
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https", "ws", "wss") and (
            f"{parts.scheme}://{parts.netloc}" != self.local
        ):
            self.external.append(request.url)

    def load(self, path: str, selector: str | None) -> float:
        """Navigate to *path*; return ms from navigation start to ready (per the probe)."""
        page = self.page
        page.goto("about:blank")
        page.add_init_script(READY_PROBE % json.dumps(selector))
        page.goto(path, wait_until="commit", timeout=TIMEOUT_MS)
        deadline = time.monotonic() + TIMEOUT_MS / 1000
        while not page.evaluate("() => window.__benchReady !== undefined"):
            if self.errors:
                raise ContractError(f"{path}: error while booting:\n{self.errors[0][:3000]}")
            if time.monotonic() > deadline:
                state = page.evaluate("() => document.documentElement.dataset.boot")
                raise ContractError(
                    f"{path}: not interactive within {TIMEOUT_MS // 1000} s "
                    f"(data-boot={state!r}, waiting for {selector or 'data-boot=ready'})"
                )
            page.wait_for_timeout(50)
        ms = page.evaluate("() => window.__benchReady")
        if ms < 0:
            raise ContractError(f'{path}: boot ended in data-boot="error"')
        return ms

    def close(self) -> None:
        """Close the browser and drop the profile."""
        self.context.close()
        self.tmp.cleanup()

