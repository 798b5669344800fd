"""Machinery shared by every game: errors, randomness, state files, views, options."""
