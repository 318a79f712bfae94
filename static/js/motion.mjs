// Motion for the app's Python views (issue 30): the page re-renders by replacing #app's innerHTML,
// so an animation cannot live on an element across renders. A view marks what may move with
// data-motion-key="<what it is now>" (a roll's die, a booked space, a removed card...) and
// data-motion="<kind>" (the CSS animation: static/css/app.css, "motion"). After each render
// the app calls mark(root, on): an element whose key was not in the previous render is fresh and
// gets the class "moving" (its animation plays once); an element seen before does not, so the
// next render (a tap) shows it as it is at once. The DOM always holds the final state: an
// animation only starts from somewhere else. Nothing moves when the setting is off, under
// prefers-reduced-motion, or on the first render of a page (nothing changed yet).
// A click, a long press or a key press anywhere finishes every running animation at once (the input
// is taken as it comes: a tap is never held back by an animation).
//
// window.similariumMotion:
//   mark(root, on)  after a render: add "moving" to the fresh elements (on: the setting); returns
//                   how many were marked
//   reset()         the next render is a page's first (after a route change)
//   finish()        end every animation now (the final state shows)
//   reduced()       true under prefers-reduced-motion
//   marked          how many elements were marked in all (tests)
const MAX_MS = 600; // the longest animation (static/css/app.css)
const query = globalThis.matchMedia ? globalThis.matchMedia("(prefers-reduced-motion: reduce)") : null;
const state = (globalThis.similariumMotion = {
  seen: null,
  marked: 0,
  reduced() {
    return !!(query && query.matches);
  },
  reset() {
    this.seen = null;
  },
  live: new Map(), // key -> when it began moving: a render that is not an input (a bot's next
  // step) lets it go on where it was (--motion-t, a negative delay), not cut it short
  mark(root, on) {
    const now = new Set();
    const move = on && this.seen !== null && !this.reduced();
    const t = performance.now();
    let n = 0;
    for (const el of root.querySelectorAll("[data-motion-key]")) {
      const key = el.getAttribute("data-motion-key");
      now.add(key);
      if (move && !this.seen.has(key)) {
        el.classList.add("moving");
        this.live.set(key, t);
        n++;
      } else if (move && this.live.has(key) && t - this.live.get(key) < MAX_MS) {
        el.style.setProperty("--motion-t", `${Math.round(this.live.get(key) - t)}ms`);
        el.classList.add("moving");
      }
    }
    for (const [key, t0] of this.live) if (t - t0 >= MAX_MS || !now.has(key)) this.live.delete(key);
    this.seen = now;
    this.marked += n;
    return n;
  },
  finish() {
    this.live.clear();
    for (const el of document.querySelectorAll(".moving")) el.classList.remove("moving");
  },
});
// a click (before the app's own handler: capture), a long press or a key pressed anywhere: every
// animation ends now, the input is taken as it comes. Not on pointer down: ending a roll there moved
// the die out from under the finger before the pointer came up, and the browser then sent the click
// to the row around it (a tap on a die at the start of its roll was lost: e2e/test_motion.py).
const done = () => state.finish();
document.addEventListener("click", done, true);
document.addEventListener("contextmenu", done, true);
document.addEventListener("keydown", done, true);
