"""Similis in the page (see README.md)."""
