"""The DOM glue: with :mod:`similarium.ui.browser` (``localStorage``, languages, the local
date) and :mod:`similarium.ui.focus` (focus kept across renders, arrow keys), the ONLY modules
that import ``js``/``pyscript``/``pyodide``.

It routes ``#/...`` URLs to views (a game's page: :class:`similarium.ui.page.GamePage`),
delegates every click to ``data-action`` attributes, maps keys to actions, and writes the
views' HTML into ``#app``.
"""

from __future__ import annotations

import asyncio
from urllib.parse import parse_qsl

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy, to_js  # type: ignore[import-not-found]

from similarium.core.i18n import language, set_language, t
from similarium.core.kv import PREFIX, SETTINGS_KEY, daily_key, match_key
from similarium.core.storage import Repository, utc_now
from similarium.games import registry
from similarium.ui import browser, focus, motion, pace, safety
from similarium.ui.browser import absent, browser_languages, browser_store, local_today, share
from similarium.ui.contract import Page, PageFactory
from similarium.ui.games import game_pages, register_validators
from similarium.ui.home import daily_states, render_home, resume_routes
from similarium.ui.html import button, esc, tech_detail
from similarium.ui.lang import choose_language, framed

document = js.document
window = js.window


GAME_PAGES = game_pages()  # id -> "module:Controller", from the registry
DETAIL_KEY = "t"  # on a focused control with a detail (``data-detail``): open it

class App:
    """Routes ``#/<game>/<mode>?query`` to the game's controller and renders it into ``#app``.

    What it uses of a game's page is the :class:`~similarium.ui.contract.Page` protocol, and
    nothing else.
    """

    def __init__(self) -> None:
        self.root = document.getElementById("app")
        store, self.memory_only = browser_store()
        self.repo = Repository(store)
        register_validators(self.repo)  # saved data of every game is checked, whichever page reads it
        self.apply_language(choose_language(self.repo.stored_language(), browser_languages()))
        self.controllers: dict[str, Page] = {}  # built on first visit: boot imports only what it shows
        self.game = ""
        self._data = None  # "#/data" (export and import), built on its first visit
        self.on_data = False
        self.howto = ""  # "#/how/<game>": that game's "How to play" page
        self._walkthroughs_seen: set[str] | None = None  # games whose first-move panel was dismissed
        self.failure = ""  # catalogue text of a failure outside the controllers' guard
        self.failure_reason = ""  # its technical reason (folded under it)
        self._autostep_token = 0
        self._countdown_token = 0  # the Today view's ticking countdown (one at a time)
        self.link_refused = ""  # why a result link's moves were refused (a catalogue code's end)
        self.daily_view: tuple[str, dict] | None = None
        self._pace: str | None = None  # the bot pace setting (ui.pace), read on first use
        self._motion: str | None = None  # the animations setting (ui.motion), read on first use
        self.motion_js = window.similariumMotion  # static/js/motion.mjs (imported by our loader)
        self._skipping = False  # the player asked to play the bots' steps at once, up to their turn
        self._slow_running = 0  # slow actions under way (a bot's first step while tables are built)
        self._bots_playing = False  # a bot step was scheduled and the player's turn has not come
        self._said = ""  # the last line copied into the live region
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_hash), create_proxy(self.on_key),
                         create_proxy(self.on_change), create_proxy(self.on_context)]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("contextmenu", self._proxies[4])
        self.root.addEventListener("change", self._proxies[3])
        window.addEventListener("hashchange", self._proxies[1])
        # Another tab wrote: reload this slot. Only the keys of the page, a burst as one call:
        # static/js/storage.mjs (imported by our loader) filters and gathers them.
        self._proxies.append(create_proxy(self.on_storage))
        self.storage_events = window.similariumStorage
        self.storage_events.listen(self._proxies[-1])
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

    def controller_for(self, gid: str) -> Page | None:
        """The game's page controller, imported and built the first time it is needed."""
        if gid not in self.controllers and gid in GAME_PAGES:
            import importlib

            module_name, _, cls = GAME_PAGES[gid].partition(":")
            factory: PageFactory = getattr(importlib.import_module(module_name), cls)  # the page's class
            self.controllers[gid] = factory(self.repo, local_today)
        return self.controllers.get(gid)

    @property
    def controller(self) -> Page | None:
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
        self.daily_view = (parts[0], query) if parts and parts[0] in ("today", "r") else None  # issue 29
        if self.on_data:
            self.data.open()
        stored = safety.stored_texts(self.repo.store)
        self.link_refused = ""
        try:
            if self.daily_view is not None and self.daily_view[0] == "r":
                self._open_replay(query)
            if self.game and parts[0] == self.game and self.controller_for(self.game) is not None:
                self.controller.open(parts[1] if len(parts) > 1 else "", query)
        except Exception as err:  # noqa: BLE001 - a page that cannot open must not break the others
            safety.put_back(self.repo.store, stored)  # whatever it began to write
            self.repo.adopt(stored)
            self.controllers.pop(self.game, None)  # rebuilt from storage on the next visit
            self._fail("app.error.open", err)
            self.game = ""
        self.storage_events.watch(to_js(self.storage_keys()))
        self.motion_js.reset()  # a page's first render: nothing has changed yet, nothing moves
        self.render()

    def _open_replay(self, query: dict[str, str]) -> None:
        """``#/r?…`` with the moves, after its day: the game replayed on its page, read-only
        (:mod:`similarium.ui.sharedgame`); a link whose moves do not give its result: refused."""
        from similarium.core.resultlink import LinkError
        from similarium.ui import sharedgame

        r = sharedgame.wanted(query, local_today())
        if r is None or r.game not in GAME_PAGES:
            return
        try:
            self.controller_for(r.game).open_shared(r)
        except LinkError as err:
            self.link_refused = err.code
            return
        self.game, self.daily_view = r.game, None  # the game's page shows it (controller.open is not called)

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
        elif self.daily_view is not None:
            html, title = self._daily_view()
        elif self.howto:
            from similarium.ui.howto import render_howto

            html = render_howto(self.howto)
            title = f"{t('howto.link')} · {t('app.title')}"
        elif self.controller is not None:
            from similarium.ui.walkthrough import SLOT as walkthrough_slot

            body, panel = self.controller.render(), self._walkthrough()
            # a game may say where its first-move panel goes (beside its table); else above it
            html = body.replace(walkthrough_slot, panel, 1) if walkthrough_slot in body else panel + body
            html += self._pace_controls(body) + self._motion_control()
            title = f"{registry.get(self.game).name} · {t('app.title')}"
        else:
            resume = resume_routes(self.repo, tuple(GAME_PAGES))
            html = render_home(resume, playable=set(GAME_PAGES), dailies=daily_states(self.repo, local_today())) + (
                f'<p class="data-link"><a href="#/data" data-testid="data-link">{esc(t("data.link"))}</a></p>')
            title = t("app.title")
        controller = self.controller
        failure, reason = (controller.failure, controller.failure_reason) if controller is not None else ("", "")
        if not failure:
            failure, reason = self.failure, self.failure_reason
        if failure:
            html = (f'<div role="alert" data-testid="action-error"><p class="feedback error">{esc(failure)}</p>'
                    f'{tech_detail(reason)}</div>') + html
        keep, anchored = focus.focused(self.root), focus.anchor(self.root)
        # what the player must hear about their data (another tab, a kept daily) comes first,
        # where a phone shows it, not under a page a thousand pixels long
        html = self._problems_html() + html
        self.root.innerHTML = framed(html, language())
        focus.keep_anchor(self.root, anchored)  # the table in play stays where the player sees it
        self.motion_js.mark(self.root, self.motion == "on")  # what just changed moves (ui.motion)
        focus.refocus(self.root, keep)
        shown = self.root.querySelector("[data-show]")  # a part the last action brought up (the review's)
        if not absent(shown):
            shown.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))
        self._announce()
        document.title = title
        footer = document.querySelector("footer.bottom p")
        if not absent(footer):
            footer.textContent = t("app.footer")  # the static shell's footer, in the current language
        self._schedule_autostep()

    def _daily_view(self) -> tuple[str, str]:
        """``#/today`` (its countdown ticks: :meth:`_tick`) or ``#/r?…`` (a shared result)."""
        from similarium.ui import dailyview

        name, query = self.daily_view
        today = local_today()
        if name == "today":
            self._countdown_token += 1
            asyncio.ensure_future(self._tick(self._countdown_token, today))
            html = dailyview.render_today(self.repo, today, browser.seconds_to_midnight())
        else:
            def first_line(gid, day, result):
                return self.controller_for(gid).daily_share(day, result).split("\n")[0]

            html = dailyview.render_result(query, today, first_line,
                                           lambda gid: self.repo.load_daily(gid).has_played(today), self.link_refused)
        return html, f"{t('today.title')} · {t('app.title')}"

    async def _tick(self, token: int, today) -> None:
        """Each second, the Today view's countdown; at the local midnight, the new day's view."""
        while token == self._countdown_token and self.daily_view and self.daily_view[0] == "today":
            await asyncio.sleep(1)
            el = self.root.querySelector("[data-countdown]")
            if token != self._countdown_token or absent(el):
                return
            if local_today() != today:
                self.render()  # a new day: its four dailies (a new token ends this loop)
                return
            from similarium.ui.dailyview import countdown

            el.textContent = countdown(browser.seconds_to_midnight())

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

    def _walkthrough(self) -> str:
        """The first-move panel above a game's view until the person dismisses it (per game)."""
        from similarium.ui import walkthrough

        if self.controller is None or self.controller.view != "game" or not walkthrough.has_steps(self.game):
            return ""
        if self._walkthroughs_seen is None:  # read once, not on every click's render
            prefs = self.repo.load_settings().prefs
            self._walkthroughs_seen = {g for g in GAME_PAGES if prefs.get(walkthrough.pref_name(g))}
        if self.game in self._walkthroughs_seen:
            return ""
        # the game may tailor the steps to the role and rules (None: no panel now, e.g. a privacy screen)
        variant = self.controller.walkthrough_variant()
        return "" if variant is None else walkthrough.render(self.game, variant)

    def _dismiss_walkthrough(self, game: str) -> None:
        """Remember the dismissal (the language chosen so far is kept as it is)."""
        from similarium.ui import walkthrough
        from similarium.ui.pieces import save_pref

        save_pref(self.repo, walkthrough.pref_name(game), True)
        if self._walkthroughs_seen is not None:
            self._walkthroughs_seen.add(game)

    @property
    def pace(self) -> str:
        if self._pace is None:
            self._pace = pace.read(self.repo.load_settings().prefs)
        return self._pace

    @property
    def motion(self) -> str:
        if self._motion is None:
            self._motion = motion.read(self.repo.load_settings().prefs)
        return self._motion

    def _motion_control(self) -> str:
        """Under a game's table: the animations setting (ui.motion)."""
        controller = self.controller
        return motion.control(self.motion) if controller is not None and controller.view == "game" else ""

    def _pace_controls(self, body: str) -> str:
        """Under a game with bots: the pace setting, and while a bot step is pending, the way to
        skip to the player's turn (ui.pace)."""
        controller = self.controller
        if controller is None or not controller.BOT_PACE or controller.view != "game":
            return ""
        skip = pace.skip_button() if "data-autostep" in body and self.pace != "instant" else ""
        return skip + pace.control(self.pace)

    def _schedule_autostep(self) -> None:
        """A rendered ``data-autostep="<action>"`` (e.g. a bot's next move) is dispatched after
        ``data-delay`` ms at the player's pace (none while skipping), so each step is painted
        before the next one."""
        self._autostep_token += 1  # any pending step belongs to a view that is gone now
        el = self.root.querySelector("[data-autostep]")
        if absent(el):
            if not self._slow_running:
                self._skipping = self._bots_playing = False  # the bots are done: the player's turn (or the end)
            return
        self._bots_playing = True
        action = str(el.getAttribute("data-autostep"))
        arg = str(el.getAttribute("data-arg") or "")
        delay = 0 if self._skipping else pace.step_delay(self.pace, int(str(el.getAttribute("data-delay") or "300")))
        el.setAttribute("data-paced", str(delay))  # the pause this step waits (read by the tests)
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

    def storage_keys(self) -> list[str]:
        """The keys whose change by another tab concerns the view shown (a key ending with "/":
        every key under it): a game's page, its slots, match and daily, and the settings; none
        elsewhere. Storage events of other keys never call into Python."""
        if not self.game:
            return []
        return [f"{PREFIX}save/{self.game}/", match_key(self.game), daily_key(self.game), SETTINGS_KEY]

    def on_storage(self, keys) -> None:
        """Another tab or window changed these keys (the page's, a burst at once: see
        :meth:`storage_keys`): if one is the shown game's slot, show it (told). Read a moment
        after the burst: a tab finishing a game writes several keys in a row (the record, then
        the slot removed), and this tab must see them all, not the first alone."""
        controller = self.controller
        if controller is not None and any(controller.external_change(key) for key in sorted(str(k) for k in keys)):
            self.render()

    def on_click(self, event) -> None:
        el = event.target.closest("[data-action]")
        if absent(el) or getattr(el, "disabled", False):  # a <div> with an action has no "disabled"
            return
        self.dispatch(str(el.getAttribute("data-action")), str(el.getAttribute("data-arg") or ""))

    def on_context(self, event) -> None:
        """A long press (touch), a right click, or the menu key (Shift+F10) on something that has a
        detail (``data-detail="<arg>"``, e.g. a Similo card): its detail, not the browser's menu."""
        el = event.target.closest("[data-detail]")
        if absent(el):
            return
        event.preventDefault()
        self.dispatch("detail", str(el.getAttribute("data-detail")))

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
            self._motion = None
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
        if tag == "summary" and key in ("enter", " "):
            return  # a summary opens or closes its details itself (a sheet at the end, a legend)
        if key == "enter" and tag in ("button", "a"):
            # on a piece of the table (a space, a die) once the move is complete: confirm it;
            # else the focused control acts
            confirm = self.controller.enter_on(str(event.target.getAttribute("data-action") or ""))
            if confirm is not None:
                event.preventDefault()
                self.dispatch(*confirm)
            return
        if key in ("enter", " ") and not absent(event.target.getAttribute("data-action")):
            event.preventDefault()  # a focusable control that is not a button (a chart's point)
            self.dispatch(str(event.target.getAttribute("data-action")), str(event.target.getAttribute("data-arg") or ""))
            return
        if key in focus.ARROWS and focus.arrow(event, key):
            event.preventDefault()
            return
        detailed = event.target.closest("[data-detail]") if key == DETAIL_KEY else None
        if not absent(detailed):
            event.preventDefault()  # T on a focused card: its detail
            self.dispatch("detail", str(detailed.getAttribute("data-detail")))
            return
        if key == pace.SKIP_KEY and (not absent(self.root.querySelector("[data-autostep]"))
                                     or (self._slow_running and self._bots_playing)):
            # a bot step pending, or a bot's slow step under way (its tables being built)
            event.preventDefault()
            self.dispatch("skip-bots", "")
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
            if self.controller is not None:
                self.controller.language_changed()  # no line left in the other language (issue 30)
            live = document.getElementById("live")
            if not absent(live):
                live.textContent = ""  # what was last said, in the old language: not kept
            self._said = ""
            self.repo.save_language(language())  # remembered (a failure is a problem shown below)
            self.render()
            return
        if action == "walkthrough-dismiss":
            self._dismiss_walkthrough(arg)
            self.render()
            return
        if action == "dismiss-problems":
            self.repo.clear_problems()
            self.memory_only = ""  # told once is enough
            self.render()
            return
        if action == "share":
            asyncio.ensure_future(share(arg))
            return
        if action == "pace" and arg in pace.PACES:
            self._pace = arg
            from similarium.ui.pieces import save_pref

            save_pref(self.repo, pace.PREF, arg)  # remembered on this device
            self.render()
            return
        if action == "motion" and arg in motion.CHOICES:
            self._motion = arg
            from similarium.ui.pieces import save_pref

            save_pref(self.repo, motion.PREF, arg)  # remembered on this device
            self.motion_js.finish()
            self.render()
            return
        if action == "skip-bots":
            self._skipping = True
            self.render()  # the pending step is scheduled again, with no pause
            return
        controller = self.controller
        if controller is None:
            return
        work = controller.slow(action, arg)  # bound to the game and position shown now
        if work is not None:
            self._slow_running += 1
            document.documentElement.dataset.slow = str(self._slow_running)  # work under way (tests read it)
            asyncio.ensure_future(self._slow(controller, work))
            self.render()
            return
        target = controller.act(action, arg, self.fields())
        if controller.failure_detail:
            js.console.error(controller.failure_detail)  # the action was cancelled; the page says so
        if target and target != str(window.location.hash):
            window.history.replaceState(None, "", target)
        self.render()

    async def _slow(self, controller, work) -> None:
        """A slow action: painted first, worked in steps, finished only on the game and position
        that started it (the page may have moved on to another game meanwhile: then dropped)."""
        await asyncio.sleep(0.03)  # let the browser paint the progress indicator first
        try:
            steps = controller.slow_steps(work.action) if controller.current(work) else None
            for _ in steps or ():  # slow work in steps: the progress line is painted between them
                if self.controller is controller:
                    self.render()
                await asyncio.sleep(0)
                if not controller.current(work):
                    break  # another game, mode or move is shown now: this work is moot
            controller.guarded(controller.complete, work)
            if controller.failure_detail:
                js.console.error(controller.failure_detail)
        except Exception as err:  # noqa: BLE001 - never a broken page
            self._fail("app.error.action", err)
        self._slow_running -= 1
        document.documentElement.dataset.slow = str(self._slow_running)
        self.render()


async def warm_up(app: App) -> None:
    """When the page is idle after boot, let games prepare slow tables (e.g. the advisor's)."""
    await asyncio.sleep(3)
    for controller in list(app.controllers.values()):
        controller.warm_up()


def main() -> None:
    from similarium.ui import dailyview

    dailyview.SITE["base"] = browser.page_base()  # a share's link: this page's own address
    app = App()
    app.open(str(window.location.hash))
    document.documentElement.dataset.boot = "ready"
    asyncio.ensure_future(warm_up(app))
