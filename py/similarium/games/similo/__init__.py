"""Similo: cooperative deduction, classic and "remove" rules, original decks (see README)."""
