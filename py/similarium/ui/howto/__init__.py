""""How to play" pages: ``#/how/<game>``. Each game's page is its own module (its registry
entry's ``howto``, by default ``howto`` beside its page, e.g. ``similarium.ui.similo.howto``)
with ``render() -> str`` (its texts in the catalogue, English and French; its pictures as inline
SVG), imported on the first visit; the pieces they share are here. A game without one shows
"coming soon".
"""

from __future__ import annotations

import importlib

from similarium.core.i18n import t
from similarium.games import registry
from similarium.ui.html import esc


def section(title_key: str, body: str) -> str:
    """A titled part of a page (``howto.<game>.<part>`` gives ``data-testid="howto-<part>"``)."""
    return f'<section data-testid="howto-{title_key.split(".")[2]}"><h3>{esc(t(title_key))}</h3>{body}</section>'


def bullets(items: list[str]) -> str:
    """A list of items that are already HTML."""
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def game_section(game: str, name: str, inner: str) -> str:
    """A part of a game's page titled by ``howto.<game>.<name>.h`` (``data-testid="howto-<name>"``)."""
    return (f'<section class="howto-section" data-section="{name}" data-testid="howto-{name}">'
            f'<h3>{esc(t(f"howto.{game}.{name}.h"))}</h3>{inner}</section>')


def keys_list(game: str, keys: tuple[tuple[str, str], ...]) -> str:
    """Each key and what it does (``howto.<game>.keys.<what>``): a key's name is the catalogue's
    ``howto.<game>.keys.name.<name>`` when it is a word, else itself (a letter, "?")."""
    rows = []
    for name, what in keys:
        shown = t(f"howto.{game}.keys.name.{name}") if len(name) > 1 else name
        text = t(f"howto.{game}.item", label=f"<kbd>{esc(shown)}</kbd>", text=esc(t(f"howto.{game}.keys.{what}")))
        rows.append(f'<li data-key="{esc(what)}">{text}</li>')
    return f'<ul class="keys-list">{"".join(rows)}</ul>'


def page_module(game_id: str):
    """The game's how-to module, or None if it has none yet (or the game is unknown)."""
    if game_id not in registry.BY_ID:
        return None
    try:
        return importlib.import_module(registry.BY_ID[game_id].howto_module)
    except ModuleNotFoundError:
        return None


def render_howto(game_id: str) -> str:
    """The page for ``game_id`` inside the common frame (title, the way to play it, the way back)."""
    entry = registry.BY_ID.get(game_id)
    name = entry.name if entry else game_id
    module = page_module(game_id)
    body = module.render() if module is not None else f'<p class="soon">{esc(t("howto.soon"))}</p>'
    play = (f'<a class="button primary" href="#/{esc(game_id)}" data-testid="howto-play">'
            f'{esc(t("howto.play", game=name))}</a>') if entry and entry.has_page else ""
    return (f'<article class="howto setup" data-testid="howto" data-game="{esc(game_id)}"><h2>'
            f'{esc(t("howto.title", game=name))}</h2>{body}<p class="actions">{play}'
            f'<a class="button" href="#/" data-testid="howto-back">{esc(t("howto.back"))}</a></p></article>')
