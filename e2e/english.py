""""No English left on the screen": the words a French page must not show.

:func:`english_only_words` is every word (3 letters or more) of the English catalogue that no
French text uses, after placeholders are removed: ``"Your turn"`` gives ``your`` and ``turn``
but not ``SIMILI`` (a French text says it too). :func:`english_on_screen` collects what a
person sees or hears on the page (the visible text, and the ``title``, ``aria-label``, ``alt``
and ``placeholder`` of visible elements) and returns the English-only words in it, each with
the line it was found in, so a failure says where the leak is.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re

WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿŒœ]{3,}")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
FIELD = re.compile(r"'[a-z_]+'")  # a JSON field named in a command-line text ('turns'): not a word
URL = re.compile(r"https?://\S+")  # an address shown to copy (a challenge link): not words

VISIBLE_TEXT = """() => {
  const out = [document.body.innerText];
  for (const el of document.querySelectorAll('[title], [aria-label], [alt], [placeholder]')) {
    if (!el.getClientRects().length && !el.closest('svg')) continue;  // not rendered
    for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
      const v = el.getAttribute(name);
      if (v) out.push(v);
    }
  }
  for (const el of document.querySelectorAll('svg title, svg desc')) out.push(el.textContent);
  return out.join('\\n');
}"""


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(FIELD.sub(" ", PLACEHOLDER.sub(" ", text)))}


@functools.lru_cache(maxsize=1)
def english_only_words() -> frozenset[str]:
    import similarium
    from similarium.core.i18n import CATALOGUE

    for info in pkgutil.walk_packages(similarium.__path__, "similarium."):
        if not info.name.endswith((".ui.app", ".ui.browser", ".ui.focus", "__main__")):  # these need a browser
            importlib.import_module(info.name)
    english: set[str] = set()
    french: set[str] = set()
    for key in CATALOGUE.keys("en"):
        english |= _words(CATALOGUE.raw(key, "en") or "")
    for key in CATALOGUE.keys("fr"):
        french |= _words(CATALOGUE.raw(key, "fr") or "")
    return frozenset(english - french)


def english_on_screen(page) -> list[str]:
    """``["turn: 'Your turn'", ...]``: each English-only word seen, with its line."""
    found = []
    words = english_only_words()
    for line in page.evaluate(VISIBLE_TEXT).splitlines():
        hits = sorted({w for w in WORD.findall(URL.sub(" ", line)) if w.lower() in words})
        found.extend(f"{w}: {line.strip()[:120]!r}" for w in hits)
    return found


def assert_french(page, where: str = "") -> None:
    """Fail with every English-only word on the page (and the line it is in)."""
    assert page.evaluate("() => document.documentElement.lang") == "fr", where
    leaks = english_on_screen(page)
    assert not leaks, f"English on a French page {where}:\n" + "\n".join(leaks[:40])
