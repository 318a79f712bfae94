"""The browser behind the app (:mod:`similarium.ui.app`): ``localStorage`` as the core's
key-value store (memory when the browser refuses it), the person's languages and local date,
and sharing a text (the share sheet, else the clipboard).
With :mod:`similarium.ui.focus`, the only modules besides the app that touch ``js``."""

from __future__ import annotations

import datetime as _dt

import js  # type: ignore[import-not-found]
from pyodide.ffi import jsnull, to_js  # type: ignore[import-not-found]

from similarium.core.i18n import t
from similarium.core.kv import PREFIX

window = js.window
document = js.document


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
        """The keys the app may read: those under ``similarium/`` (``kv.PREFIX``; no other key is
        ever read), listed in JS in one call (static/js/storage.mjs). Asked key by key, every
        key of the origin, each action of a page waited for 20,000 keys another site wrote
        there (scripts/bench_storage.py, ``storage_burst``)."""
        helper = getattr(window, "similariumStorage", None)
        if absent(helper):
            keys = (str(self.ls.key(i)) for i in range(int(self.ls.length)))
            return [k for k in keys if k.startswith(PREFIX)]
        return [str(k) for k in helper.keys(PREFIX).to_py()]


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


def seconds_to_midnight() -> int:
    """Whole seconds (rounded up) from now to the next local midnight, by the browser's clock."""
    now = js.Date.new()
    midnight = js.Date.new(now.getFullYear(), now.getMonth(), int(now.getDate()) + 1)
    return max(0, -(-(int(midnight.getTime()) - int(now.getTime())) // 1000))


def page_base() -> str:
    """The page's own address without its ``#…`` part (what a share link starts with)."""
    return str(window.location.href).split("#")[0]


def _say_shared(key: str) -> None:
    status = document.querySelector('[data-testid="share-status"]')
    if not absent(status):
        status.textContent = t(key)


async def share(text: str) -> None:
    """The share sheet where the device has one (``navigator.share``), else a copy to the
    clipboard; either way the player is told, in a live region, what happened."""
    nav = window.navigator
    data = to_js({"text": text}, dict_converter=js.Object.fromEntries)
    if getattr(nav, "share", None) is not None and (getattr(nav, "canShare", None) is None or nav.canShare(data)):
        try:
            await nav.share(data)
            _say_shared("daily.shared")
            return
        except Exception as err:  # noqa: BLE001 - cancelled by the player, or not allowed: copy instead
            if "AbortError" in str(err):
                return
    try:
        await nav.clipboard.writeText(text)
        _say_shared("daily.copied")
    except Exception:  # noqa: BLE001 - no clipboard here: the text stays on screen to select
        _say_shared("daily.copy_failed")
