"""One sub-package a game. Nothing here imports `js` or `pyscript`."""
