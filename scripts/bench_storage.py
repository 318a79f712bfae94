"""Another tab's storage burst: the SIMILI page's next moves after 20,000 localStorage writes
(``storage_burst`` in ``bench-results/latest.json``; run by ``scripts/bench.py``).

``--burst-writes N`` (20,000; 0 skips): the SIMILI page's next moves (a bank digit clicked, to the
first DOM mutation, as ``click_ms``) after another tab of the same profile wrote N localStorage keys
in a burst: ``baseline`` (no burst, in the same run, the same page), ``foreign`` (N keys of another
site, ``other-app/<i>``) and ``watched`` (N writes of a key the page watches,
``similarium/save/simili/table``, not its shown slot): each ``BURST_MOVES`` moves (ms, in order:
the first pays for what the burst left queued), and ``python_calls`` (the calls into Python the
burst made, ``window.similariumStorage``: null where the page has none).

How to read it: ``foreign`` and ``watched`` against ``baseline``; a first move much slower than
the baseline's means the burst reached Python and queued work there. ``static/js/storage.mjs`` drops
the keys that do not concern the page and hands a burst to Python as one call, so ``python_calls``
should stay 0 for ``foreign`` and small for ``watched``. One line is printed on stderr: each case's
first move and the sum of its moves.
"""

from __future__ import annotations

from bench_boot import (
    APP_PATH,
    CLICKS,
    DIGIT,
    INTERACTIVE,
    TIMEOUT_MS,
    TO_BANK,
    ContractError,
    Session,
)

BURST_MOVES = 6
BURST_KEYS = {"foreign": "other-app/", "watched": "similarium/save/simili/table"}
# In the other tab: n writes, to n keys under a prefix ending with "/", else n values of one key.
BURST = """([key, n]) => {
  const many = key.endsWith("/");
  for (let i = 0; i < n; i++) localStorage.setItem(many ? key + i : key, String(i));
}"""
UNBURST = """([key, n]) => {
  if (key.endsWith("/")) { for (let i = 0; i < n; i++) localStorage.removeItem(key + i); }
  else localStorage.removeItem(key);
}"""
CALLS = "() => window.similariumStorage ? window.similariumStorage.calls : null"


def storage_burst(pw, executable: str | None, base_url: str, writes: int) -> dict:
    """The SIMILI page's next moves after another tab's burst of *writes* localStorage writes,
    with the same moves without a burst as the baseline (see the module doc)."""
    s = Session(pw, executable, base_url)
    out: dict = {"writes": writes, "moves": BURST_MOVES}
    try:
        s.load(APP_PATH, INTERACTIVE)
        if not s.page.evaluate(TO_BANK, [DIGIT]):
            raise ContractError(f"{APP_PATH}: no {DIGIT} after choose + roll")
        other = s.context.new_page()
        other.goto("/", wait_until="load", timeout=TIMEOUT_MS)
        other.wait_for_function("() => document.documentElement.dataset.boot === 'ready'", timeout=TIMEOUT_MS)
        out["baseline"] = s.page.evaluate(CLICKS, [DIGIT, BURST_MOVES])
        calls: dict = {}
        for name, key in BURST_KEYS.items():
            before = s.page.evaluate(CALLS)
            other.evaluate(BURST, [key, writes])
            out[name] = s.page.evaluate(CLICKS, [DIGIT, BURST_MOVES])
            s.page.wait_for_timeout(1500)  # the burst's last call, if any, is made
            after = s.page.evaluate(CALLS)
            calls[name] = None if before is None else after - before
            other.evaluate(UNBURST, [key, writes])
            s.page.wait_for_timeout(1500)
        out["python_calls"] = calls
        if s.errors:
            out["errors"] = s.errors[:3]
    except ContractError as exc:
        out["error"] = str(exc)
    finally:
        s.close()
    return out


def burst_line(burst: dict) -> str:
    """One line of the storage burst's figures: each case's first move and its moves' sum."""
    if "error" in burst:
        return f"storage burst: {burst['error']}"

    def ms(values: list) -> str:
        got = [v for v in values if v is not None]
        return f"first {got[0]:.1f} ms, {len(got)} moves {sum(got):.1f} ms" if got else "no move"

    cases = [f"{name}: {ms(burst[name])}" for name in ("baseline", *BURST_KEYS) if name in burst]
    return (f"storage burst ({burst['writes']} writes in another tab): " + "; ".join(cases)
            + f"; python calls {burst.get('python_calls')}")
