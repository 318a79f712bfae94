#!/usr/bin/env python3
"""Measure boot time and click latency in headless Chromium; print JSON (``make bench``).

    python3 scripts/bench.py [--reps 5] [--clicks 50] [--app-path PATH] [--standin]

Runs in ONE process against ``scripts/serve.py`` on a free local port, and
needs Playwright (``make bench`` runs it in ``.venv``). Measured:

* ``boot_ms.app``: from navigation start to the moment the page is
  interactive: ``<html data-boot="ready">`` AND the SIMILI sheet takes input
  (a ``[data-testid="bank-digit"]`` or, at the start of a round, the
  ``[data-testid="choose-sequence"]`` button exists), on
  ``/#/simili/solo?seed=12345`` (contract with the UI);
* ``boot_ms.bare``: same, for ``static/bench/bare.html``, which only does
  ``loadPyodide()`` from the same vendored files and ``runPython("1+1")``;
* each both ``cold`` (a brand-new browser profile: empty HTTP and code caches)
  and ``warm`` (same profile, second load), ``--reps`` times, interleaved;
  medians, all runs, and the ratio app / bare;
* ``click_ms``: (after circling Sequence and rolling, via the testids
  ``choose-sequence`` and ``roll``, if the bank is empty) ``--clicks`` times,
  ``performance.now()`` just before
  ``element.click()`` on the first bank digit, to the first DOM mutation a
  ``MutationObserver`` sees after it (median, p95, max, and clicks that caused
  no mutation within 2 s).

The moment is taken inside the page (a MutationObserver installed before any
page script), so Playwright's own latency is not counted. Requests to other
origins are listed (not blocked: routing would disable the HTTP cache). Figures only: nothing is asserted on time.
JSON goes to stdout and to ``bench-results/latest.json``. If the app page
does not follow the contract (no index.html, boot error, no bank digit), the
app part holds an ``error`` and the exit status is 1; ``--standin`` measures
the stand-in page ``static/bench/standin.html`` instead, to check the tool.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import build_app  # noqa: E402
import serve  # noqa: E402
import vendor  # noqa: E402

APP_PATH = "#/simili/solo?seed=12345"
STANDIN_PATH = "static/bench/standin.html#/simili/solo?seed=12345"
BARE_PATH = "static/bench/bare.html"
DIGIT = '[data-testid="bank-digit"]'
# "Sheet interactive": a bank digit to click, or (a fresh round) the category buttons.
INTERACTIVE = DIGIT + ', [data-testid="choose-sequence"]'
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


ENGINE_PATH = "static/bench/engine.html"


def engine_timings(pw, executable: str | None, base_url: str) -> dict:
    """The rules engine's timings in Chromium's Pyodide, next to the same script on host CPython."""
    s = Session(pw, executable, base_url)
    try:
        s.page.goto(ENGINE_PATH, wait_until="commit", timeout=TIMEOUT_MS)
        s.page.wait_for_function("() => window.__engine !== undefined", timeout=300_000, polling=200)
        browser = s.page.evaluate("() => window.__engine")
    finally:
        s.close()
    script = ROOT / ENGINE_PATH.replace("engine.html", "engine_bench.py")
    code = script.read_text(encoding="utf-8").rsplit("\njson.dumps(out)", 1)[0] + "\nprint(json.dumps(out))\n"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "py")}, timeout=600)
    host = json.loads(proc.stdout) if proc.returncode == 0 else {"error": proc.stderr[-2000:]}
    return {"pyodide": browser, "host_cpython": host}


def run(args) -> tuple[dict, int]:
    """Do all measurements; return (results, exit status)."""
    from playwright.sync_api import sync_playwright

    if not vendor.stamp_ok(vendor.expected_sums()):
        vendor.vendor()
    build_app.ensure()
    app_path = args.app_path or (STANDIN_PATH if args.standin else APP_PATH)
    executable = os.environ.get("CHROMIUM") or (
        "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    server = serve.start(ROOT)
    res: dict = {
        "when": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "url": {"app": "/" + app_path, "bare": "/" + BARE_PATH},
        "reps": args.reps,
        "boot_ms": {},
    }
    app_error = None
    if not args.standin and not args.app_path and not (ROOT / "index.html").exists():
        app_error = "index.html does not exist yet (use --standin to check the tool)"
    times = {k: {"cold": [], "warm": []} for k in ("app", "bare")}
    external: list[str] = []
    clicks: list = []
    try:
        with sync_playwright() as pw:
            for rep in range(args.reps):
                for kind, path, sel in (("app", app_path, INTERACTIVE), ("bare", BARE_PATH, None)):
                    if kind == "app" and app_error:
                        continue
                    s = Session(pw, executable, server.url)
                    try:
                        res.setdefault("browser", s.page.evaluate("() => navigator.userAgent"))
                        times[kind]["cold"].append(s.load(path, sel))
                        times[kind]["warm"].append(s.load(path, sel))
                        if kind == "app" and rep == args.reps - 1:
                            if not s.page.evaluate(TO_BANK, [DIGIT]):
                                raise ContractError(f"{path}: no {DIGIT} after choose + roll")
                            clicks = s.page.evaluate(CLICKS, [DIGIT, args.clicks])
                    except ContractError as exc:
                        if kind == "bare":
                            raise
                        app_error = str(exc)
                    finally:
                        external += s.external
                        s.close()
                print(f"bench: rep {rep + 1}/{args.reps} done", file=sys.stderr, flush=True)
            if args.engine:
                res["engine"] = engine_timings(pw, executable, server.url)
    finally:
        server.shutdown()
        server.server_close()
    for kind in times:
        res["boot_ms"][kind] = {phase: summary(v) for phase, v in times[kind].items()}
    if app_error:
        res["boot_ms"]["app"] = {"error": app_error}
    else:
        res["ratio_app_over_bare"] = {
            phase: round(res["boot_ms"]["app"][phase]["median"]
                         / res["boot_ms"]["bare"][phase]["median"], 3)
            for phase in ("cold", "warm")
        }
        ok = [c for c in clicks if c is not None]
        res["click_ms"] = {
            "n": len(clicks),
            "no_mutation": len(clicks) - len(ok),
            "median": round(statistics.median(ok), 2) if ok else None,
            "p95": round(p95(ok), 2) if ok else None,
            "max": round(max(ok), 2) if ok else None,
        }
    res["external_requests"] = sorted(set(external))
    return res, 1 if app_error else 0


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reps", type=int, default=5, help="cold+warm loads per page (5)")
    parser.add_argument("--clicks", type=int, default=50, help="clicks for the latency (50)")
    parser.add_argument("--app-path", help=f"app URL path (default {APP_PATH!r})")
    parser.add_argument("--standin", action="store_true", help="measure the stand-in page")
    parser.add_argument("--no-engine", dest="engine", action="store_false",
                        help="skip the rules-engine timings (advisors, bots) in Pyodide")
    parser.add_argument("--out", type=Path, default=ROOT / "bench-results" / "latest.json")
    args = parser.parse_args(argv)
    try:
        res, status = run(args)
    except ContractError as exc:
        print(f"bench: ERROR: {exc}", file=sys.stderr)
        return 2
    text = json.dumps(res, indent=2)
    print(text)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text + "\n")
    if status:
        print(f"bench: app page: {res['boot_ms']['app']['error']}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
