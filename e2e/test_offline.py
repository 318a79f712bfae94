"""Offline: after one visit, the page boots and plays with the network cut; after one visit of
the home page only, every game plays a move with every picture drawn (the offline list of
scripts/build_site.py, kept by static/js/offline.js); a new version's files replace the old ones
in the cache (an older boot snapshot is dropped)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import build_site  # noqa: E402

READY = "document.documentElement.dataset.boot === 'ready'"
OFFLINE_READY = "document.documentElement.dataset.offline === 'ready'"


@pytest.fixture(scope="module")
def offline_list(vendored) -> dict:
    """The working tree's offline list (written by the ``vendored`` fixture with
    scripts/build_site.py, as the site build writes the site's)."""
    return json.loads((ROOT / build_site.OFFLINE_LIST).read_text(encoding="utf-8"))


def test_second_visit_works_with_no_network(page, boot, offline_list):
    boot(page, "/#/simili/solo?seed=2026")
    page.wait_for_function(OFFLINE_READY, timeout=120000)
    page.context.set_offline(True)
    try:
        page.evaluate("() => { window.__before_reload = 1; }")
        page.reload(wait_until="commit")
        page.wait_for_function(READY, timeout=60000)
        assert page.evaluate("() => window.__before_reload === undefined")  # a real new document
        page.click('[data-testid="choose-matching"]')
        page.click('[data-testid="roll"]')
        assert page.locator('[data-testid="bank-digit"]').count() == 3
        # nothing could have come from the network
        fetched = page.evaluate("""() => performance.getEntriesByType('resource')
            .filter(e => e.transferSize > 0 && e.name.startsWith(location.origin)).map(e => e.name)""")
        assert fetched == [], fetched
    finally:
        page.context.set_offline(False)


# --- every game, offline, after the home page only ----------------------------------------------

def pictures(page) -> list[dict]:
    """Every <img> of the page once loaded (its address and drawn width, 0: not drawn) and every
    SVG <image> (width None)."""
    page.wait_for_function("() => [...document.images].every(i => i.complete)", timeout=30000)
    return page.evaluate("""() => [
        ...[...document.images].map(i => ({src: i.currentSrc || i.src, width: i.naturalWidth})),
        ...[...document.querySelectorAll('svg image')].map(i => ({src: i.href.baseVal, width: null}))]""")


class Answers:
    """How the page's requests were answered: by the service worker (status) or failed."""

    def __init__(self, page) -> None:
        self.status: dict[str, list[tuple[int, bool]]] = {}
        self.failed: list[str] = []
        page.on("response", lambda r: self.status.setdefault(r.url, []).append((r.status, r.from_service_worker)))
        page.on("requestfailed", lambda r: self.failed.append(r.url))

    def unseen(self, page, urls: list[str], timeout_ms: int) -> list[str]:
        """Of ``urls``, those the worker has not answered 200 (events processed for up to
        ``timeout_ms``)."""
        waited = 0
        while True:
            left = [u for u in urls if (200, True) not in self.status.get(u, [])]
            if not left or waited >= timeout_ms:
                return left
            page.wait_for_timeout(100)
            waited += 100


def check_pictures(page, answers: Answers, game: str, at_least: int) -> None:
    shown = pictures(page)
    blank = [p["src"] for p in shown if p["width"] == 0]
    assert not blank, f"{game}: {len(blank)} of {len(shown)} pictures not drawn offline: {blank[:5]}"
    assert len(shown) >= at_least, (game, len(shown))
    base = page.evaluate("() => new URL('./', location.href).href")
    urls = [p["src"] if "://" in p["src"] else base + p["src"] for p in shown]
    for url in urls:
        assert url not in answers.failed, (game, url)
    # A drawn picture's response event can reach the test after the picture is complete (the
    # worker's answer is reported from its own target), and a picture the renderer still holds
    # in its memory cache from an earlier document is drawn with no request at all. So: wait a
    # little for the events, then ask the worker itself for what is still unaccounted for.
    unseen = answers.unseen(page, urls, timeout_ms=5000)
    if unseen:
        page.evaluate("urls => Promise.all(urls.map(u => fetch(u).then(r => r.blob())))", unseen)
        unseen = answers.unseen(page, unseen, timeout_ms=10000)
    assert unseen == [], (game, [(u, answers.status.get(u)) for u in unseen[:5]])


def similis_move(page) -> None:
    from similarium.games.similis.cards import Card
    from similarium.games.similis.series import series_options

    page.wait_for_function("""() => { const r = document.querySelector('[data-testid=similis]');
        return r && !document.querySelector('[data-autostep]') && r.dataset.toMove === '0'
               && r.dataset.phase === 'play'; }""", timeout=30000)
    hand = page.evaluate("() => [...document.querySelectorAll('[data-testid=hand-card]')].map(e => e.dataset.card)")
    market = page.evaluate(
        "() => [...document.querySelectorAll('[data-testid=market-card]')].map(e => e.dataset.card)")

    def card(cid: str) -> Card:
        n, *rest = cid.split("-")
        return Card.from_json([int(n), *rest])

    options = series_options([card(c) for c in hand], [card(c) for c in market])
    if not options:
        page.click('[data-testid="draw"]')
    else:
        for c in options[0].cards:
            page.click(f'[data-testid="hand-card"][data-card="{c.id}"]')
        if options[0].market is not None:
            page.click(f'[data-testid="market-card"][data-card="{options[0].market.id}"]')
        page.click('[data-testid="lay"]')
    page.wait_for_function("""n => { const r = document.querySelector('[data-testid=similis]');
        return r && (r.dataset.toMove !== '0' || r.dataset.phase !== 'play'
                     || document.querySelectorAll('[data-testid=hand-card]').length !== n); }""",
                           arg=len(hand), timeout=30000)
    assert page.locator('[data-testid="feedback"][data-code]').count() == 0


def similo_move(page) -> None:
    page.wait_for_function("""() => { const r = document.querySelector('[data-testid=similo]');
        return r && !document.querySelector('[data-autostep]') && r.dataset.phase === 'clue'; }""",
                           timeout=30000)
    page.locator('[data-testid="hand-card"]').first.click()
    page.click('[data-testid="orient-vertical"]')
    page.click('[data-testid="confirm"]')
    page.wait_for_function("() => document.querySelectorAll('[data-testid=clue]').length === 1", timeout=30000)


def sb_move(page) -> None:
    page.click('[data-testid="roll"]')
    page.locator('[data-testid="die"]').first.wait_for(state="visible", timeout=10000)


def simili_move(page) -> None:
    page.click('[data-testid="choose-matching"]')
    page.click('[data-testid="roll"]')
    assert page.locator('[data-testid="bank-digit"]').count() == 3


GAMES = [  # (route, a move, pictures at least)
    ("/#/simili/solo?seed=2026", simili_move, 0),
    ("/#/sb/solo?seed=3", sb_move, 0),
    ("/#/similo/give?seed=12&fast=1", similo_move, 12),
    ("/#/similis/solo?seed=8&bots=2&level=greedy&fast=1", similis_move, 5),
    ("/#/how/similo", None, 1),
    ("/#/how/similis", None, 1),
]


def test_after_the_home_page_only_every_game_plays_offline_with_every_picture(page, boot, offline_list):
    boot(page, "/")
    page.wait_for_function(OFFLINE_READY, timeout=180000)
    # every file of the list is in the cache (pictures of every card of every deck included)
    missing = page.evaluate("""async files => {
        const cache = await caches.open('similarium-v1'), out = [];
        for (const path of files) if (!(await cache.match(new URL(path, location.href).href))) out.push(path);
        return out; }""", [p for p in offline_list["files"] if ".snapshot.gz" not in p])
    assert missing == [], missing[:10]
    art = [p for p in offline_list["files"] if p.startswith("static/img/")]
    assert len(art) >= 420  # 300 Similis cards, 4 Similo decks of 30
    answers = Answers(page)
    page.context.set_offline(True)
    try:
        for route, move, at_least in GAMES:
            page.goto("about:blank")
            boot(page, route)  # a new document, from the cache
            if move is not None:
                move(page)
            check_pictures(page, answers, route, at_least)
            fetched = page.evaluate("""() => performance.getEntriesByType('resource')
                .filter(e => e.transferSize > 0 && e.name.startsWith(location.origin)).map(e => e.name)""")
            assert fetched == [], (route, fetched)
            # This page's own offline pass (offline.js: the list, then its files) ends before the
            # next page: a request still in flight when the test navigates away is cut off, and
            # Chromium reports it as failed (a race of the test, not an answer of the worker).
            page.wait_for_function("() => !!document.documentElement.dataset.offline", timeout=60_000)
        assert answers.failed == [], answers.failed
    finally:
        page.context.set_offline(False)


def test_a_new_version_replaces_the_old_files_in_the_cache(page, boot, offline_list):
    """What the list no longer names (an older boot snapshot, say) is deleted once the files of
    the current list are in, and a file whose checksum changed is fetched again."""
    boot(page, "/")
    page.wait_for_function(OFFLINE_READY, timeout=180000)
    old = page.evaluate("""async () => {
        const cache = await caches.open('similarium-v1');
        const stale = new URL('static/vendor/similarium-0000000000000000.snapshot.gz', location.href).href;
        await cache.put(stale, new Response('an old boot snapshot'));
        const css = new URL('static/css/app.css', location.href).href;
        await cache.put(css, new Response('/* an old stylesheet */'));
        const stateUrl = new URL('similarium-offline-state', location.href).href;
        const state = await (await cache.match(stateUrl)).json();
        state['static/css/app.css'] = 'old';
        await cache.put(stateUrl, new Response(JSON.stringify(state)));
        return [stale, css];
    }""")
    page.evaluate("() => { window.__before_reload = 1; }")
    page.reload(wait_until="commit")
    page.wait_for_function(READY, timeout=60000)
    page.wait_for_function(OFFLINE_READY, timeout=180000)
    after = page.evaluate("""async ([stale, css]) => {
        const cache = await caches.open('similarium-v1');
        return [!!(await cache.match(stale)), await (await cache.match(css)).text()];
    }""", old)
    assert after[0] is False  # the old snapshot is gone
    assert after[1] == (ROOT / "static/css/app.css").read_text(encoding="utf-8")  # fetched again
    keys = page.evaluate("async () => (await (await caches.open('similarium-v1')).keys()).map(r => r.url)")
    snapshots = [k for k in keys if ".snapshot.gz" in k]
    assert len(snapshots) <= 1, snapshots
