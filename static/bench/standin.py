"""Stand-in UI for the harness: boot flag, home list, a fake SIMILI bank."""

import random

from pyodide.ffi import create_proxy
from pyscript import document, window

import similarium  # noqa: F401  (proves the app bundle is importable)

root = document.documentElement


def toggle(event):
    """Toggle the clicked bank digit's selection (a DOM mutation)."""
    el = event.currentTarget
    el.setAttribute("aria-pressed", "false" if el.getAttribute("aria-pressed") == "true" else "true")


_toggle = create_proxy(toggle)


def route(*_):
    """Render #/simili/solo?seed=N as a bank of 6 digit buttons, else the home view."""
    h = window.location.hash
    sheet = document.getElementById("sheet")
    if h.startswith("#/simili/solo"):
        seed = int(h.split("seed=", 1)[1]) if "seed=" in h else 0
        rng = random.Random(seed)
        sheet.innerHTML = ""
        for _i in range(6):
            b = document.createElement("button")
            b.textContent = str(rng.randrange(10))
            b.dataset.testid = "bank-digit"
            b.setAttribute("aria-pressed", "false")
            b.addEventListener("click", _toggle)
            sheet.appendChild(b)
        sheet.hidden = False
        document.getElementById("home").hidden = True
    else:
        sheet.hidden = True
        document.getElementById("home").hidden = False


window.addEventListener("hashchange", create_proxy(route))
route()
root.dataset.boot = "ready"
