"""The "Your data" view (``#/data``), minus the DOM: export all of the player's data to a
file, import one back after showing what it adds and replaces.

The page glue (``ui/app.py``) turns :meth:`DataPage.export` into a file download and hands
the text of a chosen file to :meth:`DataPage.load`; everything else happens here and in
:mod:`similarium.core.transfer`, so it runs in host tests with a ``MemoryStore``.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass

from similarium.core import transfer
from similarium.core.i18n import t, tn
from similarium.core.storage import Repository
from similarium.ui.html import button, esc, tech_detail


@dataclass
class Pending:
    """A checked file waiting for the player's confirmation."""

    file: str
    doc: transfer.Document
    plan: transfer.ImportPlan


class DataPage:
    def __init__(self, repo: Repository, now: Callable[[], _dt.datetime]) -> None:
        self.repo = repo
        self.now = now
        self.message: tuple[str, str] | None = None  # (kind "error"|"info", text)
        self.detail = ""  # the technical reason of an error message (folded under it)
        self.pending: Pending | None = None
        self.stale: Pending | None = None  # a plan refused at confirm (the store changed since): look again
        self.kept: dict[str, str] = {}  # after an import: each replaced key -> the backup keeping the old one
        self.exported_stuck: set[str] = set()  # unreadable keys left in place that an export holds

    def open(self) -> None:
        self.message, self.pending, self.detail, self.stale, self.kept = None, None, "", None, {}

    # --- export ----------------------------------------------------------------------------
    def export(self) -> tuple[str, str]:
        """``(file name, text)`` of an export of everything stored now."""
        now = self.now()
        name = transfer.file_name(now)
        text = transfer.export_text(self.repo, now)
        self.message, self.pending, self.stale, self.kept = ("info", t("data.exported", file=name)), None, None, {}
        self.exported_stuck = set(self.repo.stuck())
        return name, text

    # --- import ----------------------------------------------------------------------------
    def load(self, file: str, text: object) -> None:
        """Check a chosen file; show what importing it would do (nothing is written yet)."""
        self.pending, self.detail, self.stale, self.kept = None, "", None, {}
        try:
            doc = transfer.read_document(self.repo, text)
        except transfer.TransferError as err:
            self.message, self.detail = ("error", err.message()), err.reason
            return
        self._show_plan(file, doc)

    def _show_plan(self, file: str, doc: transfer.Document) -> None:
        plan = transfer.plan(self.repo, doc)
        if not plan.changes:
            self.message = ("info", t("data.plan.nothing"))
            return
        self.message, self.pending = None, Pending(file[:200], doc, plan)

    def read_failed(self, reason: str) -> None:
        self.pending, self.message, self.detail, self.stale, self.kept = None, ("error", t("data.error.read")), reason, None, {}

    def act(self, action: str) -> bool:
        """``data-import-confirm`` / ``data-import-cancel`` / ``data-import-again`` (a fresh plan
        of the file whose plan went out of date) / ``data-discard-stuck``; True when the store
        changed."""
        if action == "data-discard-stuck":
            return self._discard_stuck()
        pending, self.pending, self.detail, self.kept = self.pending, None, "", {}
        stale, self.stale = self.stale, None
        if action == "data-import-again" and stale is not None:
            self._show_plan(stale.file, stale.doc)
            return False
        if action == "data-import-cancel" and (pending or stale) is not None:
            self.message = ("info", t("data.import.cancelled"))
        if action != "data-import-confirm" or pending is None:
            return False
        try:  # exactly the plan shown: refused, with nothing written, if the store changed since
            done = transfer.apply(self.repo, pending.doc, pending.plan)
        except transfer.ImportChanged as err:
            self.message, self.detail, self.stale = ("error", err.message()), err.reason, pending
            return False
        except transfer.TransferError as err:
            self.message, self.detail = ("error", err.message()), err.reason
            return False
        self.message = ("info", t("data.imported", added=len(done.adds), replaced=len(done.replaces)))
        self.kept = dict(done.kept)
        return True

    def _discard_stuck(self) -> bool:
        """Remove the unreadable texts left in place, only those a file exported here holds."""
        if not set(self.repo.stuck()) <= self.exported_stuck:
            self.message = ("error", t("data.stuck.export_first"))
            return False
        done = self.repo.discard_stuck()
        self.message = ("info", t("data.stuck.discarded", n=len(done)))
        return bool(done)

    # --- view ------------------------------------------------------------------------------
    def render(self) -> str:
        unknown = set(self.repo.unknown_keys())  # listed apart, not counted as records
        count = sum(1 for k in self.repo.store.keys()
                    if k.startswith("similarium/") and k != "similarium/probe" and k not in unknown)
        msg = ""
        if self.message:
            kind, text = self.message
            role = ' role="alert"' if kind == "error" else ' role="status"'
            msg = f'<p class="feedback {kind}"{role} data-testid="data-message">{esc(text)}</p>{tech_detail(self.detail)}'
        if self.kept:
            msg += '<ul data-testid="data-kept">' + "".join(
                f'<li>{esc(t("data.import.kept", what=transfer.describe(k), backup=b))}</li>'
                for k, b in sorted(self.kept.items())) + "</ul>"
        if self.stale:
            msg += (f'<div class="actions">{button(t("data.import.look_again"), "data-import-again", cls="primary", testid="data-import-again")}'
                    f'{button(t("data.plan.cancel"), "data-import-cancel", testid="data-import-cancel")}</div>')
        body = self._plan_html() if self.pending else (
            f'<div class="actions">{button(t("data.export"), "data-export", cls="primary", testid="data-export")}'
            f'</div><label class="import">{esc(t("data.import"))} <input type="file" accept=".json,application/json" '
            f'data-import="1" data-testid="data-import-file"></label><small>{esc(t("data.import.help"))}</small>')
        return (f'<section class="data setup" data-testid="data-view" aria-labelledby="data-h">'
                f'<h2 id="data-h">{esc(t("data.title"))}</h2><p>{esc(t("data.intro"))}</p>'
                f'<p data-testid="data-count">{esc(tn("data.records", count))}</p>{msg}{body}'
                f'{self._kept_html()}</section>')

    def _kept_html(self) -> str:
        """What is kept but not a usable record: writes that found no room, unreadable data
        left in place, and keys of another version (listed, never touched)."""
        def items(keys: list[str], testid: str) -> str:
            rows = "".join(f'<li><span>{esc(transfer.describe(k))}</span> <code>{esc(k)}</code></li>' for k in keys)
            return f'<ul data-testid="{testid}">{rows}</ul>'

        out = []
        pending = sorted(self.repo.pending())
        if pending:
            out.append(f'<p data-testid="data-pending">{esc(t("data.pending", n=len(pending)))}</p>'
                       f'{items(pending, "data-pending-list")}')
        stuck = sorted(self.repo.stuck())
        if stuck:
            out.append(f'<h3>{esc(t("data.stuck.title"))}</h3><p>{esc(t("data.stuck.intro"))}</p>'
                       f'{items(stuck, "data-stuck")}<div class="actions">'
                       f'{button(t("data.stuck.discard"), "data-discard-stuck", testid="data-discard-stuck")}</div>')
        unknown = self.repo.unknown_keys()
        if unknown:
            out.append(f'<h3>{esc(t("data.unknown.title"))}</h3><p>{esc(t("data.unknown.intro"))}</p>'
                       f'{items(unknown[:200], "data-unknown")}')
        return "".join(out)

    def _plan_html(self) -> str:
        p = self.pending
        assert p is not None

        def items(keys: list[str], testid: str) -> str:
            rows = "".join(f'<li><span>{esc(transfer.describe(k))}</span> <code>{esc(k)}</code></li>' for k in keys)
            return f'<ul data-testid="{testid}">{rows}</ul>'

        parts = [f'<h3 data-testid="data-plan-title">{esc(t("data.plan.title", file=p.file))}</h3>']
        if p.plan.replaces:
            parts.append(f'<p><b>{esc(t("data.plan.replaces"))}</b></p>{items(p.plan.replaces, "data-plan-replaces")}')
        if p.plan.adds:
            parts.append(f'<p><b>{esc(t("data.plan.adds"))}</b></p>{items(p.plan.adds, "data-plan-adds")}')
        if p.plan.unchanged:
            parts.append(f'<p>{esc(t("data.plan.unchanged", n=len(p.plan.unchanged)))}</p>')
        parts.append(f'<p>{esc(t("data.plan.kept"))}</p>')
        confirm = t("data.plan.confirm_replace" if p.plan.replaces else "data.plan.confirm")
        parts.append(f'<div class="actions">{button(confirm, "data-import-confirm", cls="primary", testid="data-import-confirm")}'
                     f'{button(t("data.plan.cancel"), "data-import-cancel", testid="data-import-cancel")}</div>')
        return f'<div class="data-plan" data-testid="data-plan">{"".join(parts)}</div>'
