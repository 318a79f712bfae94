"""Tiny HTML-building helpers for the string renderers (escaping, attributes, buttons)."""

from __future__ import annotations

# Not ``html.escape``: importing the stdlib ``html`` package (its entity tables) costs ~0.1 s
# of boot in Pyodide. Same result for the five characters that matter.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def esc(text: object) -> str:
    """``html.escape(str(text), quote=True)``, without the import cost. Most texts have none of
    the five characters: they are returned as they are (a view renders hundreds on each click)."""
    s = text if type(text) is str else str(text)
    if "&" in s or "<" in s or ">" in s or '"' in s or "'" in s:
        return s.translate(_ESCAPES)
    return s


_NAMES: dict[str, str] = {}  # keyword -> attribute name: class_ -> class, data_arg -> data-arg


def attrs(**kw: object) -> str:
    """``attrs(data_action="x", disabled=True)`` -> `` data-action="x" disabled``."""
    out = []
    for key, value in kw.items():
        if value is None or value is False:
            continue
        name = _NAMES.get(key)
        if name is None:
            name = _NAMES[key] = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


class Markup(str):
    """Trusted HTML, built by a renderer from escaped parts: inserted as is where text would be escaped."""

    __slots__ = ()


def button(label: str, action: str, arg: object = "", *, cls: str = "", testid: str = "",
           disabled: bool = False, title: str = "", pressed: bool | None = None) -> str:
    """A ``<button>``; its ``label`` is text and is escaped, unless it is :class:`Markup`."""
    label = label if isinstance(label, Markup) else esc(label)
    a = attrs(class_=cls or None, data_action=action, data_arg=arg if arg != "" else None,
              data_testid=testid or None, disabled=disabled, title=title or None,
              aria_pressed=None if pressed is None else ("true" if pressed else "false"))
    return f'<button type="button"{a}>{label}</button>'



def tech_detail(reason: str) -> str:
    """A technical reason (English, for a bug report), folded under "Technical detail": the
    sentence above it is the person's, in their language; this part is marked ``lang="en"``."""
    if not reason:
        return ""
    from similarium.core.i18n import t

    return (f'<details class="tech-detail" data-testid="tech-detail"><summary>{esc(t("app.detail"))}</summary>'
            f'<code lang="en" translate="no">{esc(reason)}</code></details>')


def spoken(label: str, visual: str) -> str:
    """A control's content when what it shows (a key letter, a picture, marks) is not what a
    screen reader should say: ``label`` (text) is read, ``visual`` (HTML) is only seen. Used
    instead of ``aria-label``, so the name heard always contains the words seen on it."""
    return f'<span class="sr-only">{esc(label)}</span><span aria-hidden="true">{visual}</span>'
