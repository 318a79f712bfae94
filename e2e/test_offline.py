"""Offline: after one visit, the page boots and plays with the network cut."""

READY = "document.documentElement.dataset.boot === 'ready'"


def test_second_visit_works_with_no_network(page, boot):
    boot(page, "/#/simili/solo?seed=2026")
    page.wait_for_function("document.documentElement.dataset.offline === 'ready'", timeout=60000)
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
