"""The DOM glue: the ONLY module that imports ``js``/``pyscript``/``pyodide``.

It adapts ``localStorage`` to the core's key-value protocol, routes ``#/...``
URLs to views, delegates every click to ``data-action`` attributes, maps keys
to actions, and writes the views' HTML into ``#app``.
"""

from __future__ import annotations

import asyncio
import datetime as _dt
from urllib.parse import parse_qsl

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from similarium.core.i18n import t
from similarium.core.storage import Repository
from similarium.ui.home import render_home
from similarium.ui.simili.controller import SimiliController

document = js.document
window = js.window


class LocalStorage:
    """``window.localStorage`` behind the core's ``KeyValueStore`` protocol."""

    def __init__(self) -> None:
        self.ls = window.localStorage

    def get(self, key: str) -> str | None:
        value = self.ls.getItem(key)
        return value if isinstance(value, str) else None  # JS null arrives as jsnull, not None

    def set(self, key: str, value: str) -> None:
        self.ls.setItem(key, value)

    def remove(self, key: str) -> None:
        self.ls.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]


def local_today() -> _dt.date:
    """The player's local calendar date (from the browser, not the wasm clock)."""
    now = js.Date.new()
    return _dt.date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))


KEYS = {"s": ("choose", "sequence"), "m": ("choose", "matching"), "l": ("choose", "ladder"),
        "r": ("roll", ""), "enter": ("confirm", ""), "f": ("free", ""), "u": ("undo", ""), "?": ("hint", "")}


class App:
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.repo = Repository(LocalStorage())
        self.simili = SimiliController(self.repo, local_today)
        self.route = ""
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_hash), create_proxy(self.on_key)]
        self.root.addEventListener("click", self._proxies[0])
        window.addEventListener("hashchange", self._proxies[1])
        document.addEventListener("keydown", self._proxies[2])

    # --- routing ----------------------------------------------------------------
    def on_hash(self, _event=None) -> None:
        self.open(str(window.location.hash))

    def open(self, hash_: str) -> None:
        path, _, qs = hash_.lstrip("#").partition("?")
        parts = [p for p in path.split("/") if p]
        query = dict(parse_qsl(qs))
        self.route = "/".join(parts)
        if parts[:1] == ["simili"]:
            self.simili.open(parts[1] if len(parts) > 1 else "solo", query)
        self.render()

    # --- rendering -------------------------------------------------------------------
    def render(self) -> None:
        if self.route.startswith("simili"):
            html = self.simili.render()
            title = "SIMILI · Similarium"
        else:
            slots = self.repo.save_slots("simili")
            resume = {"simili": f"#/simili/{slots[0]}"} if slots else {}
            html = render_home(resume)
            title = t("app.title")
        self.root.innerHTML = html + self._problems_html()
        document.title = title

    def _problems_html(self) -> str:
        problems = self.repo.problems()
        if not problems:
            return ""
        from similarium.ui.html import button, esc

        items = "".join(f"<li>{esc(p.message())}</li>" for p in problems)
        return (f'<aside class="problems" role="alert" data-testid="storage-problems"><h3>'
                f'{esc(t("storage.problems.title"))}</h3><ul>{items}</ul>'
                f'{button(esc(t("storage.problems.dismiss")), "dismiss-problems", testid="dismiss-problems")}</aside>')

    # --- events ----------------------------------------------------------------------
    def fields(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for el in self.root.querySelectorAll("[data-field], #typed-roll"):
            name = str(el.getAttribute("data-field") or el.id)
            if str(el.type) == "radio" and not el.checked:
                continue
            out[name] = str(el.value)
        return out

    def on_click(self, event) -> None:
        el = event.target.closest("[data-action]")
        if el is None or el.disabled:
            return
        self.dispatch(str(el.getAttribute("data-action")), str(el.getAttribute("data-arg") or ""))

    def on_key(self, event) -> None:
        if event.ctrlKey or event.metaKey or event.altKey:
            if (event.ctrlKey or event.metaKey) and str(event.key).lower() == "z":
                event.preventDefault()
                self.dispatch("undo", "")
            return
        tag = str(event.target.tagName).lower()
        key = str(event.key).lower()
        if tag in ("input", "textarea", "select"):
            if key == "enter" and str(event.target.id) == "typed-roll":
                self.dispatch("roll", "")
            return
        if not self.route.startswith("simili/") or self.simili.session is None:
            return
        if key.isdigit() and len(key) == 1:
            self.dispatch("select", key)
        elif key == "escape":
            s = self.simili.session
            s.selected, s.free_mode = None, False
            self.render()
        elif key in KEYS:
            if key == "enter" and tag == "button":
                return  # let the focused button act
            self.dispatch(*KEYS[key])

    def dispatch(self, action: str, arg: str) -> None:
        if action == "home":
            window.location.hash = "#/"
            return
        if action == "dismiss-problems":
            self.repo.clear_problems()
            self.render()
            return
        if action == "share":
            try:
                window.navigator.clipboard.writeText(arg)
                self.simili.notice = t("daily.copied")
            except Exception:  # noqa: BLE001 - clipboard may be unavailable
                pass
            self.render()
            return
        if action == "hint":
            asyncio.ensure_future(self.hint())
            return
        target = self.simili.act(action, arg, self.fields())
        if target and target != str(window.location.hash):
            window.history.replaceState(None, "", target)
            self.route = target.lstrip("#/")
        self.render()

    async def hint(self) -> None:
        session = self.simili.session
        if session is None:
            return
        session.hint = {"pending": True}
        self.render()
        await asyncio.sleep(0.03)  # let the browser paint the progress indicator
        try:
            from similarium.games.simili.advisor import hint as compute_hint  # type: ignore[attr-defined]

            session.hint = compute_hint(session.game)
        except Exception as err:  # noqa: BLE001 - any advisor failure is shown, not fatal
            session.hint = {"error": str(err) or type(err).__name__}
        self.render()


def main() -> None:
    app = App()
    app.open(str(window.location.hash))
    document.documentElement.dataset.boot = "ready"
