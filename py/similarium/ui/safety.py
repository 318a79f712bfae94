"""Nothing the player did is ever lost: the action guard and the share-link choice.

:func:`guarded` runs a page controller's action; if anything raises, the action is
cancelled: the stored records it changed get their previous text back, the controller
its previous attributes, its session is rebuilt from the pre-action moves, and
``page.failure`` holds the catalogue text the page shows (``page.failure_detail`` the
traceback, for the browser console).

:class:`LinkChoice` / :func:`render_link_choice`: a share link asking for another game
than the one in progress in its slot replaces nothing until the player chooses.
"""

from __future__ import annotations

import copy
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from similarium.core.i18n import t
from similarium.core.kv import BACKUP_PREFIX, PREFIX
from similarium.ui.html import button, esc


@dataclass
class LinkChoice:
    """A link's game waiting for the player's choice: ``saved`` is the game in progress,
    ``wanted`` the link's (not started), ``start()`` starts it (replacing the save)."""

    saved: Any
    wanted: Any
    start: Callable[[], None]


def render_link_choice(title: str, current: str, wanted: str) -> str:
    """The choice offered when a link asks for another game than the one in progress."""
    return (f'<section class="link-choice setup" data-testid="link-choice" role="alertdialog" aria-labelledby="link-h">'
            f'<h2 id="link-h">{esc(title)} · {esc(t("link.title"))}</h2>'
            f'<p data-testid="link-current">{esc(t("link.current", game=current))}</p>'
            f'<p data-testid="link-wanted">{esc(t("link.wanted", game=wanted))}</p>'
            f'<p>{esc(t("link.explain"))}</p><div class="actions">'
            f'{button(t("link.resume"), "link-resume", cls="primary", testid="link-resume")}'
            f'{button(t("link.replace"), "link-replace", testid="link-replace")}</div></section>')



def stored_texts(store: Any) -> dict[str, str]:
    """The stored records (backups aside) as text, key by key: what :func:`guarded` puts back."""
    try:
        return {k: store.get(k) for k in store.keys() if k.startswith(PREFIX) and not k.startswith(BACKUP_PREFIX)}
    except Exception:  # noqa: BLE001 - unreadable storage: nothing to put back
        return {}


def put_back(store: Any, before: dict[str, str]) -> None:
    """Give every record key the text it had in ``before`` (removing keys it did not have)."""
    now = stored_texts(store)
    for key in set(now) | set(before):
        if now.get(key) == before.get(key):
            continue
        try:
            if before.get(key) is None:
                store.remove(key)
            else:
                store.set(key, before[key])
        except Exception:  # noqa: BLE001 - best effort: the repository reports store failures
            pass


def guarded(page: Any, fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)`` for the controller ``page`` (a ``GamePage``); None if it raised (see above)."""
    page.failure, page.failure_detail, page.failure_reason = "", "", ""
    state = {k: (copy.copy(x) if isinstance(x, (dict, list)) else x) for k, x in vars(page).items()}
    before = page.snapshot()
    recorded = bool(getattr(page.session, "recorded", False))
    stored = stored_texts(page.repo.store)
    try:
        return fn(*args)
    except Exception as err:  # noqa: BLE001 - the point: no exception may lose a game
        detail = traceback.format_exc()
        put_back(page.repo.store, stored)
        page.repo.adopt(stored)  # what was put back is this page's own revision, not another tab's
        vars(page).clear()
        vars(page).update(state)
        page.failure = t("app.error.action")
        page.failure_reason = f"{type(err).__name__}: {err}"  # shown folded, under the sentence
        page.failure_detail = detail
        if before is not None:
            try:
                page.session = page.session_from_saved(before)
                page.session.recorded = recorded
                page.session.started = before.created  # the same game: the same id
            except Exception:  # noqa: BLE001 - it does not rebuild: take the stored save
                page.session = page.restore_slot(before.mode)
                if page.session is None and page.view == "game":
                    page.view = "setup"
        return None
