"""A working tree served by a plain static server, with no offline list written for it (``make
vendor``, then any static server): no visit logs a 404 for ``static/vendor/offline.json`` (issue 26,
item 10b). scripts/build_app.py writes there that no list was written; static/js/offline.js then
keeps the files the visit loaded, as it did without a list. (With a list, e2e/test_offline.py.)"""

import json

from e2e_harness import ROOT, build_app

OFFLINE = "() => document.documentElement.dataset.offline"


def tree_without_a_list(folder):
    """*folder* made a copy of the working tree (links to its files) without the offline list,
    then given what the build writes there (scripts/build_app.py, run by ``make vendor``)."""
    for name in ("index.html", "pyscript.json", "manifest.webmanifest", "sw.js"):
        (folder / name).symlink_to(ROOT / name)
    static = folder / "static"
    static.mkdir()
    for entry in (ROOT / "static").iterdir():
        if entry.name != "vendor":
            (static / entry.name).symlink_to(entry)
    (static / "vendor").mkdir()
    for entry in (ROOT / "static" / "vendor").iterdir():
        if entry.name != "offline.json":
            (static / "vendor" / entry.name).symlink_to(entry)
    build_app.ensure_offline_answer(folder)


def test_a_tree_without_an_offline_list_boots_with_no_404_and_keeps_what_it_loaded(new_page, boot, serve_dir,
                                                                                  tmp_path):
    tree_without_a_list(tmp_path)
    plain = serve_dir(tmp_path)
    page = new_page(base_url=plain.url)
    boot(page, "/")
    page.wait_for_function(OFFLINE, timeout=60_000)
    assert page.evaluate(OFFLINE) == "ready"
    # the page itself and the runtime are kept for an offline visit
    kept = page.evaluate("""async () => (await (await caches.open("similarium-v1")).keys()).map((r) => r.url)""")
    assert plain.url in kept and any(u.endswith("/pyodide/pyodide.mjs") for u in kept), kept
    # (the guard fails the test on any HTTP error: the 404 for the list was one on every visit)
    said = json.loads((tmp_path / "static" / "vendor" / "offline.json").read_text())
    assert said["files"] is None and "offline-list" in said["reason"]
