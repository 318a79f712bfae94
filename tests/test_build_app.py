"""scripts/build_app.py: the bundle the page boots with holds the app's modules with comments and
docstrings blanked, every line where it was."""

from __future__ import annotations

import ast
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build_app  # noqa: E402


def test_docstrings_and_comments_are_blanked_and_lines_kept():
    src = ('"""Module.\n\nMore."""\nimport os  # why\n\n\nclass A:\n    """A class."""\n\n'
           '    def f(self, x="""not a doc"""):\n        """Doc\n        on two lines."""\n'
           '        # a comment\n        return x  # tail\n')
    out = build_app.shipped(src)
    assert out.count("\n") == src.count("\n")
    assert "#" not in out and "Module" not in out and "A class" not in out and "Doc" not in out
    assert '"""not a doc"""' in out  # a string that is not a docstring is kept
    tree = ast.parse(out)
    ns: dict = {}
    exec(compile(tree, "m.py", "exec"), ns)
    assert ns["A"]().f() == "not a doc"
    # Where each function and class starts: the same line as in the source
    starts = [(n.name, n.lineno) for n in ast.walk(tree) if isinstance(n, (ast.ClassDef, ast.FunctionDef))]
    assert starts == [(n.name, n.lineno) for n in ast.walk(ast.parse(src))
                      if isinstance(n, (ast.ClassDef, ast.FunctionDef))]


def test_the_bundle_is_every_module_line_for_line_and_smaller(tmp_path):
    out = tmp_path / "similarium.zip"
    count = build_app.build(out)
    files, _ = build_app.sources()
    assert count == len(files)
    z = zipfile.ZipFile(out)
    raw = 0
    for path in files:
        data = z.read(path.relative_to(build_app.SRC.parent).as_posix())
        if path.suffix == ".py":
            source = path.read_text(encoding="utf-8")
            raw += len(source.encode())
            assert data.decode().count("\n") == source.count("\n"), path
            compile(data, str(path), "exec")
    py = sum(i.compress_size for i in z.infolist() if i.filename.endswith(".py"))
    assert py < 0.3 * raw


def test_the_bundle_is_readable_by_others_and_carries_a_stdlib_part(tmp_path):
    """A static host (and a Pages deploy, which once refused a file without 'read other') reads
    it; the standard library modules given to it are carried at the top, beside similarium/."""
    part = tmp_path / "part.zip"
    with zipfile.ZipFile(part, "w") as z:
        z.writestr("html/__init__.pyc", b"code")
    out = tmp_path / "similarium.zip"
    build_app.build(out, stdlib_part=part)
    assert out.stat().st_mode & 0o044 == 0o044
    with zipfile.ZipFile(out) as z:
        assert z.read("html/__init__.pyc") == b"code"
        assert "similarium/__init__.py" in z.namelist()
