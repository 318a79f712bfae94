"""No view holds a literal string: every word a person reads comes from the catalogue.

The views build HTML as strings. This test reads the source of every module under
``similarium.ui`` (the catalogue modules aside) and looks at

- each string literal or f-string that holds HTML: the text between its tags and the values of
  its ``title``, ``aria-label``, ``alt`` and ``placeholder`` attributes must hold no word;
- the first argument (and ``label=``/``title=``) of every call, except the catalogue's own
  look-ups: a literal sentence passed to ``button(...)``, ``esc(...)``… is refused;
- assignments of a literal to ``.textContent`` / ``.innerText`` / ``.title`` / ``.placeholder``.

Not views either: JavaScript held in a ``*_SCRIPT`` constant, and the games' move notation.
Words that are names, the same in every language, are allowed: the games' names (from the
registry), "Similarium", and the EN/FR toggle's labels. Errors raised for programmers
(``ValueError``…, caught and shown through a catalogue text) are not views.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import similarium
from similarium.games import registry

UI = Path(similarium.__file__).parent / "ui"
TAG = re.compile(r"<[^<>]*>")
LABELS = re.compile(r'\b(?:title|aria-label|alt|placeholder)="([^"]*)"')
WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]{2,}")
SENTENCE = re.compile(r"[A-Za-zÀ-ÿ]{2,}\s+[A-Za-zÀ-ÿ]{2,}")
NOT_VIEWS = {"t", "tn", "raw", "get", "getItem", "setItem", "removeItem", "querySelector", "querySelectorAll",
             "register", "error", "warn", "log", "ValueError", "TypeError", "KeyError", "RuntimeError",
             "SchemaError", "BadInput", "IllegalMove", "mark", "quarantine", "startswith", "endswith",
             "action_from_json"}  # notation, not text


def allowed_words() -> set[str]:
    return {g.name for g in registry.GAMES} | {"Similarium", "EN", "FR"}


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "\x00" for v in node.values)
    return None


def _html_words(s: str) -> list[str]:
    parts = TAG.split(s)
    if parts:  # a tag cut by an f-string's value: drop its half at either end
        parts[0] = re.sub(r"<[^>]*$", "", parts[0]) if len(parts) == 1 else parts[0]
        parts[0] = re.sub(r"^[^<]*>", "", parts[0]) if ">" in parts[0] else parts[0]
        parts[-1] = re.sub(r"<[^>]*$", "", parts[-1])
    return [w for p in parts + LABELS.findall(s) for w in WORD.findall(p)]


def literals_in(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for n in ast.walk(tree):
        body = getattr(n, "body", None)
        if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and body \
                and isinstance(body[0], ast.Expr) and _text(body[0].value) is not None:
            skip.add(id(body[0].value))  # docstrings
        if isinstance(n, ast.JoinedStr):
            skip.update(id(v) for v in n.values)
        if isinstance(n, ast.Dict) and all(isinstance(k, ast.Constant) and isinstance(k.value, str)
                                           and re.fullmatch(r"[a-z_]+(\.[\w-]+)+", k.value) for k in n.keys if k):
            skip.update(id(v) for v in n.values)  # a catalogue: {"game.key": "text"}
        if isinstance(n, ast.Assign) and any(isinstance(tg, ast.Name) and tg.id.endswith("_SCRIPT") for tg in n.targets):
            skip.add(id(n.value))  # JavaScript source (e.g. the shell's boot script), not a view
    found, ok = [], allowed_words()
    where = path.relative_to(UI.parent) if path.is_relative_to(UI) else path.name
    for n in ast.walk(tree):
        if isinstance(n, ast.Call):
            f = n.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name in NOT_VIEWS or (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                                     and f.value.id in ("re", "json", "math")):
                skip.update(id(a) for a in ast.walk(n))
                continue
            for a in n.args[:1] + [k.value for k in n.keywords if k.arg in ("label", "title")]:
                s = _text(a)
                if s and "<" not in s and SENTENCE.search(s):
                    found.append(f"{where}:{n.lineno}: {name}({s[:60]!r})")
        if isinstance(n, ast.Assign) and any(isinstance(tg, ast.Attribute) and tg.attr in
                                             ("textContent", "innerText", "title", "placeholder") for tg in n.targets):
            s = _text(n.value)
            if s and WORD.search(s):
                found.append(f"{where}:{n.lineno}: = {s[:60]!r}")
    for n in ast.walk(tree):
        s = None if id(n) in skip else _text(n)
        if s is None or not ("<" in s or ">" in s):
            continue
        words = [w for w in _html_words(s) if w not in ok]
        if words:
            found.append(f"{where}:{n.lineno}: {' '.join(words[:8])} in {s[:70]!r}")
    return found


def view_modules() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if p.name != "messages.py")


def test_no_view_holds_a_literal_string():
    problems = [line for path in view_modules() for line in literals_in(path)]
    assert problems == [], "literal text in a view (put it in the catalogue):\n" + "\n".join(problems)


def test_the_scan_finds_a_literal_where_there_is_one(tmp_path):
    """The scan itself can fail: each kind of literal it looks for is found in a sample."""
    sample = tmp_path / "sample_view.py"
    sample.write_text(
        'def view(x):\n'
        '    a = f\'<p class="x">Your turn, {x}</p>\'\n'
        '    b = \'<button title="Roll the dice">\' + x\n'
        '    c = button("Roll again", "roll")\n'
        '    el.textContent = "Loading"\n'
        '    d = f\'<h2>SIMILI</h2><span data-testid="n">{x}</span>\'\n'
        '    e = t("simili.roll")\n', encoding="utf-8")
    found = literals_in(sample)
    assert len(found) == 4, found
    assert any("Your turn" in f for f in found) and any("Roll the dice" in f for f in found)
    assert any("Roll again" in f for f in found) and any("Loading" in f for f in found)
