"""The page, ``index.html``, generated from ``index.template.html`` and Python: the shell (home,
and what a game's home card offers to show before Python starts: SIMILI's empty sheet; from the
renderers), its styles and the games' stylesheets (from the registry).

``index.html`` is not in the repository: ``python -m similarium.ui.shell`` writes it from the
template, filling each part between ``<!-- name -->`` and ``<!-- /name -->`` (shell, styles, game
styles, lang, boot, csp). ``scripts/build_page.py`` runs it when the page is older than the
template, a stylesheet or any Python source: ``make vendor`` (so ``make serve`` and ``make
test``), the dev server on each request for the page, and the site build. So the page shown before
Python boots is exactly what Python renders first, and a game's stylesheet is loaded once its
registry line names it.

First paint: the shell's own styles (``static/css/fonts.css`` and ``app.css``), and the
stylesheet of a game whose home card shows a preview in the shell (SIMILI's), are copied
into ``<style>`` elements between ``<!-- styles -->`` and ``<!-- /styles -->``, so painting
the shell waits for no download. Everything else the ``<head>`` names (the games' stylesheets,
between ``<!-- game styles -->`` and ``<!-- /game styles -->``; the runtime's preloads; the
module scripts that start PyScript) waits in an inert ``<template id="later">``, and a script
at the end of ``<body>`` moves it into the ``<head>`` once the shell is painted: the 20 MB
those start do not compete with the first paint (``make bench``: BENCHMARKS.md).

The shell is drawn in every language: English in place, the others in a ``<template
id="shell-<lang>">``. Between ``<!-- lang -->`` and ``<!-- /lang -->``, in ``<head>``, a small
script picks the person's language as the app will (the remembered choice, else the browser's:
:func:`similarium.ui.lang.choose_language`), sets ``<html lang>`` and, for another language than
English, hides the page until the swap. Between ``<!-- boot -->`` and ``<!-- /boot -->``, at the
end of ``<body>``, another swaps that language's template in and sets the loading line and the
footer from the catalogue's boot texts (kept in ``window.similariumBoot`` for the watchdog and
the start-up error), then shows the page. So a French browser sees French from the first paint,
before Python has started, and never a frame of English.

Between ``<!-- csp -->`` and ``<!-- /csp -->``, first in ``<head>``, the page's
Content-Security-Policy (:func:`csp`): only the site's own files, no inline script but the two
above (allowed by their SHA-256, computed here from the page as spliced), no inline style element
but the inlined shell styles (by SHA-256), ``'unsafe-eval'`` and ``'wasm-unsafe-eval'`` for
Pyodide and PyScript. A host that can send headers sends the same policy (README, "Hosting").
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import sys
from pathlib import Path

from similarium.core.i18n import SOURCE_LANGUAGE, SUPPORTED_LANGUAGES, language, set_language, t
from similarium.core.kv import SETTINGS_KEY
from similarium.games import registry
from similarium.ui.home import home_card, render_home
from similarium.ui.html import esc
from similarium.ui.lang import framed

START, END = "<!-- shell -->", "<!-- /shell -->"
STYLES, STYLES_END = "<!-- styles -->", "<!-- /styles -->"
GAME_STYLES, GAME_STYLES_END = "<!-- game styles -->", "<!-- /game styles -->"
BOOT, BOOT_END = "<!-- boot -->", "<!-- /boot -->"
LANG, LANG_END = "<!-- lang -->", "<!-- /lang -->"
CSP, CSP_END = "<!-- csp -->", "<!-- /csp -->"

# What the page says before Python runs: name -> catalogue key.
BOOT_TEXTS = {"loading": "boot.loading_python", "slow": "boot.loading_slow", "no_wasm": "boot.no_wasm",
              "failed": "boot.failed", "clock": "boot.failed_clock", "other": "boot.failed_other",
              "footer": "app.footer"}

# Runs in <head>, before the body is parsed: the language as choose_language() picks it (the
# remembered choice, else the browser's). A page to be shown in another language than the shell
# in place is hidden (html[data-shell="swap"], in app.css) until the template is swapped in, so
# no frame shows the wrong language, even when a slow device paints while it parses.
LANG_SCRIPT = """(function () {
  var langs = %s, lang = "";
  try { lang = JSON.parse(localStorage.getItem(%s)).data.language; } catch (e) { lang = ""; }
  if (langs.indexOf(lang) < 0) {
    lang = "%s";
    var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i] || "").trim().toLowerCase().replace("_", "-").split("-")[0];
      if (langs.indexOf(base) >= 0) { lang = base; break; }
    }
  }
  var root = document.documentElement;
  root.lang = window.similariumLang = lang;
  if (lang !== "%s") root.dataset.shell = "swap";
})();"""

# Runs in <head> too: the route the page was opened on, as App.open reads it. The static shell is
# the home page; opened on another route (a game, How to play, Your data), the page shows only the
# header's loading line until Python renders that route (html[data-route=other] while
# data-boot="loading", in ROUTE_STYLE): never the home page or another game's sheet first.
ROUTE_SCRIPT = """(function () {
  var routes = %s, root = document.documentElement;
  function route() {
    var first = location.hash.replace(/^#/, "").split("?")[0].split("/").filter(Boolean)[0] || "";
    root.dataset.route = routes.indexOf(first) >= 0 ? "other" : "home";
  }
  route();
  addEventListener("hashchange", route);
})();"""
ROUTE_STYLE = ('html[data-boot="loading"][data-route="other"] #app * { display: none; }\n'
               'html[data-boot="loading"][data-route="other"] #app { min-height: 60vh; }')


def shell_routes() -> list[str]:
    """The first parts of the routes that are not the home page (App.open's)."""
    from similarium.games.registry import with_page

    return [g.id for g in with_page()] + ["how", "data"]


# Runs at the end of <body>, while the page is parsed: swaps the language's template in and sets
# the loading line and the footer; the page is shown again whatever happens.
# It also defines window.similariumFailed(), called when the engine cannot start (our loader
# static/js/interpreter.mjs, a module script that does not load, the Python start in index.html):
# <html data-boot="error"> (never "loading" for ever) and the loading line says why, in the page's
# language. Python's clock is nanoseconds in 64 bits, so it ends on 2262-04-11 (and begins on
# 1677-09-21): on a device whose clock is beyond, Python cannot even import its standard library
# (logging reads the time), and the reason given is the clock, with the date it says.
SWAP_SCRIPT = """(function () {
  var texts = %s, root = document.documentElement;
  window.similariumFarClock = function () { return !(Math.abs(Date.now()) < 9223372036000); };
  window.similariumFailed = function (why) {
    if (root.dataset.boot === "error") return;
    var b = window.similariumBoot || texts["%s"], now = Date.now(), reason = b.other;
    if (window.similariumFarClock()) {
      var day = "";
      try { day = new Date(now).toISOString().slice(0, -14); } catch (e) { day = String(now); }
      reason = b.clock.replace("{date}", day);
    }
    root.dataset.boot = "error";
    var line = document.querySelector(".loading-text");
    if (line) line.textContent = b.failed.replace("{reason}", reason);
    if (why) console.error("Similarium: the game engine could not start: " + String(why).split("\\n")[0]);
  };
  try {
    var lang = Object.prototype.hasOwnProperty.call(texts, window.similariumLang) ? window.similariumLang : "%s";
    var b = window.similariumBoot = texts[lang];
    var shell = document.getElementById("shell-" + lang), app = document.getElementById("app");
    if (shell && app) app.replaceChildren(shell.content.cloneNode(true));
    root.lang = lang;
    var loading = document.querySelector(".loading-text"), footer = document.querySelector("footer.bottom p");
    if (loading) loading.textContent = b.loading;
    if (footer) footer.textContent = b.footer;
  } finally {
    delete root.dataset.shell;
  }
})();"""


# After the first frame (or half a second, if no frame is drawn: a hidden tab), the content of
# <template id="later"> goes into the <head>. Its module scripts are made anew (a script parsed
# inside a template never runs), in their order (async = false), PyScript's core after our loader.
# The fonts the inlined styles declare are fetched then too: the empty shell may not use the
# handwriting, the sheets Python draws next do, and offline.js keeps a copy of what was loaded.
LATER_SCRIPT = """(function () {
  var done = false;
  function go() {
    var later = document.getElementById("later");
    if (done || !later) return;
    done = true;
    if (window.similariumFarClock()) return window.similariumFailed(); // nothing to download then
    later.remove();
    var parts = later.content, scripts = [];
    parts.querySelectorAll("script").forEach(function (old) {
      var s = document.createElement("script");
      s.type = old.type;
      s.src = old.getAttribute("src");
      s.async = false;
      s.onerror = function () { window.similariumFailed("cannot load " + s.src); };
      scripts.push(s);
      old.remove();
    });
    function preload(href, as, type) {
      var link = document.createElement("link");
      link.rel = "preload"; link.as = as; link.href = "./static/vendor/" + href;
      if (as === "fetch") link.crossOrigin = "anonymous";
      if (type) link.type = type;
      parts.appendChild(link);
    }
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      // a returning visit (the offline copy): the runtime's files and the app bundle at once
      preload("pyodide/pyodide.asm.wasm", "fetch", "application/wasm");
      preload("similarium-stdlib.zip", "fetch");
      preload("similarium.zip", "fetch");
    } else {
      // nothing here yet: their xz copies and the decoder (static/js/interpreter.mjs); the
      // bundle is asked for after the runtime's last byte
      preload("pyodide/pyodide.asm.wasm.xz", "fetch");
      preload("similarium-stdlib.zip.xz", "fetch");
      preload("xz-decompress/xz-decompress.min.js", "script");
    }
    document.head.appendChild(parts);
    scripts.forEach(function (s) { document.head.appendChild(s); });
    if (document.fonts) document.fonts.forEach(function (f) { f.load().catch(function () {}); });
  }
  requestAnimationFrame(function () { setTimeout(go, 0); });
  setTimeout(go, 500);
})();"""

ROOT = Path(__file__).resolve().parents[3]
# The shell's own styles, inlined (paths from the site's root, where index.html is).
SHELL_STYLES = ("static/css/fonts.css", "static/css/app.css")
CSS_COMMENT = re.compile(r"/\*.*?\*/", re.S)
CSS_URL = re.compile(r"""url\(\s*(["']?)([^"')]+)\1\s*\)""")


def _preview(game: registry.GameEntry):
    """The ``shell_preview()`` of the game's home card module, if it declares one (optional)."""
    return getattr(home_card(game), "shell_preview", None)


def previewed() -> tuple[registry.GameEntry, ...]:
    """The served games whose home card shows something under the home page before Python starts."""
    return tuple(game for game in registry.served() if _preview(game) is not None)


def shell_styles() -> tuple[str, ...]:
    """The styles inlined for the first paint: the shell's own, then the stylesheet of each game
    that shows a preview in it (its preview is drawn at the first paint too)."""
    return (*SHELL_STYLES, *(game.stylesheet for game in previewed() if game.stylesheet))


def previews() -> str:
    """What the games show under the home page before Python has started: the ``shell_preview()``
    of each served game's home card module that has one (SIMILI: an empty scoresheet)."""
    return "".join(f'\n<section class="preview" aria-label="{esc(t("shell.preview"))}" '
                   f'data-testid="skeleton"><h2>{esc(game.name)}</h2>{_preview(game)()}</section>'
                   for game in previewed())


def _shell(lang: str) -> str:
    before = language()
    set_language(lang)
    try:
        return framed(render_home(), lang) + previews()
    finally:
        set_language(before)


def shell_html() -> str:
    """The English shell in place, every other language in a template."""
    others = "".join(f'\n<template id="shell-{lang}">{_shell(lang)}</template>'
                     for lang in SUPPORTED_LANGUAGES if lang != SOURCE_LANGUAGE)
    return _shell(SOURCE_LANGUAGE) + others


def boot_texts() -> dict[str, dict[str, str]]:
    before = language()
    try:
        out = {}
        for lang in SUPPORTED_LANGUAGES:
            set_language(lang)
            out[lang] = {name: t(key, reason="{reason}", date="{date}") for name, key in BOOT_TEXTS.items()}
        return out
    finally:
        set_language(before)


def lang_html() -> str:
    langs = json.dumps(list(SUPPORTED_LANGUAGES))
    return (f"<script>\n{LANG_SCRIPT % (langs, json.dumps(SETTINGS_KEY), SOURCE_LANGUAGE, SOURCE_LANGUAGE)}\n"
            f"{ROUTE_SCRIPT % json.dumps(shell_routes())}\n</script>\n<style>\n{ROUTE_STYLE}\n</style>")


def boot_html() -> str:
    texts = json.dumps(boot_texts(), ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return f"<script>\n{SWAP_SCRIPT % (texts, SOURCE_LANGUAGE, SOURCE_LANGUAGE)}\n{LATER_SCRIPT}\n</script>"


def inline_css(path: str, root: Path = ROOT) -> str:
    """The stylesheet at *path* (from the site's root) as the text of a ``<style>`` in
    index.html: comments and blank lines dropped, relative ``url()``s rebased on the root."""
    base = (root / path).parent

    def rebase(match: re.Match) -> str:
        quote, url = match.groups()
        if re.match(r"^([a-z]+:|/|#)", url, flags=re.I):
            return match.group(0)
        target = (base / url).resolve().relative_to(root.resolve()).as_posix()
        return f"url({quote}./{target}{quote})"

    css = CSS_URL.sub(rebase, CSS_COMMENT.sub("", (root / path).read_text(encoding="utf-8")))
    if "</style" in css.lower():
        raise ValueError(f"{path} holds '</style', which would end the inlined <style> early")
    return "\n".join(line.rstrip() for line in css.splitlines() if line.strip())


def styles_html() -> str:
    """The shell's styles, inlined (:func:`shell_styles`)."""
    return "".join(f'<style data-from="{path}">\n{inline_css(path)}\n</style>\n' for path in shell_styles())


def linked_styles() -> tuple[str, ...]:
    """The games' stylesheets (the registry's) not inlined: loaded after the first paint."""
    inlined = set(shell_styles())
    return tuple(path for path in registry.stylesheets() if path not in inlined)


def game_styles_html() -> str:
    """A link to each game's stylesheet that is not inlined, loaded after the first paint."""
    return "".join(f'<link rel="stylesheet" href="./{path}">\n' for path in linked_styles())


# The policy, but for the hashes of the page's inline scripts and style elements (added by csp()).
# 'unsafe-eval': PyScript; 'wasm-unsafe-eval': Pyodide compiling its WebAssembly. Style attributes
# are refused too: the HTML the app writes has none (tests/ui/test_csp.py).
CSP_POLICY = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
}
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\ssrc=)([^>]*)>(.*?)</script>", re.S | re.I)
INLINE_STYLE = re.compile(r"<style\b[^>]*>(.*?)</style>", re.S | re.I)
# Script types a browser runs (PyScript reads type="py" itself: not a script to the browser).
JS_TYPES = {"", "text/javascript", "module", "application/javascript"}


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


def csp(page: str) -> str:
    """The Content-Security-Policy of *page*: :data:`CSP_POLICY` with the SHA-256 of each of its
    inline scripts and style elements (outside templates too: a template's content is inert until
    moved, then checked like any other)."""
    policy = {k: list(v) for k, v in CSP_POLICY.items()}
    for attrs, body in INLINE_SCRIPT.findall(page):
        kind = re.search(r"""\stype\s*=\s*["']?([^"'\s>]*)""", attrs)
        if (kind.group(1).lower() if kind else "") in JS_TYPES and _sha256(body) not in policy["script-src"]:
            policy["script-src"].append(_sha256(body))
    for body in INLINE_STYLE.findall(page):
        if _sha256(body) not in policy["style-src"]:
            policy["style-src"].append(_sha256(body))
    return "; ".join(f"{name} {' '.join(values)}" for name, values in policy.items())


def csp_html(page: str) -> str:
    policy = csp(page)
    if re.search(r'[\"<>&]', policy):
        raise ValueError(f"the policy holds a character to escape: {policy}")
    return f'<meta http-equiv="Content-Security-Policy" content="{policy}">\n'


def _replace(page: str, start: str, end: str, content: str) -> str:
    head, found, rest = page.partition(start)
    if not found:
        raise ValueError(f"index.html has no {start} marker")
    _, _, tail = rest.partition(end)
    return f"{head}{start}\n{content}{end}{tail}"


def splice(page: str) -> str:
    page = _replace(page, STYLES, STYLES_END, styles_html())
    page = _replace(page, GAME_STYLES, GAME_STYLES_END, game_styles_html())
    page = _replace(page, LANG, LANG_END, f"{lang_html()}\n")
    page = _replace(page, BOOT, BOOT_END, f"{boot_html()}\n")
    page = _replace(page, START, END, f"{shell_html()}\n")
    return _replace(page, CSP, CSP_END, csp_html(page))


TEMPLATE = "index.template.html"
PAGE = "index.html"


def main(argv: list[str]) -> int:
    """``[TEMPLATE [PAGE]]``: write PAGE (default ``index.html``) from TEMPLATE (default
    ``index.template.html``), atomically, only when it changes."""
    source = Path(argv[0]) if argv else Path(TEMPLATE)
    path = Path(argv[1]) if len(argv) > 1 else source.with_name(PAGE)
    new = splice(source.read_text(encoding="utf-8"))
    try:
        old = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        old = None
    if new != old:
        tmp = path.with_name(path.name + ".new")
        tmp.write_text(new, encoding="utf-8")
        tmp.replace(path)  # a reader sees the old page or the new one, never half of it
        print(f"wrote {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
