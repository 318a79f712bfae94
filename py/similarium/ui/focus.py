"""Keyboard focus in the app (:mod:`similarium.ui.app`): it stays where the player is after
each render (:func:`focused`, :func:`refocus`), and the arrow keys move it inside a grid of
controls (:func:`arrow`)."""

from __future__ import annotations

import js  # type: ignore[import-not-found]

from similarium.ui.browser import absent

document = js.document

# Grids of controls the arrow keys move within: a game's view marks each with data-arrows (SIMILI's
# sheet and bank, SB's dice, Similo's grid, clues and hand, Similis's market and hand, a calendar).
ARROW_ZONES = "[data-arrows]"
FOCUSABLE = "button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex='-1'])"
ARROWS = {"arrowleft": (-1, 0), "arrowright": (1, 0), "arrowup": (0, -1), "arrowdown": (0, 1)}


def centre(el) -> tuple[float, float]:
    r = el.getBoundingClientRect()
    return float(r.left + r.width / 2), float(r.top + r.height / 2)


def anchor(root) -> tuple[str, float] | None:
    """The view's anchor (``data-anchor``: a table in play) and its top on the screen, when the
    page is scrolled: :func:`keep_anchor` puts it back there after a render."""
    el = root.querySelector("[data-anchor]")
    if absent(el) or float(js.window.scrollY) <= 0:
        return None
    return str(el.getAttribute("data-anchor")), float(el.getBoundingClientRect().top)


def keep_anchor(root, was: tuple[str, float] | None) -> None:
    """After a render, scroll by what the same anchor moved (the controls above it grew or
    shrank: the table under the player's finger does not jump); another anchor, none: nothing."""
    if was is None:
        return
    el = root.querySelector(f'[data-anchor="{js.CSS.escape(was[0])}"]')
    if absent(el):
        return
    moved = float(el.getBoundingClientRect().top) - was[1]
    if abs(moved) >= 1:
        js.window.scrollBy(0, moved)


def distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def focused(root) -> tuple[str, str, str, float, float] | None:
    """What has the focus in the view ``root`` (its action and argument, or test id, and where it
    is on the page), if anything."""
    el = document.activeElement
    if absent(el) or not bool(root.contains(el)) or bool(el.isSameNode(root)):
        return None
    if not el.matches(":focus-visible"):
        return None  # a mouse or touch click: Enter keeps its page-wide meaning (confirm)

    def attr(name: str) -> str:
        value = el.getAttribute(name)
        return "" if absent(value) else str(value)

    x, y = centre(el)
    return attr("data-action"), attr("data-arg"), attr("data-testid") or attr("id"), x, y

def refocus(root, was: tuple[str, str, str, float, float] | None) -> None:
    """After a render, put the focus back on the same control (same action and argument),
    else on the nearest control of the same action (the next space to book), else on the
    view's ``data-focus`` control: a person using the keyboard never starts from the top.
    A modal dialog (``aria-modal``) takes the focus to its ``data-focus`` control when it opens;
    when it closes, the focus goes back to what it was about (``data-detail`` = its argument).
    """
    modal = root.querySelector('[aria-modal="true"]')
    if not absent(modal) and (was is None or not bool(modal.contains(document.activeElement))):
        target = modal.querySelector("[data-focus]")
        if not absent(target):
            target.focus()
            return
    if was is None:
        return
    action, arg, ident, x, y = was
    esc_css = js.CSS.escape
    tries = [f'[data-detail="{esc_css(arg)}"]'] if arg and action.endswith("-close") else []
    if action:
        tries.append(f'[data-action="{esc_css(action)}"][data-arg="{esc_css(arg)}"]' if arg
                     else f'[data-action="{esc_css(action)}"]:not([data-arg])')
    if ident:
        tries += [f'[data-testid="{esc_css(ident)}"]', f'#{esc_css(ident)}']
    if action:
        tries.append(f'[data-action="{esc_css(action)}"]')
    tries.append("[data-focus]")
    for selector in tries:
        found = [el for el in root.querySelectorAll(selector)
                 if not el.matches(":disabled") and el.getClientRects().length]
        if found:
            nearest = min(found, key=lambda el: distance(centre(el), (x, y)))
            nearest.focus()
            return

def arrow(event, key: str) -> bool:
    """Arrow keys move the focus inside a grid of controls (the sheet, the bank, the dice,
    the cards): to the nearest control in that direction. True if the focus moved."""
    zone = event.target.closest(ARROW_ZONES)
    if absent(zone):
        return False
    dx_sign, dy_sign = ARROWS[key]
    if zone.getAttribute("data-arrows") == "review":  # a line chart: the points in their order,
        arg = event.target.getAttribute("data-arg")  # whatever their heights (issue 27)
        if arg is None or not str(arg).isdigit():
            return False
        step = dx_sign or dy_sign
        nxt = zone.querySelector(f'[data-arg="{int(arg) + step}"]')
        if absent(nxt):
            return False
        nxt.focus()
        return True
    x0, y0 = centre(event.target)
    best, best_score = None, None
    for el in zone.querySelectorAll(FOCUSABLE):
        if bool(el.isSameNode(event.target)) or not el.getClientRects().length:
            continue
        x, y = centre(el)
        dx, dy = x - x0, y - y0
        along, across = (dx * dx_sign, abs(dy)) if dx_sign else (dy * dy_sign, abs(dx))
        if along < 1:
            continue  # not in that direction
        score = along + 2 * across
        if best_score is None or score < best_score:
            best, best_score = el, score
    if best is None:
        return False
    best.focus()
    return True
