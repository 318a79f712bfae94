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
from pyodide.ffi import create_proxy, jsnull, to_js  # type: ignore[import-not-found]

from similarium.core.i18n import language, set_language, t
from similarium.core.storage import Repository, utc_now
from similarium.games import registry
from similarium.ui import safety
from similarium.ui.games import game_pages, register_validators
from similarium.ui.home import render_home
from similarium.ui.html import button, esc, tech_detail
from similarium.ui.lang import choose_language, framed

document = js.document
window = js.window


def absent(value: object) -> bool:
    """True for a missing DOM answer: JS ``null`` arrives as ``jsnull``, ``undefined`` as None."""
    return value is None or value is jsnull


def browser_store():
    """``localStorage`` whenever it can be read, even full (a full storage is a state: all
    that is stored is shown and exported, writes fail and are told), else memory. The second
    value is the catalogue key of what the player is told at start ("" when nothing)."""
    from similarium.core.storage import MemoryStore, probe

    try:
        store = LocalStorage()
    except Exception:  # noqa: BLE001 - disabled storage (private mode, policies) must not stop the game
        return MemoryStore(), "storage.unavailable"
    state = probe(store)
    if state == "unavailable":
        return MemoryStore(), "storage.unavailable"
    return store, "storage.full" if state == "full" else ""


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


def browser_languages() -> list[str]:
    """``navigator.languages`` (best first), else ``[navigator.language]``, else nothing."""
    nav = window.navigator
    try:
        tags = [str(tag) for tag in nav.languages] if not absent(nav.languages) else []
    except Exception:  # noqa: BLE001 - an old or locked-down browser: English
        tags = []
    if not tags and not absent(nav.language):
        tags = [str(nav.language)]
    return tags


def local_today() -> _dt.date:
    """The player's local calendar date (from the browser, not the wasm clock)."""
    now = js.Date.new()
    return _dt.date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))


GAME_PAGES = game_pages()  # id -> "module:Controller", from the registry

# Grids of controls the arrow keys move within (a view may mark any other with data-arrows).
ARROW_ZONES = "[data-arrows], .sheet, .bank, .dice-row, .grid, .hand, .market, .clue-row"
FOCUSABLE = "button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex='-1'])"
ARROWS = {"arrowleft": (-1, 0), "arrowright": (1, 0), "arrowup": (0, -1), "arrowdown": (0, 1)}


def _centre(el) -> tuple[float, float]:
    r = el.getBoundingClientRect()
    return float(r.left + r.width / 2), float(r.top + r.height / 2)


def _distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


class App:
    """Routes ``#/<game>/<mode>?query`` to the game's controller and renders it into ``#app``.

    A controller (see ``ui/simili/controller.py``) has ``open(mode, query)``,
    ``act(action, arg, fields) -> route | None``, ``render() -> str``,
    ``key(key) -> (action, arg) | None`` and, for slow work, ``begin(action) -> bool``
    (mark it pending) and ``finish(action)`` (do it), so a progress indicator paints first.
    """

    def __init__(self) -> None:
        self.root = document.getElementById("app")
        store, self.memory_only = browser_store()
        self.repo = Repository(store)
        register_validators(self.repo)  # saved data of every game is checked, whichever page reads it
        self.apply_language(choose_language(self.repo.stored_language(), browser_languages()))
        self.controllers: dict[str, object] = {}  # built on first visit: boot imports only what it shows
        self.game = ""
        self._data = None  # "#/data" (export and import), built on its first visit
        self.on_data = False
        self.howto = ""  # "#/how/<game>": that game's "How to play" page
        self._walkthroughs_seen: set[str] | None = None  # games whose first-move panel was dismissed
        self.failure = ""  # catalogue text of a failure outside the controllers' guard
        self.failure_reason = ""  # its technical reason (folded under it)
        self._autostep_token = 0
        self._storage_token = 0  # the latest storage event (only the last of a burst is read)
        self._storage_keys: set[str] = set()
        self._said = ""  # the last line copied into the live region
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_hash), create_proxy(self.on_key),
                         create_proxy(self.on_change)]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("change", self._proxies[3])
        window.addEventListener("hashchange", self._proxies[1])
        self._proxies.append(create_proxy(self.on_storage))
        window.addEventListener("storage", self._proxies[-1])  # another tab wrote: reload this slot
        document.addEventListener("keydown", self._proxies[2])

    def apply_language(self, lang: str) -> None:
        """Show every text in ``lang`` from now on, and say so in ``<html lang>``."""
        document.documentElement.lang = set_language(lang)

    @property
    def data(self):
        """The "Your data" view, imported and built the first time it is needed (not at boot)."""
        if self._data is None:
            from similarium.ui.data import DataPage

            self._data = DataPage(self.repo, utc_now)
        return self._data

    def controller_for(self, gid: str):
        """The game's page controller, imported and built the first time it is needed."""
        if gid not in self.controllers and gid in GAME_PAGES:
            import importlib

            module_name, _, cls = GAME_PAGES[gid].partition(":")
            self.controllers[gid] = getattr(importlib.import_module(module_name), cls)(self.repo, local_today)
        return self.controllers.get(gid)

    @property
    def controller(self):
        return self.controllers.get(self.game)

    # --- routing ----------------------------------------------------------------
    def on_hash(self, _event=None) -> None:
        self.open(str(window.location.hash))

    def open(self, hash_: str) -> None:
        path, _, qs = hash_.lstrip("#").partition("?")
        parts = [p for p in path.split("/") if p]
        query = dict(parse_qsl(qs))
        self.game = parts[0] if parts and parts[0] in GAME_PAGES else ""
        self.on_data, self.failure = bool(parts) and parts[0] == "data", ""
        self.howto = parts[1] if len(parts) > 1 and parts[0] == "how" else ""
        if self.on_data:
            self.data.open()
        stored = safety.stored_texts(self.repo.store)
        try:
            if self.game and self.controller_for(self.game) is not None:
                self.controller.open(parts[1] if len(parts) > 1 else "", query)
        except Exception as err:  # noqa: BLE001 - a page that cannot open must not break the others
            safety.put_back(self.repo.store, stored)  # whatever it began to write
            self.repo.adopt(stored)
            self.controllers.pop(self.game, None)  # rebuilt from storage on the next visit
            self._fail("app.error.open", err)
            self.game = ""
        self.render()

    def _fail(self, key: str, err: BaseException, detail: str = "") -> None:
        """Show ``key``'s text for an unexpected exception; its traceback goes to the console."""
        import traceback

        self.failure, self.failure_reason = t(key), f"{type(err).__name__}: {err}"
        js.console.error(detail or "".join(traceback.format_exception(err)))

    # --- rendering -------------------------------------------------------------------
    def render(self) -> None:
        try:
            self._render()
        except Exception as err:  # noqa: BLE001 - a view that cannot render: say so, keep the page
            self._fail("app.error.action", err)
            self.game, self.on_data, self.howto = "", False, ""
            self._render()

    def _render(self) -> None:
        if self.on_data:
            html = self.data.render()
            title = f"{t('data.title')} · {t('app.title')}"
        elif self.howto:
            from similarium.ui.howto import render_howto

            html = render_howto(self.howto)
            title = f"{t('howto.link')} · {t('app.title')}"
        elif self.controller is not None:
            html = self._walkthrough() + self.controller.render()
            title = f"{registry.get(self.game).name} · {t('app.title')}"
        else:
            resume = {}
            for gid in GAME_PAGES:
                # only a save that reads back is offered (an unreadable one is set aside and told)
                slots = [m for m in self.repo.save_slots(gid) if self.repo.load_game(gid, m) is not None]
                if slots:
                    resume[gid] = f"#/{gid}/{slots[0]}"
            html = render_home(resume, playable=set(GAME_PAGES)) + (
                f'<p class="data-link"><a href="#/data" data-testid="data-link">{esc(t("data.link"))}</a></p>')
            title = t("app.title")
        failure, reason = getattr(self.controller, "failure", ""), getattr(self.controller, "failure_reason", "")
        if not failure:
            failure, reason = self.failure, self.failure_reason
        if failure:
            html = (f'<div role="alert" data-testid="action-error"><p class="feedback error">{esc(failure)}</p>'
                    f'{tech_detail(reason)}</div>') + html
        keep = self._focused()
        self.root.innerHTML = framed(html, language()) + self._problems_html()
        self._refocus(keep)
        self._announce()
        document.title = title
        footer = document.querySelector("footer.bottom p")
        if not absent(footer):
            footer.textContent = t("app.footer")  # the static shell's footer, in the current language
        self._schedule_autostep()

    def _announce(self) -> None:
        """Copy the view's ``announce`` line (what the last action did) into the page's one
        persistent live region, which is never re-rendered: a screen reader hears each new
        line once, not the whole view on every click."""
        live = document.getElementById("live")
        if absent(live):
            return
        el = self.root.querySelector('[data-testid="announce"]')
        said = "" if absent(el) else str(el.textContent or "").strip()
        if said and said != self._said:
            live.textContent = said
        self._said = said

    # --- keyboard focus: it stays where the player is ----------------------------------
    def _focused(self) -> tuple[str, str, str, float, float] | None:
        """What has the focus in the view (its action and argument, or test id, and where it
        is on the page), if anything."""
        el = document.activeElement
        if absent(el) or not bool(self.root.contains(el)) or bool(el.isSameNode(self.root)):
            return None
        if not el.matches(":focus-visible"):
            return None  # a mouse or touch click: Enter keeps its page-wide meaning (confirm)

        def attr(name: str) -> str:
            value = el.getAttribute(name)
            return "" if absent(value) else str(value)

        x, y = _centre(el)
        return attr("data-action"), attr("data-arg"), attr("data-testid") or attr("id"), x, y

    def _refocus(self, was: tuple[str, str, str, float, float] | None) -> None:
        """After a render, put the focus back on the same control (same action and argument),
        else on the nearest control of the same action (the next space to book), else on the
        view's ``data-focus`` control: a person using the keyboard never starts from the top."""
        if was is None:
            return
        action, arg, ident, x, y = was
        esc_css = js.CSS.escape
        tries = []
        if action:
            tries.append(f'[data-action="{esc_css(action)}"][data-arg="{esc_css(arg)}"]' if arg
                         else f'[data-action="{esc_css(action)}"]:not([data-arg])')
        if ident:
            tries += [f'[data-testid="{esc_css(ident)}"]', f'#{esc_css(ident)}']
        if action:
            tries.append(f'[data-action="{esc_css(action)}"]')
        tries.append("[data-focus]")
        for selector in tries:
            found = [el for el in self.root.querySelectorAll(selector)
                     if not el.matches(":disabled") and el.getClientRects().length]
            if found:
                nearest = min(found, key=lambda el: _distance(_centre(el), (x, y)))
                nearest.focus()
                return

    def _arrow(self, event, key: str) -> bool:
        """Arrow keys move the focus inside a grid of controls (the sheet, the bank, the dice,
        the cards): to the nearest control in that direction. True if the focus moved."""
        zone = event.target.closest(ARROW_ZONES)
        if absent(zone):
            return False
        x0, y0 = _centre(event.target)
        dx_sign, dy_sign = ARROWS[key]
        best, best_score = None, None
        for el in zone.querySelectorAll(FOCUSABLE):
            if bool(el.isSameNode(event.target)) or not el.getClientRects().length:
                continue
            x, y = _centre(el)
            dx, dy = x - x0, y - y0
            along, across = (dx * dx_sign, abs(dy)) if dx_sign else (dy * dy_sign, abs(dx))
            if along < 1:
                continue  # not in that direction
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = el, score
        if best is None:
            return False
        best.focus()
        return True

    def _walkthrough(self) -> str:
        """The first-move panel above a game's view until the person dismisses it (per game)."""
        from similarium.ui import walkthrough

        if getattr(self.controller, "view", "") != "game" or not walkthrough.has_steps(self.game):
            return ""
        if self._walkthroughs_seen is None:  # read once, not on every click's render
            prefs = self.repo.load_settings().prefs
            self._walkthroughs_seen = {g for g in GAME_PAGES if prefs.get(walkthrough.pref_name(g))}
        return "" if self.game in self._walkthroughs_seen else walkthrough.render(self.game)

    def _dismiss_walkthrough(self, game: str) -> None:
        """Remember the dismissal (the language chosen so far is kept as it is)."""
        from dataclasses import replace

        from similarium.ui import walkthrough

        settings = self.repo.load_settings()
        if self.repo.stored_language() is None:
            settings = replace(settings, language=language())  # what the page shows now
        self.repo.save_settings(settings.with_pref(walkthrough.pref_name(game), True))
        if self._walkthroughs_seen is not None:
            self._walkthroughs_seen.add(game)

    def _schedule_autostep(self) -> None:
        """A rendered ``data-autostep="<action>"`` (e.g. a bot's next move) is dispatched after
        ``data-delay`` ms, so each step is painted before the next one."""
        self._autostep_token += 1  # any pending step belongs to a view that is gone now
        el = self.root.querySelector("[data-autostep]")
        if absent(el):
            return
        action = str(el.getAttribute("data-autostep"))
        arg = str(el.getAttribute("data-arg") or "")
        delay = int(str(el.getAttribute("data-delay") or "300"))
        asyncio.ensure_future(self._autostep(self._autostep_token, action, arg, delay))

    async def _autostep(self, token: int, action: str, arg: str, delay_ms: int) -> None:
        await asyncio.sleep(delay_ms / 1000)
        if token == self._autostep_token:  # nothing re-rendered meanwhile
            self.dispatch(action, arg)

    def _problems_html(self) -> str:
        problems = self.repo.problems()
        if not problems and not self.memory_only:
            return ""
        items = "".join(f"<li>{esc(p.message())}{tech_detail(' · '.join(filter(None, (p.reason, p.backup_key))))}</li>"
                        for p in problems)
        if self.memory_only:
            items += f"<li>{esc(t(self.memory_only))}</li>"  # storage.unavailable or storage.full
        return (f'<aside class="problems" role="alert" data-testid="storage-problems"><h3>'
                f'{esc(t("storage.problems.title"))}</h3><ul>{items}</ul>'
                f'<p><a href="#/data" data-testid="problems-data-link">{esc(t("data.link"))}</a></p>'
                f'{button(t("storage.problems.dismiss"), "dismiss-problems", testid="dismiss-problems")}</aside>')

    # --- events ----------------------------------------------------------------------
    def fields(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for el in self.root.querySelectorAll("[data-field]"):
            if str(el.type) in ("radio", "checkbox") and not el.checked:
                continue
            out[str(el.getAttribute("data-field"))] = str(el.value)
        return out

    def on_storage(self, event) -> None:
        """Another tab or window changed a key: if it is the shown game's slot, show it (told).
        Read a moment later: a tab finishing a game writes several keys in a row (the record,
        then the slot removed), and this tab must see them all, not the first alone."""
        if not absent(event.key):
            self._storage_token += 1
            self._storage_keys.add(str(event.key))
            asyncio.ensure_future(self._storage_changed(self._storage_token))

    async def _storage_changed(self, token: int) -> None:
        await asyncio.sleep(0.15)
        if token != self._storage_token:
            return  # a later event of the same burst reads them all
        keys, self._storage_keys = self._storage_keys, set()
        check = getattr(self.controller, "external_change", None)
        if check is not None and any(check(key) for key in sorted(keys)):
            self.render()

    def on_click(self, event) -> None:
        el = event.target.closest("[data-action]")
        if absent(el) or el.disabled:
            return
        self.dispatch(str(el.getAttribute("data-action")), str(el.getAttribute("data-arg") or ""))

    def on_change(self, event) -> None:
        """A file chosen in the "Your data" view's import field: read it, then check it."""
        el = event.target
        if absent(el.getAttribute("data-import")) or absent(el.files) or int(el.files.length) == 0:
            return
        asyncio.ensure_future(self._import_file(el.files.item(0)))

    async def _import_file(self, file) -> None:
        try:
            text = str(await file.text())
        except Exception as err:  # noqa: BLE001 - unreadable file: a message, nothing changed
            self.data.read_failed(str(err) or type(err).__name__)
        else:
            self.data.load(str(file.name), text)
        self.render()

    def _data_action(self, action: str) -> None:
        if action == "data-export":
            name, text = self.data.export()
            blob = js.Blob.new(to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries))
            url = js.URL.createObjectURL(blob)
            link = document.createElement("a")
            link.href, link.download = url, name
            link.click()
            window.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 10_000)
        elif self.data.act(action):
            self.controllers.clear()  # their games in memory may be stale: rebuilt from storage
            self._walkthroughs_seen = None  # so may the settings
        self.render()

    def on_key(self, event) -> None:
        if self.controller is None:
            return
        key = str(event.key).lower()
        if event.ctrlKey or event.metaKey or event.altKey:
            if (event.ctrlKey or event.metaKey) and key == "z":
                event.preventDefault()
                self.dispatch("undo", "")
            return
        tag = str(event.target.tagName).lower()
        if tag in ("input", "textarea", "select"):
            if key == "enter" and not absent(event.target.getAttribute("data-enter")):
                self.dispatch(str(event.target.getAttribute("data-enter")), "")
            return
        if key == "enter" and tag in ("button", "a"):
            return  # the focused control acts
        if key in ARROWS and self._arrow(event, key):
            event.preventDefault()
            return
        mapped = self.controller.key(key)
        if mapped is not None:
            event.preventDefault()
            self.dispatch(*mapped)

    def dispatch(self, action: str, arg: str) -> None:
        """Do a click's or key's action. Controllers guard their own actions (``act``); anything
        else that raises is reported here (catalogue text), and the page stays usable."""
        self.failure, self.failure_reason = "", ""
        try:
            self._dispatch(action, arg)
        except Exception as err:  # noqa: BLE001 - never a broken page
            self._fail("app.error.action", err)
            self.render()

    def _dispatch(self, action: str, arg: str) -> None:
        if action.startswith("data-"):
            self._data_action(action)
            return
        if action == "home":
            window.location.hash = "#/"
            return
        if action == "lang":
            self.apply_language(arg)
            self.repo.save_language(language())  # remembered (a failure is a problem shown below)
            self.render()
            return
        if action == "walkthrough-dismiss":
            self._dismiss_walkthrough(arg)
            self.render()
            return
        if action == "dismiss-problems":
            self.repo.clear_problems()
            self.memory_only = False  # told once is enough
            self.render()
            return
        if action == "share":
            try:
                window.navigator.clipboard.writeText(arg)
            except Exception:  # noqa: BLE001 - the clipboard may be unavailable; the text stays on screen
                pass
            return
        controller = self.controller
        if controller is None:
            return
        if controller.begin(action):
            asyncio.ensure_future(self._slow(controller, action))
            self.render()
            return
        target = controller.act(action, arg, self.fields())
        if getattr(controller, "failure_detail", ""):
            js.console.error(controller.failure_detail)  # the action was cancelled; the page says so
        if target and target != str(window.location.hash):
            window.history.replaceState(None, "", target)
        self.render()

    async def _slow(self, controller, action: str) -> None:
        await asyncio.sleep(0.03)  # let the browser paint the progress indicator first
        try:
            guarded = getattr(controller, "guarded", None)
            guarded(controller.finish, action) if guarded else controller.finish(action)
            if getattr(controller, "failure_detail", ""):
                js.console.error(controller.failure_detail)
        except Exception as err:  # noqa: BLE001 - never a broken page
            self._fail("app.error.action", err)
        self.render()


async def warm_up(app: App) -> None:
    """When the page is idle after boot, let games prepare slow tables (e.g. the advisor's)."""
    await asyncio.sleep(3)
    for controller in list(app.controllers.values()):
        getattr(controller, "warm_up", lambda: None)()


def main() -> None:
    app = App()
    app.open(str(window.location.hash))
    document.documentElement.dataset.boot = "ready"
    asyncio.ensure_future(warm_up(app))
