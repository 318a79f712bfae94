"""SB, the Simple Dice Game: rules (:mod:`.rules`, :mod:`.game`), exact advisor, bots, CLI."""

from .game import Event, Game, Turn, TurnResult
from .rules import Action, Dice, Roll, Score, SetAside, Stop, score, set_aside_options

__all__ = ["Action", "Dice", "Event", "Game", "Roll", "Score", "SetAside", "Stop", "Turn", "TurnResult",
           "score", "set_aside_options"]
