"""Similo in the page (see README.md)."""
