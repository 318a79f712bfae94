// Planted by smoke/test_other_browsers.py to check the guard: a console error and an uncaught
// error from the page's own code (a file of the site: the page's Content-Security-Policy refuses
// inline scripts).
console.error("smoke self-test");
setTimeout(() => { throw new Error("smoke self-test uncaught"); }, 0);
