"""The Content-Security-Policy (ui/shell.py, a <meta> in index.html) holds on every page: no
violation anywhere (the events and the console), and it is enforced (an injected inline script
is refused)."""

from __future__ import annotations

import pytest

from similarium.games import registry

RECORD = """window.__csp = [];
document.addEventListener('securitypolicyviolation', e => window.__csp.push(
  [e.violatedDirective, e.blockedURI, e.sourceFile + ':' + e.lineNumber, (e.sample || '').slice(0, 80)].join(' | ')));"""

SEEDS = {"solo": "?seed=4242", "table": "?seed=4242", "guess": "?seed=4242", "give": "?seed=4242"}


def routes() -> list[str]:
    out = ["#/", "#/data"]
    for game in registry.served():
        out += [f"#/{game.id}", f"#/how/{game.id}", f"#/{game.id}/archive"]
        for mode in game.modes:
            out.append(f"#/{game.id}/{mode}")
            if mode in SEEDS:
                out.append(f"#/{game.id}/{mode}{SEEDS[mode]}&fast=1")
    return out


def violations(page) -> list[str]:
    return page.evaluate("() => window.__csp")


@pytest.fixture
def csp_page(page, boot):
    page.add_init_script(RECORD)
    boot(page, "/")
    return page


def test_the_page_carries_the_policy(csp_page):
    policy = csp_page.evaluate(
        "() => document.querySelector('meta[http-equiv=Content-Security-Policy]').content")
    assert "'unsafe-inline'" not in policy and "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'" in policy


def test_no_violation_on_any_page_of_any_game(csp_page):
    page = csp_page
    seen = []
    for route in routes():
        page.evaluate("r => { location.hash = r; }", route)
        page.wait_for_function("r => location.hash === r && document.documentElement.dataset.boot === 'ready'",
                               arg=route)
        page.wait_for_timeout(300)  # let the view draw and its pictures and styles load
        page.wait_for_function("() => [...document.images].every(i => i.complete)")
        seen += [f"{route}: {v}" for v in violations(page)]
        page.evaluate("() => { window.__csp = []; }")
    assert seen == [], "\n".join(seen)


def test_a_setup_form_is_never_submitted_and_enter_starts_the_game(csp_page):
    """The forms carry no onsubmit="..." any more (refused by the policy): static/js/boot.js stops
    every submission, and Enter in a setup field still starts the game (Python's key binding)."""
    page = csp_page
    page.evaluate("() => { window.__same_document = 1; location.hash = '#/similis/solo'; }")
    page.locator('[data-testid="name-0"]').press("Enter")
    page.wait_for_function("() => document.querySelector('[data-testid=similis]')", timeout=30000)
    cancelled = page.evaluate("""() => { const form = document.createElement('form');
        form.action = './?submitted'; document.body.append(form);
        let cancelled = null;
        form.addEventListener('submit', e => { setTimeout(() => { cancelled = e.defaultPrevented; }); });
        form.requestSubmit(); form.remove();
        return new Promise(r => setTimeout(() => r(cancelled), 50)); }""")
    assert cancelled is True  # the page's listener stopped it (else a navigation, and form-action)
    assert page.evaluate("() => window.__same_document") == 1 and violations(page) == []


@pytest.mark.expect_console_errors("Content Security Policy")
def test_an_injected_inline_script_is_refused(csp_page):
    page = csp_page
    page.evaluate("""() => { const s = document.createElement('script');
        s.textContent = 'window.__injected = 1'; document.head.append(s); }""")
    page.wait_for_function("() => window.__csp.length > 0")
    assert page.evaluate("() => window.__injected") is None
    assert any("script-src" in v for v in violations(page))
