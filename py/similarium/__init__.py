"""Similarium: five "simil-" tabletop games, rules in plain Python (standard library only)."""

__version__ = "0.1.0"
