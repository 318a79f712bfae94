"""Nim's registry line (what ``py/similarium/games/registry.py`` would hold for a real game)."""

from similarium.games.registry import Flag, GameEntry

ENTRY = GameEntry("nim", "Nim", "home.nim.tagline", rules="sample_game.nim.protocol",
                  page="sample_game.nim.page:NimPage", cli="sample_game.nim.cli", modes=("solo",),
                  texts="sample_game.nim.messages", howto="sample_game.nim.howto",
                  flags=(Flag("heaps", "Nim: the heaps (3-4-5 or 1-3-5-7)"),))
