#!/usr/bin/env python3
"""Assemble the deployable static site (default ``_site/``) from the working tree (stdlib only).

    python3 scripts/build_site.py [--out _site]

The result is self-contained and uses the same relative layout as the
repository, so every URL in the page stays relative and the site works under
a sub-path (``https://user.github.io/similarium/``) as well as at a root:

    index.html  pyscript.json  .nojekyll  (plus manifest/sw/icons if present)
    static/...                 (css, images, sw.js, ...; never static/bench/)
    static/vendor/pyodide/     the runtime files the page loads
    static/vendor/pyscript/    PyScript's dist/, without source maps
    static/vendor/patrick-hand/ the sheets' handwriting font (static/css/fonts.css)
    static/vendor/similarium.zip
    static/vendor/*.xz, pyodide/*.xz, xz-decompress/
                               what a first visit downloads instead of the biggest files, and
                               its decoder (scripts/xzcopy.py; not in the offline list)
    static/vendor/similarium.snapshot.json and the boot snapshot it names
                               (scripts/snapshot.py; older ones left out)
    static/vendor/offline.json every file of the site the page may need, with a short SHA-256
                               of each: static/js/offline.js keeps them all in the offline cache
                               (and drops what is no longer listed)

``python3 scripts/build_site.py --offline-list`` writes that list for the working tree itself
(``static/vendor/offline.json``, what ``scripts/serve.py`` and the e2e tests serve).

Vendored packages the tests use only (``vendor.TEST_ONLY``: axe-core) stay out.

It runs the vendor step first (``scripts/vendor.py``: quick when done), drops
source maps (and the ``sourceMappingURL`` comments pointing at them), and
refuses to build when ``index.html``, ``pyscript.json`` or a stylesheet
(``url(...)``, e.g. a font) names a file that is not in the output, or an
absolute http(s) URL.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import build_app  # noqa: E402
import build_page  # noqa: E402
import vendor  # noqa: E402
import xzcopy  # noqa: E402

TOP_FILES = ["index.html", "pyscript.json", "manifest.webmanifest", "sw.js", "favicon.ico",
             "favicon.svg", "404.html", "LICENSE"]
SKIP_DIRS = {"bench", "__pycache__"}
SKIP_SUFFIXES = {".map", ".d.ts", ".pyc"}
SKIP_NAMES = {".DS_Store", ".stamp.json", "package.json"}
MAP_COMMENT = re.compile(rb"\n?//# sourceMappingURL=\S+\s*$")
# Vendored for the tests only (never loaded by the page): not part of the site.
SKIP_PATHS = {f"static/vendor/{folder}" for folder in vendor.TEST_ONLY}
# Pyodide's whole standard library (2.5 MB): the page loads its own archive (scripts/stdlib.py);
# only the bench's bare page, never in the site, loads this one. Out of the site, so out of the
# offline copy a first visit downloads in the background.
SKIP_FILES = {"static/vendor/pyodide/python_stdlib.zip"}
CSS_URL = re.compile(r"""url\(\s*["']?([^"')\s]+)["']?\s*\)""")
OFFLINE_LIST = build_app.OFFLINE_LIST  # where no list was written, build_app says so there
# Not in the offline list: the worker itself (the browser keeps it), the list, and files no page loads.
NOT_OFFLINE = {"sw.js", OFFLINE_LIST, ".nojekyll", "LICENSE", "404.html"}
# Nor what only a first visit downloads (no offline copy yet): the xz copies of the runtime's
# files and their decoder (scripts/xzcopy.py); the offline copy keeps the plain files.
FIRST_VISIT_ONLY = ("static/vendor/xz-decompress/",)


def first_visit_only(rel: str) -> bool:
    """A file only a first visit asks for (see FIRST_VISIT_ONLY)."""
    return rel.endswith(xzcopy.SUFFIX) or rel.startswith(FIRST_VISIT_ONLY)


class SiteError(RuntimeError):
    """The site could not be built as asked."""


def _skip(rel: Path) -> bool:
    if any(rel.as_posix().startswith(p + "/") for p in SKIP_PATHS) or rel.as_posix() in SKIP_FILES:
        return True
    if rel.name in SKIP_NAMES or rel.name.startswith("."):  # hidden: the build's own records
        return True
    if rel.name.startswith("similarium-") and ".snapshot" in rel.name:  # the current boot snapshot only
        return rel.name != vendor.build_app.snapshot.read_manifest().get("file")
    if any(part in SKIP_DIRS for part in rel.parts[:-1]):
        return True
    return any(rel.name.endswith(s) for s in SKIP_SUFFIXES)


def copy_tree(src: Path, dst: Path, base: Path) -> int:
    """Copy *src* into *dst* minus skipped files; strip map comments from JS. Return count."""
    count = 0
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(base)
        if path.is_dir() or _skip(rel):
            continue
        target = dst / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix in {".js", ".mjs"}:
            target.write_bytes(MAP_COMMENT.sub(b"\n", path.read_bytes()))
        else:
            shutil.copy2(path, target)
        count += 1
    return count


def page_refs(html: str) -> list[str]:
    """URLs the page loads: src= of any tag, href= of <link> tags (not plain links) and the
    ``url(...)`` values of its <style> elements."""
    refs = re.findall(r"""\ssrc\s*=\s*["']([^"']+)""", html)
    for tag in re.findall(r"<link\b[^>]*>", html, flags=re.I):
        refs += re.findall(r"""\shref\s*=\s*["']([^"']+)""", tag)
    refs = [r.split("#", 1)[0].split("?", 1)[0] for r in refs]
    for style in re.findall(r"<style\b[^>]*>(.*?)</style>", html, flags=re.I | re.S):
        refs += css_refs(style)
    return refs


def css_refs(css: str) -> list[str]:
    """URLs a stylesheet loads: its ``url(...)`` values (fonts, images), relative to it."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return [u.split("#", 1)[0].split("?", 1)[0] for u in CSS_URL.findall(css)]


def check(out: Path) -> None:
    """Fail if the page, the config or a stylesheet loads a missing file, a root-absolute or
    another host's URL."""
    problems = []
    refs = [(out, u) for u in page_refs((out / "index.html").read_text(encoding="utf-8"))]
    cfg = json.loads((out / "pyscript.json").read_text(encoding="utf-8"))
    refs += [(out, u) for u in [cfg.get("interpreter", "")] + list((cfg.get("files") or {}).keys())]
    for sheet in sorted((out / "static").rglob("*.css")):
        refs += [(sheet.parent, u) for u in css_refs(sheet.read_text(encoding="utf-8"))]
    for base, u in refs:
        if not u or u.startswith(("data:", "blob:")):
            continue
        if re.match(r"^([a-z]+:)?//", u, flags=re.I):
            problems.append(f"loads from another host: {u}")
        elif u.startswith("/"):
            problems.append(f"root-absolute URL (breaks under a sub-path): {u}")
        elif not (base / u).resolve().is_relative_to(out.resolve()) or not (base / u).exists():
            where = "" if base == out else f" (from {base.relative_to(out).as_posix()}/)"
            problems.append(f"missing in site: {u}{where}")
    if problems:
        raise SiteError("\n  ".join(["site check failed:", *problems]))


def offline_list(site: Path, files: list[str]) -> dict:
    """``{"version", "files": {path: short SHA-256}}`` of the site's *files* (relative paths) that
    a page may need offline; the version changes whenever any of them does."""
    sums = {}
    for rel in sorted(set(files) - NOT_OFFLINE):
        if first_visit_only(rel):
            continue
        sums[rel] = hashlib.sha256((site / rel).read_bytes()).hexdigest()[:16]
    version = hashlib.sha256(json.dumps(sums, sort_keys=True).encode()).hexdigest()[:16]
    return {"version": version, "files": sums}


def source_files(root: Path = ROOT) -> list[str]:
    """The files of the working tree that build() puts in the site (relative paths)."""
    files = [name for name in TOP_FILES if (root / name).is_file()]
    for path in sorted((root / "static").rglob("*")):
        rel = path.relative_to(root)
        if path.is_file() and not _skip(rel) and rel.as_posix() != OFFLINE_LIST:
            files.append(rel.as_posix())
    for ref in page_refs((root / "index.html").read_text(encoding="utf-8")):
        src = (root / ref).resolve()
        rel = src.relative_to(root.resolve()).as_posix() if src.is_relative_to(root.resolve()) else ""
        if rel and src.is_file() and rel not in files:
            files.append(rel)
    return files


def write_offline_list(site: Path, files: list[str]) -> Path:
    """Write the offline list of *site* (see :func:`offline_list`) to its OFFLINE_LIST."""
    target = site / OFFLINE_LIST
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(offline_list(site, files), indent=0, sort_keys=True) + "\n", encoding="utf-8")
    return target


def write_dev_offline_list(root: Path = ROOT) -> Path:
    """The offline list of the working tree, served as it is (scripts/serve.py, the e2e tests)."""
    return write_offline_list(root, source_files(root))


def build(out: Path) -> int:
    """Build the site into *out* (replaced if it exists); return the file count."""
    build_page.ensure()  # index.html is generated, not in the repository
    for name in ("index.html", "pyscript.json"):
        if not (ROOT / name).exists():
            raise SiteError(f"{name} is missing at the repository root")
    vendor.vendor(quiet=True)
    vendor.build_app.ensure()
    if out.resolve() == ROOT or ROOT.is_relative_to(out.resolve()):
        raise SiteError(f"refusing to write the site over the repository: {out}")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    count = 0
    for name in TOP_FILES:
        if (ROOT / name).is_file():
            shutil.copy2(ROOT / name, out / name)
            count += 1
    count += copy_tree(ROOT / "static", out, ROOT)
    # Files outside static/ that the page loads itself (e.g. a main.py beside index.html).
    for ref in page_refs((ROOT / "index.html").read_text(encoding="utf-8")):
        src = (ROOT / ref).resolve()
        if src.is_file() and src.is_relative_to(ROOT) and not (out / ref).exists():
            (out / ref).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, out / ref)
            count += 1
    (out / ".nojekyll").write_text("")
    check(out)
    written = [p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()]
    write_offline_list(out, written)
    return count + 1


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "_site")
    parser.add_argument("--offline-list", action="store_true",
                        help=f"only write {OFFLINE_LIST} for the working tree (served as it is)")
    args = parser.parse_args(argv)
    if args.offline_list:
        target = write_dev_offline_list()
        print(f"site: {len(json.loads(target.read_text())['files'])} files listed in {target}", file=sys.stderr)
        return 0
    try:
        count = build(args.out)
    except (SiteError, vendor.VendorError, build_page.PageError) as exc:
        print(f"site: ERROR: {exc}", file=sys.stderr)
        return 2
    size = sum(p.stat().st_size for p in args.out.rglob("*") if p.is_file())
    print(f"site: {count} files, {size / 1e6:.1f} MB in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
