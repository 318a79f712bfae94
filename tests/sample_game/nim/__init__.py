"""Nim, the sample game: a game that exists only under ``tests/``, to prove that a new game is
its folder, one registry line and its tests (``docs/adding-a-game.md``). Heaps of counters; in
turn, each player takes one or more counters from one heap; whoever takes the last one wins."""
