"""SIMILI in the page: a session (solo, daily or table) and its HTML rendering."""
