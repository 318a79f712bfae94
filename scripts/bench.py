#!/usr/bin/env python3
"""Measure boot time and click latency in headless Chromium; print JSON (``make bench``).

    python3 scripts/bench.py [--reps 5] [--net-reps 3] [--clicks 50] [--app-path PATH] [--standin]
                             [--no-snapshot-page] [--fetch-snapshot-page] [--no-engine]
                             [--similo-games 20] [--similis-games 12] [--burst-writes 20000]
                             [--out bench-results/latest.json]

The command line, the run and the report table. Runs in ONE process against ``scripts/serve.py``
on a free local port, and needs Playwright (``make bench`` runs it in ``.venv``). In this order,
each part in its own module, whose docstring says what it measures and how to read its figures:

* ``bench_boot.py``: every page's boot, cold and warm, beside the bare runtime (``pages``,
  ``boot_ms``, ``ratio_app_over_bare``), and the SIMILI page's click latency (``click_ms``), with
  the browser session the other parts use; the table of the pages is printed on stderr;
* ``bench_network.py``: the same pages over a 4G profile from a GitHub Pages-like server
  (``network``, ``--net-reps``), a second table;
* ``bench_storage.py``: the next moves after another tab's localStorage burst (``storage_burst``,
  ``--burst-writes``), one line;
* ``bench_engine.py``: the rules engine (``engine``), Similo's and Similis's bot decisions
  (``similo_decision_ms``, ``similis_decision_ms``) in Chromium's Pyodide and on host CPython.

Also in the JSON: ``when``, ``load_average`` (start) and ``load_average_end``, ``cpus``, ``url``,
``reps``, ``snapshot`` (the boot snapshot's manifest), ``browser``, ``external_requests``.
Figures only: nothing is asserted on time. JSON goes to stdout and to ``bench-results/latest.json``
(``--out``). If the app page does not follow the contract (no index.html, boot error, no bank
digit), the app part holds an ``error`` and the exit status is 1 (2 when the bare runtime itself
fails); ``--standin`` measures the stand-in page ``static/bench/standin.html`` instead, to check
the tool.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_app  # noqa: E402
import serve  # noqa: E402
import snapshot  # noqa: E402
import vendor  # noqa: E402
from bench_boot import (  # noqa: E402
    APP_PATH,
    BARE_PATH,
    CLICKS,
    DIGIT,
    FETCH_SNAPSHOT_PATH,
    INTERACTIVE,
    NO_SNAPSHOT_PATH,
    PAGE_FACTS,
    PAGES,
    ROOT,
    SETTLE_MS,
    STANDIN_PATH,
    TO_BANK,
    ContractError,
    Session,
    p95,
    settle,
    summary,
)
from bench_engine import engine_timings, similis_timings, similo_timings  # noqa: E402
from bench_network import network_rows, network_runs, network_table  # noqa: E402
from bench_storage import burst_line, storage_burst  # noqa: E402


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
    still: list = []  # the same clicks under prefers-reduced-motion: the baseline without animations
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
                            clicks, still = click_runs(s.page, args.clicks)
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
        res["click_ms"] = click_summary(clicks)
        res["click_ms_reduced_motion"] = click_summary(still)
    res["external_requests"] = sorted(set(external))
    res["load_average_end"] = [round(x, 2) for x in os.getloadavg()]
    return res, 1 if errors else 0


def click_runs(page, n: int, block: int = 10) -> tuple[list, list]:
    """``n`` clicks with the animations on and ``n`` under prefers-reduced-motion (no animation:
    ``static/js/motion.mjs``), in alternating blocks of ``block`` on the same page, so that both
    meet the same load and the same page state."""
    on: list = []
    off: list = []
    while len(on) < n or len(off) < n:
        for out, media in ((on, "no-preference"), (off, "reduce")):
            if len(out) < n:
                page.emulate_media(reduced_motion=media)
                out += page.evaluate(CLICKS, [DIGIT, min(block, n - len(out))])
    page.emulate_media(reduced_motion="no-preference")
    return on, off


def click_summary(clicks: list) -> dict:
    """Median, p95 and max of the clicks' latencies; ``no_mutation``: clicks the page did not answer."""
    ok = [c for c in clicks if c is not None]
    return {
        "n": len(clicks),
        "no_mutation": len(clicks) - len(ok),
        "median": round(statistics.median(ok), 2) if ok else None,
        "p95": round(p95(ok), 2) if ok else None,
        "max": round(max(ok), 2) if ok else None,
    }


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
