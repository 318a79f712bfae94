"""Another tab's burst of localStorage writes (issue 26, item 10c): a storage event of a key that
does not concern the page never calls into Python, and a burst is one call
(static/js/storage.mjs; the keys a page watches: similarium/ui/app.py, ``storage_keys``).
The time of the next move after 20,000 foreign writes is measured by ``make bench``
(scripts/bench_storage.py, ``storage_burst``), not asserted here."""

FOREIGN = 20_000
SENTINEL = "similarium/save/simili/table"  # watched by the SIMILI page (not its shown slot)
EVENTS = "() => window.similariumStorage"


def test_foreign_writes_of_another_tab_never_reach_python_and_a_burst_is_one_call(page, boot):
    boot(page, "/#/simili/solo?seed=2026")
    page.click('[data-testid="choose-matching"]')
    before = page.evaluate(EVENTS)
    assert before["calls"] == 0
    other = page.context.new_page()  # another tab of the same site
    boot(other, "/")
    other.evaluate("""([n, sentinel]) => {
        for (let i = 0; i < n; i++) localStorage.setItem(`other-app/${i % 100}`, String(i));
        for (let i = 0; i < n; i++) localStorage.setItem("similarium/save/sb/solo", String(i));
        localStorage.setItem(sentinel, "written last");
    }""", [FOREIGN, SENTINEL])
    # the sentinel's call comes once it was heard, so every write before it was heard too
    page.wait_for_function("() => window.similariumStorage.calls >= 1", timeout=60_000)
    after = page.evaluate(EVENTS)
    assert after["heard"] >= 2 * FOREIGN + 1
    assert after["calls"] == 1 and after["last"] == [SENTINEL], after
    # the page still plays
    page.click('[data-testid="roll"]')
    assert page.locator('[data-testid="bank-digit"]').count() == 3
    other.evaluate("""() => { for (let i = 0; i < 100; i++) localStorage.removeItem(`other-app/${i}`);
                              localStorage.removeItem("similarium/save/sb/solo"); }""")
    other.close()
