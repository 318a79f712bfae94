// Boot watchdog: if the game engine has not started after 20 s, say so (slow first download,
// or a blocked WebAssembly) instead of spinning for ever. Python sets data-boot itself.
// The texts are the catalogue's, in the person's language (set by the <!-- boot --> script).
const root = document.documentElement;
const texts = window.similariumBoot || {
  slow: "This is taking longer than usual; the first visit downloads about 12 MB.",
  no_wasm: "This browser cannot run WebAssembly, which Similarium needs.",
};
setTimeout(() => {
  if (root.dataset.boot !== "loading") return;
  const text = document.querySelector(".loading-text");
  if (text) text.textContent = texts.slow;
}, 20000);
if (typeof WebAssembly !== "object") {
  root.dataset.boot = "error";
  const text = document.querySelector(".loading-text");
  if (text) text.textContent = texts.no_wasm;
}
// No form of the page is ever sent anywhere: Enter in a setup field or a button press is handled
// by the app (Python binds the clicks and keys), never a submission that would reload the page.
// (Here rather than onsubmit="..." on each form: the Content-Security-Policy allows no inline code.)
document.addEventListener("submit", (event) => event.preventDefault());
