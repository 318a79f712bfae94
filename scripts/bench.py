#!/usr/bin/env python3
"""Measure boot time and click latency in headless Chromium; print JSON (``make bench``).

    python3 scripts/bench.py [--reps 5] [--net-reps 3] [--clicks 50] [--app-path PATH] [--standin]
                             [--no-engine] [--similo-games 20] [--similis-games 12]
                             [--burst-writes 20000]

Runs in ONE process against ``scripts/serve.py`` on a free local port, and
needs Playwright (``make bench`` runs it in ``.venv``). Measured:

* ``pages``: per page (``PAGES``: home, ``#/simili/solo?seed=12345``, ``#/sb``,
  ``#/similo``, ``#/similis``; with ``--no-snapshot-page`` also the SIMILI page with
  ``?no-snapshot``, Python started without the boot snapshot), from navigation start to
  the moment the page is interactive: ``<html data-boot="ready">`` AND the page's view is
  rendered (the SIMILI sheet takes input: a ``[data-testid="bank-digit"]`` or, at the start
  of a round, ``[data-testid="choose-sequence"]``; the other pages no longer show the static
  shell's SIMILI preview), ``cold`` (a brand-new browser profile: empty HTTP and code
  caches) and ``warm`` (same profile, second load), ``--reps`` times; medians, all runs,
  ``ratio_over_bare``, ``first_paint_ms`` (the static shell's first contentful paint),
  ``bytes_cold`` (what came over the network until interactive, cold: document and
  resources, by the Resource Timing API) and ``python_start`` (``snapshot`` or ``plain``
  and why, from ``static/js/interpreter.mjs``). The table of these is printed on stderr;
* ``boot_ms.bare``: same, for ``static/bench/bare.html``, which only does
  ``loadPyodide()`` from the same vendored files and ``runPython("1+1")`` (its
  ``first_paint_ms``, a one-line page with no stylesheet, is the first paint's floor); each rep
  measures it and every page in turn (order reversed every other rep); ``boot_ms.app`` and
  ``ratio_app_over_bare`` repeat the SIMILI page's figures (as in earlier runs);
  ``snapshot``: the boot snapshot's manifest; ``load_average`` at the start;
* ``network`` (``--net-reps N``, 3; 0 skips): the same pages and the bare runtime over a phone
  network, in the same run: a second local server that answers like GitHub Pages
  (``PagesHandler``: gzip on the fly for ``PAGES_GZIP``, html js mjs css json wasm svg, never
  .zip or .gz; ``Cache-Control: max-age=600``), Chromium throttled through CDP to
  ``NET_PROFILE`` (9 Mbit/s down, 1.5 up, 170 ms round trip). Per page, ``first_visit`` (a
  fresh profile: no HTTP cache, no service worker) and ``returning_visit`` (the same profile
  once the first visit's offline copy is kept, ``data-offline``): ms to interactive (medians,
  runs), ``first_paint_ms``, ``bytes`` over the network until interactive, and
  ``ratio_over_bare`` (each over the bare runtime's first / returning visit). Printed as a
  second table;
* ``click_ms``: (after circling Sequence and rolling, via the testids
  ``choose-sequence`` and ``roll``, if the bank is empty) ``--clicks`` times,
  ``performance.now()`` just before
  ``element.click()`` on the first bank digit, to the first DOM mutation a
  ``MutationObserver`` sees after it (median, p95, max, and clicks that caused
  no mutation within 2 s).
* ``engine`` (unless ``--no-engine``): ``static/bench/engine.html`` runs
  ``static/bench/engine_bench.py`` (SIMILI analysis, hints and render, SB
  advisor and bots) in Chromium's Pyodide, and the same script runs on the host
  CPython beside it (``pyodide`` / ``host_cpython``);
* ``similo_decision_ms`` (``--similo-games N``, 20; 0 skips): N seeded Similo
  deals (classic and remove-advanced; the fables deck alone and with the myths
  clue deck; 3 seats) played to the end through the game protocol
  (``similarium.games.similo.protocol.RULES``: ``new_state``, ``observation``,
  ``legal_moves``) with the ``traits`` bot in every seat, each
  ``bot.choose(observation, legal)`` timed: ``giver`` (seat 0, the clues) and
  ``guesser`` (the removals), ``n``, ``median``, ``p95`` and ``max`` in ms.
  The same code (SIMILO_CODE on PLAY_CODE, on the app zip's own files) runs
  in a fresh Pyodide in Chromium (``pyodide``) and in a host CPython
  subprocess (``host``), one after the other. ``cold``, apart from those figures: the
  import of the protocol (which reads the deck JSON), reading the deck JSON
  again (``deck_json_ms``), the first deal and the first decision of the first
  game (its ``first_decision_role``). ``won``: games the bots won (a check that
  they played to the end); ``ai_py_sha256``: the ai.py measured;
  ``ratio_pyodide_over_host``: of the medians. Chromium's clock has a 0.1 ms
  grain, so Pyodide's small figures are steps of 0.1 ms.
* ``similis_decision_ms`` (``--similis-games N``, 12; 0 skips): N seeded
  Similis games (3, 4 and 6 players, the banned-card variant off and on:
  SIMILIS_SETUPS) played to the end through
  ``similarium.games.similis.protocol.RULES`` by its bots: every level in
  ``RULES.bots`` (``random``, ``greedy``, ``strong`` when registered), seats
  rotated (game i: seat s plays level ``(s + i) % levels``). Per level, of
  every ``bot.choose`` but the level's first: ``n``, ``median``, ``p95``,
  ``max`` in ms, ``over_budget`` (decisions over ``budget_ms``, the issue's
  200 ms in Pyodide: a figure, not asserted) and ``by_phase`` (``play``: a
  series or a draw; ``gift``); ``cold``: the import of the protocol, the first
  deal, each level's first decision; ``seats`` and ``wins`` per level;
  ``source_sha256``: each level's module. Same shared loop (PLAY_CODE) as
  Similo's, same Pyodide / host runs; ``ratio_pyodide_over_host`` per level
  (null when Pyodide's median is 0, under the clock's grain).

* ``storage_burst`` (``--burst-writes N``, 20,000; 0 skips): the SIMILI page's next moves (a bank
  digit clicked, to the first DOM mutation, as ``click_ms``) after another tab of the same profile
  wrote N localStorage keys in a burst: ``baseline`` (no burst, in the same run, the same page),
  ``foreign`` (N keys of another site, ``other-app/<i>``) and ``watched`` (N writes of a key the
  page watches, ``similarium/save/simili/table``, not its shown slot): each ``BURST_MOVES`` moves
  (ms, in order: the first pays for what the burst left queued), and ``python_calls`` (the calls
  into Python the burst made, ``window.similariumStorage``: null where the page has none).

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
import email.utils
import gzip
import io
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import build_app  # noqa: E402
import serve  # noqa: E402
import snapshot  # noqa: E402
import vendor  # noqa: E402

APP_PATH = "#/simili/solo?seed=12345"
# The pages measured: name -> (path, selector that says "interactive" once data-boot is ready).
# Python renders the route's view before it sets data-boot="ready"; the SIMILI sheet must also
# take input, the other pages must have replaced the static shell (its SIMILI preview).
RENDERED = '#app:not(:has([data-testid="skeleton"]))'
sys.path.insert(0, str(ROOT / "py"))
from similarium.games import registry  # noqa: E402 - the games measured: every game with a page

PAGES = {
    "home": ("", RENDERED),
    **{g.id: (f"#/{g.id}", RENDERED) for g in registry.with_page()},
    "simili": (APP_PATH, None),  # INTERACTIVE, set below
}
NO_SNAPSHOT_PATH = "?no-snapshot" + APP_PATH  # the same page, Python started without the snapshot
# The same page, the snapshot downloaded before boot even on a first visit (as before issue 22).
FETCH_SNAPSHOT_PATH = "?fetch-snapshot" + APP_PATH
STANDIN_PATH = "static/bench/standin.html#/simili/solo?seed=12345"
BARE_PATH = "static/bench/bare.html"
DIGIT = '[data-testid="bank-digit"]'
# "Sheet interactive": a bank digit to click, or (a fresh round) the category buttons.
INTERACTIVE = DIGIT + ', [data-testid="choose-sequence"]'
PAGES["simili"] = (APP_PATH, INTERACTIVE)

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


# ---------------------------------------------------------------- another tab's storage burst
BURST_MOVES = 6
BURST_KEYS = {"foreign": "other-app/", "watched": "similarium/save/simili/table"}
# In the other tab: n writes, to n keys under a prefix ending with "/", else n values of one key.
BURST = """([key, n]) => {
  const many = key.endsWith("/");
  for (let i = 0; i < n; i++) localStorage.setItem(many ? key + i : key, String(i));
}"""
UNBURST = """([key, n]) => {
  if (key.endsWith("/")) { for (let i = 0; i < n; i++) localStorage.removeItem(key + i); }
  else localStorage.removeItem(key);
}"""
CALLS = "() => window.similariumStorage ? window.similariumStorage.calls : null"


def storage_burst(pw, executable: str | None, base_url: str, writes: int) -> dict:
    """The SIMILI page's next moves after another tab's burst of *writes* localStorage writes,
    with the same moves without a burst as the baseline (see the module doc)."""
    s = Session(pw, executable, base_url)
    out: dict = {"writes": writes, "moves": BURST_MOVES}
    try:
        s.load(APP_PATH, INTERACTIVE)
        if not s.page.evaluate(TO_BANK, [DIGIT]):
            raise ContractError(f"{APP_PATH}: no {DIGIT} after choose + roll")
        other = s.context.new_page()
        other.goto("/", wait_until="load", timeout=TIMEOUT_MS)
        other.wait_for_function("() => document.documentElement.dataset.boot === 'ready'", timeout=TIMEOUT_MS)
        out["baseline"] = s.page.evaluate(CLICKS, [DIGIT, BURST_MOVES])
        calls: dict = {}
        for name, key in BURST_KEYS.items():
            before = s.page.evaluate(CALLS)
            other.evaluate(BURST, [key, writes])
            out[name] = s.page.evaluate(CLICKS, [DIGIT, BURST_MOVES])
            s.page.wait_for_timeout(1500)  # the burst's last call, if any, is made
            after = s.page.evaluate(CALLS)
            calls[name] = None if before is None else after - before
            other.evaluate(UNBURST, [key, writes])
            s.page.wait_for_timeout(1500)
        out["python_calls"] = calls
        if s.errors:
            out["errors"] = s.errors[:3]
    except ContractError as exc:
        out["error"] = str(exc)
    finally:
        s.close()
    return out


def burst_line(burst: dict) -> str:
    """One line of the storage burst's figures: each case's first move and its moves' sum."""
    if "error" in burst:
        return f"storage burst: {burst['error']}"

    def ms(values: list) -> str:
        got = [v for v in values if v is not None]
        return f"first {got[0]:.1f} ms, {len(got)} moves {sum(got):.1f} ms" if got else "no move"

    cases = [f"{name}: {ms(burst[name])}" for name in ("baseline", *BURST_KEYS) if name in burst]
    return (f"storage burst ({burst['writes']} writes in another tab): " + "; ".join(cases)
            + f"; python calls {burst.get('python_calls')}")


# ---------------------------------------------------------------- the network profile
# A GitHub Pages-like host: these types gzipped on the fly (when the browser accepts it), never
# the others (.zip and .gz are already compressed; images and fonts are left as they are too).
PAGES_GZIP = frozenset({".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg"})
PAGES_MAX_AGE = 600  # Cache-Control: max-age=600, as GitHub Pages sends
# Chromium DevTools' "Fast 4G" as the issue measured it: 9 Mbit/s down, 1.5 up, 170 ms round trip.
NET_PROFILE = {"name": "4G", "down_mbit": 9.0, "up_mbit": 1.5, "rtt_ms": 170}


class PagesHandler(serve.Handler):
    """``scripts/serve.py``'s handler, answering like a static host: the PAGES_GZIP types
    gzipped (kept in memory by path and mtime), ``Cache-Control: max-age=600``, Last-Modified."""

    cache: dict = {}
    cache_lock = threading.Lock()

    def send_head(self):  # noqa: D401 - stdlib override
        """Gzip a PAGES_GZIP file when the browser accepts gzip; anything else as usual."""
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.suffix in PAGES_GZIP and path.is_file()):
            return super().send_head()
        if str(path).endswith("/index.html") and self.bundle_path is not None:
            serve.refresh_page()
        stat = path.stat()
        modified = email.utils.formatdate(stat.st_mtime, usegmt=True)
        since = self.headers.get("If-Modified-Since")
        if since and since == modified:
            self.send_response(304)
            self.send_header("Last-Modified", modified)
            self.end_headers()
            return None
        key = (str(path), stat.st_mtime_ns, stat.st_size)
        with self.cache_lock:
            body = self.cache.get(key)
        if body is None:
            body = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
            with self.cache_lock:
                self.cache[key] = body
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", modified)
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self):
        """``Cache-Control: max-age=600`` (a static host's), not the dev server's no-cache."""
        self.send_header("Cache-Control", f"max-age={PAGES_MAX_AGE}")
        serve.SimpleHTTPRequestHandler.end_headers(self)


def pages_server(directory: Path = ROOT) -> serve.Server:
    """A running Pages-like server (PagesHandler) for ``directory`` on a free port."""
    import functools

    attrs = {"quiet": True, "bundle_path": build_app.OUT if directory.resolve() == ROOT else None}
    handler = type("BoundPagesHandler", (PagesHandler,), attrs)
    server = serve.Server(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, name="bench-pages", daemon=True).start()
    return server


def throttle(page, profile: dict = NET_PROFILE) -> None:
    """Throttle ``page``'s network through CDP (Network.emulateNetworkConditions)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": profile["rtt_ms"],
        "downloadThroughput": profile["down_mbit"] * 1e6 / 8, "uploadThroughput": profile["up_mbit"] * 1e6 / 8,
    })
    page._bench_cdp = cdp  # kept alive with the page


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


# AI decision times: the same source on host CPython and in Pyodide. PLAY_CODE, shared by the
# games' snippets, defines ``play``: seeded games to the end through the game protocol, each
# ``bot.choose(observation, legal)`` timed (seconds).
PLAY_CODE = """
import hashlib
import json
import sys
import time


def play(RULES, games, key):
    \"\"\"Each of ``games`` ({seed, players, options, bots: a bot name per seat}) to the end;
    returns the decisions in order as (key(game, seat, observation), seconds, phase), each
    game's deal time (seconds) and its final state.\"\"\"
    decisions, deals, ends = [], [], []
    for game in games:
        options = RULES.check_options(game["options"])
        started = time.perf_counter()
        state = RULES.new_state(options, game["seed"], tuple(game["players"]))
        deals.append(time.perf_counter() - started)
        bots = [RULES.bots[name]() for name in game["bots"]]
        step = 0
        while state.outcome() is None:
            turn = state.turn()
            seat = turn.seats[step % len(turn.seats)]  # several seats (Similo's guessers) take turns
            observation, legal = state.observation(seat), state.legal_moves(seat)
            started = time.perf_counter()
            move = bots[seat].choose(observation, legal)
            took = time.perf_counter() - started
            decisions.append((key(game, seat, observation), took, turn.phase))
            state = state.apply(seat, move)
            step += 1
        ends.append(state)
    return decisions, deals, ends
"""

# Similo: DEALS_JSON (a JSON string, from similo_deals) is set before it; it leaves ``out``.
SIMILO_CODE = PLAY_CODE + """
started = time.perf_counter()
from similarium.games.similo import ai, decks, protocol
imported = time.perf_counter() - started
decks.load.cache_clear()
decks.cards.cache_clear()
started = time.perf_counter()
decks.load()
deck_json = time.perf_counter() - started
RULES = protocol.RULES
out = {"python": sys.version.split()[0], "giver": [], "guesser": [], "won": 0,
       "ai_py_sha256": hashlib.sha256(open(ai.__file__, "rb").read()).hexdigest()[:12]}
games = [{**deal, "bots": ["traits"] * len(deal["players"])} for deal in json.loads(DEALS_JSON)]
decisions, deals, ends = play(RULES, games, lambda game, seat, observation: observation.role)
cold = None
if decisions:
    (role, took, _), decisions = decisions[0], decisions[1:]
    cold = {"import": imported, "deck_json": deck_json, "first_deal": deals[0],
            "first_decision": took, "first_decision_role": role}
for role, took, _ in decisions:
    out[role].append(took)
out["won"] = sum(state.game.result == "won" for state in ends)
out["cold"] = cold
json.dumps(out)
"""

# Similis: GAMES_JSON (a JSON string, from similis_games) and LEVELS (bot names, or None: all of
# RULES.bots) are set before it (similis_code); it leaves ``out``. The levels are seated in turn
# (game i: seat s plays level (s + i) % len(levels)).
SIMILIS_CODE = PLAY_CODE + """
started = time.perf_counter()
from similarium.games.similis import protocol
imported = time.perf_counter() - started
RULES = protocol.RULES
levels = [level for level in RULES.bots if LEVELS is None or level in LEVELS]
games = [{**game, "bots": [levels[(s + i) % len(levels)] for s in range(len(game["players"]))]}
         for i, game in enumerate(json.loads(GAMES_JSON))]
decisions, deals, ends = play(RULES, games, lambda game, seat, observation: game["bots"][seat])
out = {"python": sys.version.split()[0], "levels": levels,
       "source_sha256": {level: hashlib.sha256(open(sys.modules[RULES.bots[level].__module__].__file__,
                                                     "rb").read()).hexdigest()[:12] for level in levels},
       "decisions": {level: {} for level in levels}, "first_decision": {}, "seats": dict.fromkeys(levels, 0),
       "wins": dict.fromkeys(levels, 0), "cold": {"import": imported, "first_deal": deals[0] if deals else None}}
for level, took, phase in decisions:
    if level not in out["first_decision"]:  # each level's first decision: cold, apart
        out["first_decision"][level] = took
    else:
        out["decisions"][level].setdefault(phase, []).append(took)
for game, state in zip(games, ends):
    for seat, level in enumerate(game["bots"]):
        out["seats"][level] += 1
        out["wins"][level] += seat in state.outcome().winners
json.dumps(out)
"""

# A Pyodide of its own in the page (bare.html's instance is not reachable), the app zip, a snippet.
DECISIONS_IN_PAGE = """
async ([code]) => {
  const indexURL = new URL("../vendor/pyodide/", location.href).href;
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL });
  const zip = await (await fetch("../vendor/similarium.zip")).arrayBuffer();
  pyodide.unpackArchive(new Uint8Array(zip), "zip", { extractDir: "/home/pyodide" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
  return await pyodide.runPythonAsync(code);
}
"""
SIMILO_SETUPS = (  # (rules, characters, clues): one deck, then two decks
    ("classic", "fables", "same"), ("remove-advanced", "fables", "same"),
    ("classic", "fables", "myths"), ("remove-advanced", "fables", "myths"),
)
SIMILO_PLAYERS = ("giver", "guesser 1", "guesser 2")


def similo_deals(n: int) -> list[dict]:
    """``n`` seeded deals, cycling through SIMILO_SETUPS."""
    out = []
    for i in range(n):
        rules, characters, clues = SIMILO_SETUPS[i % len(SIMILO_SETUPS)]
        out.append({"seed": 1000 + i, "players": list(SIMILO_PLAYERS),
                    "options": {"rules": rules, "characters": characters, "clues": clues}})
    return out


def decision_stats(seconds: list[float]) -> dict:
    """``n``, ``median``, ``p95`` (nearest rank) and ``max`` in ms, of times in seconds."""
    if not seconds:
        return {"n": 0, "median": None, "p95": None, "max": None}
    ms = [s * 1000 for s in seconds]
    return {"n": len(ms), "median": round(statistics.median(ms), 2), "p95": round(p95(ms), 2),
            "max": round(max(ms), 2)}


def similo_report(raw: dict) -> dict:
    """SIMILO_CODE's ``out`` (seconds) as the report's figures (ms), or its error as is."""
    if "error" in raw:
        return raw
    cold = raw["cold"] or {}
    return {
        "python": raw["python"],
        "ai_py_sha256": raw["ai_py_sha256"],
        "giver": decision_stats(raw["giver"]),
        "guesser": decision_stats(raw["guesser"]),
        "cold": {**{f"{k}_ms": round(v * 1000, 2) for k, v in cold.items() if isinstance(v, float)},
                 **{k: v for k, v in cold.items() if isinstance(v, str)}},
        "won": raw["won"],
    }


def decision_timings(pw, executable: str | None, base_url: str, code: str, report) -> dict:
    """``code`` (a snippet that leaves ``out``) in a fresh Pyodide in Chromium, then in a host
    CPython subprocess on the app zip's files; each ``out`` through ``report``."""
    res: dict = {}
    s = Session(pw, executable, base_url)
    try:
        s.load(BARE_PATH, None)
        res["pyodide"] = report(json.loads(s.page.evaluate(DECISIONS_IN_PAGE, [code])))
    except Exception as exc:  # noqa: BLE001 - reported in the JSON, the rest of the bench stands
        res["pyodide"] = {"error": str(exc)[-2000:]}
    finally:
        s.close()
    with tempfile.TemporaryDirectory(prefix="similarium-bench-") as tmp:
        with zipfile.ZipFile(build_app.OUT) as bundle:  # the very app files Pyodide ran; not the
            bundle.extractall(tmp, [n for n in bundle.namelist() if n.startswith("similarium/")])
            # standard library modules it carries (Pyodide's bytecode: "bad magic number" here)
        proc = subprocess.run([sys.executable, "-c", code + "print(json.dumps(out))\n"],
                              capture_output=True, text=True, cwd=tmp,
                              env={**os.environ, "PYTHONPATH": tmp}, timeout=1800)
    res["host"] = report(json.loads(proc.stdout) if proc.returncode == 0
                         else {"error": proc.stderr[-2000:]})
    return res


def ratios(res: dict, keys) -> dict:
    """Pyodide's median over the host's, per key of ``keys`` (the ones both have); None when
    Pyodide's is 0 (under Chromium's 0.1 ms clock grain)."""
    out = {}
    for key in keys:
        try:
            pyodide = res["pyodide"][key]["median"]
            out[key] = round(pyodide / res["host"][key]["median"], 2) if pyodide else None
        except (KeyError, TypeError, ZeroDivisionError):
            pass
    return out


def similo_timings(pw, executable: str | None, base_url: str, games: int) -> dict:
    """Similo's ``traits`` bot decisions in Chromium's Pyodide and on host CPython, same deals, same code."""
    code = f"DEALS_JSON = {json.dumps(json.dumps(similo_deals(games)))}\n" + SIMILO_CODE
    res: dict = {"games": games, "players": len(SIMILO_PLAYERS),
                 "setups": [" ".join(s) for s in SIMILO_SETUPS]}
    res.update(decision_timings(pw, executable, base_url, code, similo_report))
    ratio = ratios(res, ("giver", "guesser"))
    if len(ratio) == 2:
        res["ratio_pyodide_over_host"] = ratio
    return res


SIMILIS_BUDGET_MS = 200  # the "a bot decision under 200 ms in Pyodide": shown, not asserted
SIMILIS_SETUPS = ((3, "off"), (4, "on"), (6, "off"), (3, "on"), (4, "off"), (6, "on"))  # (players, banned)


def similis_games(n: int) -> list[dict]:
    """``n`` seeded Similis games, cycling through SIMILIS_SETUPS (the bots are seated by SIMILIS_CODE)."""
    out = []
    for i in range(n):
        players, banned = SIMILIS_SETUPS[i % len(SIMILIS_SETUPS)]
        out.append({"seed": 2000 + i, "players": [f"bot {k + 1}" for k in range(players)],
                    "options": {"banned": banned}})
    return out


def similis_code(games: int, levels: list[str] | None = None) -> str:
    """SIMILIS_CODE for ``games`` seeded games (similis_games) between ``levels`` (None: every bot)."""
    return (f"GAMES_JSON = {json.dumps(json.dumps(similis_games(games)))}\n"
            f"LEVELS = {levels!r}\n" + SIMILIS_CODE)


def similis_report(raw: dict) -> dict:
    """SIMILIS_CODE's ``out`` (seconds) as the report's figures (ms), or its error as is: per
    level, every decision but its first (``cold.first_decision_ms``), then ``by_phase``."""
    if "error" in raw:
        return raw
    ms = lambda v: None if v is None else round(v * 1000, 2)  # noqa: E731
    levels = {}
    for level in raw["levels"]:
        phases = raw["decisions"][level]
        every = [t for times in phases.values() for t in times]
        levels[level] = {**decision_stats(every),
                         "over_budget": sum(t * 1000 > SIMILIS_BUDGET_MS for t in every),
                         "by_phase": {phase: decision_stats(times) for phase, times in sorted(phases.items())}}
    return {
        "python": raw["python"],
        "source_sha256": raw["source_sha256"],
        **levels,
        "cold": {"import_ms": ms(raw["cold"]["import"]), "first_deal_ms": ms(raw["cold"]["first_deal"]),
                 "first_decision_ms": {level: ms(t) for level, t in raw["first_decision"].items()}},
        "seats": raw["seats"],
        "wins": raw["wins"],
    }


def similis_timings(pw, executable: str | None, base_url: str, games: int) -> dict:
    """Similis's bots (every level in RULES.bots, seats rotated) in Chromium's Pyodide and on host CPython."""
    code = similis_code(games)
    res: dict = {"games": games, "setups": [f"{p} players, banned {b}" for p, b in SIMILIS_SETUPS],
                 "budget_ms": SIMILIS_BUDGET_MS}
    res.update(decision_timings(pw, executable, base_url, code, similis_report))
    res["ratio_pyodide_over_host"] = ratios(res, res["host"].get("source_sha256", ()))
    return res




def network_runs(pw, executable: str | None, pages: dict, reps: int, errors: dict) -> dict:
    """First and returning visits of the bare runtime and every page over NET_PROFILE, against
    a Pages-like server (PagesHandler), ``reps`` times interleaved (order reversed every other rep).

    First visit: a fresh profile (no HTTP cache, no service worker). Between the two visits the
    page is left until its offline copy is kept (``data-offline``, at most 120 s), as a visitor's
    tab would be; the returning visit is a second load in that profile (HTTP cache and service
    worker; CDP throttles the page, not the worker's own fetches). Each: ms to interactive, first
    paint, bytes over the network until interactive (Resource Timing ``transferSize``)."""
    server = pages_server(ROOT)
    keys = ("first", "returning", "paint_first", "paint_returning", "bytes_first", "bytes_returning", "mode")
    raw = {name: {k: [] for k in keys} for name in ["bare", *pages]}
    try:
        for rep in range(reps):
            todo = [("bare", BARE_PATH, None)] + [(n, path, sel) for n, (path, sel) in pages.items()]
            if rep % 2:
                todo.reverse()
            for name, path, sel in todo:
                if name in errors:
                    continue
                s = Session(pw, executable, server.url)
                try:
                    throttle(s.page)
                    for visit in ("first", "returning"):
                        raw[name][visit].append(s.load(path, sel))
                        facts = s.page.evaluate(PAGE_FACTS)
                        raw[name][f"paint_{visit}"].append(facts["paint"])
                        raw[name][f"bytes_{visit}"].append(facts["bytes"])
                        if name != "bare":
                            raw[name]["mode"].append(f"{visit}: {facts['mode']}")
                        if visit == "first" and name != "bare":
                            unsettled = settle(s.page)
                            if unsettled:
                                raw[name]["mode"].append(f"not settled within {SETTLE_MS // 1000} s: {unsettled}")
                except ContractError as exc:
                    if name == "bare":
                        raise
                    errors[name] = f"network profile: {exc}"
                except Exception as exc:  # noqa: BLE001 - a crashed page (renderer): named, the rest measured
                    if name == "bare":
                        raise
                    errors[name] = f"network profile, rep {rep + 1}: {type(exc).__name__}: {str(exc)[:300]}"
                    print(f"bench: {name}: {errors[name]}", file=sys.stderr, flush=True)
                finally:
                    s.close()
            print(f"bench: network rep {rep + 1}/{reps} done", file=sys.stderr, flush=True)
    finally:
        server.shutdown()
        server.server_close()
    return raw


def network_rows(raw: dict, pages: dict, errors: dict) -> dict:
    """The network profile's figures: medians, ratios to the bare runtime's, bytes (median)."""
    def row(times: dict) -> dict:
        out = {}
        for visit in ("first", "returning"):
            sizes = [b for b in times[f"bytes_{visit}"] if b is not None]
            out[f"{visit}_visit"] = {**summary(times[visit]),
                                     "first_paint_ms": summary(times[f"paint_{visit}"]),
                                     "bytes": int(statistics.median(sizes)) if sizes else None}
        if times["mode"]:
            out["python_start"] = sorted(set(times["mode"]))
        return out

    bare = row(raw["bare"])
    res = {"profile": NET_PROFILE,
           "server": f"gzip for {' '.join(sorted(PAGES_GZIP))}; Cache-Control: max-age={PAGES_MAX_AGE}",
           "bare": bare, "pages": {}}
    for name in pages:
        if name in errors:
            res["pages"][name] = {"error": errors[name]}
            continue
        r = row(raw[name])
        r["ratio_over_bare"] = {
            visit: round(r[f"{visit}_visit"]["median"] / bare[f"{visit}_visit"]["median"], 3)
            if r[f"{visit}_visit"]["median"] and bare[f"{visit}_visit"]["median"] else None
            for visit in ("first", "returning")}
        res["pages"][name] = r
    return res


def network_table(net: dict) -> str:
    """The network profile's figures as a Markdown table."""
    p = net["profile"]
    mb = lambda b: f"{(b or 0) / 1e6:.1f} MB"  # noqa: E731
    head = (f"{p['name']} ({p['down_mbit']:g} Mbit/s down, {p['rtt_ms']} ms RTT), Pages-like gzip: "
            "first visit (fresh profile) / returning visit")
    lines = [head, "",
             "| page | first visit | ÷ bare | bytes first | returning | ÷ bare | bytes returning | first paint first / returning |",
             "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    b = net["bare"]
    lines.append(f"| bare Pyodide | {b['first_visit']['median']:.0f} ms | 1 | {mb(b['first_visit']['bytes'])} "
                 f"| {b['returning_visit']['median']:.0f} ms | 1 | {mb(b['returning_visit']['bytes'])} "
                 f"| {b['first_visit']['first_paint_ms']['median']:.0f} / "
                 f"{b['returning_visit']['first_paint_ms']['median']:.0f} ms |")
    for name, r in net["pages"].items():
        if "error" in r:
            lines.append(f"| {name} | {r['error'][:80]} | | | | | | |")
            continue
        f, w = r["first_visit"], r["returning_visit"]
        lines.append(f"| {name} | {f['median']:.0f} ms | **{r['ratio_over_bare']['first']:.2f}** | {mb(f['bytes'])} "
                     f"| {w['median']:.0f} ms | **{r['ratio_over_bare']['returning']:.2f}** | {mb(w['bytes'])} "
                     f"| {f['first_paint_ms']['median']:.0f} / {w['first_paint_ms']['median']:.0f} ms |")
    return "\n".join(lines)


def boot_pages(args) -> dict[str, tuple[str, str | None]]:
    """Page name -> (path, "interactive" selector) of the pages to measure."""
    if args.app_path or args.standin:
        return {"app": (args.app_path or STANDIN_PATH, INTERACTIVE)}
    pages = dict(PAGES)
    if args.no_snapshot_page:
        pages["simili (no snapshot)"] = (NO_SNAPSHOT_PATH, INTERACTIVE)
    if args.fetch_snapshot_page:
        pages["simili (snapshot before boot)"] = (FETCH_SNAPSHOT_PATH, INTERACTIVE)
    return pages


def page_row(times: dict, bare: dict) -> dict:
    """One page's figures: boot medians, ratios to the bare runtime, first paint, bytes."""
    row = {phase: summary(times[phase]) for phase in ("cold", "warm")}
    row["ratio_over_bare"] = {
        phase: round(row[phase]["median"] / bare[phase]["median"], 3)
        if row[phase]["median"] and bare[phase]["median"] else None for phase in ("cold", "warm")}
    row["first_paint_ms"] = {phase: summary(times[f"paint_{phase}"]) for phase in ("cold", "warm")}
    sizes = [b for b in times["bytes_cold"] if b is not None]
    row["bytes_cold"] = int(statistics.median(sizes)) if sizes else None
    row["python_start"] = sorted(set(times["mode"]))
    return row


def paints(paint: dict | None) -> str:
    """First paint medians, cold / warm ("" when not measured)."""
    if not paint or paint["cold"]["median"] is None or paint["warm"]["median"] is None:
        return ""
    return f"{paint['cold']['median']:.0f} / {paint['warm']['median']:.0f} ms"


def table(res: dict) -> str:
    """The per-page figures as a Markdown table (printed on stderr, pasted in BENCHMARKS.md)."""
    bare = res["boot_ms"]["bare"]
    lines = ["| page | app cold | app warm | ÷ bare cold | ÷ bare warm | first paint cold/warm | bytes cold |",
             "| --- | --- | --- | --- | --- | --- | --- |",
             f"| bare Pyodide | {bare['cold']['median']:.0f} ms | {bare['warm']['median']:.0f} ms | 1 | 1 "
             f"| {paints(bare.get('first_paint_ms'))} | {(bare.get('bytes_cold') or 0) / 1e6:.1f} MB |"]
    for name, row in res["pages"].items():
        if "error" in row:
            lines.append(f"| {name} | {row['error'][:80]} | | | | | |")
            continue
        lines.append(
            f"| {name} | {row['cold']['median']:.0f} ms | {row['warm']['median']:.0f} ms "
            f"| **{row['ratio_over_bare']['cold']:.2f}** | **{row['ratio_over_bare']['warm']:.2f}** "
            f"| {paints(row['first_paint_ms'])} "
            f"| {(row['bytes_cold'] or 0) / 1e6:.1f} MB |")
    return "\n".join(lines)


def run(args) -> tuple[dict, int]:
    """Do all measurements; return (results, exit status)."""
    from playwright.sync_api import sync_playwright

    if not vendor.stamp_ok(vendor.expected_sums()):
        vendor.vendor()
    build_app.ensure()
    pages = boot_pages(args)
    executable = os.environ.get("CHROMIUM") or (
        "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    server = serve.start(ROOT)
    res: dict = {
        "when": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "cpus": os.cpu_count(),
        "url": {**{name: "/" + path for name, (path, _) in pages.items()}, "bare": "/" + BARE_PATH},
        "reps": args.reps,
        "snapshot": {k: v for k, v in snapshot.read_manifest().items() if k != "key"},
        "boot_ms": {},
    }
    errors: dict[str, str] = {}
    if not args.standin and not args.app_path and not (ROOT / "index.html").exists():
        errors = dict.fromkeys(pages, "index.html does not exist yet (use --standin to check the tool)")
    keys = ("cold", "warm", "paint_cold", "paint_warm", "bytes_cold", "mode")
    times = {name: {k: [] for k in keys} for name in pages}
    bare = {"cold": [], "warm": [], "paint_cold": [], "paint_warm": []}
    bare_bytes: list = []
    external: list[str] = []
    clicks: list = []
    click_page = "simili" if "simili" in pages else next(iter(pages))
    try:
        with sync_playwright() as pw:
            for rep in range(args.reps):
                todo = [("bare", BARE_PATH, None)] + [(name, path, sel) for name, (path, sel) in pages.items()]
                if rep % 2:
                    todo.reverse()  # neither the baseline nor the app always goes first
                for name, path, sel in todo:
                    if name in errors:
                        continue
                    s = Session(pw, executable, server.url)
                    try:
                        res.setdefault("browser", s.page.evaluate("() => navigator.userAgent"))
                        if name == "bare":
                            for phase in ("cold", "warm"):
                                bare[phase].append(s.load(path, sel))
                                facts = s.page.evaluate(PAGE_FACTS)
                                bare[f"paint_{phase}"].append(facts["paint"])
                                if phase == "cold":
                                    bare_bytes.append(facts["bytes"])
                            continue
                        got = times[name]
                        for phase in ("cold", "warm"):
                            got[phase].append(s.load(path, sel))
                            facts = s.page.evaluate(PAGE_FACTS)
                            got[f"paint_{phase}"].append(facts["paint"])
                            got["mode"].append(f"{phase}: {facts['mode']}")
                            if phase == "cold":
                                got["bytes_cold"].append(facts["bytes"])
                                unsettled = settle(s.page)  # a returning visitor's device
                                if unsettled:
                                    got["mode"].append(f"not settled within {SETTLE_MS // 1000} s: {unsettled}")
                        if name == click_page and rep == args.reps - 1:
                            if not s.page.evaluate(TO_BANK, [DIGIT]):
                                raise ContractError(f"{path}: no {DIGIT} after choose + roll")
                            clicks = s.page.evaluate(CLICKS, [DIGIT, args.clicks])
                    except ContractError as exc:
                        if name == "bare":
                            raise
                        errors[name] = str(exc)
                    finally:
                        external += s.external
                        s.close()
                print(f"bench: rep {rep + 1}/{args.reps} done", file=sys.stderr, flush=True)
            if args.net_reps > 0:
                net_errors: dict[str, str] = dict(errors)
                net_raw = network_runs(pw, executable, pages, args.net_reps, net_errors)
                res["network"] = network_rows(net_raw, pages, net_errors)
                res["network"]["reps"] = args.net_reps
            if args.burst_writes > 0:
                res["storage_burst"] = storage_burst(pw, executable, server.url, args.burst_writes)
                print("bench: storage burst done", file=sys.stderr, flush=True)
            if args.engine:
                res["engine"] = engine_timings(pw, executable, server.url)
            if args.similo_games > 0:
                res["similo_decision_ms"] = similo_timings(pw, executable, server.url, args.similo_games)
                print("bench: similo decisions done", file=sys.stderr, flush=True)
            if args.similis_games > 0:
                res["similis_decision_ms"] = similis_timings(pw, executable, server.url, args.similis_games)
                print("bench: similis decisions done", file=sys.stderr, flush=True)
    finally:
        server.shutdown()
        server.server_close()
    res["boot_ms"]["bare"] = {phase: summary(bare[phase]) for phase in ("cold", "warm")}
    res["boot_ms"]["bare"]["first_paint_ms"] = {phase: summary(bare[f"paint_{phase}"]) for phase in ("cold", "warm")}
    res["boot_ms"]["bare"]["bytes_cold"] = int(statistics.median(bare_bytes)) if bare_bytes else None
    res["pages"] = {name: {"error": errors[name]} if name in errors else page_row(times[name], res["boot_ms"]["bare"])
                    for name in pages}
    main_page = res["pages"][click_page]
    # The figures of earlier runs: the SIMILI sheet as "app".
    res["boot_ms"]["app"] = main_page if "error" in main_page else {p: main_page[p] for p in ("cold", "warm")}
    if "error" not in main_page:
        res["ratio_app_over_bare"] = main_page["ratio_over_bare"]
        ok = [c for c in clicks if c is not None]
        res["click_ms"] = {
            "n": len(clicks),
            "no_mutation": len(clicks) - len(ok),
            "median": round(statistics.median(ok), 2) if ok else None,
            "p95": round(p95(ok), 2) if ok else None,
            "max": round(max(ok), 2) if ok else None,
        }
    res["external_requests"] = sorted(set(external))
    res["load_average_end"] = [round(x, 2) for x in os.getloadavg()]
    return res, 1 if errors else 0


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reps", type=int, default=5, help="cold+warm loads per page (5)")
    parser.add_argument("--clicks", type=int, default=50, help="clicks for the latency (50)")
    parser.add_argument("--app-path", help=f"app URL path (default {APP_PATH!r})")
    parser.add_argument("--standin", action="store_true", help="measure the stand-in page")
    parser.add_argument("--no-snapshot-page", action="store_true",
                        help="also measure the SIMILI page with ?no-snapshot (what the snapshot gives)")
    parser.add_argument("--fetch-snapshot-page", action="store_true",
                        help="also measure the SIMILI page with ?fetch-snapshot (snapshot before boot on a first visit)")
    parser.add_argument("--net-reps", type=int, default=3,
                        help="first + returning visits a page over the 4G profile, Pages-like gzip (3; 0 skips)")
    parser.add_argument("--burst-writes", type=int, default=20_000,
                        help="another tab's localStorage writes before the next moves (20000; 0 skips)")
    parser.add_argument("--no-engine", dest="engine", action="store_false",
                        help="skip the rules-engine timings (advisors, bots) in Pyodide")
    parser.add_argument("--similo-games", type=int, default=20,
                        help="seeded Similo games for the AI decision times (20; 0 skips)")
    parser.add_argument("--similis-games", type=int, default=12,
                        help="seeded Similis games for the bots' decision times (12; 0 skips)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench-results" / "latest.json")
    args = parser.parse_args(argv)
    try:
        res, status = run(args)
    except ContractError as exc:
        print(f"bench: ERROR: {exc}", file=sys.stderr)
        return 2
    text = json.dumps(res, indent=2)
    print(text)
    print(table(res), file=sys.stderr)
    if "network" in res:
        print("\n" + network_table(res["network"]), file=sys.stderr)
    if "storage_burst" in res:
        print("\n" + burst_line(res["storage_burst"]), file=sys.stderr)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text + "\n")
    for name, row in res["pages"].items():
        if "error" in row:
            print(f"bench: {name} page: {row['error']}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
