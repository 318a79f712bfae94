"""SIMILI, the roll & write game: combinations, scoresheet, round flow, game log."""
