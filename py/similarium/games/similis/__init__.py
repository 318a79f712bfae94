"""Similis: card shedding for 3-6 players (series sharing 1, 2 or 3 attributes, a market, gifts)."""
