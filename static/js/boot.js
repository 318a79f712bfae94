// Boot watchdog: if the game engine has not started after 20 s, say so (slow first download,
// or a blocked WebAssembly) instead of spinning for ever. Python sets data-boot itself.
const root = document.documentElement;
setTimeout(() => {
  if (root.dataset.boot !== "loading") return;
  const text = document.querySelector(".loading-text");
  if (text) text.textContent = "Still starting the game engine: the first visit downloads about 12 MB. If nothing happens, reload the page.";
}, 20000);
if (typeof WebAssembly !== "object") {
  root.dataset.boot = "error";
  const text = document.querySelector(".loading-text");
  if (text) text.textContent = "This browser cannot run WebAssembly, which Similarium needs.";
}
