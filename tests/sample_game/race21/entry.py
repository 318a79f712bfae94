"""Race to 21's registry line (what ``py/similarium/games/registry.py`` would hold for a real game)."""

from similarium.games.registry import Flag, GameEntry

ENTRY = GameEntry("race21", "Race to 21", "home.race21.tagline", rules="sample_game.race21.protocol",
                  page="sample_game.race21.page:Race21Page", cli="sample_game.race21.cli", modes=("solo",),
                  texts="sample_game.race21.messages", howto="sample_game.race21.howto",
                  flags=(Flag("target", "Race to 21: the target (21 or 31)"),))
