#!/usr/bin/env python3
"""Serve a folder (by default the repository root) on a local HTTP port (stdlib only).

    python3 scripts/serve.py [--port 8000] [--host 127.0.0.1] [--dir .]

A ``ThreadingHTTPServer`` with the MIME types the page needs (``.mjs``/``.js``
as JavaScript, ``.wasm`` as ``application/wasm`` so streaming compilation
works, ``.json``, ``.zip``, ``.toml``), ``Cache-Control: no-cache`` on every
answer (the browser revalidates, and gets a cheap 304 when nothing changed),
and quiet logs. When serving the repository root, a request for the app
bundle ``static/vendor/similarium.zip`` first rebuilds it if any Python source
is newer, so a reload always runs current code; a request for the page first
regenerates ``index.html`` (not in the repository) if it is missing or older than
``index.template.html``, a stylesheet it inlines or any Python source
(``scripts/build_page.py``), so a reload shows edited code and styles.

Also importable: ``start(directory, port=0)`` returns a running server in a
daemon thread (``server.url``, ``server.shutdown()``), used by the e2e tests.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import build_app  # noqa: E402
import build_page  # noqa: E402

PAGE_LOCK = threading.Lock()


def refresh_page(root: Path = ROOT) -> bool:
    """Regenerate ``index.html`` if it is missing or older than what it is made of
    (``scripts/build_page.py``); True if rewritten."""
    with PAGE_LOCK:
        try:
            return build_page.ensure(root)
        except (OSError, build_page.PageError) as exc:  # serve what is there, but say why it may be stale
            sys.stderr.write(f"serve: index.html not refreshed: {exc}\n")
            return False

MIME = {
    ".html": "text/html; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".zip": "application/zip",
    ".xz": "application/x-xz",
    ".toml": "application/toml",
    ".py": "text/x-python; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".map": "application/json",
}


class Handler(SimpleHTTPRequestHandler):
    """Static files with explicit MIME types, no-cache, and an up-to-date app bundle."""

    protocol_version = "HTTP/1.1"  # keep-alive: fewer connections during boot
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME}
    bundle_path: Path | None = None  # set when serving the repository root
    quiet = True

    def send_head(self):  # noqa: D401 - stdlib override
        """Rebuild the bundle, or refresh the page's inlined styles, when it is the file asked
        for, then serve as usual."""
        path = self.path.split("?", 1)[0]
        if self.bundle_path is not None and path.endswith(("/static/vendor/similarium.zip", "/static/vendor/similarium.zip.xz")):
            try:
                build_app.ensure()
            except OSError as exc:  # serve what is there, but say why it may be stale
                sys.stderr.write(f"serve: bundle rebuild failed: {exc}\n")
        elif self.bundle_path is not None and path in ("/", "/index.html"):
            refresh_page()
        return super().send_head()

    def end_headers(self):
        """Add ``Cache-Control: no-cache`` to every answer."""
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_request(self, code="-", size="-"):
        """Log failed requests only (4xx/5xx), or every request when verbose."""
        try:
            failed = int(code) >= 400
        except (TypeError, ValueError):
            failed = True
        if failed or not self.quiet:
            super().log_request(code, size)


class Server(ThreadingHTTPServer):
    """ThreadingHTTPServer with daemon threads and a ``url`` attribute."""

    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        """Stay quiet when the browser drops a connection (page closed mid-download)."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)

    @property
    def url(self) -> str:
        """Base URL, with a trailing slash."""
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"


def make_server(directory: str | os.PathLike, host: str = "127.0.0.1", port: int = 0,
                quiet: bool = True) -> Server:
    """Create (not start) a server for *directory*; port 0 picks a free port."""
    directory = Path(directory).resolve()
    attrs = {"quiet": quiet, "bundle_path": build_app.OUT if directory == ROOT else None}
    handler_cls = type("BoundHandler", (Handler,), attrs)
    return Server((host, port), functools.partial(handler_cls, directory=str(directory)))


def start(directory: str | os.PathLike = ROOT, host: str = "127.0.0.1", port: int = 0) -> Server:
    """Start a server in a daemon thread and return it (call ``.shutdown()`` to stop)."""
    server = make_server(directory, host, port)
    thread = threading.Thread(target=server.serve_forever, name="similarium-serve", daemon=True)
    thread.start()
    return server


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 8000))
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--dir", default=str(ROOT), help="folder to serve (default: repo root)")
    parser.add_argument("-v", "--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)
    if Path(args.dir).resolve() == ROOT:
        refresh_page()  # the page exists before the first request (it is generated, not committed)
    server = make_server(args.dir, args.host, args.port, quiet=not args.verbose)
    print(f"Serving {Path(args.dir).resolve()} at {server.url}  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
