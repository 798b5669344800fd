"""Streichholzspiel: a row of matches, taken 1 to K at a time against the computer."""
