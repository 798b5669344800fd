"""Kniffel: the dice game, its scoring rules, turns, views and commands."""
