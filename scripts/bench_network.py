"""The network profile: first and returning visits over a phone network, against a GitHub
Pages-like server (``network`` in ``bench-results/latest.json``; run by ``scripts/bench.py``).

``--net-reps N`` (3; 0 skips): the same pages as the boot figures and the bare runtime, in the same
run: a second local server that answers like GitHub Pages (``PagesHandler``: gzip on the fly for
``PAGES_GZIP``, html js mjs css json wasm svg, never .zip or .gz; ``Cache-Control: max-age=600``),
Chromium throttled through CDP to ``NET_PROFILE`` (9 Mbit/s down, 1.5 up, 170 ms round trip). Per
page, ``first_visit`` (a fresh profile: no HTTP cache, no service worker) and ``returning_visit``
(the same profile once the first visit's offline copy is kept, ``data-offline``): ms to
interactive (medians, runs), ``first_paint_ms``, ``bytes`` over the network until interactive, and
``ratio_over_bare`` (each over the bare runtime's first / returning visit); ``python_start`` says
how Python was started on each visit. Printed as a second table on stderr.

How to read it: the first visit is dominated by the bytes (``bytes`` / the profile's bandwidth);
the returning visit by what the HTTP cache and the service worker spare. The ratios over the bare
runtime are the figures to compare between runs.
"""

from __future__ import annotations

import email.utils
import gzip
import io
import statistics
import sys
import threading
from pathlib import Path

import build_app
import serve
from bench_boot import (
    BARE_PATH,
    PAGE_FACTS,
    ROOT,
    SETTLE_MS,
    ContractError,
    Session,
    settle,
    summary,
)

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
