"""A page of another origin frames the app and posts it what Pyodide's setImmediate stand-in posts
to itself ("_si"): the framed app logs no error and still plays (issue 26, item 10a). Pyodide's
listener took a callback from its queue for each such message, and threw when there was none
(2,000 posts, 2,000 uncaught errors); static/js/interpreter.mjs stops the ones that do not come
from the app's own window before they reach it. (A host that sends headers can forbid framing:
README, "Content-Security-Policy".)"""

POSTS = 2000
FRAMER = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another site</title></head>
<body><iframe id="app" src="{url}" width="1000" height="800" title="Similarium"></iframe>
<script>
window.flood = function (n) {{
  var target = document.getElementById("app").contentWindow;
  for (var i = 0; i < n; i++) target.postMessage("_si", "*");
  target.postMessage("flooded", "*");
}};
</script></body></html>
"""


def test_a_framing_page_of_another_origin_posting_2000_messages_causes_no_error(page, base_url, serve_dir,
                                                                               tmp_path):
    (tmp_path / "index.html").write_text(FRAMER.format(url=f"{base_url}#/simili/solo?seed=2026"), encoding="utf-8")
    other = serve_dir(tmp_path)
    assert other.url != base_url  # another port: another origin
    page.goto(other.url)
    app = page.frame_locator("#app")
    frame = next(f for f in page.frames if f.url.startswith(base_url))
    frame.wait_for_function("() => document.documentElement.dataset.boot === 'ready'", timeout=60_000)
    # the frame waits for the last message: every "_si" before it has been dispatched by then
    frame.evaluate("""() => { window.flooded = new Promise((done) =>
        addEventListener('message', (e) => e.data === 'flooded' && done(true))); }""")
    page.evaluate("(n) => window.flood(n)", POSTS)
    assert frame.evaluate("() => window.flooded") is True
    # still plays: a category chosen, three dice rolled
    app.locator('[data-testid="choose-matching"]').click()
    app.locator('[data-testid="roll"]').click()
    assert app.locator('[data-testid="bank-digit"]').count() == 3
